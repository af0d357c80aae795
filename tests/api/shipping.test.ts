// Shipping zones and methods (docs/api.md#shipping): the admin's API and its refusals, the quote's
// options per address (the sample shop's zones and zones of the test's own), weight bands and
// free-over thresholds at their edges, the order's stored method, and a card payment whose lines
// include shipping, on the real built server (both databases: the api and api-pg projects run it).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product, ShippingZone } from '../../src/lib/types';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripeStandIn';
import { plainProducts, startServer, type SignedUp, type TestServer } from './harness';

let stripe: StripeStandIn;
let server: TestServer;
let admin: string;
let buyer: SignedUp;
let catalogue: Product[];
let next = 0;

const address = (country: string, extra: Record<string, string> = {}) => ({
  name: 'Sam Ship',
  phone: '+1 555 0107',
  line1: '7 Dock Rd',
  city: 'Port Town',
  country,
  ...extra,
});
const US = address('US');

beforeAll(async () => {
  stripe = await startStripeStandIn();
  server = await startServer(stripe.env);
  stripe.webhookUrl = `${server.url}/api/payments/stripe/webhook`;
  admin = await server.adminToken();
  buyer = await server.signupUser({ name: 'Sam Ship' });
  catalogue = plainProducts((await server.api('/api/products?limit=100')).body.products);
});
afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

/** A product no other test touches, sold one way, at this price and weight per unit. */
async function productAt(price: number, weight: number, stock = 50): Promise<Product> {
  const product = catalogue[next++];
  const [variant] = product.variants;
  const form = new FormData();
  form.set(
    'variants',
    JSON.stringify([{ _id: variant._id, sku: variant.sku, options: {}, price, stock, weight, compareAtPrice: null }]),
  );
  const res = await server.api(`/api/products/${product._id}`, { method: 'PUT', token: admin, body: form });
  expect(res.status, res.text).toBe(200);
  return res.body.product;
}

const line = (product: Product, quantity = 1) => ({ productId: product._id, quantity });

const quote = (items: unknown, extra: Record<string, unknown> = {}) =>
  server.api('/api/cart/quote', { method: 'POST', json: { items, ...extra } });

function place(items: unknown, extra: Record<string, unknown> = {}) {
  return server.api('/api/orders', {
    method: 'POST',
    token: buyer.token,
    headers: { 'Idempotency-Key': randomUUID() },
    json: { items, shippingAddress: US, paymentMethod: 'cod', ...extra },
  });
}

const zones = async (): Promise<ShippingZone[]> =>
  (await server.api('/api/shipping/zones', { token: admin })).body.zones;

async function createZone(body: Record<string, unknown>): Promise<ShippingZone> {
  const res = await server.api('/api/shipping/zones', { method: 'POST', token: admin, json: body });
  expect(res.status, res.text).toBe(201);
  return res.body.zone;
}

const flat = (name: string, price: number, minDays = 2, maxDays = 4) => ({
  name,
  type: 'flat',
  price,
  minDays,
  maxDays,
});

/** The options as name: price, for short comparisons. */
const prices = (q: { shippingOptions: { name: string; price: number }[] }) =>
  Object.fromEntries(q.shippingOptions.map((o) => [o.name, o.price]));

describe('the admin API', () => {
  it('creates, reads, replaces (keeping method ids) and deletes a zone, for admins only', async () => {
    const body = {
      name: 'Japan',
      countries: ['jp'],
      methods: [
        flat('Post', 12.5, 5, 9),
        {
          name: 'Courier',
          type: 'weight',
          bands: [
            { upToGrams: 5000, price: 30 },
            { upToGrams: 1000, price: 18 },
          ],
          minDays: 2,
          maxDays: 3,
        },
      ],
    };
    expect((await server.api('/api/shipping/zones', { method: 'POST', json: body })).status).toBe(401);
    expect((await server.api('/api/shipping/zones', { method: 'POST', token: buyer.token, json: body })).status).toBe(
      403,
    );
    const zone = await createZone(body);
    expect(zone).toMatchObject({
      name: 'Japan',
      countries: ['JP'],
      regions: [],
      postalPrefixes: [],
      methods: [
        { name: 'Post', type: 'flat', price: 12.5, freeOver: null, bands: [], minDays: 5, maxDays: 9 },
        {
          name: 'Courier',
          type: 'weight',
          price: null,
          bands: [
            { upToGrams: 1000, price: 18 },
            { upToGrams: 5000, price: 30 },
          ],
        },
      ],
    });
    expect((await zones()).map((z) => z.name)).toContain('Japan');
    expect((await server.api(`/api/shipping/zones/${zone._id}`, { token: admin })).body.zone).toEqual(zone);

    const [post] = zone.methods;
    const put = await server.api(`/api/shipping/zones/${zone._id}`, {
      method: 'PUT',
      token: admin,
      json: {
        ...body,
        name: 'Japan and Korea',
        countries: ['JP', 'KR'],
        methods: [{ ...flat('Post', 14), id: post.id }],
      },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.zone.methods).toEqual([expect.objectContaining({ id: post.id, name: 'Post', price: 14 })]);

    expect((await server.api(`/api/shipping/zones/${zone._id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await server.api(`/api/shipping/zones/${zone._id}`, { token: admin })).status).toBe(404);
  });

  it.each([
    [{ countries: ['XY'] }, 'countries.0: must be a country code (ISO 3166 alpha-2) or "*".'],
    [{ countries: [] }, 'countries: must list at least one country (or "*" for the rest of the world).'],
    [{ countries: ['*', 'JP'] }, 'countries: "*" (the rest of the world) stands alone.'],
    [{ methods: [] }, 'methods: a zone needs at least one method.'],
    [
      { methods: [flat('A', 1), { ...flat('B', 1), type: 'weight', price: undefined }] },
      'methods.1.bands: a weight method needs at least one band.',
    ],
    [{ methods: [flat('A', 1.999)] }, 'methods.0.price: must have at most 2 decimals.'],
    [{ methods: [flat('A', -1)] }, 'methods.0.price: must be at least 0.'],
    [{ methods: [{ ...flat('A', 5), type: 'free_over' }] }, 'methods.0.freeOver: is required.'],
    [{ methods: [flat('A', 1, 5, 2)] }, 'methods.0.maxDays: must be at least minDays.'],
    [{ methods: [flat('A', 1), flat('a', 2)] }, 'methods.1.name: another method of this zone has it.'],
    [{ countries: ['FR', 'DE'] }, 'countries.0: FR is already in the zone "European Union".'],
    [{ countries: ['*'] }, 'countries: the zone "Rest of the world" already serves the rest of the world ("*").'],
    [
      { methods: [{ ...flat('A', 1), id: 'not-a-method-here' }] },
      'methods.0.id: is not a method of this zone; leave it out for a new method.',
    ],
  ])('refuses %j with a 400 naming the field, and stores nothing', async (change, message) => {
    const before = await zones();
    const res = await server.api('/api/shipping/zones', {
      method: 'POST',
      token: admin,
      json: { name: 'Bad', countries: ['JP'], methods: [flat('A', 1)], ...change },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await zones()).toEqual(before);
  });
});

describe('the quote', () => {
  it("offers the sample shop's methods per address, the cheapest chosen", async () => {
    const light = await productAt(40, 400);
    const cases: [ReturnType<typeof address>, Record<string, number>][] = [
      [US, { Standard: 0, Express: 14.99 }],
      [address('Germany'), { Standard: 0, Express: 14.99 }],
      [address('United Kingdom'), { Standard: 0, Express: 9.99 }],
      [address('BR'), { Standard: 0, Express: 29.99 }],
    ];
    for (const [shippingAddress, expected] of cases) {
      const res = await quote([line(light)], { shippingAddress });
      expect(res.status, res.text).toBe(200);
      expect(prices(res.body.quote), shippingAddress.country).toEqual(expected);
      expect(res.body.quote.shippingMethod).toMatchObject({ name: 'Standard', price: 0 });
      expect(res.body.quote.shipping).toBe(0);
    }
    const none = (await quote([line(light)])).body.quote;
    expect(none).toMatchObject({ shippingOptions: [], shippingMethod: null, shipping: 0 });
    expect(none.shippingProblem).toBeUndefined();
  });

  it('honours shippingMethodId, and refuses one that is no option for the address', async () => {
    const product = await productAt(40, 400);
    const options = (await quote([line(product)], { shippingAddress: US })).body.quote.shippingOptions;
    const express = options.find((o: { name: string }) => o.name === 'Express');
    const res = await quote([line(product, 2)], { shippingAddress: US, shippingMethodId: express.id });
    expect(res.body.quote).toMatchObject({ shipping: 14.99, total: 94.99, shippingMethod: express });

    const german = (await quote([line(product)], { shippingAddress: address('DE') })).body.quote.shippingOptions;
    const wrong = await quote([line(product)], { shippingAddress: US, shippingMethodId: german[1].id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^shippingMethodId: /);
  });

  it('prices weight bands at their edges (inclusive) and leaves out a method the cart is too heavy for', async () => {
    const zone = await createZone({
      name: 'Japan',
      countries: ['JP'],
      methods: [
        {
          name: 'By weight',
          type: 'weight',
          bands: [
            { upToGrams: 1000, price: 5 },
            { upToGrams: 2000, price: 8 },
          ],
          minDays: 3,
          maxDays: 6,
        },
        flat('Courier', 20, 1, 2),
      ],
    });
    const half = await productAt(10, 500);
    const at = async (quantity: number) =>
      (await quote([line(half, quantity)], { shippingAddress: address('Japan') })).body.quote;
    expect(prices(await at(2))).toEqual({ 'By weight': 5, Courier: 20 });
    expect(prices(await at(3))).toEqual({ 'By weight': 8, Courier: 20 });
    expect((await at(4)).shippingMethod).toMatchObject({ name: 'By weight', price: 8, minDays: 3, maxDays: 6 });
    const heavy = await at(5);
    expect(prices(heavy)).toEqual({ Courier: 20 });
    expect(heavy).toMatchObject({ shipping: 20, total: 70 });
    await server.api(`/api/shipping/zones/${zone._id}`, { method: 'DELETE', token: admin });
  });

  it('makes free_over free at its threshold, judged on the subtotal before discounts', async () => {
    const product = await productAt(50, 100);
    const express = (q: { shippingOptions: { name: string; price: number }[] }) => prices(q).Express;
    const uk = address('UK');
    expect(express((await quote([line(product, 2)], { shippingAddress: uk })).body.quote)).toBe(9.99);
    expect(express((await quote([line(product, 3)], { shippingAddress: uk })).body.quote)).toBe(0);
    const code = `SHIP${randomUUID().slice(0, 6).toUpperCase()}`;
    const promo = await server.api('/api/promotions', {
      method: 'POST',
      token: admin,
      json: { name: 'Test 20% off', code, type: 'percentage', value: 20, combinable: true },
    });
    expect(promo.status, promo.text).toBe(201);
    const discounted = (await quote([line(product, 3)], { shippingAddress: uk, couponCode: code })).body.quote;
    expect(discounted.discount).toBe(30);
    expect(express(discounted)).toBe(0);
  });

  it('takes a region- or postcode-specific zone over the country zone', async () => {
    const zone = await createZone({
      name: 'Manhattan',
      countries: ['US'],
      postalPrefixes: ['100'],
      methods: [flat('Same day', 9, 0, 0)],
    });
    const product = await productAt(40, 400);
    const manhattan = (await quote([line(product)], { shippingAddress: address('US', { postalCode: '10001' }) })).body
      .quote;
    expect(prices(manhattan)).toEqual({ 'Same day': 9 });
    const elsewhere = (await quote([line(product)], { shippingAddress: address('US', { postalCode: '94103' }) })).body
      .quote;
    expect(prices(elsewhere)).toEqual({ Standard: 0, Express: 14.99 });
    await server.api(`/api/shipping/zones/${zone._id}`, { method: 'DELETE', token: admin });
  });
});

describe('the order', () => {
  it("stores the chosen method and its estimate; the card payment's lines include shipping", async () => {
    const product = await productAt(25.5, 300);
    const options = (await quote([line(product)], { shippingAddress: US })).body.quote.shippingOptions;
    const express = options.find((o: { name: string }) => o.name === 'Express');
    const res = await place([line(product, 2)], { shippingMethodId: express.id, paymentMethod: 'card' });
    expect(res.status, res.text).toBe(201);
    const order: Order = res.body.order;
    expect(order).toMatchObject({
      subtotal: 51,
      shipping: 14.99,
      total: 65.99,
      shippingMethod: { id: express.id, name: 'Express', minDays: 1, maxDays: 2 },
    });
    expect((await server.api(`/api/orders/${order._id}`, { token: admin })).body.order.shippingMethod).toEqual(
      order.shippingMethod,
    );
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order._id)!;
    expect(session.line_items).toContainEqual({ name: 'Shipping (Express)', unit_amount: 1499, quantity: 1 });
    const sum = session.line_items.reduce((total, l) => total + l.unit_amount * l.quantity, 0);
    expect(sum).toBe(6599);
    expect(session.amount_total).toBe(6599);
  });

  it('lists the countries the zones name, to anyone, for the address forms to offer first', async () => {
    const res = await server.api('/api/shipping/countries');
    expect(res.status, res.text).toBe(200);
    const named = [...new Set((await zones()).flatMap((z) => z.countries).filter((c) => c !== '*'))].sort();
    expect(res.body.countries).toEqual(named);
    expect(res.body.countries).toEqual(expect.arrayContaining(['US', 'DE', 'GB']));
    expect((await server.api('/api/shipping/countries', { method: 'POST', json: {} })).status).toBe(405);
  });

  it('refuses an address in a country the shop does not know (400 naming the field), changing nothing', async () => {
    const product = await productAt(25, 100, 9);
    const misspelt = address('Germny');
    const message = 'shippingAddress.country: must be a country, such as US or Germany';
    const q = await quote([line(product)], { shippingAddress: misspelt });
    expect(q.status, q.text).toBe(400);
    expect(q.body.message).toBe(message);
    const before = (await server.api('/api/orders', { token: buyer.token })).body.total;
    const res = await place([line(product)], { shippingAddress: misspelt });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await server.api('/api/orders', { token: buyer.token })).body.total).toBe(before);
    expect((await server.api(`/api/products/${product._id}`, { token: admin })).body.product.stock).toBe(9);
    // the saved address too; a code, an English name and a common other name are all taken
    const savedBefore = (await server.api('/api/auth/profile', { token: buyer.token })).body.user.savedAddress;
    const saved = await server.api('/api/auth/profile', {
      method: 'PUT',
      token: buyer.token,
      json: { savedAddress: misspelt },
    });
    expect(saved.status, saved.text).toBe(400);
    expect(saved.body.message).toBe('savedAddress.country: must be a country, such as US or Germany');
    expect((await server.api('/api/auth/profile', { token: buyer.token })).body.user.savedAddress).toEqual(savedBefore);
    for (const country of ['DE', 'Germany', 'deutschland', 'UK', 'USA'])
      expect((await quote([line(product)], { shippingAddress: address(country) })).status, country).toBe(200);
  });

  it('is refused (409, the quote saying why) for an address outside every zone, reserving nothing', async () => {
    const rest = (await zones()).find((z) => z.countries.includes('*'))!;
    expect((await server.api(`/api/shipping/zones/${rest._id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    const product = await productAt(30, 200, 7);
    const brazil = address('Brazil');
    const q = (await quote([line(product)], { shippingAddress: brazil })).body.quote;
    expect(q).toMatchObject({ shippingProblem: 'We do not ship to Brazil.', shippingOptions: [], shipping: 0 });
    const before = (await server.api('/api/orders', { token: buyer.token })).body.total;
    const res = await place([line(product)], { shippingAddress: brazil });
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toBe('We do not ship to Brazil.');
    expect(res.body.quote.shippingProblem).toBe('We do not ship to Brazil.');
    expect((await server.api(`/api/products/${product._id}`, { token: admin })).body.product.stock).toBe(7);
    expect((await server.api('/api/orders', { token: buyer.token })).body.total).toBe(before);
  });

  it('ships for free, with no options, in a shop without zones', async () => {
    for (const zone of await zones())
      expect((await server.api(`/api/shipping/zones/${zone._id}`, { method: 'DELETE', token: admin })).status).toBe(
        200,
      );
    const product = await productAt(30, 200);
    const q = (await quote([line(product)], { shippingAddress: address('Brazil') })).body.quote;
    expect(q).toMatchObject({ shippingOptions: [], shippingMethod: null, shipping: 0, total: 30 });
    expect(q.shippingProblem).toBeUndefined();
    const res = await place([line(product)], { shippingAddress: address('Brazil') });
    expect(res.status, res.text).toBe(201);
    expect(res.body.order).toMatchObject({ shipping: 0, shippingMethod: null });
  });
});
