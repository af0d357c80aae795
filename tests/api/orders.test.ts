// The commerce contract over HTTP on the real built server: placing orders (server prices,
// one transaction, conditional stock, idempotency keys), status moves and cancels with
// restock, who sees which order, lists, stats, and GET /api/products/{id or slug}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startServer, type SignedUp, type TestServer } from './harness';
import type { Order, Product } from '../../src/lib/types';

let server: TestServer;
let admin: string;
let alice: SignedUp;
let bob: SignedUp;
let catalogue: Product[];
let nextProduct = 0;

const ADDRESS = { name: 'Alice Buyer', phone: '+1 555 0101', line1: '1 Main St', city: 'Springfield', country: 'US' };

beforeAll(async () => {
  server = await startServer();
  admin = await server.adminToken();
  [alice, bob] = await Promise.all([
    server.signupUser({ name: 'Alice Buyer' }),
    server.signupUser({ name: 'Bob Other' }),
  ]);
  // sold one way: the admin's stock edit sets its only variant, and an order needs no variant
  catalogue = (await server.api('/api/products')).body.products.filter((p: Product) => p.variants.length === 1);
});
afterAll(async () => {
  await server?.stop();
});

/** A product no other test touches, with exactly `stock` units. */
async function productWithStock(stock: number): Promise<Product> {
  const product = catalogue.filter((p) => p.isActive)[nextProduct++];
  const form = new FormData();
  form.set('stock', String(stock));
  const res = await server.api(`/api/products/${product._id}`, { method: 'PUT', token: admin, body: form });
  expect(res.status).toBe(200);
  return res.body.product;
}

const stockOf = async (id: string): Promise<number> =>
  (await server.api(`/api/products/${id}`, { token: admin })).body.product.stock;

function place(token: string, items: unknown, key: string | null = randomUUID(), extra: Record<string, unknown> = {}) {
  return server.api('/api/orders', {
    method: 'POST',
    token,
    headers: key === null ? {} : { 'Idempotency-Key': key },
    json: { items, shippingAddress: ADDRESS, paymentMethod: 'cod', ...extra },
  });
}

async function placed(token: string, product: Product, quantity = 1): Promise<Order> {
  const res = await place(token, [{ productId: product._id, quantity }]);
  expect(res.status, res.text).toBe(201);
  return res.body.order;
}

const patch = (id: string, status: string, token = admin) =>
  server.api(`/api/orders/${id}`, { method: 'PATCH', token, json: { status } });

describe('POST /api/orders', () => {
  it('places an order at database prices, whatever price the client sends, and takes the stock', async () => {
    const product = await productWithStock(10);
    const res = await place(
      alice.token,
      [{ productId: product._id, quantity: 2, price: 0.01, name: 'Cheap' }],
      randomUUID(),
      {
        note: ' Ring twice ',
        total: 1,
        status: 'delivered',
      },
    );
    expect(res.status, res.text).toBe(201);
    const order: Order = res.body.order;
    expect(res.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(order.number).toMatch(/^EL-\d{5,}$/);
    expect(order).toMatchObject({
      status: 'pending',
      currency: 'USD',
      paymentMethod: 'cod',
      note: 'Ring twice',
      shipping: 0,
      user: { _id: alice.user._id, name: 'Alice Buyer', email: alice.email },
      shippingAddress: { ...ADDRESS, line2: '', postalCode: '' },
    });
    expect(order.items).toEqual([
      {
        // the line's id: its order's and its position (docs/api.md#commerce-contract)
        _id: `${order._id}:0`,
        productId: product._id,
        variantId: product.variants[0]._id,
        sku: product.variants[0].sku,
        variant: '',
        name: product.name,
        image: product.images[0].url,
        price: product.price,
        quantity: 2,
        lineTotal: Math.round(product.price * 200) / 100,
        // the line's share of the order's discount and tax (none: a US address without a state)
        discount: 0,
        tax: 0,
        taxRate: null,
        taxName: null,
      },
    ]);
    expect(order.subtotal).toBe(order.items[0].lineTotal);
    expect(order.total).toBe(order.subtotal);
    expect(await stockOf(product._id)).toBe(8);
    // the cached public reads show the new stock at once
    expect((await server.api(`/api/products/${product.slug}`)).body.product.stock).toBe(8);
    const listed = (await server.api('/api/products')).body.products.find((p: Product) => p._id === product._id);
    expect(listed.stock).toBe(8);
  });

  it('20 parallel orders for the last 3 units: exactly 3 succeed, stock ends at 0, never below', async () => {
    const product = await productWithStock(3);
    const buyers = [alice, bob];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(buyers[i % 2].token, [{ productId: product._id, quantity: 1 }])),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const refused of results.filter((r) => r.status === 409)) expect(refused.body.message).toContain(product.name);
    expect(await stockOf(product._id)).toBe(0);
    const numbers = new Set(results.filter((r) => r.status === 201).map((r) => r.body.order.number));
    expect(numbers.size).toBe(3);
  });

  it('the same Idempotency-Key 5 times in parallel makes one order and answers it every time', async () => {
    const product = await productWithStock(20);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => place(alice.token, [{ productId: product._id, quantity: 3 }], key)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(results.map((r) => r.body.order._id));
    expect(ids.size).toBe(1);
    expect(await stockOf(product._id)).toBe(17);
    // later retries too
    const again = await place(alice.token, [{ productId: product._id, quantity: 3 }], key);
    expect(again.status).toBe(200);
    expect(again.body.order._id).toBe([...ids][0]);
    expect(await stockOf(product._id)).toBe(17);
    // keys are per customer: Bob's identical key is his own order
    const bobs = await place(bob.token, [{ productId: product._id, quantity: 1 }], key);
    expect(bobs.status).toBe(201);
    expect(bobs.body.order._id).not.toBe([...ids][0]);
  });

  it('the same Idempotency-Key with another body is 422 and places no second order', async () => {
    const product = await productWithStock(20);
    const key = randomUUID();
    const first = await place(alice.token, [{ productId: product._id, quantity: 2 }], key, { note: 'Leave at door' });
    expect(first.status, first.text).toBe(201);
    const count = async () => (await server.api('/api/orders?limit=100', { token: alice.token })).body.total;
    const before = await count();
    for (const [items, extra] of [
      [[{ productId: product._id, quantity: 3 }], { note: 'Leave at door' }],
      [[{ productId: product._id, quantity: 2 }], { note: 'Ring twice' }],
      [
        [{ productId: product._id, quantity: 2 }],
        { note: 'Leave at door', shippingAddress: { ...ADDRESS, city: 'Shelbyville' } },
      ],
    ] as const) {
      const res = await place(alice.token, items, key, extra);
      expect(res.status, res.text).toBe(422);
      expect(res.body).toEqual({
        success: false,
        message: 'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
      });
    }
    expect(await count()).toBe(before);
    expect(await stockOf(product._id)).toBe(18);
  });

  it('the same key and body, spelled differently, answers the first order with 200', async () => {
    const product = await productWithStock(20);
    const key = randomUUID();
    const first = await place(alice.token, [{ productId: product._id, quantity: 2 }], key, { note: 'Gate code 12' });
    expect(first.status, first.text).toBe(201);
    // other key order, spaces a trim removes, the defaults written out, an expected total
    const res = await server.api('/api/orders', {
      method: 'POST',
      token: alice.token,
      headers: { 'Idempotency-Key': key },
      json: {
        note: '  Gate code 12 ',
        paymentMethod: 'cod',
        shippingAddress: {
          country: 'US',
          city: ' Springfield',
          line1: '1 Main St',
          phone: '+1 555 0101',
          name: 'Alice Buyer',
          line2: '',
          postalCode: '',
        },
        items: [
          { quantity: 1, productId: product._id },
          { quantity: 1, productId: product._id },
        ],
        expectedTotal: first.body.order.total,
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('This order was already placed');
    expect(res.body.order).toEqual(first.body.order);
    expect(await stockOf(product._id)).toBe(18);
  });

  it('10 parallel requests with one key make one order: every answer is that order (or 409 while it is placed)', async () => {
    const product = await productWithStock(30);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => place(alice.token, [{ productId: product._id, quantity: 2 }], key)),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 201),
      statuses.join(),
    ).toHaveLength(1);
    for (const res of results) expect([200, 201, 409], res.text).toContain(res.status);
    const ids = new Set(results.filter((r) => r.status !== 409).map((r) => r.body.order._id));
    expect(ids.size).toBe(1);
    expect(await stockOf(product._id)).toBe(28);
    const orderId = [...ids][0];
    const mine = (await server.api('/api/orders?limit=100', { token: alice.token })).body.orders as Order[];
    expect(mine.filter((o) => o.items.some((l) => l.productId === product._id)).map((o) => o._id)).toEqual([orderId]);
  });

  it('a refused order keeps its key free for a corrected retry', async () => {
    const product = await productWithStock(2);
    const key = randomUUID();
    expect((await place(alice.token, [{ productId: product._id, quantity: 5 }], key)).status).toBe(409);
    const retry = await place(alice.token, [{ productId: product._id, quantity: 2 }], key);
    expect(retry.status).toBe(201);
    expect(await stockOf(product._id)).toBe(0);
  });

  it('an inactive or short product is 409 naming it, and nothing of the order is reserved', async () => {
    const [kept, inactive] = [await productWithStock(5), await productWithStock(5)];
    expect(
      (await server.api(`/api/products/${inactive._id}`, { method: 'PATCH', token: admin, json: { isActive: false } }))
        .status,
    ).toBe(200);
    const res = await place(alice.token, [
      { productId: kept._id, quantity: 2 },
      { productId: inactive._id, quantity: 1 },
    ]);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: expect.stringContaining(inactive.name) });
    expect(await stockOf(kept._id)).toBe(5);
    expect(await stockOf(inactive._id)).toBe(5);

    const lastOne = await productWithStock(1);
    const short = await place(alice.token, [
      { productId: kept._id, quantity: 2 },
      { productId: lastOne._id, quantity: 2 },
    ]);
    expect(short.status).toBe(409);
    expect(short.body.message).toMatch(/Only 1 of ".+" left in stock/);
    expect(await stockOf(kept._id)).toBe(5);
    expect(await stockOf(lastOne._id)).toBe(1);
  });

  it('a total the shopper saw that no longer holds (a price changed) is 409 with the new total, and nothing is reserved', async () => {
    const product = await productWithStock(6);
    const shown = product.price * 2;
    const repriced = new FormData();
    repriced.set('price', String(product.price + 10));
    expect(
      (await server.api(`/api/products/${product._id}`, { method: 'PUT', token: admin, body: repriced })).status,
    ).toBe(200);
    const key = randomUUID();
    const res = await place(alice.token, [{ productId: product._id, quantity: 2 }], key, { expectedTotal: shown });
    expect(res.status).toBe(409);
    const now = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(shown + 20);
    expect(res.body).toEqual({
      success: false,
      message: `The prices in your order have changed: the total is now ${now}. Please check your order and place it again.`,
      // the new quote, to show the shopper before they place it again
      quote: expect.objectContaining({ currency: 'USD', subtotal: shown + 20, discount: 0, total: shown + 20 }),
    });
    expect(await stockOf(product._id)).toBe(6);
    // the shopper agrees to the new total: the same key places the order once
    const again = await place(alice.token, [{ productId: product._id, quantity: 2 }], key, {
      expectedTotal: shown + 20,
    });
    expect(again.status).toBe(201);
    expect(again.body.order.total).toBe(shown + 20);
    expect(await stockOf(product._id)).toBe(4);
    for (const bad of [-1, 'ten', 1e10]) {
      const refused = await place(alice.token, [{ productId: product._id, quantity: 1 }], randomUUID(), {
        expectedTotal: bad,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^expectedTotal: /);
    }
    expect(await stockOf(product._id)).toBe(4);
  });

  it('a blocked customer cannot order (403), and nothing changes', async () => {
    const product = await productWithStock(4);
    const carol = await server.signupUser({ name: 'Carol Blocked' });
    expect(
      (await server.api(`/api/users/${carol.user._id}`, { method: 'PUT', token: admin, json: { status: 'blocked' } }))
        .status,
    ).toBe(200);
    const res = await place(carol.token, [{ productId: product._id, quantity: 1 }]);
    expect(res.status).toBe(403);
    expect(await stockOf(product._id)).toBe(4);
    expect((await place('', [{ productId: product._id, quantity: 1 }])).status).toBe(401);
  });

  it('merges duplicate lines of one product into one line', async () => {
    const product = await productWithStock(10);
    const res = await place(alice.token, [
      { productId: product._id, quantity: 1 },
      { productId: product._id, quantity: 2 },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.order.items).toHaveLength(1);
    expect(res.body.order.items[0].quantity).toBe(3);
    expect(await stockOf(product._id)).toBe(7);
  });

  it('without Stripe set up offers only pay on delivery and refuses a card order, reserving nothing', async () => {
    expect((await server.api('/api/payments/methods')).body.methods).toEqual(['cod']);
    const product = await productWithStock(3);
    const res = await place(alice.token, [{ productId: product._id, quantity: 1 }], randomUUID(), {
      paymentMethod: 'card',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('paymentMethod: is not offered');
    expect(await stockOf(product._id)).toBe(3);
    expect((await server.api('/api/payments/stripe/webhook', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('answers 400 naming the field for bad input, and changes nothing', async () => {
    const product = await productWithStock(200);
    const line = { productId: product._id, quantity: 1 };
    const cases: [unknown, string | null, Record<string, unknown>, RegExp][] = [
      [[], randomUUID(), {}, /^items: your cart is empty/],
      [[{ ...line, quantity: 0 }], randomUUID(), {}, /^items\.0\.quantity/],
      [[{ ...line, quantity: 100 }], randomUUID(), {}, /^items\.0\.quantity: must be at most 99/],
      [[{ ...line, quantity: 1.5 }], randomUUID(), {}, /^items\.0\.quantity/],
      [[{ ...line, quantity: '2' }], randomUUID(), {}, /^items\.0\.quantity/],
      [[line, { ...line, quantity: 99 }], randomUUID(), {}, /^items: the quantity of .* must be at most 99/],
      [[{ productId: 'no-such-product', quantity: 1 }], randomUUID(), {}, /^items: there is no product/],
      ['everything', randomUUID(), {}, /^items/],
      [[line], null, {}, /^Idempotency-Key: the header is required/],
      [[line], 'short', {}, /^Idempotency-Key:/],
      [[line], randomUUID(), { paymentMethod: 'card' }, /^paymentMethod/],
      [[line], randomUUID(), { shippingAddress: { ...ADDRESS, city: ' ' } }, /^shippingAddress\.city: is required/],
      [[line], randomUUID(), { shippingAddress: { ...ADDRESS, phone: 'call me' } }, /^shippingAddress\.phone/],
      [[line], randomUUID(), { shippingAddress: null }, /^shippingAddress/],
      [[line], randomUUID(), { note: 'x'.repeat(501) }, /^note/],
    ];
    for (const [items, key, extra, message] of cases) {
      const res = await place(alice.token, items, key, extra);
      expect(res.status, JSON.stringify(items) + JSON.stringify(extra)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(message);
    }
    const notJson = await server.api('/api/orders', {
      method: 'POST',
      token: alice.token,
      headers: { 'Idempotency-Key': randomUUID(), 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await stockOf(product._id)).toBe(200);
  });
});

describe('status moves and cancel', () => {
  it('pay on delivery: pending -> shipped -> delivered, paid by being delivered; every other move is 409', async () => {
    const product = await productWithStock(10);
    const order = await placed(alice.token, product);
    expect((await patch(order._id, 'delivered')).status).toBe(409);
    expect((await patch(order._id, 'pending')).status).toBe(409);
    expect((await patch(order._id, 'shipped', alice.token)).status).toBe(403);
    // the admin no longer marks it paid before shipping (docs/product.md, deliberate change 27)
    const markPaid = await patch(order._id, 'paid');
    expect(markPaid.status).toBe(409);
    expect(markPaid.body.message).toBe(
      'A pay-on-delivery order is paid when it is delivered: mark it shipped, then delivered.',
    );
    const shipped = await patch(order._id, 'shipped');
    expect(shipped.status).toBe(200);
    expect(shipped.body.order.status).toBe('shipped');
    expect((await patch(order._id, 'shipped')).status).toBe(409);
    expect((await patch(order._id, 'paid')).status).toBe(409);
    // shipped is not paid yet: the customer's own cancel is refused, only the admin's refusal path remains
    expect((await server.api(`/api/orders/${order._id}/cancel`, { method: 'POST', token: alice.token })).status).toBe(
      409,
    );
    expect((await patch(order._id, 'delivered')).status).toBe(200);
    expect((await patch(order._id, 'cancelled')).status).toBe(409);
    // refunded is a status, but only a card order's refund reaches it
    expect((await patch(order._id, 'refunded')).status).toBe(409);
    expect((await patch(order._id, 'lost')).status).toBe(400);
    expect((await patch('no-such-order', 'shipped')).status).toBe(404);
    expect(await stockOf(product._id)).toBe(9);
    const seen = await server.api(`/api/orders/${order._id}`, { token: alice.token });
    expect(seen.body.order.status).toBe('delivered');
  });

  it('a shipped pay-on-delivery order refused at the door is cancelled by the admin, its stock back once', async () => {
    const product = await productWithStock(5);
    const order = await placed(alice.token, product, 2);
    expect((await patch(order._id, 'shipped')).status).toBe(200);
    expect(await stockOf(product._id)).toBe(3);
    const results = await Promise.all(Array.from({ length: 4 }, () => patch(order._id, 'cancelled')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(results.find((r) => r.status === 200)!.body.order.status).toBe('cancelled');
    expect(await stockOf(product._id)).toBe(5);
    expect((await patch(order._id, 'delivered')).status).toBe(409);
  });

  it('a customer cancels their pending order; stock goes back exactly once', async () => {
    const product = await productWithStock(6);
    const order = await placed(alice.token, product, 4);
    expect(await stockOf(product._id)).toBe(2);
    const cancels = await Promise.all(
      Array.from({ length: 3 }, () =>
        server.api(`/api/orders/${order._id}/cancel`, { method: 'POST', token: alice.token }),
      ),
    );
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(cancels.find((r) => r.status === 200)!.body.order.status).toBe('cancelled');
    expect(await stockOf(product._id)).toBe(6);
    expect((await patch(order._id, 'shipped')).status).toBe(409);
    expect(await stockOf(product._id)).toBe(6);
  });

  it('an admin cancels a pending order (stock back once, even with parallel requests); a customer cannot cancel once shipped', async () => {
    const product = await productWithStock(5);
    const order = await placed(alice.token, product, 2);
    const results = await Promise.all(Array.from({ length: 4 }, () => patch(order._id, 'cancelled')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await stockOf(product._id)).toBe(5);
    const other = await placed(alice.token, product, 1);
    expect((await patch(other._id, 'shipped')).status).toBe(200);
    const own = await server.api(`/api/orders/${other._id}/cancel`, { method: 'POST', token: alice.token });
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/pending/);
  });
});

describe('who sees which order', () => {
  it("another customer's order is 404 (read and cancel); its owner and admins see it by id or number", async () => {
    const product = await productWithStock(5);
    const order = await placed(alice.token, product);
    for (const ref of [order._id, order.number]) {
      expect((await server.api(`/api/orders/${ref}`, { token: bob.token })).status).toBe(404);
      expect((await server.api(`/api/orders/${ref}`, { token: alice.token })).body.order._id).toBe(order._id);
      expect((await server.api(`/api/orders/${ref}`, { token: admin })).body.order._id).toBe(order._id);
    }
    const cancel = await server.api(`/api/orders/${order._id}/cancel`, { method: 'POST', token: bob.token });
    expect(cancel.status).toBe(404);
    expect((await server.api(`/api/orders/${order._id}`)).status).toBe(401);
    expect(await stockOf(product._id)).toBe(4);
  });

  it('lists a customer only their own orders, newest first, paged; an admin everyone, with search, status filter and sum', async () => {
    const dave = await server.signupUser({ name: 'Dave Lister' });
    const product = await productWithStock(50);
    const first = await placed(dave.token, product, 1);
    const second = await placed(dave.token, product, 2);
    await placed(bob.token, product, 1);
    const own = await server.api('/api/orders?limit=1', { token: dave.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ success: true, total: 2, page: 1, pages: 2 });
    expect(own.body.orders.map((o: Order) => o._id)).toEqual([second._id]);
    expect((await server.api('/api/orders?page=2&limit=1', { token: dave.token })).body.orders[0]._id).toBe(first._id);
    expect(own.body.sum).toBeCloseTo(first.total + second.total, 2);

    const byEmail = await server.api(`/api/orders?q=${encodeURIComponent(dave.email.toUpperCase())}`, { token: admin });
    expect(byEmail.body.orders.map((o: Order) => o._id)).toEqual([second._id, first._id]);
    expect(byEmail.body.sum).toBe(Math.round((first.total + second.total) * 100) / 100);
    const byNumber = await server.api(`/api/orders?q=${second.number}`, { token: admin });
    expect(byNumber.body.orders.map((o: Order) => o._id)).toEqual([second._id]);
    const byName = await server.api(`/api/orders?q=dave%20lister`, { token: admin });
    expect(byName.body.total).toBe(2);
    const byProduct = await server.api(`/api/orders?q=${encodeURIComponent(product.name.slice(0, 12))}`, {
      token: admin,
    });
    expect(byProduct.body.total).toBeGreaterThanOrEqual(3);
    // bob's order matches the product too, but a customer's search stays within their own
    const ownByProduct = await server.api(`/api/orders?q=${encodeURIComponent(product.name)}`, { token: dave.token });
    expect(ownByProduct.body.total).toBe(2);

    expect((await patch(first._id, 'shipped')).status).toBe(200);
    const shipped = await server.api(`/api/orders?status=shipped&q=${encodeURIComponent(dave.email)}`, {
      token: admin,
    });
    expect(shipped.body.orders.map((o: Order) => o._id)).toEqual([first._id]);
    expect(shipped.body.sum).toBe(first.total);

    // % and _ are literal
    expect((await server.api('/api/orders?q=%25', { token: admin })).body.total).toBe(0);
    expect((await server.api('/api/orders?q=_', { token: admin })).body.total).toBe(0);
    expect((await server.api('/api/orders?status=lost', { token: admin })).status).toBe(400);
    expect((await server.api('/api/orders?page=0', { token: admin })).status).toBe(400);
    expect((await server.api('/api/orders')).status).toBe(401);
  });

  it('stats: counts by status, revenue, 30 days and top products for admins only', async () => {
    const res = await server.api('/api/orders/stats', { token: admin });
    expect(res.status).toBe(200);
    const stats = res.body;
    expect(Object.keys(stats.counts).sort()).toEqual([
      'awaiting_payment',
      'cancelled',
      'delivered',
      'paid',
      'pending',
      'refunded',
      'shipped',
    ]);
    expect(stats.orders).toBe(Object.values(stats.counts as Record<string, number>).reduce((a, b) => a + b, 0));
    expect(stats.days).toHaveLength(30);
    expect(stats.days[29].date).toBe(new Date().toISOString().slice(0, 10));
    expect(stats.days[29].orders).toBeGreaterThan(0);
    for (const status of ['awaiting_payment', 'pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded']) {
      const listed = await server.api(`/api/orders?status=${status}&limit=1`, { token: admin });
      expect(stats.counts[status], status).toBe(listed.body.total);
    }
    // every order of this database (sample ones included) is less than 30 days old
    const days = stats.days as { orders: number; revenue: number }[];
    const { counts } = stats;
    expect(days.reduce((n, d) => n + d.orders, 0)).toBe(
      counts.pending + counts.paid + counts.shipped + counts.delivered,
    );
    expect(days.reduce((n, d) => n + d.revenue, 0)).toBeCloseTo(stats.revenue, 2);
    // revenue is money received: every order here is paid on delivery, so delivered ones only (and
    // any marked paid before deliberate change 27); pending and shipped ones are counted apart
    const sumOf = async (status: string) =>
      (await server.api(`/api/orders?status=${status}&limit=1`, { token: admin })).body.sum as number;
    expect(stats.revenue).toBeCloseTo((await sumOf('paid')) + (await sumOf('delivered')), 2);
    expect(stats.paidOrders).toBe(counts.paid + counts.delivered);
    expect(stats.unpaid.orders).toBe(counts.pending + counts.shipped);
    expect(stats.unpaid.total).toBeCloseTo((await sumOf('pending')) + (await sumOf('shipped')), 2);
    expect(stats.unpaid.total).toBeGreaterThan(0);
    expect(stats.revenue).toBeGreaterThan(0);
    expect(stats.topProducts.length).toBeGreaterThan(0);
    expect(stats.topProducts[0]).toEqual({
      productId: expect.any(String),
      name: expect.any(String),
      image: expect.any(String),
      quantity: expect.any(Number),
      revenue: expect.any(Number),
    });
    expect((await server.api('/api/orders/stats', { token: alice.token })).status).toBe(403);
  });

  it('stats: an order counts as not paid yet until delivered, then in revenue and in the top products', async () => {
    const stats = async () => (await server.api('/api/orders/stats', { token: admin })).body;
    const before = await stats();
    const product = await productWithStock(30);
    const order = await placed(bob.token, product, 20);
    const cents = (n: number) => Math.round(n * 100);
    const topIds = (s: { topProducts: { productId: string }[] }) => s.topProducts.map((p) => p.productId);

    const pending = await stats();
    expect(cents(pending.unpaid.total) - cents(before.unpaid.total)).toBe(cents(order.total));
    expect(pending.unpaid.orders).toBe(before.unpaid.orders + 1);
    expect(pending.revenue).toBe(before.revenue);
    expect(topIds(pending)).not.toContain(product._id);

    expect((await patch(order._id, 'shipped')).status).toBe(200);
    const shipped = await stats();
    expect(shipped.unpaid).toEqual(pending.unpaid);
    expect(shipped.revenue).toBe(before.revenue);

    expect((await patch(order._id, 'delivered')).status).toBe(200);
    const delivered = await stats();
    expect(cents(delivered.revenue) - cents(before.revenue)).toBe(cents(order.total));
    expect(delivered.paidOrders).toBe(before.paidOrders + 1);
    expect(delivered.unpaid).toEqual(before.unpaid);
    expect(delivered.topProducts[0]).toMatchObject({ productId: product._id, quantity: 20 });
  });
});

describe('deleted customers', () => {
  it('keep their orders: the admin still lists them with the name and e-mail, user._id null', async () => {
    const gone = await server.signupUser({ name: 'Gone Soon' });
    const order = await placed(gone.token, await productWithStock(5));
    expect((await server.api(`/api/users/${gone.user._id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    const res = await server.api(`/api/orders/${order._id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.order.user).toEqual({ _id: null, name: 'Gone Soon', email: gone.email });
  });
});

describe('GET /api/products/{id or slug}', () => {
  it('answers an active product by id or slug, from the cache (ETag); unknown is 404', async () => {
    const product = catalogue.find((p) => p.isActive)!;
    const byId = await server.api(`/api/products/${product._id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.product._id).toBe(product._id);
    const bySlug = await server.api(`/api/products/${product.slug}`);
    expect(bySlug.body.product._id).toBe(product._id);
    const etag = bySlug.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await server.api(`/api/products/${product.slug}`, { headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );
    expect((await server.api('/api/products/no-such-product')).status).toBe(404);
  });

  it('an inactive product is 404 except for admins', async () => {
    const product = await productWithStock(3);
    await server.api(`/api/products/${product._id}`, { method: 'PATCH', token: admin, json: { isActive: false } });
    expect((await server.api(`/api/products/${product.slug}`)).status).toBe(404);
    expect((await server.api(`/api/products/${product.slug}`, { token: alice.token })).status).toBe(404);
    expect((await server.api(`/api/products/${product.slug}`, { token: 'garbage' })).status).toBe(404);
    const asAdmin = await server.api(`/api/products/${product.slug}`, { token: admin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.product.isActive).toBe(false);
  });
});
