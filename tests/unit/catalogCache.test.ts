import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { jsonPieces } from '../../src/server/catalog/jsonPieces';
import { CachedBody, CatalogCache, POPULAR_AFTER_HITS } from '../../src/server/http/cache/responseCache';
import { resetConfigForTests } from '../../src/server/config';
import { forgetCatalogVersion, noteCatalogVersion } from '../../src/server/catalog/version';
import { etagMatches, pickEncoding } from '../../src/server/http/encoding';

// a compression at the `popular` effort can be made to fail (see 'popular entries compressed again')
const fault = vi.hoisted(() => ({ popular: false }));
vi.mock('../../src/server/http/encoding', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/server/http/encoding')>();
  return {
    ...actual,
    compress: (...args: Parameters<typeof actual.compress>) =>
      fault.popular && args[2] === 'popular' ? Promise.reject(new Error('out of memory')) : actual.compress(...args),
  };
});

const big = {
  success: true,
  products: Array.from({ length: 200 }, (_, i) => ({ _id: `p${i}`, name: `Product ${i}` })),
};
const get = (headers: Record<string, string> = {}) =>
  new Request('http://shop.test/api/products', { headers: { host: 'shop.test', ...headers } });

// image URLs are made on the host a request names only when the shop knows it
beforeAll(() => {
  vi.stubEnv('ALLOWED_HOSTS', 'shop.test,other.test');
  resetConfigForTests();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describe('CatalogCache', () => {
  it('builds once per key and version, and rebuilds after the version changes', async () => {
    const cache = new CatalogCache();
    let builds = 0;
    const build = async () => ({ success: true, n: ++builds });
    const read = async (version: number) => (await cache.respond(get(), version, 'k', build)).json();
    expect(await read(1)).toEqual({ success: true, n: 1 });
    expect(await read(1)).toEqual({ success: true, n: 1 });
    expect(await read(2)).toEqual({ success: true, n: 2 });
    expect(builds).toBe(2);
  });

  it('shares one build between concurrent misses', async () => {
    const cache = new CatalogCache();
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 20));
      return { success: true };
    };
    await Promise.all(Array.from({ length: 5 }, () => cache.respond(get(), 1, 'k', build)));
    expect(builds).toBe(1);
  });

  it('forgets a failed build so the next request retries', async () => {
    const cache = new CatalogCache();
    await expect(cache.respond(get(), 1, 'k', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect((await cache.respond(get(), 1, 'k', async () => ({ ok: 1 }))).status).toBe(200);
  });

  it('answers 304 to a matching If-None-Match, and a new ETag after a write', async () => {
    const cache = new CatalogCache();
    const first = await cache.respond(get(), 7, 'k', async () => big);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const again = await cache.respond(get({ 'If-None-Match': etag }), 7, 'k', async () => big);
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const afterWrite = await cache.respond(get({ 'If-None-Match': etag }), 8, 'k', async () => big);
    expect(afterWrite.status).toBe(200);
    expect(afterWrite.headers.get('etag')).not.toBe(etag);
    const otherKey = await cache.respond(get(), 8, 'other', async () => big);
    expect(otherKey.headers.get('etag')).not.toBe(afterWrite.headers.get('etag'));
  });

  it('serves br or gzip by Accept-Encoding, identical JSON after decoding', async () => {
    const cache = new CatalogCache();
    const plain = await cache.respond(get(), 1, 'k', async () => big);
    const plainBytes = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    const br = await cache.respond(get({ 'Accept-Encoding': 'gzip, deflate, br' }), 1, 'k', async () => big);
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(plainBytes.length / 3);
    expect(brotliDecompressSync(brBytes)).toEqual(plainBytes);
    const gz = await cache.respond(get({ 'Accept-Encoding': 'gzip' }), 1, 'k', async () => big);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer()))).toEqual(plainBytes);
    expect(Number(gz.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('does not compress tiny bodies', async () => {
    const cache = new CatalogCache();
    const res = await cache.respond(get({ 'Accept-Encoding': 'br' }), 1, 'k', async () => ({
      success: true,
      products: [],
    }));
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});

describe('CatalogCache memory', () => {
  it('lets go of entries more than one version behind once a newer version is read', async () => {
    const cache = new CatalogCache();
    for (const key of ['a', 'b', 'c']) await cache.respond(get(), 1, key, async () => ({ key }));
    await cache.respond(get(), 2, 'a', async () => ({ key: 'a2' }));
    expect(cache.size).toBe(3); // b and c may still answer for a moment after the write
    await cache.respond(get(), 3, 'a', async () => ({ key: 'a3' }));
    expect(cache.size).toBe(1);
  });
});

describe('CatalogCache image URL bases', () => {
  it("gives the builder the request's image URL base and keeps one entry per base", async () => {
    const cache = new CatalogCache();
    const build = async (imageBase: string) => ({ image: `${imageBase}k.webp` });
    const other = new Request('http://other.test/api/products', { headers: { host: 'other.test' } });
    expect(await (await cache.respond(get(), 1, 'k', build)).json()).toEqual({
      image: 'http://shop.test/uploads/k.webp',
    });
    expect(await (await cache.respond(other, 1, 'k', build)).json()).toEqual({
      image: 'http://other.test/uploads/k.webp',
    });
    expect(cache.size).toBe(2);
  });
});

describe('CatalogCache: large bodies and its byte limit', () => {
  // over 1 MB in pieces cut between values, with stored image URLs in several of them
  const item = (i: number, base = '/uploads/') =>
    JSON.stringify({ _id: `p${i}`, images: [{ url: `${base}k${i}.webp` }], pad: 'x'.repeat(400) });
  const pieceOf = (from: number, base?: string) =>
    Array.from({ length: 1000 }, (_, i) => item(from + i, base)).join(', ');
  const pieces = (base?: string) => [
    '{"success":true,"products":[',
    pieceOf(0, base),
    ', ',
    pieceOf(1000, base),
    ', ',
    pieceOf(2000, base),
    ']}',
  ];
  const expected = () => pieces('http://shop.test/uploads/').join('');

  it('keeps a large body as gzip only and gives every encoding the same bytes', async () => {
    const cache = new CatalogCache();
    const build = async (base: string) =>
      jsonPieces(async (sink) => {
        for (const piece of pieces(base)) await sink.write(piece);
      });
    const plain = await cache.respond(get(), 1, 'all', build);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024 * 1024);
    expect(text).toBe(expected());
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    const entry = cache.current('http://shop.test/uploads/', 1, 'all')!;
    expect(entry.raw).toBeUndefined();
    expect(entry.weight).toBeLessThan(text.length / 5);
    const gz = await cache.respond(get({ 'Accept-Encoding': 'gzip' }), 1, 'all', build);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    const br = await cache.respond(get({ 'Accept-Encoding': 'br' }), 1, 'all', build);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    expect(await cache.read(get(), 1, 'all', build)).toEqual(JSON.parse(text));
  });

  it('keeps a small body written in pieces as it is', async () => {
    const cache = new CatalogCache();
    const small = async (base: string) =>
      jsonPieces(async (sink) => {
        for (const piece of ['{"products":[', item(1, base), ', ', item(2, base), ']}']) await sink.write(piece);
      });
    const text = await (await cache.respond(get(), 1, 'small', small)).text();
    expect(JSON.parse(text).products[1].images[0].url).toBe('http://shop.test/uploads/k2.webp');
    expect(cache.current('http://shop.test/uploads/', 1, 'small')!.raw?.toString()).toBe(text);
  });

  it('drops what a writer wrote before it started again, small or large', async () => {
    const cache = new CatalogCache();
    for (const [key, first] of [
      ['small', ['{"products":[', item(9)]],
      ['large', pieces().slice(0, 4)],
    ] as const) {
      let tries = 0;
      const restarting = async (base: string) =>
        jsonPieces(async (sink) => {
          tries++;
          for (const piece of first) await sink.write(piece.replaceAll('"p', '"stale-p'));
          sink.restart();
          for (const piece of pieces(base)) await sink.write(piece);
        });
      const plain = await cache.respond(get(), 1, key, restarting);
      expect(await plain.text(), key).toBe(expected());
      const gz = await cache.respond(get({ 'Accept-Encoding': 'gzip' }), 1, key, restarting);
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString(), key).toBe(expected());
      expect(tries, key).toBe(1);
    }
  });

  it('keeps nothing of a body whose writing fails, and builds it again on the next read', async () => {
    const cache = new CatalogCache();
    const failing = async () =>
      jsonPieces(async (sink) => {
        await sink.write(pieces()[0]);
        throw new Error('connection lost');
      });
    await expect(cache.respond(get(), 1, 'all', failing)).rejects.toThrow('connection lost');
    expect(cache.current('http://shop.test/uploads/', 1, 'all')).toBeUndefined();
    const again = await cache.respond(get(), 1, 'all', async () => ({ ok: true }));
    expect(await again.json()).toEqual({ ok: true });
  });

  it('forgets the oldest entries once they hold more than its byte limit, never the newest', async () => {
    const cache = new CatalogCache(2500);
    const body = (key: string) => async () => ({ key, pad: 'y'.repeat(1000) });
    for (const key of ['a', 'b', 'c']) await cache.respond(get(), 1, key, body(key));
    expect(cache.size).toBe(2);
    expect(cache.current('http://shop.test/uploads/', 1, 'a')).toBeUndefined();
    expect(cache.current('http://shop.test/uploads/', 1, 'c')).toBeDefined();
    await cache.respond(get(), 1, 'huge', async () => ({ pad: 'z'.repeat(5000) }));
    expect(cache.size).toBe(1);
    expect(cache.current('http://shop.test/uploads/', 1, 'huge')).toBeDefined();
  });
});

describe('CatalogCache after a write (stale while revalidate)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetCatalogVersion();
  });
  const slowBuild = (n: number, ms: number) => async () => {
    await new Promise((r) => setTimeout(r, ms));
    return { n };
  };
  const read = async (cache: CatalogCache, version: number, build: () => Promise<unknown>, headers = {}) =>
    (await cache.respond(get(headers), version, 'k', build)).json();

  it('answers from the version before while a slow rebuild runs, then from the new one', async () => {
    const cache = new CatalogCache();
    expect(await read(cache, 1, async () => ({ n: 1 }))).toEqual({ n: 1 });
    noteCatalogVersion(2); // a write committed just now
    let builds = 0;
    const build = async () => (builds++, slowBuild(2, 150)());
    const started = Date.now();
    expect(await read(cache, 2, build)).toEqual({ n: 1 });
    expect(await read(cache, 2, build)).toEqual({ n: 1 });
    expect(Date.now() - started).toBeLessThan(150);
    await new Promise((r) => setTimeout(r, 200));
    expect(await read(cache, 2, build)).toEqual({ n: 2 });
    expect(builds).toBe(1);
  });

  it('waits for a quick rebuild, so a small catalogue shows a write at once', async () => {
    const cache = new CatalogCache();
    await read(cache, 1, async () => ({ n: 1 }));
    noteCatalogVersion(2);
    expect(await read(cache, 2, async () => ({ n: 2 }))).toEqual({ n: 2 });
  });

  it('never answers from before a write to an admin (a request with a token)', async () => {
    const cache = new CatalogCache();
    await read(cache, 1, async () => ({ n: 1 }));
    noteCatalogVersion(2);
    expect(await read(cache, 2, slowBuild(2, 60), { Authorization: 'Bearer t' })).toEqual({ n: 2 });
  });

  it('waits once the write is more than a second old, or more than one write behind', async () => {
    const cache = new CatalogCache();
    await read(cache, 1, async () => ({ n: 1 }));
    noteCatalogVersion(2);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 1001);
    expect(await read(cache, 2, slowBuild(2, 60))).toEqual({ n: 2 });
    vi.restoreAllMocks();

    noteCatalogVersion(4); // two writes since the entry was built
    expect(await read(cache, 4, slowBuild(4, 60))).toEqual({ n: 4 });
  });

  it('keeps the version before when a rebuild fails, and tries again on the next read', async () => {
    const cache = new CatalogCache();
    await read(cache, 1, async () => ({ n: 1 }));
    noteCatalogVersion(2);
    const failing = async () => {
      await new Promise((r) => setTimeout(r, 30));
      throw new Error('db down');
    };
    expect(await read(cache, 2, failing)).toEqual({ n: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(await read(cache, 2, async () => ({ n: 2 }))).toEqual({ n: 2 });
  });
});

describe('CatalogCache: popular entries compressed again', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetCatalogVersion();
  });
  const BR = { 'Accept-Encoding': 'br' };
  const page = (n: number) =>
    new CachedBody(
      `<!doctype html><main>${Array.from({ length: 300 }, (_, i) => `<p class="card c${i % 7}">Item ${i * n} costs $${(i * 7.31).toFixed(2)}</p>`).join('')}</main>`,
      { 'Content-Type': 'text/html' },
    );
  /** the br body of key `k` as answered, once the compression under way (if any) is done */
  const brBody = async (cache: CatalogCache, version: number, n = 1) => {
    const res = await cache.respond(get(BR), version, 'k', async () => page(n));
    return { etag: res.headers.get('etag'), bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const settled = () => new Promise((r) => setTimeout(r, 300));

  it('gives an entry asked for often a smaller br body of the same text, with the same ETag', async () => {
    const cache = new CatalogCache(1_000_000, { precompress: true, staleForMs: 0 });
    const first = await brBody(cache, 1); // made: not a hit
    const weight = cache.weight;
    // answers 1 to POPULAR_AFTER_HITS get the quick body (the last one starts the compression)
    for (let hit = 1; hit <= POPULAR_AFTER_HITS; hit++) {
      expect((await brBody(cache, 1)).bytes).toEqual(first.bytes);
      await settled();
    }
    const later = await brBody(cache, 1);
    expect(later.etag).toBe(first.etag);
    expect(later.bytes.length).toBeLessThan(first.bytes.length);
    expect(brotliDecompressSync(later.bytes)).toEqual(brotliDecompressSync(first.bytes));
    expect(cache.weight).toBe(weight - (first.bytes.length - later.bytes.length));
  });

  it('leaves an entry of a version written just now as it is', async () => {
    const cache = new CatalogCache(1_000_000, { precompress: true, staleForMs: 0 });
    noteCatalogVersion(5); // a write committed just now: the entry may not live long
    const first = await brBody(cache, 5);
    for (let hit = 0; hit < POPULAR_AFTER_HITS + 2; hit++) await brBody(cache, 5);
    await settled();
    expect((await brBody(cache, 5)).bytes).toEqual(first.bytes);

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000); // the version has stood a minute
    await brBody(cache, 5);
    await settled();
    vi.restoreAllMocks();
    expect((await brBody(cache, 5)).bytes.length).toBeLessThan(first.bytes.length);
  });

  it('keeps the quick body when compressing it again fails', async () => {
    const cache = new CatalogCache(1_000_000, { precompress: true, staleForMs: 0 });
    fault.popular = true;
    try {
      const first = await brBody(cache, 1);
      const weight = cache.weight;
      for (let hit = 0; hit <= POPULAR_AFTER_HITS; hit++) await brBody(cache, 1);
      await settled();
      expect((await brBody(cache, 1)).bytes).toEqual(first.bytes);
      expect(cache.weight).toBe(weight);
    } finally {
      fault.popular = false;
    }
  });

  it('does not count an entry replaced meanwhile against the limit', async () => {
    const cache = new CatalogCache(1_000_000, { precompress: true, staleForMs: 0 });
    for (let hit = 0; hit <= POPULAR_AFTER_HITS; hit++) await brBody(cache, 1);
    // the compression is under way; a write replaces the entry before it ends
    await brBody(cache, 2, 2);
    const weightOfNew = cache.weight;
    await settled();
    expect(cache.weight).toBe(weightOfNew);
  });
});

describe('pickEncoding and etagMatches', () => {
  it('honours q-values and refusals', () => {
    expect(pickEncoding(null)).toBe('identity');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('gzip;q=0')).toBe('identity');
  });
  it('compares weakly and accepts lists and *', () => {
    expect(etagMatches('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('*', 'W/"b"')).toBe(true);
    expect(etagMatches('"c"', 'W/"b"')).toBe(false);
    expect(etagMatches(null, 'W/"b"')).toBe(false);
  });
});
