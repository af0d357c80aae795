// The page cache (src/server/http/cache/pageCache.ts) on the real built server: the catalogue's
// pages are answered with an ETag and CDN headers, 304 for a matching one, a new one after a
// write; one cached page serves everyone (a signed-in request and an anonymous one get the same
// bytes, and nothing of the signed-in request is in them); the user's pages are no-store; a
// write through one server shows on the next request to another (PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer, usesPostgres, useTwoServers, type TestServer } from './harness';
import { CachedBody, CatalogCache } from '../../src/server/http/cache/responseCache';
import { CACHED_PAGE_CACHE_CONTROL, pageKeyOf, variantOfPageKey } from '../../src/server/http/cache/pageCache';
import { formatPrice } from '../../src/lib/formatPrice';
import type { Product } from '../../src/lib/types';

const IDENTITY = { 'accept-encoding': 'identity' };

/** The answer as sent (fetch would undo its Content-Encoding). */
function page(server: TestServer, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Headers; bytes: Buffer }>((resolve, reject) => {
    http
      .get(server.url + path, { headers: { ...IDENTITY, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const sent = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (value) sent.set(name, String(value));
          resolve({ status: res.statusCode!, headers: sent, bytes: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** The newest active product sold one way, so a price edit sets its price. */
async function firstProduct(server: TestServer): Promise<Product> {
  const res = await server.api('/api/products?active=true&limit=100');
  return res.body.products.find((p: Product) => p.variants.length === 1);
}

async function firstProductWithOtherSlug(server: TestServer, slug: string): Promise<Product> {
  const res = await server.api('/api/products?active=true&limit=2');
  return res.body.products.find((p: Product) => p.slug !== slug);
}

async function setPrice(server: TestServer, token: string, id: string, price: number) {
  const body = new FormData();
  body.append('price', String(price));
  const res = await server.api(`/api/products/${id}`, { method: 'PUT', token, body });
  expect(res.status).toBe(200);
}

describe('pages from the page cache', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer();
    admin = await server.adminToken();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a product page carries an ETag and CDN headers, and answers 304 to it', async () => {
    const { slug } = await firstProduct(server);
    const first = await page(server, `/products/${slug}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe(CACHED_PAGE_CACHE_CONTROL);
    expect(first.headers.get('content-type')).toContain('text/html');
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");

    const again = await page(server, `/products/${slug}`);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.bytes.equals(first.bytes)).toBe(true);

    const revalidated = await page(server, `/products/${slug}`, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(revalidated.headers.get('etag')).toBe(etag);
  });

  it('br and gzip carry the same page', async () => {
    const identity = await page(server, '/products');
    const br = await page(server, '/products', { 'accept-encoding': 'br' });
    const gzip = await page(server, '/products', { 'accept-encoding': 'gzip' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(brotliDecompressSync(br.bytes).equals(identity.bytes)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(identity.bytes)).toBe(true);
  });

  it('a signed-in request and an anonymous one get the same bytes, with nothing of the signed-in one', async () => {
    const { token } = await server.signupUser();
    const secret = 'cookie-secret-4711';
    const signedIn = { authorization: `Bearer ${token}`, cookie: `session=${secret}; theme=dark` };
    // the signed-in request comes first, so it is the one that renders the page into the cache
    for (const path of ['/products?q=phone', '/audio?page=1&q=a']) {
      const theirs = await page(server, path, signedIn);
      const anonymous = await page(server, path);
      expect(theirs.status).toBe(200);
      expect(anonymous.bytes.equals(theirs.bytes)).toBe(true);
      expect(anonymous.headers.get('etag')).toBe(theirs.headers.get('etag'));
      const html = theirs.bytes.toString('utf8');
      expect(html).not.toContain(token);
      expect(html).not.toContain(secret);
      expect(theirs.headers.get('set-cookie')).toBeNull();
    }
  });

  it('a write gives the page a new ETag and shows at once', async () => {
    const product = await firstProduct(server);
    const before = await page(server, `/products/${product.slug}`);
    const etag = before.headers.get('etag')!;
    const price = Math.round(product.price * 100 + 123) / 100;
    await setPrice(server, admin, product._id, price);
    const after = await page(server, `/products/${product.slug}`, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.bytes.toString('utf8')).toContain(formatPrice(price));
  });

  it('parameters the page ignores share its entry; the filters it shows have their own', async () => {
    const plain = await page(server, '/audio');
    const tracked = await page(server, '/audio?utm_source=news&fbclid=x1&colour=red&sort=cheapest');
    expect(tracked.headers.get('etag')).toBe(plain.headers.get('etag'));
    const sorted = await page(server, '/audio?sort=price_asc&inStock=1');
    expect(sorted.status).toBe(200);
    expect(sorted.headers.get('etag')).toBeTruthy();
    expect(sorted.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const again = await page(server, '/audio?inStock=1&sort=price_asc&utm_medium=mail');
    expect(again.headers.get('etag')).toBe(sorted.headers.get('etag'));
  });

  it('a product page is kept per SKU of its variants; any other `variant` is rendered but not kept', async () => {
    const product = await firstProduct(server);
    const { sku } = product.variants[0];
    const path = `/products/${product.slug}?variant=${encodeURIComponent(sku)}`;
    const first = await page(server, `${path}&utm_source=news`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(CACHED_PAGE_CACHE_CONTROL);
    const again = await page(server, path, { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);

    const other = await firstProductWithOtherSlug(server, product.slug);
    for (const made of ['NO-SUCH-SKU-4711', sku.toLowerCase(), other.variants[0].sku]) {
      const res = await page(server, `/products/${product.slug}?variant=${encodeURIComponent(made)}`);
      expect(res.status, made).toBe(200);
      expect(res.headers.get('etag'), made).toBeNull();
      expect(res.headers.get('cache-control'), made).toBeNull();
    }
  });

  it('not-found pages are not kept', async () => {
    const missing = await page(server, '/products/no-such-product-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });

  it("the signed-in user's pages are no-store", async () => {
    for (const path of [
      '/cart',
      '/checkout',
      '/dashboard',
      '/dashboard/orders',
      '/admin',
      '/admin/products',
      '/auth',
    ]) {
      const res = await page(server, path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe.skipIf(!usesPostgres())('the page cache with two servers on PostgreSQL', () => {
  const servers = useTwoServers();

  it('a price change through one server shows on the next request to the other', async () => {
    const { a, b } = servers;
    const product = await firstProduct(a);
    const path = `/products/${product.slug}`;
    const cached = await page(b, path);
    expect((await page(b, path)).headers.get('etag')).toBe(cached.headers.get('etag'));
    const price = Math.round(product.price * 100 + 4711) / 100;
    expect(cached.bytes.toString('utf8')).not.toContain(formatPrice(price));

    await setPrice(a, await a.adminToken(), product._id, price);
    const after = await page(b, path);
    expect(after.headers.get('etag')).not.toBe(cached.headers.get('etag'));
    expect(after.bytes.toString('utf8')).toContain(formatPrice(price));
  });
});

describe('the page cache in memory', () => {
  const html = (n: number) => `<!doctype html><p>${`page ${n} `.repeat(400)}</p>`;
  const body = (n: number) => async () => new CachedBody(html(n), { 'Content-Type': 'text/html' });
  const reader = { imageBase: 'scope', admin: false };

  it('keeps within its byte limit, evicting the least recently used pages', async () => {
    const limit = 40_000;
    const cache = new CatalogCache(limit, { precompress: true, staleForMs: 0 });
    await cache.entry(reader, 1, '/p0', body(0));
    for (let n = 1; n < 60; n++) {
      await cache.entry(reader, 1, `/p${n}`, body(n));
      await cache.entry(reader, 1, '/p0', body(0)); // read again: the most recently used
      expect(cache.weight).toBeLessThanOrEqual(limit);
    }
    expect(cache.size).toBeLessThan(60);
    expect(cache.current('scope', 1, '/p0')).toBeDefined();
    expect(cache.current('scope', 1, '/p1')).toBeUndefined();
    expect(cache.current('scope', 1, '/p59')).toBeDefined();
  });

  it('fills a page once however many requests miss together', async () => {
    const cache = new CatalogCache(1_000_000, { precompress: true, staleForMs: 0 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return new CachedBody(html(1), { 'Content-Type': 'text/html' });
    };
    const entries = await Promise.all(Array.from({ length: 20 }, () => cache.entry(reader, 3, '/p', render)));
    expect(renders).toBe(1);
    expect(new Set(entries.map((e) => e.etag)).size).toBe(1);
    expect(Object.keys(entries[0].encoded).sort()).toEqual(['br', 'gzip']);
  });

  it('keys a page by what it shows for its query (the catalogue state), whatever else the URL carries', () => {
    expect(pageKeyOf('/products?sort=price_asc&q=tv&utm_source=x')).toBe('/products?q=tv&sort=price_asc');
    expect(pageKeyOf('/products?q=tv&q=radio&page=')).toBe('/products?q=tv');
    expect(pageKeyOf('/products?page=2&onSale=1&min=10&category=b,a')).toBe(
      '/products?min=10&onSale=1&category=b%2Ca&page=2',
    );
    expect(pageKeyOf('/products?sort=nonsense&page=-1')).toBe('/products');
    expect(pageKeyOf('/products/some-phone?q=tv&gclid=1')).toBe('/products/some-phone');
    // a product page reads its variant's SKU; the app keeps it only for a SKU of that product
    expect(pageKeyOf('/products/some-phone?gclid=1&variant=IP15 256/BLU&variant=x')).toBe(
      '/products/some-phone?variant=IP15+256%2FBLU',
    );
    expect(pageKeyOf('/products/some-phone?variant=')).toBe('/products/some-phone');
    expect(pageKeyOf(`/products/some-phone?variant=${'X'.repeat(65)}`)).toBeNull();
    expect(variantOfPageKey('/products/some-phone?variant=IP15+256%2FBLU')).toEqual({
      slug: 'some-phone',
      sku: 'IP15 256/BLU',
    });
    expect(variantOfPageKey('/products/some-phone')).toBeNull();
    expect(variantOfPageKey('/products?q=tv')).toBeNull();
    // the category routes take no category filter: the route is the category
    expect(pageKeyOf('/audio?colour=red&category=x&inStock=1')).toBe('/audio?inStock=1');
    expect(pageKeyOf(`/products?q=${'x'.repeat(3000)}`)).toBeNull();
  });
});
