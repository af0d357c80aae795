// POST /api/cart/quote and the order placed from it (docs/api.md#cart-quote): one quote, in
// cents, from the cart to the stored order; the problems a cart line can have; the most lines a
// quote takes, and the throttle of quotes per client address.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/types';
import { plainProducts, startServer, type SignedUp, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let buyer: SignedUp;
let active: Product[];
let next = 0;

const ADDRESS = { name: 'Quinn Quote', phone: '+1 555 0102', line1: '2 Main St', city: 'Springfield', country: 'US' };

beforeAll(async () => {
  server = await startServer();
  admin = await server.adminToken();
  buyer = await server.signupUser({ name: 'Quinn Quote' });
  active = plainProducts((await server.api('/api/products?limit=100')).body.products);
});
afterAll(async () => {
  await server?.stop();
});

/** A product no other test touches, with these fields set by the admin. */
async function productWith(fields: Record<string, string>): Promise<Product> {
  const product = active[next++];
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const res = await server.api(`/api/products/${product._id}`, { method: 'PUT', token: admin, body: form });
  expect(res.status, res.text).toBe(200);
  return res.body.product;
}

/** What a quote line says of the variant it priced: a product sold one way has one. */
const variantOf = (product: Product) => ({
  productId: product._id,
  variantId: product.variants[0]._id,
  sku: product.variants[0].sku,
  variant: '',
});

const quote = (json: unknown, token?: string) => server.api('/api/cart/quote', { method: 'POST', json, token });

describe('POST /api/cart/quote', () => {
  it('prices the cart in exact cents, without a sign-in', async () => {
    const a = await productWith({ price: '19.99', stock: '50' });
    const b = await productWith({ price: '0.10', stock: '50' });
    const res = await quote({
      items: [
        { productId: a._id, quantity: 3 },
        { productId: b._id, quantity: 3 },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: true,
      quote: {
        currency: 'USD',
        lines: [
          {
            ...variantOf(a),
            name: a.name,
            quantity: 3,
            unitPrice: 19.99,
            lineTotal: 59.97,
            discount: 0,
            tax: 0,
            taxRate: 0,
          },
          {
            ...variantOf(b),
            name: b.name,
            quantity: 3,
            unitPrice: 0.1,
            lineTotal: 0.3,
            discount: 0,
            tax: 0,
            taxRate: 0,
          },
        ],
        discounts: [],
        // 59.97 + 0.30 in floating point would be 60.269999999999996
        subtotal: 60.27,
        discount: 0,
        shipping: 0,
        tax: 0,
        taxLines: [],
        taxIncluded: false,
        total: 60.27,
        // no address yet: no shipping methods to offer (docs/api.md#shipping)
        shippingOptions: [],
        shippingMethod: null,
      },
    });
  });

  it('names each line the shop cannot sell as asked, and leaves what cannot be bought out of the total', async () => {
    const gone = await productWith({ price: '5.00', stock: '5', isActive: 'false' });
    const soldOut = await productWith({ price: '6.00', stock: '0' });
    const short = await productWith({ price: '7.00', stock: '2' });
    const capped = await productWith({ price: '8.00', stock: '50', maxPerOrder: '3' });
    const repriced = await productWith({ price: '9.50', stock: '50' });
    const res = await quote({
      items: [
        { productId: gone._id, quantity: 1 },
        { productId: 'no-such-product', quantity: 1 },
        { productId: soldOut._id, quantity: 1 },
        { productId: short._id, quantity: 5 },
        { productId: capped._id, quantity: 4 },
        { productId: repriced._id, quantity: 2, price: 9 },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const lines = res.body.quote.lines;
    expect(lines.map((l: { problem?: string }) => l.problem)).toEqual([
      'unavailable',
      'unavailable',
      'sold_out',
      'short',
      'short',
      'price_changed',
    ]);
    expect(lines[3].available).toBe(2);
    expect(lines[4].available).toBe(3);
    expect(lines[5]).toMatchObject({ unitPrice: 9.5, lineTotal: 19, seenPrice: 9 });
    expect(lines[0].lineTotal).toBe(0);
    expect(lines[2].lineTotal).toBe(0);
    // short and repriced lines count as asked: 5 × 7 + 4 × 8 + 2 × 9.50
    expect(res.body.quote.subtotal).toBe(86);
    expect(res.body.quote.total).toBe(86);
  });

  it('refuses a malformed cart with a 400 naming the field', async () => {
    for (const body of [
      {},
      { items: [] },
      { items: [{ productId: active[0]._id, quantity: 0 }] },
      { items: [{ productId: active[0]._id, quantity: 1.5 }] },
      { items: [{ productId: active[0]._id, quantity: 1, price: -1 }] },
      { items: [{ productId: active[0]._id, quantity: 1 }], email: 'not-an-address' },
    ]) {
      const res = await quote(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/^(items|email)/);
    }
  });
});

describe('a quote stays cheap', () => {
  it('takes 50 lines in one read of the products, ids of any text included, and refuses a 51st', async () => {
    const all = (await server.api('/api/products?limit=100')).body.products as Product[];
    const lines = all
      .flatMap((p) => p.variants.map((v) => ({ productId: p._id, variantId: v._id, quantity: 1 })))
      .slice(0, 48);
    // ids that are not a product's, with the characters an SQL text array must quote
    const odd = ['a"b', 'c\\d,{e}'].map((productId) => ({ productId, quantity: 1 }));
    const res = await quote({ items: [...lines, ...odd] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.quote.lines).toHaveLength(50);
    expect(res.body.quote.lines.slice(48).map((l: { problem?: string }) => l.problem)).toEqual([
      'unavailable',
      'unavailable',
    ]);
    const tooMany = await quote({ items: [...lines, ...odd, odd[0]] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('items: must hold at most 50 lines');
  });
});

describe('quotes are throttled per client address', () => {
  it('answers 429 with Retry-After beyond QUOTES_PER_ADDRESS a minute; another address is not refused', async () => {
    // TRUST_PROXY: the test speaks from addresses of its own (X-Forwarded-For)
    const limited = await startServer({ QUOTES_PER_ADDRESS: '5', TRUST_PROXY: '1' });
    try {
      const items = [{ productId: active[0]._id, quantity: 1 }];
      const ask = (address: string, json: unknown = { items }) =>
        limited.api('/api/cart/quote', { method: 'POST', headers: { 'X-Forwarded-For': address }, json });
      const answers = await Promise.all(Array.from({ length: 8 }, () => ask('203.0.113.20')));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      const refused = answers.find((r) => r.status === 429)!;
      expect(refused.body.message).toBe('Too many cart quotes from here. Please try again in 1 minute.');
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      // a malformed body counts too: a flood of junk is refused before it is read
      expect((await ask('203.0.113.20', { items: [] })).status).toBe(429);
      expect((await ask('203.0.113.21')).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

describe('the order is placed for the quote it was shown', () => {
  it('stores the quote: the order shows the same amounts, and the total confirms it', async () => {
    const products = await Promise.all(
      ['0.01', '33.33', '1199.99', '0.07'].map((price) => productWith({ price, stock: '100' })),
    );
    const items = products.map((p, i) => ({ productId: p._id, quantity: i + 1 }));
    const shown = (await quote({ items })).body.quote;
    const placed = await server.api('/api/orders', {
      method: 'POST',
      token: buyer.token,
      headers: { 'Idempotency-Key': randomUUID() },
      json: { items, shippingAddress: ADDRESS, paymentMethod: 'cod', expectedTotal: shown.total },
    });
    expect(placed.status, placed.text).toBe(201);
    const order = placed.body.order;
    for (const field of ['subtotal', 'discount', 'shipping', 'tax', 'total'])
      expect(order[field], field).toBe(shown[field]);
    expect(order.items.map((i: { lineTotal: number }) => i.lineTotal)).toEqual(
      shown.lines.map((l: { lineTotal: number }) => l.lineTotal),
    );
    // 0.01 + 2 × 33.33 + 3 × 1199.99 + 4 × 0.07
    expect(order.total).toBe(3666.92);
    // read back from the database as stored
    const read = await server.api(`/api/orders/${order._id}`, { token: buyer.token });
    expect(read.body.order.total).toBe(3666.92);
  });
});
