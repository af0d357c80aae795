// Orders nobody can use to flood a stranger's inbox or empty the shop
// (docs/operations.md#order-limits): orders without an account are throttled per client address
// and per (e-mail, address) pair; one buyer's unpaid units of a product are capped; the admin can
// lower a product's most units per order. The server trusts one proxy, so X-Forwarded-For poses
// as different clients.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail, Product } from '../../src/lib/types';
import { startServer, uniqueEmail, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let products: Product[];

const ADDRESS = { name: 'Flo Flood', phone: '+1 555 0144', line1: '4 Dam Road', city: 'Springfield', country: 'US' };

let clients = 0;
/** A client address no other test uses. */
const newClient = () => `203.0.113.${++clients}`;

beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: '1',
    // the shipped defaults, which the harness raises for the other files
    GUEST_ORDERS_PER_ADDRESS: '10',
    GUEST_ORDERS_PER_EMAIL: '5',
    UNPAID_UNITS_PER_PRODUCT: '20',
  });
  admin = await server.adminToken();
  // sold one way: the admin's stock edit sets its only variant, and an order needs no variant
  products = (await server.api('/api/products')).body.products.filter(
    (p: Product) => p.isActive && p.variants.length === 1,
  );
});
afterAll(async () => {
  await server?.stop();
});

interface Placement {
  from: string;
  email?: string;
  token?: string;
  product: Product;
  quantity?: number;
  key?: string;
}

function place({ from, email, token, product, quantity = 1, key = randomUUID() }: Placement) {
  return server.api('/api/orders', {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': key, 'X-Forwarded-For': from },
    json: {
      items: [{ productId: product._id, quantity }],
      shippingAddress: ADDRESS,
      paymentMethod: 'cod',
      ...(email ? { email } : {}),
    },
  });
}

/** A product of the seeded shop, set to `fields` (stock, maxPerOrder) by the admin. */
async function productWith(index: number, fields: Record<string, string>): Promise<Product> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const res = await server.api(`/api/products/${products[index]._id}`, { method: 'PUT', token: admin, body: form });
  expect(res.status, res.text).toBe(200);
  return res.body.product;
}

const stockOf = async (product: Product): Promise<number> =>
  (await server.api(`/api/products/${product._id}`)).body.product.stock;

async function confirmationsTo(email: string): Promise<OutboxMail[]> {
  const res = await server.api(`/api/admin/outbox?limit=100&q=${encodeURIComponent(email)}`, { token: admin });
  expect(res.status, res.text).toBe(200);
  return (res.body.mails as OutboxMail[]).filter((m) => m.to === email && m.kind === 'order-confirmation');
}

describe('orders without an account are throttled', () => {
  it('one address ordering for one e-mail: the sixth order within the hour is 429 and the owner got 5 mails', async () => {
    const product = await productWith(0, { stock: '500' });
    const email = uniqueEmail('stranger');
    const from = newClient();
    const keys = Array.from({ length: 8 }, () => randomUUID());
    const answers = [];
    for (const key of keys) answers.push(await place({ from, email, product, key }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = answers[5];
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(
      /^Too many orders without an account .*Please try again in \d+ minutes?, or sign in/,
    );
    expect(await confirmationsTo(email)).toHaveLength(5);

    // a retry of a placed order is answered, not refused, and mails nothing
    const retry = await place({ from, email, product, key: keys[0] });
    expect(retry.status, retry.text).toBe(200);
    expect(retry.body.order._id).toBe(answers[0].body.order._id);

    // the owner, from their own address, is not locked out by what the stranger did
    const owner = await place({ from: newClient(), email, product });
    expect(owner.status, owner.text).toBe(201);
    expect(await confirmationsTo(email)).toHaveLength(6);
  });

  it('one address over many e-mails: the eleventh order within the hour is 429', async () => {
    const product = await productWith(0, { stock: '500' });
    const from = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await place({ from, email: uniqueEmail('spray'), product })).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    // signed-in customers are not counted by it
    const customer = await server.signupUser();
    expect((await place({ from, token: customer.token, product })).status).toBe(201);
  });

  it('refuses bad input before counting it', async () => {
    const product = await productWith(0, { stock: '500' });
    const from = newClient();
    const email = uniqueEmail('typo');
    for (let i = 0; i < 6; i++) expect((await place({ from, email, product, quantity: 0 })).status).toBe(400);
    expect((await place({ from, email, product })).status).toBe(201);
  });
});

describe('unpaid units of one product are capped per buyer', () => {
  it('a guest holds at most 20 units by e-mail and by address; refusals take nothing; paying or cancelling frees them', async () => {
    const product = await productWith(1, { stock: '116', maxPerOrder: '99' });
    const email = uniqueEmail('hoarder');
    const from = newClient();

    const all = await place({ from: newClient(), email: uniqueEmail('all'), product, quantity: 99 });
    expect(all.status).toBe(409);
    expect(all.body.message).toBe(
      `At most 20 of "${product.name}" can wait for payment for one buyer. Order 20 or fewer, or sign in, or contact us for a larger order.`,
    );
    expect(await stockOf(product)).toBe(116);

    const first = await place({ from, email, product, quantity: 15 });
    expect(first.status, first.text).toBe(201);
    expect(await stockOf(product)).toBe(101);

    const more = await place({ from, email, product, quantity: 6 });
    expect(more.status).toBe(409);
    expect(more.body.message).toBe(
      `You already hold 15 of "${product.name}" in unpaid orders and at most 20 can wait for payment for one buyer: you can add 5 more. Lower the quantity, pay for or cancel those orders first, or sign in, or contact us for a larger order.`,
    );
    // the same e-mail from elsewhere, and another e-mail from the same address, count too
    expect((await place({ from: newClient(), email, product, quantity: 6 })).status).toBe(409);
    expect((await place({ from, email: uniqueEmail('alias'), product, quantity: 6 })).status).toBe(409);
    expect(await stockOf(product)).toBe(101);
    expect((await place({ from, email, product, quantity: 5 })).status).toBe(201);
    const full = await place({ from, email, product, quantity: 1 });
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/^You already hold 20 of ".*" in unpaid orders.*Pay for or cancel them first/);

    // another buyer is not held back by this one
    expect((await place({ from: newClient(), email: uniqueEmail('other'), product, quantity: 20 })).status).toBe(201);

    // once the admin ships the first order, its units are out of the shop and no longer count
    const shipped = await server.api(`/api/orders/${first.body.order._id}`, {
      method: 'PATCH',
      token: admin,
      json: { status: 'shipped' },
    });
    expect(shipped.status, shipped.text).toBe(200);
    expect((await place({ from, email, product, quantity: 15 })).status).toBe(201);
  });

  it('a signed-in customer is counted by account, not by the address it shares', async () => {
    const product = await productWith(2, { stock: '200', maxPerOrder: '99' });
    const from = newClient();
    expect((await place({ from, email: uniqueEmail('neighbour'), product, quantity: 20 })).status).toBe(201);
    const customer = await server.signupUser();
    expect((await place({ from, token: customer.token, product, quantity: 20 })).status).toBe(201);
    const over = await place({ from, token: customer.token, product, quantity: 1 });
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/^You already hold 20 of .* or contact us for a larger order\.$/);
    expect(over.body.message).not.toMatch(/sign in/);
    // a customer's cancel gives the units back
    const [held] = (await server.api('/api/orders', { token: customer.token })).body.orders;
    expect((await server.api(`/api/orders/${held._id}/cancel`, { method: 'POST', token: customer.token })).status).toBe(
      200,
    );
    expect((await place({ from, token: customer.token, product, quantity: 1 })).status).toBe(201);
  });

  it('parallel orders of one buyer never hold more than the cap together', async () => {
    const product = await productWith(3, { stock: '300', maxPerOrder: '99' });
    const email = uniqueEmail('racer');
    const from = newClient();
    const answers = await Promise.all(Array.from({ length: 5 }, () => place({ from, email, product, quantity: 6 })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(await stockOf(product)).toBe(300 - 18);
  });
});

describe("a product's most units per order", () => {
  it('is 99 unless the admin lowers it, is returned with the product, and placement holds to it', async () => {
    expect(products.every((p) => p.maxPerOrder === 99)).toBe(true);
    const product = await productWith(4, { stock: '50', maxPerOrder: '3' });
    expect(product.maxPerOrder).toBe(3);
    expect((await server.api(`/api/products/${product.slug}`)).body.product.maxPerOrder).toBe(3);
    const listed = (await server.api('/api/products')).body.products.find((p: Product) => p._id === product._id);
    expect(listed.maxPerOrder).toBe(3);

    const customer = await server.signupUser();
    const tooMany = await place({ from: newClient(), token: customer.token, product, quantity: 4 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(
      `items: at most 3 of "${product.name}" can be ordered at once, and this order asks for 4. Lower the quantity to 3 or fewer, or contact us for a larger order.`,
    );
    expect(await stockOf(product)).toBe(50);
    expect((await place({ from: newClient(), token: customer.token, product, quantity: 3 })).status).toBe(201);
    expect(await stockOf(product)).toBe(47);

    // an edit that leaves it out keeps it
    expect((await productWith(4, { stock: '60' })).maxPerOrder).toBe(3);
    expect((await productWith(4, { maxPerOrder: '99' })).maxPerOrder).toBe(99);
  });

  it('refuses a value outside 1 to 99 with a 400 naming the field, and changes nothing', async () => {
    const product = products[5];
    for (const value of ['0', '100', 'abc', '2.5', '-1', '']) {
      const form = new FormData();
      form.set('maxPerOrder', value);
      form.set('stock', '7');
      const res = await server.api(`/api/products/${product._id}`, { method: 'PUT', token: admin, body: form });
      expect(res.status, value).toBe(400);
      expect(res.body.message).toMatch(/^maxPerOrder: /);
    }
    const now = (await server.api(`/api/products/${product._id}`)).body.product;
    expect(now).toMatchObject({ maxPerOrder: 99, stock: product.stock });

    const create = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Limit Probe',
      description: 'Never created.',
      price: '10',
      stock: '5',
      category: product.category._id,
      maxPerOrder: '100',
    }))
      create.set(name, value);
    const created = await server.api('/api/products', { method: 'POST', token: admin, body: create });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe('maxPerOrder: must be a whole number from 1 to 99.');
  });
});
