// Orders per variant (docs/api.md#variants) on the real built server, on both databases: quote
// lines and order items name the variant, a product of several variants needs the line to say
// which, and every stock guarantee (never oversold, one order per key, cancel restocks once, the
// most units per order, the unpaid-units cap) holds per variant while the product's summary
// follows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '../../src/lib/types';
import { pngBytes } from '../helpers/imageFixtures';
import { startServer, type SignedUp, type TestServer } from './harness';

const UNPAID_CAP = 8;

let server: TestServer;
let admin: string;
let alice: SignedUp;
let bob: SignedUp;
let category: string;
let seq = 0;

const ADDRESS = { name: 'Vera Variant', phone: '+1 555 0103', line1: '3 Main St', city: 'Springfield', country: 'US' };

beforeAll(async () => {
  // the unpaid-units cap is on here (the harness turns it off): each test buys a product of its own
  server = await startServer({ UNPAID_UNITS_PER_PRODUCT: String(UNPAID_CAP) });
  admin = await server.adminToken();
  [alice, bob] = await Promise.all([
    server.signupUser({ name: 'Alice Variant' }),
    server.signupUser({ name: 'Bob Variant' }),
  ]);
  // a category outside the sample shop's automatic promotion (headphones): prices here are as set
  category = (await server.api('/api/categories')).body.categories.find(
    (c: { slug: string }) => c.slug !== 'headphones',
  )._id;
});
afterAll(async () => {
  await server?.stop();
});

interface Phone {
  product: Product;
  /** 128 GB / Black, 256 GB / Black, 256 GB / Blue (inactive) */
  black128: string;
  black256: string;
  blue256: string;
}

/** A new product in three variants with these stocks; the third is not for sale. */
async function phone(stocks: [number, number, number], fields: Record<string, string> = {}): Promise<Phone> {
  const sku = `VO-${++seq}`;
  const body = new FormData();
  const values: Record<string, string> = {
    name: `Variant phone ${seq}`,
    description: 'A phone in several variants.',
    category,
    ...fields,
    options: JSON.stringify([
      { name: 'Storage', values: ['128 GB', '256 GB'] },
      { name: 'Colour', values: ['Black', 'Blue'] },
    ]),
    variants: JSON.stringify([
      { sku: `${sku}-128-BK`, options: { Storage: '128 GB', Colour: 'Black' }, price: 100, stock: stocks[0] },
      { sku: `${sku}-256-BK`, options: { Storage: '256 GB', Colour: 'Black' }, price: 150.25, stock: stocks[1] },
      {
        sku: `${sku}-256-BL`,
        options: { Storage: '256 GB', Colour: 'Blue' },
        price: 150.25,
        stock: stocks[2],
        isActive: false,
      },
    ]),
  };
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  for (let i = 0; i < 2; i++) {
    const bytes = await pngBytes(40 + i, 30, [seq % 255, 40, 90]);
    body.append('images', new File([new Uint8Array(bytes)], `o${i}.png`, { type: 'image/png' }));
  }
  const res = await server.api('/api/products', { method: 'POST', token: admin, body });
  expect(res.status, res.text).toBe(201);
  const product: Product = res.body.product;
  const [black128, black256, blue256] = product.variants.map((v) => v._id);
  return { product, black128, black256, blue256 };
}

/** Each variant's stock and the product's summary, as the admin reads them now. */
async function stocks(product: Product): Promise<{ variants: number[]; product: number }> {
  const now: Product = (await server.api(`/api/products/${product._id}`, { token: admin })).body.product;
  return { variants: now.variants.map((v) => v.stock), product: now.stock };
}

const quote = (items: unknown) => server.api('/api/cart/quote', { method: 'POST', json: { items } });

function place(token: string, items: unknown, key: string = randomUUID()) {
  return server.api('/api/orders', {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': key },
    json: { items, shippingAddress: ADDRESS, paymentMethod: 'cod' },
  });
}

describe('quote and order lines per variant', () => {
  it('carry variantId, sku and the option values as text; the stock is taken from the variant', async () => {
    const { product, black128, black256 } = await phone([5, 10, 3]);
    const items = [
      { productId: product._id, variantId: black256, quantity: 2 },
      { productId: product._id, variantId: black128, quantity: 1 },
    ];
    const quoted = await quote(items);
    expect(quoted.status, quoted.text).toBe(200);
    expect(quoted.body.quote.lines).toEqual([
      {
        productId: product._id,
        variantId: black256,
        sku: `${product.variants[1].sku}`,
        variant: '256 GB / Black',
        name: product.name,
        quantity: 2,
        unitPrice: 150.25,
        lineTotal: 300.5,
        discount: 0,
        // no state in the address: no US sales tax
        tax: 0,
        taxRate: 0,
      },
      {
        productId: product._id,
        variantId: black128,
        sku: product.variants[0].sku,
        variant: '128 GB / Black',
        name: product.name,
        quantity: 1,
        unitPrice: 100,
        lineTotal: 100,
        discount: 0,
        tax: 0,
        taxRate: 0,
      },
    ]);
    expect(quoted.body.quote.total).toBe(400.5);

    // a line listed twice is ordered once
    const res = await place(alice.token, [...items, { productId: product._id, variantId: black256, quantity: 1 }]);
    expect(res.status, res.text).toBe(201);
    const order: Order = res.body.order;
    expect(
      order.items.map(({ variantId, sku, variant, quantity, price }) => ({ variantId, sku, variant, quantity, price })),
    ).toEqual([
      { variantId: black256, sku: product.variants[1].sku, variant: '256 GB / Black', quantity: 3, price: 150.25 },
      { variantId: black128, sku: product.variants[0].sku, variant: '128 GB / Black', quantity: 1, price: 100 },
    ]);
    expect(order.total).toBe(550.75);
    // the inactive variant's stock is not part of the product's
    expect(await stocks(product)).toEqual({ variants: [4, 7, 3], product: 11 });
    // the order reads the same later, for its owner
    const again = await server.api(`/api/orders/${order._id}`, { token: alice.token });
    expect(again.body.order.items).toEqual(order.items);
  });

  it('a product of several variants needs variantId (400 naming the line); a variant of another product is refused', async () => {
    const { product, black128 } = await phone([5, 5, 5]);
    const other = await phone([5, 5, 5]);
    const before = await stocks(product);
    const withoutVariant = [
      { productId: product._id, variantId: black128, quantity: 1 },
      { productId: product._id, quantity: 1 },
    ];
    const required = `items.1.variantId: is required: "${product.name}" comes in several variants.`;
    for (const res of [await quote(withoutVariant), await place(alice.token, withoutVariant)]) {
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe(required);
    }
    // another product's variant, or no variant at all: the quote cannot sell the line, the order is refused
    for (const variantId of [other.black128, 'no-such-variant']) {
      const line = { productId: product._id, variantId, quantity: 1 };
      const quoted = await quote([{ productId: product._id, variantId: black128, quantity: 1 }, line]);
      expect(quoted.status, quoted.text).toBe(200);
      expect(quoted.body.quote.lines[1]).toMatchObject({ variantId, problem: 'unavailable', lineTotal: 0 });
      const res = await place(alice.token, [line]);
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe('items.0.variantId: is not a variant of this product.');
    }
    expect(await stocks(product)).toEqual(before);
    expect(await stocks(other.product)).toEqual({ variants: [5, 5, 5], product: 10 });
  });

  it('an inactive variant is unavailable in the quote and refused at order, reserving nothing', async () => {
    const { product, black128, blue256 } = await phone([5, 5, 5]);
    const items = [
      { productId: product._id, variantId: black128, quantity: 1 },
      { productId: product._id, variantId: blue256, quantity: 1 },
    ];
    const quoted = await quote(items);
    expect(quoted.body.quote.lines.map((l: { problem?: string }) => l.problem)).toEqual([undefined, 'unavailable']);
    expect(quoted.body.quote.total).toBe(100);
    const res = await place(alice.token, items);
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toBe(`"${product.name} (256 GB / Blue)" is no longer available.`);
    expect(await stocks(product)).toEqual({ variants: [5, 5, 5], product: 10 });
  });
});

describe('stock per variant', () => {
  it('20 parallel orders for the last 3 units of one variant: exactly 3 succeed; the other variant sells as usual', async () => {
    const { product, black128, black256 } = await phone([3, 10, 4]);
    const buyers = [alice, bob];
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        place(buyers[i % 2].token, [{ productId: product._id, variantId: black128, quantity: 1 }]),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        place(buyers[i % 2].token, [{ productId: product._id, variantId: black256, quantity: 1 }]),
      ),
    ]);
    const last = results.slice(0, 20);
    expect(last.filter((r) => r.status === 201)).toHaveLength(3);
    expect(last.filter((r) => r.status === 409)).toHaveLength(17);
    for (const refused of last.filter((r) => r.status === 409))
      expect(refused.body.message).toMatch(
        new RegExp(`^"${product.name} \\(128 GB / Black\\)" is sold out\\.$|^Only \\d left`),
      );
    expect(results.slice(20).map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await stocks(product)).toEqual({ variants: [0, 6, 4], product: 6 });
    // the sold-out variant shows as such in the quote; the product is still for sale
    const quoted = await quote([{ productId: product._id, variantId: black128, quantity: 1 }]);
    expect(quoted.body.quote.lines[0].problem).toBe('sold_out');
  });

  it('one order per Idempotency-Key, taking the variant once', async () => {
    const { product, black256 } = await phone([5, 9, 0]);
    const key = randomUUID();
    const items = [{ productId: product._id, variantId: black256, quantity: 2 }];
    const results = await Promise.all(Array.from({ length: 5 }, () => place(alice.token, items, key)));
    const ok = results.filter((r) => r.status === 200 || r.status === 201);
    // a retry may also be told the order is still being placed (409); never a second order
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.every((r) => [200, 201, 409].includes(r.status))).toBe(true);
    expect(new Set(ok.map((r) => r.body.order._id)).size).toBe(1);
    expect((await place(alice.token, items, key)).status).toBe(200);
    expect(await stocks(product)).toEqual({ variants: [5, 7, 0], product: 12 });
  });

  it('a cancel gives each variant its units back exactly once, even with parallel cancels', async () => {
    const { product, black128, black256 } = await phone([6, 6, 1]);
    const res = await place(alice.token, [
      { productId: product._id, variantId: black128, quantity: 2 },
      { productId: product._id, variantId: black256, quantity: 3 },
    ]);
    expect(res.status, res.text).toBe(201);
    expect(await stocks(product)).toEqual({ variants: [4, 3, 1], product: 7 });
    const cancels = await Promise.all(
      Array.from({ length: 3 }, () =>
        server.api(`/api/orders/${res.body.order._id}/cancel`, { method: 'POST', token: alice.token }),
      ),
    );
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await stocks(product)).toEqual({ variants: [6, 6, 1], product: 12 });

    // an admin's parallel cancels of a shipped order (refused at the door): the same
    const shipped = await place(bob.token, [{ productId: product._id, variantId: black256, quantity: 4 }]);
    expect(shipped.status, shipped.text).toBe(201);
    const patch = (status: string) =>
      server.api(`/api/orders/${shipped.body.order._id}`, { method: 'PATCH', token: admin, json: { status } });
    expect((await patch('shipped')).status).toBe(200);
    expect(await stocks(product)).toEqual({ variants: [6, 2, 1], product: 8 });
    const results = await Promise.all([patch('cancelled'), patch('cancelled')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stocks(product)).toEqual({ variants: [6, 6, 1], product: 12 });
  });

  it('the most units per order count every variant of the product, in the quote and at the order', async () => {
    const { product, black128, black256 } = await phone([10, 10, 0], { maxPerOrder: '4' });
    expect(product.maxPerOrder).toBe(4);
    const items = [
      { productId: product._id, variantId: black128, quantity: 2 },
      { productId: product._id, variantId: black256, quantity: 3 },
    ];
    const quoted = await quote(items);
    expect(
      quoted.body.quote.lines.map((l: { problem?: string; available?: number }) => [l.problem, l.available]),
    ).toEqual([
      ['short', 1],
      ['short', 2],
    ]);
    const res = await place(alice.token, items);
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(
      `items: at most 4 of "${product.name}" can be ordered at once, and this order asks for 5. Lower the quantity to 4 or fewer, or contact us for a larger order.`,
    );
    expect(await stocks(product)).toEqual({ variants: [10, 10, 0], product: 20 });
    const fits = [items[0], { ...items[1], quantity: 2 }];
    expect((await quote(fits)).body.quote.lines.every((l: { problem?: string }) => !l.problem)).toBe(true);
    expect((await place(alice.token, fits)).status).toBe(201);
    expect(await stocks(product)).toEqual({ variants: [8, 8, 0], product: 16 });
  });

  it("the unpaid-units cap counts a buyer's units of every variant of the product", async () => {
    const { product, black128, black256 } = await phone([20, 20, 0]);
    const carol = await server.signupUser({ name: 'Carol Cap' });
    const both = await place(carol.token, [
      { productId: product._id, variantId: black128, quantity: 5 },
      { productId: product._id, variantId: black256, quantity: 4 },
    ]);
    expect(both.status, both.text).toBe(409);
    expect(both.body.message).toMatch(new RegExp(`^At most ${UNPAID_CAP} of "${product.name}" can wait for payment`));
    expect(await stocks(product)).toEqual({ variants: [20, 20, 0], product: 40 });
    expect((await place(carol.token, [{ productId: product._id, variantId: black128, quantity: 5 }])).status).toBe(201);
    const more = await place(carol.token, [{ productId: product._id, variantId: black256, quantity: 4 }]);
    expect(more.status, more.text).toBe(409);
    expect(more.body.message).toMatch(/^You already hold 5 of .* you can add 3 more/);
    expect((await place(carol.token, [{ productId: product._id, variantId: black256, quantity: 3 }])).status).toBe(201);
    expect(await stocks(product)).toEqual({ variants: [15, 17, 0], product: 32 });
  });
});
