// Absolute URLs of pages (canonical, Open Graph, robots.txt, the sitemap) name the address the
// shop is served on: PUBLIC_URL when set, else the request's own origin when its host is
// allowed, else http://localhost:PORT; never a host a client made up, nor a port it is not on
// (the build here has no SITE_URL or PUBLIC_URL: pages built once link relatively).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** GET with a Host header of our choosing (fetch will not send one). */
function getText(base: TestServer, pathname: string, host?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(base.url + pathname, { headers: host ? { Host: host } : {} }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];

describe('absolute URLs of pages', () => {
  it('a page rendered on request names the origin it was served on, if its host is allowed', async () => {
    const html = await getText(server, '/products');
    expect(canonicalOf(html)).toBe(`${server.url}/products`);
    expect(ogUrlOf(html)).toBe(`${server.url}/products`);
    const other = await getText(server, '/products', `localhost:${server.port}`);
    expect(canonicalOf(other)).toBe(`http://localhost:${server.port}/products`);
  });

  it('a host the shop does not know reaches no link: the default address stands in', async () => {
    const html = await getText(server, '/products', 'evil.example:9999');
    expect(canonicalOf(html)).toBe(`http://localhost:${server.port}/products`);
    expect(html).not.toContain('evil.example');
    const robots = await getText(server, '/robots.txt', 'evil.example');
    expect(robots).toContain(`Sitemap: http://localhost:${server.port}/sitemap.xml`);
  });

  it('a page built once links relatively; robots.txt and the sitemap are absolute at the served origin', async () => {
    const faqs = await getText(server, '/faqs');
    expect(canonicalOf(faqs)).toBe('/faqs');
    expect(ogUrlOf(faqs)).toBeUndefined();
    expect(faqs).not.toContain('localhost:4321');
    expect(await getText(server, '/robots.txt')).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    const locs = [...(await getText(server, '/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) expect(loc.startsWith(`${server.url}/`), loc).toBe(true);
  });

  it('PUBLIC_URL, when set, is every absolute URL', async () => {
    const public_ = await startServer({ PUBLIC_URL: 'https://shop.example' });
    try {
      const html = await getText(public_, '/products');
      expect(canonicalOf(html)).toBe('https://shop.example/products');
      expect(await getText(public_, '/robots.txt')).toContain('Sitemap: https://shop.example/sitemap.xml');
    } finally {
      await public_.stop();
    }
  });
});
