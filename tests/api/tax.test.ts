// Tax rates and the shop's settings (docs/api.md#tax, #settings): the admin's API and its
// refusals, which rate an address pays (a state's beats none, a region's beats its country's, a
// reduced-class product's, the zero class), the one rounding rule (per line, in cents) with a case
// where it differs from rounding the order, prices that include tax, and the tax lines a quote,
// its order and the card payment carry, on the real built server (both databases).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product, ShopSettings, TaxRate } from '../../src/lib/types';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripeStandIn';
import { plainProducts, startServer, type SignedUp, type TestServer } from './harness';

let stripe: StripeStandIn;
let server: TestServer;
let admin: string;
let buyer: SignedUp;
let catalogue: Product[];
let next = 0;

const address = (country: string, region?: string) => ({
  name: 'Tia Tax',
  phone: '+1 555 0108',
  line1: '8 Levy Ln',
  city: 'Ledger',
  postalCode: '90001',
  country,
  ...(region === undefined ? {} : { region }),
});

beforeAll(async () => {
  stripe = await startStripeStandIn();
  server = await startServer(stripe.env);
  stripe.webhookUrl = `${server.url}/api/payments/stripe/webhook`;
  admin = await server.adminToken();
  buyer = await server.signupUser({ name: 'Tia Tax' });
  catalogue = plainProducts((await server.api('/api/products?limit=100')).body.products);
});
afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

/** A product no other test touches, sold one way, at this price (dollars) and tax class. */
async function productAt(price: number, taxClass: Product['taxClass'] = 'standard'): Promise<Product> {
  const product = catalogue[next++];
  const [variant] = product.variants;
  const form = new FormData();
  form.set(
    'variants',
    JSON.stringify([{ _id: variant._id, sku: variant.sku, options: {}, price, stock: 50, weight: 500 }]),
  );
  form.set('taxClass', taxClass);
  const res = await server.api(`/api/products/${product._id}`, { method: 'PUT', token: admin, body: form });
  expect(res.status, res.text).toBe(200);
  expect(res.body.product.taxClass).toBe(taxClass);
  return res.body.product;
}

const line = (product: Product, quantity = 1) => ({ productId: product._id, quantity });

async function quote(items: unknown, extra: Record<string, unknown> = {}) {
  const res = await server.api('/api/cart/quote', { method: 'POST', json: { items, ...extra } });
  expect(res.status, res.text).toBe(200);
  return res.body.quote;
}

const rates = async (): Promise<TaxRate[]> => (await server.api('/api/tax/rates', { token: admin })).body.rates;

async function settings(change: Partial<ShopSettings> = {}): Promise<ShopSettings> {
  const now = (await server.api('/api/settings', { token: admin })).body.settings as ShopSettings;
  if (!Object.keys(change).length) return now;
  const res = await server.api('/api/settings', { method: 'PUT', token: admin, json: { ...now, ...change } });
  expect(res.status, res.text).toBe(200);
  return res.body.settings;
}

describe('tax rates: the admin API', () => {
  it('is for admins only', async () => {
    expect((await server.api('/api/tax/rates')).status).toBe(401);
    expect((await server.api('/api/tax/rates', { token: buyer.token })).status).toBe(403);
    const body = { country: 'US', region: 'OR', taxClass: 'standard', rate: 1, name: 'Oregon' };
    expect((await server.api('/api/tax/rates', { method: 'POST', token: buyer.token, json: body })).status).toBe(403);
  });

  it("lists the sample shop's rates: US states, EU standard and reduced VAT, the UK", async () => {
    const list = await rates();
    const find = (country: string, region: string | null, taxClass: string) =>
      list.find((r) => r.country === country && r.region === region && r.taxClass === taxClass);
    expect(find('US', 'CA', 'standard')).toMatchObject({ rate: 7.25, name: 'California sales tax' });
    expect(find('US', null, 'standard')).toBeUndefined();
    expect(find('DE', null, 'standard')).toMatchObject({ rate: 19, name: 'Germany VAT' });
    expect(find('DE', null, 'reduced')).toMatchObject({ rate: 7 });
    expect(find('GB', null, 'standard')).toMatchObject({ rate: 20 });
  });

  it('refuses bad rates naming the field, and writes nothing', async () => {
    const before = await rates();
    const good = { country: 'US', region: 'OR', taxClass: 'standard', rate: 1.5, name: 'Oregon test' };
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ ...good, country: 'XX' }, /^country: must be a country code/],
      [{ ...good, country: undefined }, /^country: is required/],
      [{ ...good, rate: 7.1234 }, /^rate: must have at most 3 decimals/],
      [{ ...good, rate: 101 }, /^rate: must be at most 100/],
      [{ ...good, rate: -1 }, /^rate: must be at least 0/],
      [{ ...good, rate: '7' }, /^rate: must be a percentage/],
      [{ ...good, taxClass: 'luxury' }, /^taxClass: must be standard, reduced or zero/],
      [{ ...good, taxClass: 'zero', rate: 5 }, /^rate: must be 0 for the zero class/],
      [{ ...good, name: '  ' }, /^name: is required/],
      [{ ...good, name: 'x'.repeat(61) }, /^name: must be at most 60 characters/],
    ];
    for (const [json, message] of refusals) {
      const res = await server.api('/api/tax/rates', { method: 'POST', token: admin, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await rates()).toEqual(before);
  });

  it('keeps one rate per place and class, and writes, changes and deletes them', async () => {
    const duplicate = { country: 'de', taxClass: 'standard', rate: 16, name: 'Germany VAT' };
    const refused = await server.api('/api/tax/rates', { method: 'POST', token: admin, json: duplicate });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('taxClass: DE already has a standard rate; change that one instead.');

    // a state given by name is stored by its code
    const body = { country: 'US', region: 'Oregon', taxClass: 'standard', rate: 1.5, name: 'Oregon test' };
    const created = await server.api('/api/tax/rates', { method: 'POST', token: admin, json: body });
    expect(created.status, created.text).toBe(201);
    const rate: TaxRate = created.body.rate;
    expect(rate).toMatchObject({ country: 'US', region: 'OR', rate: 1.5 });
    const again = await server.api('/api/tax/rates', { method: 'POST', token: admin, json: { ...body, region: 'or' } });
    expect(again.status).toBe(400);

    const changed = await server.api(`/api/tax/rates/${rate._id}`, {
      method: 'PUT',
      token: admin,
      json: { ...body, rate: 2.125 },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.rate.rate).toBe(2.125);
    expect((await server.api(`/api/tax/rates/${rate._id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await server.api(`/api/tax/rates/${rate._id}`, { method: 'DELETE', token: admin })).status).toBe(404);
    expect(
      (await server.api(`/api/tax/rates/${randomUUID()}`, { method: 'PUT', token: admin, json: body })).status,
    ).toBe(404);
  });
});

describe('shop settings', () => {
  it('is for admins only', async () => {
    expect((await server.api('/api/settings')).status).toBe(401);
    expect((await server.api('/api/settings', { token: buyer.token })).status).toBe(403);
  });

  it('starts with prices before tax in the US, and refuses bad values writing nothing', async () => {
    const start = await settings();
    expect(start).toMatchObject({ pricesIncludeTax: false, defaultCountry: 'US' });
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ ...start, defaultCountry: 'Atlantis' }, /^defaultCountry: must be a country code/],
      [{ ...start, pricesIncludeTax: 'yes' }, /^pricesIncludeTax: must be true or false/],
      [{ ...start, legalName: 'x'.repeat(201) }, /^legalName: must be at most 200 characters/],
      [{ ...start, taxId: 5 }, /^taxId: must be text/],
    ];
    for (const [json, message] of refusals) {
      const res = await server.api('/api/settings', { method: 'PUT', token: admin, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await settings()).toEqual(start);
  });

  it('keeps a history of who changed what, and nothing for a save that changes nothing', async () => {
    const start = await settings();
    const saved = await settings({
      legalName: 'Electro Shop GmbH',
      address: ' Hauptstr. 1 \n\n 10115 Berlin ',
      taxId: 'DE123456789',
    });
    expect(saved.address).toBe('Hauptstr. 1\n10115 Berlin');
    const { history } = (await server.api('/api/settings', { token: admin })).body;
    expect(history[0]).toMatchObject({
      by: 'admin@shop.test',
      changes: {
        legalName: { from: start.legalName, to: 'Electro Shop GmbH' },
        taxId: { from: start.taxId, to: 'DE123456789' },
      },
    });
    expect(Object.keys(history[0].changes)).not.toContain('pricesIncludeTax');
    const same = await server.api('/api/settings', { method: 'PUT', token: admin, json: saved });
    expect(same.body.history.length).toBe(history.length);
  });
});

describe('tax in the quote and the order', () => {
  it('charges a US state its sales tax, on the lines and on shipping, read from its name or code', async () => {
    const product = await productAt(100);
    for (const region of ['CA', 'California', ' california ']) {
      const q = await quote([line(product, 2)], { shippingAddress: address('US', region) });
      expect(q.tax).toBe(14.5);
      expect(q.taxLines).toEqual([{ name: 'California sales tax', rate: 7.25, amount: 14.5 }]);
      expect(q.taxIncluded).toBe(false);
      expect(q.total).toBe(214.5);
    }
    // Express (14.99) is taxed too: 1.086775 rounds to 1.09
    const express = (await quote([line(product, 2)], { shippingAddress: address('US', 'CA') })).shippingOptions.find(
      (o: { name: string }) => o.name === 'Express',
    );
    const q = await quote([line(product, 2)], { shippingAddress: address('US', 'CA'), shippingMethodId: express.id });
    expect(q.shipping).toBe(14.99);
    expect(q.tax).toBe(15.59);
    expect(q.total).toBe(230.58);
    // a state without a rate, and no address yet, pay none
    expect((await quote([line(product)], { shippingAddress: address('US', 'Oregon') })).taxLines).toEqual([]);
    expect((await quote([line(product)])).tax).toBe(0);
  });

  it('rounds tax per line, in cents, which can differ from rounding the order', async () => {
    const lines = [await productAt(1.05), await productAt(1.05), await productAt(1.05)];
    const q = await quote(
      lines.map((p) => line(p)),
      { shippingAddress: address('US', 'CA') },
    );
    // each line: 1.05 × 7.25% = 0.076125 -> 0.08; the order at once would be 0.228375 -> 0.23
    expect(q.lines.map((l: { tax: number }) => l.tax)).toEqual([0.08, 0.08, 0.08]);
    expect(q.tax).toBe(0.24);
    expect(q.total).toBe(3.39);
  });

  it("charges EU VAT by the product's class: standard, reduced and zero, a line per rate", async () => {
    const [standard, reduced, zero] = [
      await productAt(19.99),
      await productAt(10, 'reduced'),
      await productAt(5, 'zero'),
    ];
    const q = await quote([line(standard), line(reduced), line(zero)], { shippingAddress: address('Germany') });
    expect(q.lines.map((l: { taxRate: number }) => l.taxRate)).toEqual([19, 7, 0]);
    expect(q.taxLines).toEqual([
      { name: 'Germany VAT', rate: 19, amount: 3.8 },
      { name: 'Germany VAT (reduced)', rate: 7, amount: 0.7 },
    ]);
    expect(q.total).toBe(34.99 + 4.5);
    // in a US state, a reduced product pays the state's one rate
    const us = await quote([line(reduced)], { shippingAddress: address('US', 'NY') });
    expect(us.taxLines).toEqual([{ name: 'New York sales tax', rate: 4, amount: 0.4 }]);
  });

  it('finds the tax inside prices that include it, and charges the shown price', async () => {
    const product = await productAt(119);
    await settings({ pricesIncludeTax: true });
    try {
      const q = await quote([line(product)], { shippingAddress: address('DE') });
      expect(q.taxIncluded).toBe(true);
      expect(q.taxLines).toEqual([{ name: 'Germany VAT', rate: 19, amount: 19 }]);
      expect(q.total).toBe(119);
      const order = await placeOrder([line(product)], address('DE'), 'cod');
      expect(order).toMatchObject({ total: 119, tax: 19, taxIncluded: true });
    } finally {
      await settings({ pricesIncludeTax: false });
    }
  });

  async function placeOrder(items: unknown, shippingAddress: unknown, paymentMethod: 'cod' | 'card', extra = {}) {
    const res = await server.api('/api/orders', {
      method: 'POST',
      token: buyer.token,
      headers: { 'Idempotency-Key': randomUUID() },
      json: { items, shippingAddress, paymentMethod, ...extra },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.order as Order;
  }

  it('stores the quote’s tax on the order and its lines, and Stripe charges exactly its total', async () => {
    const [a, b] = [await productAt(49.99), await productAt(12.5, 'reduced')];
    const items = [line(a, 3), line(b, 2)];
    const q = await quote(items, { shippingAddress: address('FR') });
    const order = await placeOrder(items, address('FR'), 'card', { expectedTotal: q.total });
    expect(order.total).toBe(q.total);
    expect(order.tax).toBe(q.tax);
    expect(order.taxLines).toEqual(q.taxLines);
    expect(order.items.map((i) => [i.taxRate, i.taxName, i.tax])).toEqual([
      [20, 'France VAT', q.lines[0].tax],
      [5.5, 'France VAT (reduced)', q.lines[1].tax],
    ]);
    expect(order.invoiceNumber).toBeNull();
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order._id)!;
    expect(session.amount_total).toBe(Math.round(order.total * 100));
    expect(session.line_items.slice(-2)).toEqual([
      { name: 'France VAT (20%)', unit_amount: 2999, quantity: 1 },
      { name: 'France VAT (reduced) (5.5%)', unit_amount: 138, quantity: 1 },
    ]);
  });
});
