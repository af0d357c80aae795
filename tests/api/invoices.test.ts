// Invoices and credit notes (docs/api.md#invoices) on the real built server (both databases): the
// number an order gets when it is paid, gapless and in order, also from two server processes on one
// PostgreSQL; who may download the PDF (owner, admin, whoever holds its link; nobody else); what
// the PDF says; the credit note of a refund; and a thousand random carts whose quote, order, Stripe
// amount and invoice agree to the cent; a document drawn once and kept (the same bytes on every
// download and server); downloads throttled per client address.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '../../src/lib/types';
import { pdfText } from '../helpers/pdfText';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripeStandIn';
import { plainProducts, startServer, usesPostgres, useTwoServers, type SignedUp, type TestServer } from './harness';

let stripe: StripeStandIn;
let server: TestServer;
let admin: string;
let buyer: SignedUp;
let catalogue: Product[];
let next = 0;

const WEBHOOK = '/api/payments/stripe/webhook';
const year = new Date().getUTCFullYear();
const INVOICE = new RegExp(`^INV-${year}-\\d{6}$`);
const seqOf = (number: string) => Number(number.slice(-6));

const ADDRESS = {
  name: 'Ines Invoice',
  phone: '+49 30 1234567',
  line1: 'Unter den Linden 5',
  line2: '',
  city: 'Berlin',
  postalCode: '10117',
  country: 'DE',
};

beforeAll(async () => {
  stripe = await startStripeStandIn();
  // the unpaid-units cap counts card orders waiting for payment: the random carts place many
  server = await startServer({ ...stripe.env, UNPAID_UNITS_PER_PRODUCT: '0' });
  stripe.webhookUrl = server.url + WEBHOOK;
  admin = await server.adminToken();
  buyer = await server.signupUser({ name: 'Ines Invoice' });
  catalogue = plainProducts((await server.api('/api/products?limit=100')).body.products);
  const settings = { legalName: 'Electro Shop GmbH', address: 'Hauptstr. 1\n10115 Berlin', taxId: 'DE123456789' };
  const now = (await server.api('/api/settings', { token: admin })).body.settings;
  expect(
    (await server.api('/api/settings', { method: 'PUT', token: admin, json: { ...now, ...settings } })).status,
  ).toBe(200);
});
afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

async function productAt(price: number, taxClass: Product['taxClass'] = 'standard'): Promise<Product> {
  const product = catalogue[next++];
  const [variant] = product.variants;
  const form = new FormData();
  form.set(
    'variants',
    JSON.stringify([{ _id: variant._id, sku: variant.sku, options: {}, price, stock: 100_000, weight: 300 }]),
  );
  form.set('taxClass', taxClass);
  const res = await server.api(`/api/products/${product._id}`, { method: 'PUT', token: admin, body: form });
  expect(res.status, res.text).toBe(200);
  return res.body.product;
}

async function placeOrder(
  items: unknown,
  paymentMethod: 'cod' | 'card',
  { on = server, token = buyer.token, shippingAddress = ADDRESS as unknown, extra = {} } = {},
) {
  const res = await on.api('/api/orders', {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    json: { items, shippingAddress, paymentMethod, ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.order as Order;
}

const orderOf = async (id: string, on = server): Promise<Order> =>
  (await on.api(`/api/orders/${id}`, { token: admin })).body.order;

/** Pays a card order as Stripe's page and webhook do. */
async function pay(order: Order, on = server) {
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order._id)!;
  const { payload, signature } = stripe.event('checkout.session.completed', stripe.pay(session.id));
  const res = await on.api(WEBHOOK, {
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  });
  expect(res.status, res.text).toBe(200);
  return session;
}

async function download(path: string, token?: string) {
  const res = await fetch(server.url + path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes, res };
}

describe('an invoice for a paid order', () => {
  let product: Product;
  let order: Order;

  beforeAll(async () => {
    product = await productAt(249.99);
  });

  it('has none while the order waits for payment: 409 saying when it comes', async () => {
    order = await placeOrder([{ productId: product._id, quantity: 2 }], 'card');
    expect(order).toMatchObject({ invoiceNumber: null, invoiceUrl: null, creditNoteNumber: null });
    const early = await server.api(`/api/orders/${order._id}/invoice`, { token: buyer.token });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^This order has no invoice yet: it gets one when it is paid/);
  });

  it('gets the next number when it is paid, and the customer, the admin and its link download it', async () => {
    await pay(order);
    order = await orderOf(order._id);
    expect(order.status).toBe('paid');
    expect(order.invoiceNumber).toMatch(INVOICE);
    expect(order.invoiceUrl).toMatch(new RegExp(`^/api/orders/${order._id}/invoice\\?key=`));

    const mine = await download(`/api/orders/${order._id}/invoice`, buyer.token);
    expect(mine.status).toBe(200);
    expect(mine.type).toBe('application/pdf');
    expect(mine.res.headers.get('content-disposition')).toBe(`attachment; filename="${order.invoiceNumber}.pdf"`);
    expect(mine.res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(mine.bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect((await download(`/api/orders/${order._id}/invoice`, admin)).status).toBe(200);
    expect((await download(order.invoiceUrl!)).status).toBe(200);
    // by number too, as the order itself
    expect((await download(`/api/orders/${order.number}/invoice`, buyer.token)).status).toBe(200);
  });

  it('is 404 for anyone else, and 401 without a token or a key', async () => {
    const stranger = await server.signupUser();
    expect((await download(`/api/orders/${order._id}/invoice`, stranger.token)).status).toBe(404);
    expect((await download(`/api/orders/${order._id}/invoice?key=wrong`)).status).toBe(404);
    const otherKey = order.invoiceUrl!.replace(order._id, randomUUID());
    expect((await download(otherKey)).status).toBe(404);
    expect((await download(`/api/orders/${order._id}/invoice`)).status).toBe(401);
  });

  it('says who sells to whom, what, at which tax, and how it was paid', async () => {
    const text = await pdfText((await download(order.invoiceUrl!)).bytes);
    for (const part of [
      'Invoice',
      `Number: ${order.invoiceNumber}`,
      `Order: ${order.number}`,
      'Electro Shop GmbH',
      'Hauptstr. 1',
      'Tax ID: DE123456789',
      'Ines Invoice',
      'Unter den Linden 5',
      '10117 Berlin',
      'Germany',
      product.name,
      '$249.99',
      '19%',
      'Subtotal $499.98',
      'Shipping: Standard Free',
      'Germany VAT 19% $95.00',
      'Total $594.98',
      'Paid by card',
    ]) {
      expect(text).toContain(part);
    }
    expect(order.total).toBe(594.98);
  });

  it('keeps numbers gapless and in the order orders are paid', async () => {
    const orders = [
      await placeOrder([{ productId: product._id, quantity: 1 }], 'card'),
      await placeOrder([{ productId: product._id, quantity: 1 }], 'card'),
    ];
    // an order that is never paid takes no number
    await placeOrder([{ productId: product._id, quantity: 1 }], 'card');
    await pay(orders[1]);
    await pay(orders[0]);
    const [first, second] = [await orderOf(orders[1]._id), await orderOf(orders[0]._id)];
    expect(seqOf(first.invoiceNumber!)).toBe(seqOf(order.invoiceNumber!) + 1);
    expect(seqOf(second.invoiceNumber!)).toBe(seqOf(order.invoiceNumber!) + 2);
  });

  it('gives a refunded order a credit note cancelling its invoice, with the amounts negative', async () => {
    const credit = await server.api(`/api/orders/${order._id}/credit-note`, { token: buyer.token });
    expect(credit.status).toBe(409);
    const cancelled = await server.api(`/api/orders/${order._id}`, {
      method: 'PATCH',
      token: admin,
      json: { status: 'cancelled' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const refunded = await orderOf(order._id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.invoiceNumber).toBe(order.invoiceNumber);
    expect(refunded.creditNoteNumber).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    const note = await download(refunded.creditNoteUrl!);
    expect(note.status).toBe(200);
    const text = await pdfText(note.bytes);
    expect(text).toContain('Credit note');
    expect(text).toContain(`Cancels invoice: ${order.invoiceNumber}`);
    expect(text).toContain('Total refunded -$594.98');
    // the invoice stays as it was
    expect(await pdfText((await download(refunded.invoiceUrl!)).bytes)).toContain('Total $594.98');
  });

  it('invoices a pay-on-delivery order when it is delivered (paid at the door), and says so', async () => {
    const cod = await placeOrder([{ productId: product._id, quantity: 1 }], 'cod');
    const move = (status: string) =>
      server.api(`/api/orders/${cod._id}`, { method: 'PATCH', token: admin, json: { status } });
    expect((await move('paid')).status).toBe(409);
    expect((await move('shipped')).status).toBe(200);
    expect((await orderOf(cod._id)).invoiceNumber).toBeNull();
    expect((await move('delivered')).status).toBe(200);
    const done = await orderOf(cod._id);
    expect(done.invoiceNumber).toMatch(INVOICE);
    expect(await pdfText((await download(done.invoiceUrl!)).bytes)).toContain('Pay on delivery: paid on delivery.');
  });
});

/** A pay-on-delivery order of `product`, delivered: it has its invoice. */
async function deliveredOrder(product: Product, on = server, token = buyer.token): Promise<Order> {
  const order = await placeOrder([{ productId: product._id, quantity: 1 }], 'cod', { on, token });
  const adminOf = on === server ? admin : await on.adminToken();
  for (const status of ['shipped', 'delivered']) {
    const res = await on.api(`/api/orders/${order._id}`, { method: 'PATCH', token: adminOf, json: { status } });
    expect(res.status, res.text).toBe(200);
  }
  return (await on.api(`/api/orders/${order._id}`, { token: adminOf })).body.order;
}

const drawings = (on: TestServer, number: string) =>
  on
    .output()
    .split('\n')
    .filter((l) => l.includes('document drawn and kept') && l.includes(number)).length;

describe('an issued document is drawn once and kept', () => {
  it('answers the same bytes to every download, parallel first ones included, drawn once', async () => {
    const order = await deliveredOrder(await productAt(12.5));
    const first = await Promise.all(Array.from({ length: 8 }, () => download(order.invoiceUrl!)));
    for (const res of first) {
      expect(res.status).toBe(200);
      expect(Buffer.from(res.bytes).equals(Buffer.from(first[0].bytes))).toBe(true);
    }
    const again = await download(`/api/orders/${order._id}/invoice`, buyer.token);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first[0].bytes))).toBe(true);
    expect(await pdfText(again.bytes)).toContain(`Number: ${order.invoiceNumber}`);
    expect(drawings(server, order.invoiceNumber!)).toBe(1);
  });
});

describe('downloads are throttled per client address', () => {
  it('answers 429 with Retry-After beyond INVOICE_DOWNLOADS_PER_ADDRESS a minute; another address is not refused', async () => {
    // TRUST_PROXY: the test speaks from addresses of its own (X-Forwarded-For)
    const limited = await startServer({ INVOICE_DOWNLOADS_PER_ADDRESS: '3', TRUST_PROXY: '1' });
    try {
      const token = await limited.adminToken();
      const product = plainProducts<Product>((await limited.api('/api/products?limit=100')).body.products)[0];
      const order = await deliveredOrder(product, limited, token);
      const get = (address: string, path = order.invoiceUrl!) =>
        fetch(limited.url + path, { headers: { 'X-Forwarded-For': address } });
      const answers = await Promise.all(Array.from({ length: 5 }, () => get('203.0.113.30')));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
      const refused = answers.find((r) => r.status === 429)!;
      expect(await refused.json()).toMatchObject({
        success: false,
        message: 'Too many invoice downloads from here. Please try again in 1 minute.',
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // wrong keys count too: guessing links is no way around it
      expect((await get('203.0.113.30', `/api/orders/${order._id}/invoice?key=wrong`)).status).toBe(429);
      expect((await get('203.0.113.31')).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

describe('a thousand random carts', () => {
  // the rule is the database's only in where the numbers come from (the two-server test below):
  // PostgreSQL checks a quarter of the carts, to keep the run short
  const CARTS = usesPostgres() ? 250 : 1000;

  it('whose quote, order, Stripe amount and invoice agree to the cent', { timeout: 900_000 }, async () => {
    // prices with odd cents, both tax classes that pay, and a headphone the automatic 10% applies to
    const pool = [
      await productAt(0.99),
      await productAt(3.33),
      await productAt(19.99),
      await productAt(104.45),
      await productAt(1234.56),
      await productAt(7.77, 'reduced'),
    ];
    const all: Product[] = (await server.api('/api/products?limit=100')).body.products;
    const headphone = all.find((p) => p.isActive && p.category.name === 'Headphones' && p.variants.length === 1);
    if (headphone) {
      const [variant] = headphone.variants;
      const form = new FormData();
      const { _id, sku, price, compareAtPrice, weight } = variant;
      form.set('variants', JSON.stringify([{ _id, sku, options: {}, price, compareAtPrice, weight, stock: 100_000 }]));
      const res = await server.api(`/api/products/${headphone._id}`, { method: 'PUT', token: admin, body: form });
      expect(res.status, res.text).toBe(200);
      pool.push(headphone);
    }
    const places = [
      { country: 'US', region: 'CA' },
      { country: 'US', region: 'New York' },
      { country: 'US', region: 'OR' },
      { country: 'DE' },
      { country: 'France' },
      { country: 'GB' },
      { country: 'JP' },
    ].map((place) => ({ ...ADDRESS, ...place }));
    // each place's methods, read once (a cart's weight or subtotal changes their prices, not which)
    const methods = await Promise.all(
      places.map(async (shippingAddress) => {
        const res = await server.api('/api/cart/quote', {
          method: 'POST',
          json: { items: [{ productId: pool[0]._id, quantity: 1 }], shippingAddress },
        });
        return (res.body.quote.shippingOptions as { id: string }[]).map((option) => option.id);
      }),
    );
    let seed = 20261128;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const cents = (n: number) => Math.round(n * 100);
    const settingsNow = (await server.api('/api/settings', { token: admin })).body.settings;
    const placed: Order[] = [];
    for (let cart = 0; cart < CARTS; cart++) {
      // the second half in a shop whose prices include tax
      if (cart === CARTS / 2) {
        const json = { ...settingsNow, pricesIncludeTax: true };
        expect((await server.api('/api/settings', { method: 'PUT', token: admin, json })).status).toBe(200);
      }
      const lines = new Map<string, number>();
      for (let n = 1 + random(4); n > 0; n--) {
        const product = pool[random(pool.length)];
        lines.set(product._id, Math.min(9, (lines.get(product._id) ?? 0) + 1 + random(3)));
      }
      const items = [...lines].map(([productId, quantity]) => ({ productId, quantity }));
      const at = random(places.length);
      const shippingAddress = places[at];
      const shippingMethodId = methods[at][random(methods[at].length)];
      const quoted = await server.api('/api/cart/quote', {
        method: 'POST',
        json: { items, shippingAddress, shippingMethodId },
      });
      expect(quoted.status, quoted.text).toBe(200);
      const quote = quoted.body.quote;
      const order = await placeOrder(items, 'card', {
        shippingAddress,
        extra: { shippingMethodId, expectedTotal: quote.total },
      });
      expect(order.total).toBe(quote.total);
      expect(order.tax).toBe(quote.tax);
      expect(order.taxLines).toEqual(quote.taxLines);
      expect(order.shipping).toBe(quote.shipping);
      expect(order.discount).toBe(quote.discount);
      expect(order.taxLines.reduce((sum, line) => sum + cents(line.amount), 0)).toBe(cents(order.tax));
      expect(cents(order.total)).toBe(
        cents(order.subtotal) -
          cents(order.discount) +
          cents(order.shipping) +
          (order.taxIncluded ? 0 : cents(order.tax)),
      );
      const session = await pay(order);
      expect(session.amount_total).toBe(cents(order.total));
      expect(session.line_items.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0)).toBe(cents(order.total));
      placed.push(order);
    }
    await server.api('/api/settings', { method: 'PUT', token: admin, json: settingsNow });

    // every one paid and invoiced at its total: the orders as the admin's list reads them, and
    // every tenth invoice read from its PDF
    const byId = new Map<string, Order>();
    for (let page = 1; byId.size < placed.length; page++) {
      const res = await server.api(`/api/orders?limit=100&page=${page}`, { token: admin });
      expect(res.status).toBe(200);
      if (!res.body.orders.length) break;
      for (const order of res.body.orders as Order[]) byId.set(order._id, order);
    }
    const paid = placed.map((order) => byId.get(order._id)!);
    paid.forEach((order, at) => {
      expect(order.status).toBe('paid');
      expect(order.invoiceNumber).toMatch(INVOICE);
      expect(order.total).toBe(placed[at].total);
    });
    for (const order of paid.filter((_, at) => at % 10 === 0)) {
      const text = await pdfText((await download(order.invoiceUrl!)).bytes);
      const total = order.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      expect(text).toContain(`Total $${total}`);
    }
    const numbers = paid.map((order) => seqOf(order.invoiceNumber!));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(numbers.length - 1);
  });
});

describe('analytics', () => {
  it('count the paid orders’ revenue without tax, their tax per rate and their shipping', async () => {
    const all: Order[] = [];
    for (let page = 1; ; page++) {
      const res = await server.api(`/api/orders?limit=100&page=${page}`, { token: admin });
      all.push(...res.body.orders);
      if (page >= res.body.pages) break;
    }
    const paid = all.filter((o) =>
      o.paymentMethod === 'card' ? ['paid', 'shipped', 'delivered'].includes(o.status) : o.status === 'delivered',
    );
    const cents = (n: number) => Math.round(n * 100);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const perRate = new Map<string, number>();
    for (const order of paid)
      for (const line of order.taxLines)
        perRate.set(`${line.name} ${line.rate}`, (perRate.get(`${line.name} ${line.rate}`) ?? 0) + cents(line.amount));
    const stats = (await server.api('/api/orders/stats', { token: admin })).body;
    expect(cents(stats.revenue)).toBe(sum(paid.map((o) => cents(o.total))));
    expect(cents(stats.tax)).toBe(sum(paid.map((o) => cents(o.tax))));
    expect(cents(stats.revenueNetOfTax)).toBe(cents(stats.revenue) - cents(stats.tax));
    expect(cents(stats.shipping)).toBe(sum(paid.map((o) => cents(o.shipping))));
    expect(stats.tax).toBeGreaterThan(0);
    expect(
      new Map(
        stats.taxPerRate.map((t: { name: string; rate: number; amount: number }) => [
          `${t.name} ${t.rate}`,
          cents(t.amount),
        ]),
      ),
    ).toEqual(perRate);
    expect(sum(stats.taxPerRate.map((t: { amount: number }) => cents(t.amount)))).toBe(cents(stats.tax));
  });
});

describe.skipIf(!usesPostgres())('two servers on one PostgreSQL database', () => {
  const pair = useTwoServers({ UNPAID_UNITS_PER_PRODUCT: '0' });

  it('give orders paid on both at once unique, gapless invoice numbers', { timeout: 300_000 }, async () => {
    const { a, b } = pair;
    {
      // pay-on-delivery orders, placed on both and paid (delivered) on both at once
      const token = await a.adminToken();
      const customer = await a.signupUser({ name: 'Twin Buyer' });
      const products: Product[] = plainProducts((await a.api('/api/products?limit=100')).body.products);
      const product = products[0];
      const orders: Order[] = [];
      for (let n = 0; n < 20; n++) {
        orders.push(
          await placeOrder([{ productId: product._id, quantity: 1 }], 'cod', {
            on: n % 2 ? a : b,
            token: customer.token,
          }),
        );
      }
      const deliver = async (order: Order, on: TestServer) => {
        for (const status of ['shipped', 'delivered']) {
          const res = await on.api(`/api/orders/${order._id}`, { method: 'PATCH', token, json: { status } });
          expect(res.status, res.text).toBe(200);
        }
      };
      await Promise.all(orders.map((order, n) => deliver(order, n % 2 ? b : a)));
      const numbers = await Promise.all(
        orders.map(async (order) => (await a.api(`/api/orders/${order._id}`, { token })).body.order.invoiceNumber),
      );
      expect(numbers.every((n: string) => INVOICE.test(n))).toBe(true);
      const seqs = numbers.map(seqOf).sort((x: number, y: number) => x - y);
      expect(seqs).toEqual(seqs.map((_: number, at: number) => seqs[0] + at));

      // a document drawn on one server is the one the other answers, without drawing it again
      const delivered = await a.api(`/api/orders/${orders[0]._id}`, { token });
      const link = delivered.body.order.invoiceUrl as string;
      const onA = new Uint8Array(await (await fetch(a.url + link)).arrayBuffer());
      const onB = new Uint8Array(await (await fetch(b.url + link)).arrayBuffer());
      expect(Buffer.from(onB).equals(Buffer.from(onA))).toBe(true);
      expect(drawings(a, numbers[0]) + drawings(b, numbers[0])).toBe(1);
    }
  });
});
