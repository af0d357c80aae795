// Finding products over HTTP on the real built server with the seeded catalogue: sorts, filters,
// facet counts (each leaving out its own choice), refused values, the typo-forgiving search and
// its "Did you mean", the substring rule, and GET /api/search/suggest.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type SignedUp, type TestServer, plainProducts } from './harness';
import type { NoResultSuggestions, Product, ProductFacets } from '../../src/lib/types';

let server: TestServer;
let admin: string;
let shopper: SignedUp;
let catalogue: Product[];

interface Paged {
  products: Product[];
  total: number;
  page: number;
  pages: number;
  facets: ProductFacets;
  didYouMean?: string;
  suggestions?: NoResultSuggestions;
}

const ADDRESS = { name: 'Sam Shopper', phone: '+1 555 0101', line1: '1 Main St', city: 'Springfield', country: 'US' };
const NAMES = {
  headphones: 'Sony Zephyr Studio Headphones',
  airpods: 'AirPods Pro Travel Case',
  nikon: 'Nikon Coolpix Trail P950',
};
const made: Record<keyof typeof NAMES, Product> = {} as never;

async function edit(id: string, fields: Record<string, string>): Promise<Product> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const res = await server.api(`/api/products/${id}`, { method: 'PUT', token: admin, body: form });
  expect(res.status, res.text).toBe(200);
  return res.body.product;
}

/** A list read as an admin (who sees every write at once). */
async function list(query: string): Promise<Paged> {
  const res = await server.api(`/api/products?${query}`, { token: admin });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const names = async (query: string) => (await list(query)).products.map((p) => p.name);

beforeAll(async () => {
  server = await startServer();
  admin = await server.adminToken();
  shopper = await server.signupUser();
  catalogue = plainProducts((await server.api('/api/products')).body.products);
  const [a, b, c] = catalogue.slice(-3);
  made.headphones = await edit(a._id, { name: NAMES.headphones, price: '12.5', stock: '4', discount: '' });
  made.airpods = await edit(b._id, { name: NAMES.airpods, price: '75', stock: '0' });
  made.nikon = await edit(c._id, { name: NAMES.nikon, price: '420', stock: '2', discount: '-20%' });
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/products: sorting and filters', () => {
  it('sorts by price both ways, by name and newest first', async () => {
    const byPriceUp = (await list('active=true&sort=price_asc&limit=100')).products.map((p) => p.price);
    expect(byPriceUp).toEqual([...byPriceUp].sort((x, y) => x - y));
    const byPriceDown = (await list('active=true&sort=price_desc&limit=100')).products.map((p) => p.price);
    expect(byPriceDown).toEqual([...byPriceUp].reverse());
    const byName = (await names('active=true&sort=name&limit=100')).map((n) => n.toLowerCase());
    expect(byName).toEqual([...byName].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const newest = (await list('active=true&sort=newest&limit=100')).products.map((p) => p.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    expect(await list('active=true&limit=100')).toEqual(await list('active=true&sort=newest&limit=100'));
  });

  it('best_selling counts units of orders not cancelled', async () => {
    const order = async (product: Product, quantity: number) => {
      const res = await server.api('/api/orders', {
        method: 'POST',
        token: shopper.token,
        headers: { 'Idempotency-Key': randomUUID() },
        json: { items: [{ productId: product._id, quantity }], shippingAddress: ADDRESS, paymentMethod: 'cod' },
      });
      expect(res.status, res.text).toBe(201);
      return res.body.order;
    };
    const most = await edit(catalogue[0]._id, { stock: '100' });
    const cancelled = await edit(catalogue[1]._id, { stock: '100' });
    await order(most, 30);
    const undone = await order(cancelled, 40);
    const before = await names('active=true&sort=best_selling&limit=3');
    expect(before.slice(0, 2)).toEqual([cancelled.name, most.name]);
    const cancel = await server.api(`/api/orders/${undone._id}/cancel`, { method: 'POST', token: shopper.token });
    expect(cancel.status, cancel.text).toBe(200);
    expect((await names('active=true&sort=best_selling&limit=3'))[0]).toBe(most.name);
  });

  it('an order that takes the last unit leaves In stock at once; a rename after it is found', async () => {
    const product = await edit(catalogue[2]._id, { stock: '1' });
    const inStockIds = async () => (await list('active=true&inStock=1&limit=100')).products.map((p) => p._id);
    const before = await list('active=true&inStock=1&limit=1');
    expect(await inStockIds()).toContain(product._id);
    const res = await server.api('/api/orders', {
      method: 'POST',
      token: shopper.token,
      headers: { 'Idempotency-Key': randomUUID() },
      json: { items: [{ productId: product._id, quantity: 1 }], shippingAddress: ADDRESS, paymentMethod: 'cod' },
    });
    expect(res.status, res.text).toBe(201);
    // only stock moved: the index takes the new stock without reading the names again
    const after = await list('active=true&inStock=1&limit=1');
    expect(after.total).toBe(before.total - 1);
    expect(after.facets.inStock).toBe(before.facets.inStock - 1);
    expect(await inStockIds()).not.toContain(product._id);
    const renamed = await edit(product._id, { name: 'Quokka Pocket Speaker', stock: '3' });
    expect(await names('active=true&q=quokka')).toEqual([renamed.name]);
    expect(await inStockIds()).toContain(product._id);
  });

  it('filters by price, stock, sale and one or more categories', async () => {
    const priced = (await list('active=true&min=50&max=500&limit=100')).products;
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((p) => p.price >= 50 && p.price < 500)).toBe(true);
    const inStock = await list('active=true&inStock=1&limit=100');
    expect(inStock.products.every((p) => p.stock > 0)).toBe(true);
    expect(inStock.products.map((p) => p._id)).not.toContain(made.airpods._id);
    const onSale = (await list('active=true&onSale=1&limit=100')).products;
    expect(onSale.map((p) => p._id)).toContain(made.nikon._id);
    expect(onSale.every((p) => (p.discount ?? '').trim() !== '')).toBe(true);
    const [one, two] = [made.headphones.category, made.nikon.category];
    const both = await list(`active=true&category=${one._id}&category=${two._id}&limit=100`);
    expect(both.products.every((p) => [one._id, two._id].includes(p.category._id))).toBe(true);
    expect(both).toEqual(await list(`active=true&category=${one._id},${two._id}&limit=100`));
    const counted = both.facets.categories.filter((c) => [one._id, two._id].includes(c._id));
    expect(counted.reduce((sum, c) => sum + c.count, 0)).toBe(both.total);
  });

  it('counts each facet without its own choice, and with the others', async () => {
    const category = made.nikon.category._id;
    const chosen = await list(`active=true&category=${category}&inStock=1&min=100`);
    const withoutCategory = await list('active=true&inStock=1&min=100');
    expect(chosen.facets.categories).toEqual(withoutCategory.facets.categories);
    expect(chosen.facets.categories.find((c) => c._id === category)?.count).toBe(chosen.total);
    const withoutStock = await list(`active=true&category=${category}&min=100&limit=100`);
    expect(chosen.facets.inStock).toBe(chosen.total);
    expect(withoutStock.facets.inStock).toBe(withoutStock.products.filter((p) => p.stock > 0).length);
    const withoutPrice = await list(`active=true&category=${category}&inStock=1&limit=100`);
    expect(chosen.facets.price).toEqual(withoutPrice.facets.price);
    expect(withoutPrice.facets.price.reduce((sum, band) => sum + band.count, 0)).toBe(withoutPrice.total);
    const cheap = withoutPrice.facets.price[0];
    expect(cheap.count).toBe(withoutPrice.products.filter((p) => p.price < cheap.max!).length);
    const onSale = await list(`active=true&category=${category}&inStock=1&min=100&onSale=1`);
    expect(onSale.total).toBe(chosen.facets.onSale);
    expect(onSale.facets.onSale).toBe(chosen.facets.onSale);
  });

  it('refuses bad values with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['sort=cheapest', 'sort'],
      ['min=-1', 'min'],
      ['min=abc', 'min'],
      ['max=1.234', 'max'],
      ['min=10&max=5', 'max'],
      ['inStock=yes', 'inStock'],
      ['onSale=true', 'onSale'],
      [`category=${Array.from({ length: 21 }, (_, i) => `c${i}`).join(',')}`, 'category'],
    ]) {
      const res = await server.api(`/api/products?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.message).toMatch(new RegExp(`^${field}:`));
    }
  });
});

describe('GET /api/products?q=: search that forgives', () => {
  it('finds products with one or two typos a word, best matches first', async () => {
    const headphones = await names('active=true&q=sonny hedphones');
    expect(headphones).toContain(NAMES.headphones);
    expect(headphones.slice(0, 2).every((name) => /^sony .*headphones$/i.test(name))).toBe(true);
    expect(await names('active=true&q=airpod pro')).toContain(NAMES.airpods);
    expect(await names('active=true&q=nikkon')).toContain(NAMES.nikon);
    expect((await names('active=true&q=coolpx traill'))[0]).toBe(NAMES.nikon);
  });

  it('keeps the substring rule: every product whose productName contains q is found', async () => {
    const all: Product[] = (await server.api('/api/products')).body.products;
    // words cut at either end, whole words between, one-letter words, punctuation
    for (const q of [
      'phyr stu',
      'o',
      'PRO TRAV',
      'p950',
      '-',
      'phyr studio hea',
      'ny zephyr s',
      'l p95',
      'ds pro travel ca',
      'y z',
    ]) {
      const found = (await list(`q=${encodeURIComponent(q)}&limit=100`)).products.map((p) => p._id);
      const expected = all.filter((p) => p.productName.toLowerCase().includes(q.toLowerCase())).map((p) => p._id);
      expect(found).toEqual(expect.arrayContaining(expected.slice(0, 100)));
    }
  });

  it('a sort chosen with a search orders its matches', async () => {
    const ranked = await list('active=true&q=headphones&limit=100');
    const cheap = await list('active=true&q=headphones&sort=price_asc&limit=100');
    expect(cheap.total).toBe(ranked.total);
    expect(cheap.products[0]._id).toBe(made.headphones._id);
  });

  it('says "Did you mean" with words of the catalogue when nothing is found', async () => {
    const none = await list('active=true&q=nikon zzqqxv');
    expect(none).toMatchObject({ total: 0, didYouMean: 'nikon' });
    const far = await list('active=true&q=heaaadphonnes');
    expect(far).toMatchObject({ total: 0, didYouMean: 'headphones' });
    expect((await list(`active=true&q=${encodeURIComponent(far.didYouMean!)}`)).total).toBeGreaterThan(0);
    expect((await list('active=true&q=qqqzzzxxx')).didYouMean).toBeUndefined();
    expect((await list('active=true&q=headphones')).didYouMean).toBeUndefined();
  });

  it('offers the categories and the best sellers in stock when a storefront search finds nothing', async () => {
    const top = await edit(catalogue[3]._id, { stock: '100' });
    const res = await server.api('/api/orders', {
      method: 'POST',
      token: shopper.token,
      headers: { 'Idempotency-Key': randomUUID() },
      json: { items: [{ productId: top._id, quantity: 35 }], shippingAddress: ADDRESS, paymentMethod: 'cod' },
    });
    expect(res.status, res.text).toBe(201);

    const none = await list('active=true&q=qqqzzzxxx');
    expect(none.total).toBe(0);
    const { categories, bestSelling } = none.suggestions!;
    // every category with an active product, by name: those the unfiltered list counts
    const selling = (await list('active=true&limit=1')).facets.categories;
    expect(categories).toEqual(selling.map(({ _id, name, slug }) => ({ _id, name, slug })));
    // the first four of best selling among those in stock, whole products as the list gives them
    const best = (await list('active=true&inStock=1&sort=best_selling&limit=4')).products;
    expect(bestSelling).toEqual(best);
    expect(bestSelling[0]._id).toBe(top._id);

    await edit(top._id, { stock: '0' });
    const afterSellOut = (await list('active=true&q=qqqzzzxxx')).suggestions!.bestSelling.map((p) => p._id);
    expect(afterSellOut).toHaveLength(4);
    expect(afterSellOut).not.toContain(top._id);
    // a search that finds something, and the admin's list, offer nothing
    expect((await list('active=true&q=headphones')).suggestions).toBeUndefined();
    expect((await list('q=qqqzzzxxx')).suggestions).toBeUndefined();
    expect((await list('active=true&inStock=1&max=1')).suggestions).toBeUndefined();
  });
});

describe('GET /api/search/suggest', () => {
  it('offers up to 5 active products and 3 categories after 2 characters', async () => {
    const res = await server.api('/api/search/suggest?q=sonny');
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.products.length).toBeLessThanOrEqual(5);
    expect(res.body.categories.length).toBeLessThanOrEqual(3);
    const first = res.body.products.find((p: { _id: string }) => p._id === made.headphones._id);
    expect(first).toMatchObject({ name: NAMES.headphones, slug: made.headphones.slug, price: 12.5 });
    expect(first.image).toMatch(/^https?:\/\//);
    const category = await server.api('/api/search/suggest?q=camer');
    expect(category.body.categories.map((c: { name: string }) => c.name.toLowerCase()).join(' ')).toMatch(/camera/);
    expect((await server.api('/api/search/suggest?q=s')).body).toEqual({ success: true, products: [], categories: [] });
    expect((await server.api(`/api/search/suggest?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await server.api('/api/search/suggest', { method: 'POST' })).status).toBe(405);
  });
});

describe('the start and the kept matches', () => {
  it('loads and warms the find index before the start line', () => {
    const output = server.output();
    const warmed = output.indexOf('The find index is loaded and warmed');
    expect(warmed).toBeGreaterThanOrEqual(0);
    expect(warmed).toBeLessThan(output.indexOf('Shop running at'));
  });

  it("a search's later pages and other sorts count every write since its first page", async () => {
    // src/server/search/findProducts.ts keeps what a search found for its other pages: each
    // read below asks for a page and size not read before, so no kept answer stands in for it
    const [a, b] = catalogue;
    await edit(a._id, { name: 'Wombat Desk Lamp', stock: '3' });
    const first = await list('active=true&q=wombat&limit=1&page=1');
    expect(first.total).toBe(1);
    expect((await list('active=true&q=wombat&limit=1&page=2')).products).toEqual([]);
    const before = await list('active=true&limit=5&page=2');

    // an edit: no product comes or goes, the index's arrays change in place
    await edit(b._id, { name: 'Wombat Floor Lamp', stock: '0' });
    const after = await list('active=true&q=wombat&limit=1&page=2&sort=price_asc');
    expect(after.total).toBe(2);
    expect(after.products).toHaveLength(1);
    const both = await list('active=true&q=wombat&limit=2');
    expect(both.products.map((p) => p._id).sort()).toEqual([a._id, b._id].sort());
    expect(both.facets.inStock).toBe(1);
    expect(both.facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(2);

    // hidden: gone from the shop's search and from its unfiltered pages' total
    const hidden = await server.api(`/api/products/${b._id}`, {
      method: 'PATCH',
      token: admin,
      json: { isActive: false },
    });
    expect(hidden.status, hidden.text).toBe(200);
    const shown = await list('active=true&q=wombat&limit=3&sort=name');
    expect(shown.products.map((p) => p._id)).toEqual([a._id]);
    expect(shown.total).toBe(1);
    expect((await list('active=true&limit=5&page=3')).total).toBe(before.total - 1);
    expect((await list('q=wombat&limit=4')).total).toBe(2);
  });
});
