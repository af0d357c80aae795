// Compare-at prices and the featured flag over HTTP, and the lists the pages draw from them: the
// home page's New Arrivals and Top Products tabs (newest, best selling over 30 days, featured)
// and a product page's related products. Real built server, seeded catalogue.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import type { Category, Product } from '../../src/lib/types';
import { pngBytes } from '../helpers/imageFixtures';

let server: TestServer;
let admin: string;
let shopper: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.adminToken();
  shopper = (await server.signupUser()).token;
});
afterAll(async () => {
  await server?.stop();
});

const ADDRESS = {
  name: 'Ann Buyer',
  phone: '+1 555 0100',
  line1: '1 Test Road',
  line2: '',
  city: 'Springfield',
  postalCode: '',
  country: 'US',
};

async function form(fields: Record<string, string>, images = 0): Promise<FormData> {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (let i = 0; i < images; i++)
    f.append(
      'images',
      new File([new Uint8Array(await pngBytes(40 + i, 30, [i * 40, 90, 160]))], `p${i}.png`, { type: 'image/png' }),
    );
  return f;
}

async function newCategory(): Promise<Category> {
  const res = await server.api('/api/categories', {
    method: 'POST',
    token: admin,
    body: await form({
      name: `Related ${randomUUID().slice(0, 8)}`,
      description: 'For the related products test.',
    }).then(async (f) => {
      f.append(
        'image',
        new File([new Uint8Array(await pngBytes(50, 50, [10, 20, 30]))], 'c.png', { type: 'image/png' }),
      );
      return f;
    }),
  });
  expect(res.status, res.text).toBe(201);
  return res.body.category;
}

async function createProduct(fields: Record<string, string>): Promise<Product> {
  const res = await server.api('/api/products', { method: 'POST', token: admin, body: await form(fields, 2) });
  expect(res.status, res.text).toBe(201);
  return res.body.product;
}

const put = async (id: string, fields: Record<string, string>) =>
  server.api(`/api/products/${id}`, { method: 'PUT', token: admin, body: await form(fields) });

async function order(productId: string, quantity: number) {
  const res = await server.api('/api/orders', {
    method: 'POST',
    token: shopper,
    headers: { 'Idempotency-Key': randomUUID() },
    json: { items: [{ productId, quantity }], shippingAddress: ADDRESS, paymentMethod: 'cod' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.order as { _id: string };
}

/** The product ids of one part of a page's HTML, in page order. */
function idsIn(html: string, start: string, end: RegExp): string[] {
  const from = html.indexOf(start);
  if (from < 0) return [];
  const rest = html.slice(from + start.length);
  const stop = rest.search(end);
  const part = stop < 0 ? rest : rest.slice(0, stop);
  return [...part.matchAll(/<article[^>]*data-id="([^"]+)"/g)].map((m) => m[1]!);
}

async function page(pathname: string): Promise<string> {
  const res = await server.api(pathname);
  expect(res.status).toBe(200);
  return res.text;
}
const homeTab = (html: string, tab: string) =>
  idsIn(html, `data-top-products-list="${tab}"`, /data-top-products-list=|<\/section>/);
const newArrivals = (html: string) => idsIn(html, 'id="new-arrivals-heading"', /<\/section>/);
const related = (html: string) => idsIn(html, 'data-testid="related-products"', /<\/section>/);

// first, while the shop is as seeded: the other tests add products and orders
describe('the sample shop', () => {
  it('shows three different lists in the Top Products tabs, eight products each', async () => {
    const html = await page('/');
    const tabs = ['best-selling', 'featured', 'new-products'].map((tab) => homeTab(html, tab));
    for (const list of tabs) expect(list).toHaveLength(8);
    const all = tabs.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('compare-at price and featured flag', () => {
  const base = async () => ({
    name: `Sale Speaker ${randomUUID().slice(0, 6)}`,
    description: 'Loud.',
    price: '80',
    stock: '5',
    category: (await server.api('/api/categories')).body.categories[0]._id,
  });

  it('stores both on create and answers them; the badge text stays empty for the page to derive', async () => {
    const product = await createProduct({ ...(await base()), compareAtPrice: '100', featured: 'true' });
    expect(product).toMatchObject({ price: 80, compareAtPrice: 100, featured: true, discount: null });
    const read = await server.api(`/api/products/${product.slug}`);
    expect(read.body.product).toMatchObject({ compareAtPrice: 100, featured: true });
    const plain = await createProduct(await base());
    expect(plain).toMatchObject({ compareAtPrice: null, featured: false });
  });

  it('refuses a compare-at price not above the price, on create and against the stored price on edit', async () => {
    for (const compareAtPrice of ['80', '79.99', 'abc', '-5']) {
      const res = await server.api('/api/products', {
        method: 'POST',
        token: admin,
        body: await form({ ...(await base()), compareAtPrice }, 2),
      });
      expect(res.status, compareAtPrice).toBe(400);
      expect(res.body.message).toMatch(/^compareAtPrice: /);
    }
    const product = await createProduct({ ...(await base()), compareAtPrice: '120' });
    const below = await put(product._id, { compareAtPrice: '70' });
    expect(below.status).toBe(400);
    expect(below.body.message).toBe(
      'compareAtPrice: must be greater than the price (leave it empty when not on sale).',
    );
    // a new price at or over the stored compare-at price is refused too
    expect((await put(product._id, { price: '120' })).status).toBe(400);
    const unchanged = await server.api(`/api/products/${product._id}`, { token: admin });
    expect(unchanged.body.product).toMatchObject({ price: 80, compareAtPrice: 120 });
    // both at once, then cleared with an empty field
    const both = await put(product._id, { price: '150', compareAtPrice: '199.5', featured: 'true' });
    expect(both.status, both.text).toBe(200);
    expect(both.body.product).toMatchObject({ price: 150, compareAtPrice: 199.5, featured: true });
    const cleared = await put(product._id, { compareAtPrice: '', featured: 'false' });
    expect(cleared.body.product).toMatchObject({ price: 150, compareAtPrice: null, featured: false });
    expect((await put(product._id, { featured: 'yes' })).status).toBe(400);
  });
});

describe('home page lists', () => {
  it('New Arrivals and New Products show the newest active products; Featured the featured ones', async () => {
    const category = (await server.api('/api/categories')).body.categories[0]._id;
    const older = await createProduct({
      name: 'Home Older',
      description: 'd',
      price: '10',
      stock: '3',
      category,
      featured: 'true',
    });
    const newest = await createProduct({
      name: 'Home Newest',
      description: 'd',
      price: '12',
      stock: '0',
      category,
      compareAtPrice: '15',
    });
    const hidden = await createProduct({
      name: 'Home Hidden',
      description: 'd',
      price: '12',
      stock: '3',
      category,
      featured: 'true',
      isActive: 'false',
    });
    await expect.poll(async () => newArrivals(await page('/')).slice(0, 2)).toEqual([newest._id, older._id]);
    const html = await page('/');
    expect(homeTab(html, 'new-products').slice(0, 2)).toEqual([newest._id, older._id]);
    expect(homeTab(html, 'featured')).toContain(older._id);
    expect(homeTab(html, 'featured')).not.toContain(hidden._id);
    expect(newArrivals(html)).not.toContain(hidden._id);
    // the sold-out newest card: SOLD OUT tag, struck-through original price, a link to its page
    const card = html.slice(
      html.indexOf(`data-id="${newest._id}"`),
      html.indexOf('</article>', html.indexOf(`data-id="${newest._id}"`)),
    );
    expect(card).toContain('SOLD OUT');
    expect(card).toMatch(/<s[^>]*>.*\$15\.00/s);
    expect(card).toContain(`href="/products/${newest.slug}"`);
  });

  it('Best Selling ranks by units in orders not cancelled over the last 30 days', async () => {
    const category = (await server.api('/api/categories')).body.categories[0]._id;
    const top = await createProduct({ name: 'Best A', description: 'd', price: '5', stock: '50', category });
    const second = await createProduct({ name: 'Best B', description: 'd', price: '5', stock: '50', category });
    const cancelled = await createProduct({ name: 'Best C', description: 'd', price: '5', stock: '50', category });
    await order(top._id, 6);
    await order(top._id, 3);
    await order(second._id, 8);
    const gone = await order(cancelled._id, 20);
    const res = await server.api(`/api/orders/${gone._id}`, {
      method: 'PATCH',
      token: admin,
      json: { status: 'cancelled' },
    });
    expect(res.status, res.text).toBe(200);
    await expect.poll(async () => homeTab(await page('/'), 'best-selling').slice(0, 2)).toEqual([top._id, second._id]);
    expect(homeTab(await page('/'), 'best-selling')).not.toContain(cancelled._id);
  });
});

describe('related products on the product page', () => {
  it('lists up to 8 others of the category: in stock first, then nearest in price', async () => {
    const category = (await newCategory())._id;
    const make = (name: string, price: string, stock: string, extra: Record<string, string> = {}) =>
      createProduct({ name, description: 'd', price, stock, category, ...extra });
    const anchor = await make('Anchor', '100', '5');
    const near = await make('Near', '104', '5');
    const far = await make('Far', '60', '5');
    const soldOut = await make('Sold Out Twin', '100', '0');
    const inactive = await make('Inactive Twin', '100', '5', { isActive: 'false' });
    const other = await createProduct({
      name: 'Other Category Twin',
      description: 'd',
      price: '100',
      stock: '5',
      category: (await server.api('/api/categories')).body.categories.find((c: Category) => c._id !== category)._id,
    });
    const names = new Map([anchor, near, far, soldOut, inactive, other].map((p) => [p._id, p.name]));
    expect(related(await page(`/products/${anchor.slug}`)).map((id) => names.get(id) ?? id)).toEqual([
      'Near',
      'Far',
      'Sold Out Twin',
    ]);
    const ids = related(await page(`/products/${anchor.slug}`));
    expect(ids).not.toContain(inactive._id);
    expect(ids).not.toContain(other._id);
    expect(ids).not.toContain(anchor._id);
    for (let i = 0; i < 9; i++) await make(`Filler ${i}`, String(100 + i), '5');
    await expect.poll(async () => related(await page(`/products/${anchor.slug}`)).length).toBe(8);
  });
});
