// Packing slips (docs/api.md#packing-slips) on the real built server (both databases): admins
// only; what a slip says (the shop, the order, where it goes and how, each line's SKU, name and
// quantity, the note) and what it never says (prices, totals); many slips in one PDF, each from a
// new page in the order asked; a long order going on to further pages under a "continued"
// heading; and the 400s and 404s of the list.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '../../src/lib/types';
import { pdfPages, pdfText } from '../helpers/pdfText';
import { plainProducts, startServer, type SignedUp, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let buyer: SignedUp;
let catalogue: Product[];
/** every variant in stock of every active product, as an order's line */
let variantLines: { productId: string; variantId: string; quantity: number }[];
/** an order of 50 lines, one with a long name (the long order's tests make it) */
let longOrder: Order;

const ADDRESS = {
  name: 'Paula Parcel',
  phone: '+49 40 555 0101',
  line1: 'Speicherstadt 12',
  line2: 'Hinterhaus',
  city: 'Hamburg',
  postalCode: '20457',
  country: 'DE',
};

beforeAll(async () => {
  server = await startServer();
  admin = await server.adminToken();
  buyer = await server.signupUser({ name: 'Paula Parcel' });
  const products: Product[] = (await server.api('/api/products?limit=100')).body.products;
  // up to 5 of each line: the sample shop sells some products out
  catalogue = plainProducts(products).filter((p) => p.variants[0].stock >= 5);
  variantLines = products
    .filter((p) => p.isActive)
    .flatMap((p) => p.variants.filter((v) => v.stock >= 5).map((v) => ({ productId: p._id, variantId: v._id })))
    .map((line, at) => ({ ...line, quantity: (at % 5) + 1 }));
  const now = (await server.api('/api/settings', { token: admin })).body.settings;
  const seller = { legalName: 'Parcel Shop GmbH', address: 'Lagerweg 2\n20095 Hamburg', taxId: 'DE999999999' };
  const saved = await server.api('/api/settings', { method: 'PUT', token: admin, json: { ...now, ...seller } });
  expect(saved.status, saved.text).toBe(200);
});
afterAll(async () => {
  await server?.stop();
});

type Line = { productId: string; variantId?: string; quantity: number };

async function placeOrder(lines: ([Product, number] | Line)[], note?: string): Promise<Order> {
  const res = await server.api('/api/orders', {
    method: 'POST',
    token: buyer.token,
    headers: { 'Idempotency-Key': randomUUID() },
    json: {
      items: lines.map((line) => (Array.isArray(line) ? { productId: line[0]._id, quantity: line[1] } : line)),
      shippingAddress: ADDRESS,
      paymentMethod: 'cod',
      ...(note ? { note } : {}),
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.order;
}

async function download(path: string, token?: string) {
  const res = await fetch(server.url + path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: () => Buffer.from(bytes).toString() };
}

const skuOf = (product: Product) => product.variants[0].sku;

describe('the packing slip of an order', () => {
  let order: Order;
  let first: Product;
  let second: Product;

  beforeAll(async () => {
    [first, second] = catalogue;
    order = await placeOrder(
      [
        [first, 2],
        [second, 3],
      ],
      'Please leave it with the neighbours.',
    );
  });

  it('is a PDF shown inline, named by the order number, for admins', async () => {
    const slip = await download(`/api/orders/${order._id}/packing-slip`, admin);
    expect(slip.status).toBe(200);
    expect(slip.headers.get('content-type')).toBe('application/pdf');
    expect(slip.headers.get('content-disposition')).toBe(`inline; filename="packing-slip-${order.number}.pdf"`);
    expect(slip.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(slip.bytes.slice(0, 5)).toString()).toBe('%PDF-');
    // by number too, as the order itself
    expect((await download(`/api/orders/${order.number}/packing-slip`, admin)).status).toBe(200);
  });

  it('says who sends what to whom, and how, with the note', async () => {
    const text = await pdfText((await download(`/api/orders/${order._id}/packing-slip`, admin)).bytes);
    for (const part of [
      'Parcel Shop GmbH',
      'Packing slip',
      `Order: ${order.number}`,
      'Lagerweg 2',
      '20095 Hamburg',
      'SHIP TO',
      'Paula Parcel',
      'Speicherstadt 12',
      'Hinterhaus',
      '20457 Hamburg',
      'Germany',
      `Shipping: ${order.shippingMethod!.name}`,
      'SKU Item Qty Packed',
      `${skuOf(first)} ${first.name} 2`,
      `${skuOf(second)} ${second.name} 3`,
      'NOTE FROM THE CUSTOMER Please leave it with the neighbours.',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('shows no prices, totals or tax ID', async () => {
    const text = await pdfText((await download(`/api/orders/${order._id}/packing-slip`, admin)).bytes);
    expect(text).not.toMatch(/\$|€|USD/);
    expect(text).not.toMatch(/total|subtotal|price|tax/i);
    for (const amount of [order.total, order.subtotal, ...order.items.map((item) => item.price)])
      expect(text).not.toContain(amount.toFixed(2));
  });

  it('is for admins only: 401 without a token, 403 for the customer, 404 for an unknown order', async () => {
    expect((await download(`/api/orders/${order._id}/packing-slip`)).status).toBe(401);
    expect((await download(`/api/orders/${order._id}/packing-slip`, buyer.token)).status).toBe(403);
    const unknown = await download(`/api/orders/${randomUUID()}/packing-slip`, admin);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text()).message).toBe('Order not found');
    const post = await server.api(`/api/orders/${order._id}/packing-slip`, { method: 'POST', token: admin });
    expect(post.status).toBe(405);
  });
});

describe('a long order', () => {
  let named: Product;
  const longName = `Ultra-wide curved gaming monitor with an adjustable stand, ${'really '.repeat(16)}long name`;

  beforeAll(async () => {
    named = catalogue[2];
    const form = new FormData();
    form.set('name', longName);
    const renamed = await server.api(`/api/products/${named._id}`, { method: 'PUT', token: admin, body: form });
    expect(renamed.status, renamed.text).toBe(200);
    named = renamed.body.product;
    // as many lines as an order may hold, the renamed product's first
    const others = variantLines.filter((line) => line.productId !== named._id).slice(0, 49);
    longOrder = await placeOrder([[named, 1], ...others]);
  });

  it('goes on to further pages under a continued heading and the table header again, page numbered', async () => {
    const order = longOrder;
    expect(order.items.length).toBe(50);
    const pages = await pdfPages((await download(`/api/orders/${order._id}/packing-slip`, admin)).bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, at) => {
      expect(page).toContain('Parcel Shop GmbH');
      expect(page).toContain('SKU Item Qty Packed');
      expect(page).toContain(`Page ${at + 1} of ${pages.length}`);
      if (at > 0) expect(page).toContain(`Packing slip ${order.number} (continued)`);
    });
    const text = pages.join(' ');
    for (const item of order.items) {
      expect(text).toContain(item.sku!);
      if (item.variant) expect(text).toContain(`${item.name} ${item.variant} ${item.quantity}`);
    }
    // the long name wraps inside its column, whole
    expect(text).toContain(longName.replace(/\s+/g, ' '));
    expect(named.name).toBe(longName);
  });
});

describe('packing slips of several orders', () => {
  let orders: Order[];

  beforeAll(async () => {
    orders = [];
    for (const product of catalogue.slice(0, 3)) orders.push(await placeOrder([[product, 1]]));
  });

  it('are one PDF, a slip per page in the order asked, by id or number', async () => {
    const asked = [orders[2], orders[0], orders[1]];
    const ids = [asked[0]._id, asked[1].number, asked[2]._id].join(',');
    const res = await download(`/api/orders/packing-slips?ids=${ids}`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="packing-slips.pdf"');
    const pages = await pdfPages(res.bytes);
    expect(pages).toHaveLength(3);
    pages.forEach((page, at) => {
      expect(page).toContain(`Order: ${asked[at].number}`);
      expect(page).toContain(asked[at].items[0].sku!);
      for (const other of asked.filter((_, o) => o !== at)) expect(page).not.toContain(other.number);
    });
  });

  it('start each slip on a new page after a slip of several pages', async () => {
    const long = longOrder;
    const alone = (await pdfPages((await download(`/api/orders/${long._id}/packing-slip`, admin)).bytes)).length;
    const res = await download(`/api/orders/packing-slips?ids=${long._id},${orders[0]._id}`, admin);
    const pages = await pdfPages(res.bytes);
    expect(pages).toHaveLength(alone + 1);
    expect(pages[alone]).toContain(`Order: ${orders[0].number}`);
    expect(pages[alone]).not.toContain(long.number);
    expect(pages[alone]).not.toContain('Page ');
  });

  it('refuse a bad list with 400 naming the problem, and name an unknown order in a 404', async () => {
    const bad = async (query: string) => {
      const res = await server.api(`/api/orders/packing-slips${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      return res.body.message as string;
    };
    expect(await bad('')).toBe('ids: give the orders as ids=<id>,<id>,...');
    expect(await bad('?ids=')).toMatch(/^ids\.0: an id is empty/);
    expect(await bad(`?ids=${orders[0]._id},,${orders[1]._id}`)).toMatch(/^ids\.1: an id is empty/);
    expect(await bad(`?ids=${orders[0]._id},`)).toMatch(/^ids\.1: an id is empty/);
    expect(await bad(`?ids=${orders[0]._id},${orders[0]._id}`)).toBe('ids: an order is named twice');
    const many = Array.from({ length: 101 }, () => randomUUID()).join(',');
    expect(await bad(`?ids=${many}`)).toBe('ids: at most 100 orders at once');
    const stranger = randomUUID();
    const unknown = await server.api(`/api/orders/packing-slips?ids=${orders[0]._id},${stranger}`, { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(`Order ${stranger} not found`);
  });

  it('are for admins only', async () => {
    const path = `/api/orders/packing-slips?ids=${orders[0]._id}`;
    expect((await download(path)).status).toBe(401);
    expect((await download(path, buyer.token)).status).toBe(403);
  });
});
