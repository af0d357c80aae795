// The catalogue endpoints and /uploads over HTTP, on the real built server with the seeded
// sample catalogue: success paths, every error status, uploads with real and fake images,
// the no-orphan rule, file removal, caching (ETag/304, br/gzip, invalidation) and traversal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer, type TestServer } from './harness';
import { IMAGE_MESSAGES } from '../../src/lib/imageLimits';
import type { Category, Product } from '../../src/lib/types';
import { fakeImages, jpegBytes, pngBytes } from '../helpers/imageFixtures';

let server: TestServer;
let admin: string;
let customer: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.adminToken();
  customer = (await server.signupUser()).token;
});
afterAll(async () => {
  await server?.stop();
});

// the local upload dir, or the bucket in the api-s3 project
const storedFiles = () => server.storedFiles();
/** Image URLs are absolute: the bucket's public URL, or the origin the request went to. */
const storedImageUrl = () =>
  new RegExp(`^${server.bucket ? server.bucket.env.S3_PUBLIC_URL : `${server.url}/uploads`}/[a-f0-9]{32}\\.webp$`);
const fileOfUrl = (url: string) => path.basename(url);

function file(bytes: Buffer, name: string, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function form(fields: Record<string, string | string[]>, files: Record<string, File[]> = {}): Promise<FormData> {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const value of [v].flat()) f.append(k, value);
  for (const [k, list] of Object.entries(files)) for (const one of list) f.append(k, one);
  return f;
}

const png = async (seed = 1) => file(await pngBytes(60 + seed, 40, [seed * 30, 100, 200]), `p${seed}.png`);
const jpeg = async (seed = 1) => file(await jpegBytes(70, 50 + seed), `j${seed}.jpg`, 'image/jpeg');
const svg = () => file(fakeImages.svg, 'logo.svg', 'image/svg+xml');
const textPng = () => file(fakeImages.textNamedPng, 'photo.png');

async function products(query = ''): Promise<{ products: Product[]; total?: number; page?: number; pages?: number }> {
  const res = await server.api(`/api/products${query}`);
  expect(res.status).toBe(200);
  return res.body;
}
/** Read as a shopper would; `token` (an admin's) waits for the answer after the latest write, where
 *  a shopper may get the one from just before it for a moment (src/server/http/cache/responseCache.ts). */
async function categories(query = '', token?: string): Promise<{ categories: Category[]; total?: number }> {
  const res = await server.api(`/api/categories${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}
const seededCategory = async (slug: string) => (await categories()).categories.find((c) => c.slug === slug)!;

function rawGet(
  pathname: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      // image URLs in answers are absolute (the shop's origin, or the bucket's public URL)
      .get(/^https?:/.test(pathname) ? pathname : server.url + pathname, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('GET /api/products and /api/categories', () => {
  it('answers the plain lists of the contract, newest first, inactive products included', async () => {
    const { products: list, ...rest } = await products();
    expect(Object.keys(rest)).toEqual(['success']);
    expect(list.length).toBeGreaterThanOrEqual(36);
    expect(list.some((p) => !p.isActive)).toBe(true);
    const times = list.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const p = list[0];
    expect(Object.keys(p).sort()).toEqual(
      [
        '_id',
        'category',
        'compareAtPrice',
        'createdAt',
        'description',
        'discount',
        'featured',
        'images',
        'isActive',
        'maxPerOrder',
        'name',
        'options',
        'price',
        'productName',
        'slug',
        'specs',
        'stock',
        'taxClass',
        'updatedAt',
        'variants',
      ].sort(),
    );
    // a product sold one way has one variant, holding the product's price and stock
    const single = list.find((x) => x.options.length === 0)!;
    expect(single.variants).toHaveLength(1);
    expect(single.variants[0]).toMatchObject({ price: single.price, stock: single.stock, options: {}, isActive: true });
    // one sold several ways shows the cheapest active variant's price and their stock summed
    const several = list.find((x) => x.variants.length > 1 && x.variants.every((v) => v.isActive))!;
    expect(several.price).toBe(Math.min(...several.variants.map((v) => v.price)));
    expect(several.stock).toBe(several.variants.reduce((sum, v) => sum + v.stock, 0));
    expect(typeof p.price).toBe('number');
    expect(Number.isInteger(p.stock)).toBe(true);
    expect(typeof p.featured).toBe('boolean');
    expect(Number.isInteger(p.maxPerOrder)).toBe(true);
    expect(p.compareAtPrice === null || typeof p.compareAtPrice === 'number').toBe(true);
    expect(Object.keys(p.category).sort()).toEqual(['_id', 'image', 'name']);
    expect(p.images[0]).toEqual({ url: expect.stringMatching(storedImageUrl()), public_id: expect.any(String) });

    const cats = (await categories()).categories;
    expect(cats.map((c) => c.name).sort()).toEqual([
      'Accessories',
      'Audio',
      'Batteries',
      'Cameras',
      'Computers',
      'Games',
      'Headphones',
      'Lenses',
      'Phones',
    ]);
    expect(cats.reduce((n, c) => n + c.productCount, 0)).toBe(list.length);
    const cameras = cats.find((c) => c.slug === 'cameras')!;
    expect(cameras.productCount).toBe(list.filter((x) => x.category._id === cameras._id).length);
  });

  it('pages, filters and searches', async () => {
    const all = (await products()).products;
    const active = all.filter((p) => p.isActive);
    const page2 = await products('?active=true&page=2&limit=12');
    expect(page2).toMatchObject({ success: true, total: active.length, page: 2, pages: Math.ceil(active.length / 12) });
    expect(page2.products.map((p) => p._id)).toEqual(active.slice(12, 24).map((p) => p._id));

    const dslr = await products('?q=dSlR&active=true');
    expect(dslr.products.length).toBeGreaterThan(0);
    // names holding the search come first; then products matching it elsewhere (docs/product.md#search)
    const dslrNamed = active.filter((p) => /dslr/i.test(p.productName)).map((p) => p._id);
    expect(dslr.products.slice(0, dslrNamed.length).map((p) => p._id)).toEqual(expect.arrayContaining(dslrNamed));
    // category names are searched too (in=category is the same search now)
    const inCameras = all.filter((p) => p.category.name === 'Cameras').map((p) => p._id);
    const cameraSearch = await products('?q=cameras&limit=100');
    expect(cameraSearch.products.map((p) => p._id)).toEqual(expect.arrayContaining(inCameras));
    expect(await products('?q=cameras&in=category&limit=100')).toEqual(cameraSearch);

    const cameras = await seededCategory('cameras');
    const bySlug = await products('?category=cameras&limit=100');
    const byId = await products(`?category=${cameras._id}&limit=100`);
    expect(bySlug.products.map((p) => p._id)).toEqual(byId.products.map((p) => p._id));
    expect(bySlug.total).toBe(cameras.productCount);

    expect((await products('?limit=100000')).products.length).toBe(Math.min(100, all.length));
    expect(await categories('?q=AUD')).toMatchObject({ total: 1, page: 1, pages: 1 });
  });

  it('refuses bad list parameters with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?limit=abc', 'limit'],
      ['?active=maybe', 'active'],
    ]) {
      const res = await server.api(`/api/products${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: expect.stringMatching(new RegExp(`^${field}:`)) });
    }
    expect((await server.api('/api/categories?page=-2')).status).toBe(400);
  });

  it('the host answers list reads as the app would: the same bytes and headers, whichever built the entry (CORS and 304 included)', async () => {
    // the host takes `/api/products?…` only; the app answers `/api/products/?…`, from the same entry
    const headers = { 'accept-encoding': 'br', origin: 'http://elsewhere.test' };
    const comparable = (h: http.IncomingHttpHeaders) => {
      const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = h;
      return rest;
    };
    for (const [first, second] of [
      ['/api/products/?active=true&page=2&limit=5&q=e', '/api/products?active=true&page=2&limit=5&q=e'],
      ['/api/products?active=true&page=3&limit=5&q=e', '/api/products/?active=true&page=3&limit=5&q=e'],
      ['/api/categories/?page=1&limit=3', '/api/categories?page=1&limit=3'],
    ]) {
      const built = await rawGet(first, headers);
      const cached = await rawGet(second, headers);
      expect(built.status).toBe(200);
      expect(comparable(cached.headers)).toEqual(comparable(built.headers));
      expect(cached.body).toEqual(built.body);
      expect(cached.headers.vary).toMatch(/Accept-Encoding/);
      expect(cached.headers['x-content-type-options']).toBe('nosniff');
      const again = await rawGet(first, { ...headers, 'if-none-match': cached.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(cached.headers.etag);
    }
    // list queries the API refuses are still refused, with its message
    for (const refused of ['/api/products?page=0', '/api/products?q=a%01b', '/api/categories?limit=x']) {
      const res = await rawGet(refused, {});
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body.toString()).success).toBe(false);
    }
  });

  it('answers 304 to If-None-Match, compresses with br and gzip, and a write changes the ETag', async () => {
    const first = await rawGet('/api/products', { 'accept-encoding': 'identity' });
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect((await rawGet('/api/products', { 'if-none-match': etag })).status).toBe(304);

    const br = await rawGet('/api/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(first.body);
    const gz = await rawGet('/api/products', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(first.body);
    expect(gz.body.length).toBeLessThan(first.body.length / 3);

    const cats = await rawGet('/api/categories', {});
    const cameras = await seededCategory('cameras');
    const res = await server.api('/api/products', {
      method: 'POST',
      token: admin,
      body: await form(
        { name: 'Cache Test Camera', description: 'd', price: '10', stock: '1', category: cameras._id },
        { images: [await png(), await jpeg()] },
      ),
    });
    expect(res.status).toBe(201);
    const after = await rawGet('/api/products', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString()).products[0]._id).toBe(res.body.product._id);
    const catsAfter = await rawGet('/api/categories', { 'if-none-match': cats.headers.etag! });
    expect(catsAfter.status).toBe(200);
    expect(
      JSON.parse(catsAfter.body.toString()).categories.find((c: Category) => c._id === cameras._id).productCount,
    ).toBe(cameras.productCount + 1);
  });
});

describe('POST/PUT/PATCH/DELETE /api/categories', () => {
  it('needs an admin token: 401 without, 403 for a customer', async () => {
    const body = await form({ name: 'Drones', description: 'Flying cameras' }, { image: [await png()] });
    expect((await server.api('/api/categories', { method: 'POST', body })).status).toBe(401);
    const res = await server.api('/api/categories', { method: 'POST', token: customer, body });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    const some = await seededCategory('audio');
    expect(
      (await server.api(`/api/categories/${some._id}`, { method: 'PATCH', token: customer, json: { isActive: false } }))
        .status,
    ).toBe(403);
    expect((await server.api(`/api/categories/${some._id}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('creates with exactly one real image, serves it, edits, toggles and deletes', async () => {
    const before = await storedFiles();
    const created = await server.api('/api/categories', {
      method: 'POST',
      token: admin,
      body: await form({ name: 'Drones', description: 'Flying cameras', role: 'ignored' }, { image: [await jpeg()] }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Category created successfully' });
    const cat: Category = created.body.category;
    expect(cat).toMatchObject({
      name: 'Drones',
      slug: 'drones',
      description: 'Flying cameras',
      isActive: true,
      productCount: 0,
    });

    expect(cat.image).toMatch(storedImageUrl());
    const image = await rawGet(cat.image, {});
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.body.subarray(8, 12).toString()).toBe('WEBP');
    expect((await rawGet(cat.image, { 'if-none-match': image.headers.etag! })).status).toBe(304);

    const edited = await server.api(`/api/categories/${cat._id}`, {
      method: 'PUT',
      token: admin,
      body: await form({ name: 'Camera Drones', description: 'Flying cameras and parts' }, { image: [await png(3)] }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      success: true,
      message: 'Category updated successfully',
      category: { name: 'Camera Drones', slug: 'drones' },
    });
    expect((await rawGet(cat.image, {})).status).toBe(404);
    expect((await rawGet(edited.body.category.image, {})).status).toBe(200);

    const kept = await server.api(`/api/categories/${cat._id}`, {
      method: 'PUT',
      token: admin,
      body: await form({ description: 'Only text' }),
    });
    expect(kept.body.category).toMatchObject({
      name: 'Camera Drones',
      description: 'Only text',
      image: edited.body.category.image,
    });

    const off = await server.api(`/api/categories/${cat._id}`, {
      method: 'PATCH',
      token: admin,
      json: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ success: true, message: expect.any(String) });
    expect((await categories()).categories.find((c) => c._id === cat._id)!.isActive).toBe(false);

    const del = await server.api(`/api/categories/${cat._id}`, { method: 'DELETE', token: admin });
    expect(del.body).toEqual({ success: true, message: 'Category deleted successfully' });
    expect(await storedFiles()).toEqual(before);
    expect((await server.api(`/api/categories/${cat._id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });

  it('refuses bad input with 400/413/415 and stores nothing', async () => {
    const before = await storedFiles();
    // right after the last test's writes: as the admin, who always reads the latest
    const count = (await categories('', admin)).categories.length;
    const post = async (fields: Record<string, string>, images: File[]) =>
      server.api('/api/categories', { method: 'POST', token: admin, body: await form(fields, { image: images }) });
    const ok = { name: 'Wearables', description: 'Watches and bands' };

    const noName = await post({ description: 'x' }, [await png()]);
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/^name:/);
    expect((await post({ name: 'x' }, [await png()])).body.message).toMatch(/^description:/);
    expect(await post(ok, [])).toMatchObject({
      status: 400,
      body: { success: false, message: IMAGE_MESSAGES.categoryImageRequired },
    });
    expect(await post(ok, [await png(1), await png(2)])).toMatchObject({
      status: 400,
      body: { message: IMAGE_MESSAGES.categoryOneImage },
    });
    expect(await post(ok, [svg()])).toMatchObject({ status: 415, body: { message: IMAGE_MESSAGES.notAnImage } });
    expect((await post(ok, [textPng()])).status).toBe(415);
    const huge = file(Buffer.alloc(10 * 1024 * 1024 + 1, 7), 'huge.png');
    expect(await post(ok, [huge])).toMatchObject({ status: 413, body: { message: IMAGE_MESSAGES.tooLarge } });
    const json = await server.api('/api/categories', { method: 'POST', token: admin, json: ok });
    expect(json.status).toBe(400);

    expect((await categories('', admin)).categories.length).toBe(count);
    expect(await storedFiles()).toEqual(before);
  });

  it('PUT/PATCH/DELETE: 404 for unknown ids, 400 for a bad isActive, 409 while products use it', async () => {
    const put = await server.api('/api/categories/nope', {
      method: 'PUT',
      token: admin,
      body: await form({ name: 'x' }),
    });
    expect(put.status).toBe(404);
    expect(
      (await server.api('/api/categories/nope', { method: 'PATCH', token: admin, json: { isActive: true } })).status,
    ).toBe(404);
    const audio = await seededCategory('audio');
    const bad = await server.api(`/api/categories/${audio._id}`, {
      method: 'PATCH',
      token: admin,
      json: { isActive: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^isActive:/);
    const busy = await server.api(`/api/categories/${audio._id}`, { method: 'DELETE', token: admin });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toMatch(/products use it/);
    expect((await seededCategory('audio')).productCount).toBe(audio.productCount);
  });
});

describe('POST/PUT/PATCH/DELETE /api/products', () => {
  const fields = async (overrides: Record<string, string> = {}) => ({
    name: 'Test Speaker',
    description: 'Loud and clear.',
    price: '59.90',
    stock: '7',
    category: (await seededCategory('audio'))._id,
    discount: '-5%',
    ...overrides,
  });
  const create = async (f: Record<string, string>, images: File[], token = admin) =>
    server.api('/api/products', { method: 'POST', token, body: await form(f, { images }) });

  it('creates with PNG and JPEG images stored as WebP', async () => {
    const res = await create(await fields(), [await png(), await jpeg(), await png(2)]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Product created successfully' });
    const p: Product = res.body.product;
    expect(p).toMatchObject({
      name: 'Test Speaker',
      productName: 'Test Speaker',
      price: 59.9,
      stock: 7,
      discount: '-5%',
      isActive: true,
      category: { name: 'Audio' },
    });
    expect(p.images).toHaveLength(3);
    for (const image of p.images) {
      const got = await rawGet(image.url, {});
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
    }
    expect((await products()).products[0]._id).toBe(p._id);
  });

  it('401 and 403 before anything is read', async () => {
    expect((await create(await fields(), [await png(), await png(2)], '')).status).toBe(401);
    expect((await create(await fields(), [await png(), await png(2)], customer)).status).toBe(403);
  });

  it('400 names the field: name, price, stock, category', async () => {
    for (const [override, field] of [
      [{ name: '  ' }, 'name'],
      [{ price: '-1' }, 'price'],
      [{ price: 'cheap' }, 'price'],
      [{ stock: '1.5' }, 'stock'],
      [{ stock: '' }, 'stock'],
      [{ category: 'no-such-category' }, 'category'],
      [{ isActive: 'perhaps' }, 'isActive'],
    ] as const) {
      const res = await create(await fields(override), [await png(), await png(2)]);
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^${field}:`));
    }
  });

  it('needs 2..5 images; refuses fakes and oversized files; a failed write leaves no file and no row', async () => {
    const before = await storedFiles();
    const total = (await products()).products.length;
    expect(await create(await fields(), [await png()])).toMatchObject({
      status: 400,
      body: { message: IMAGE_MESSAGES.tooFewOnCreate },
    });
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => png(i)));
    expect(await create(await fields(), six)).toMatchObject({ status: 400, body: { message: IMAGE_MESSAGES.tooMany } });
    expect((await create(await fields(), [await png(), textPng()])).status).toBe(415);
    expect((await create(await fields(), [await jpeg(), svg()])).status).toBe(415);
    const huge = file(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'huge.jpg', 'image/jpeg');
    expect((await create(await fields(), [await png(), huge])).status).toBe(413);
    // the images are fine, the category vanished: the files written for it are removed again
    expect((await create(await fields({ category: 'missing' }), [await png(), await jpeg()])).status).toBe(400);
    expect(await storedFiles()).toEqual(before);
    expect((await products()).products.length).toBe(total);
  });

  it('edits: keeps existingImages, drops deletedImages, adds images, removes dropped files', async () => {
    const p: Product = (
      await create(await fields({ name: 'Editable Speaker' }), [await png(1), await png(2), await png(3)])
    ).body.product;
    const [a, b, c] = p.images;
    const res = await server.api(`/api/products/${p._id}`, {
      method: 'PUT',
      token: admin,
      body: await form(
        {
          ...(await fields({ name: 'Edited Speaker', price: '49', stock: '0', discount: '' })),
          existingImages: [JSON.stringify(a), JSON.stringify(b)],
          deletedImages: [b.public_id, c.public_id],
        },
        { images: [await jpeg(4)] },
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Product updated successfully' });
    const edited: Product = res.body.product;
    expect(edited).toMatchObject({
      name: 'Edited Speaker',
      productName: 'Edited Speaker',
      price: 49,
      stock: 0,
      discount: null,
    });
    expect(edited.images[0]).toEqual(a);
    expect(edited.images).toHaveLength(2);
    const files = await storedFiles();
    expect(files).toContain(fileOfUrl(a.url));
    expect(files).not.toContain(fileOfUrl(b.url));
    expect(files).not.toContain(fileOfUrl(c.url));
    expect((await rawGet(c.url, {})).status).toBe(404);

    const other = (await products()).products.find((x) => x._id !== p._id)!;
    const foreign = await server.api(`/api/products/${p._id}`, {
      method: 'PUT',
      token: admin,
      body: await form({ existingImages: JSON.stringify(other.images[0]) }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/^existingImages:/);
    const none = await server.api(`/api/products/${p._id}`, {
      method: 'PUT',
      token: admin,
      body: await form({ deletedImages: edited.images.map((i) => i.public_id) }),
    });
    expect(none).toMatchObject({ status: 400, body: { message: IMAGE_MESSAGES.tooFewAfterEdit } });
    const tooMany = await server.api(`/api/products/${p._id}`, {
      method: 'PUT',
      token: admin,
      body: await form({}, { images: await Promise.all([1, 2, 3, 4].map((i) => png(i))) }),
    });
    expect(tooMany).toMatchObject({ status: 400, body: { message: IMAGE_MESSAGES.tooMany } });
    expect(
      (await server.api('/api/products/nope', { method: 'PUT', token: admin, body: await form({ name: 'x' }) })).status,
    ).toBe(404);
    expect(
      (await server.api(`/api/products/${p._id}`, { method: 'PUT', token: customer, body: await form({ name: 'x' }) }))
        .status,
    ).toBe(403);
  });

  it('PATCH toggles isActive (hidden from active=true), DELETE removes row and files', async () => {
    const p: Product = (await create(await fields({ name: 'Short Lived Speaker' }), [await png(), await jpeg()])).body
      .product;
    const off = await server.api(`/api/products/${p._id}`, {
      method: 'PATCH',
      token: admin,
      json: { isActive: false },
    });
    expect(off).toMatchObject({ status: 200, body: { success: true } });
    expect((await products('?active=true&q=Short Lived')).total).toBe(0);
    expect((await products('?q=Short Lived')).products[0].isActive).toBe(false);
    expect((await server.api(`/api/products/${p._id}`, { method: 'PATCH', token: admin, json: {} })).status).toBe(400);
    expect(
      (await server.api('/api/products/nope', { method: 'PATCH', token: admin, json: { isActive: true } })).status,
    ).toBe(404);
    expect((await server.api(`/api/products/${p._id}`, { method: 'PATCH', json: { isActive: true } })).status).toBe(
      401,
    );

    expect((await server.api(`/api/products/${p._id}`, { method: 'DELETE', token: customer })).status).toBe(403);
    const del = await server.api(`/api/products/${p._id}`, { method: 'DELETE', token: admin });
    expect(del.body).toEqual({ success: true, message: 'Product deleted successfully' });
    const files = await storedFiles();
    for (const image of p.images) expect(files).not.toContain(fileOfUrl(image.url));
    expect((await server.api(`/api/products/${p._id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });
});

describe('/uploads', () => {
  it('serves nothing outside the upload dir and only exact keys', async () => {
    const outside = 'a'.repeat(32) + '.webp';
    await writeFile(path.join(server.dataDir, outside), 'secret');
    const [one] = await storedFiles();
    const full = (await storedFiles()).find((name) => /^[a-f0-9]{32}\.webp$/.test(name))!;
    for (const p of [
      `/uploads/..%2F${outside}`,
      `/uploads/%2e%2e%2f${outside}`,
      `/uploads/..%5C${outside}`,
      `/uploads/${encodeURIComponent(path.join(server.dataDir, outside))}`,
      '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2Fetc%2Fpasswd',
      `/uploads/${one.replace('.webp', '')}`,
      `/uploads/${one.toUpperCase()}`,
      `/uploads/${one}%00.png`,
      // only the copies' widths (src/lib/imageSrcset.ts)
      `/uploads/${full.replace('.webp', '-161.webp')}`,
      `/uploads/${full.replace('.webp', '-1600.webp')}`,
      '/uploads/',
    ]) {
      const res = await rawGet(p, {});
      expect(res.status, p).toBe(404);
      expect(res.body.toString()).not.toContain('secret');
      expect(res.body.toString()).not.toContain('root:');
    }
    expect((await rawGet(`/uploads/${one}`, {})).status).toBe(200);
    for (const width of [160, 400, 800])
      expect((await rawGet(`/uploads/${full.replace('.webp', `-${width}.webp`)}`, {})).status, `${width}`).toBe(200);
  });
});
