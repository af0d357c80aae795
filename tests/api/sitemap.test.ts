// sitemap.xml past the protocol's 50,000 URLs a file: the built server, a catalogue of 50,000
// more active products written straight into its database, and every file it then serves.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../../src/server/db/client';
import { startServer, type TestServer } from './harness';

const BULK = 50_000;
const MAX_URLS_A_FILE = 50_000;

// 50,000 rows through the admin API would take minutes; the version bump makes the server
// read the catalogue and build its sitemap anew.
const ADD_BULK_PRODUCTS = `
  insert into products (id, name, product_name, slug, description, price_cents, stock, category_id, is_active)
  select 'bulk-' || g, 'Bulk ' || g, 'Bulk item ' || g, 'bulk-item-' || g, 'Made for the sitemap test.', 1000, 1,
    (select id from categories order by id limit 1), true
  from generate_series(1, ${BULK}) g;
  update catalog_version set version = version + 1, changed_at = clock_timestamp();`;

/** Runs `statements` on the stopped server's database: its own PostgreSQL database, or the
 *  embedded one in its data dir. */
async function writeDirectly(server: TestServer, statements: string) {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query(statements);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new PGlite(path.join(server.dataDir, 'pgdata'), { extensions: await pgliteExtensions() });
  try {
    await db.exec(statements);
  } finally {
    await db.close();
  }
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);

let server: TestServer;
/** the sample catalogue's products, active or not (by slug), before the bulk ones came */
const sample = { active: [] as string[], inactive: [] as string[] };

beforeAll(async () => {
  const first = await startServer();
  const { body } = await first.api('/api/products');
  for (const product of body.products as { slug: string; isActive: boolean }[]) {
    sample[product.isActive ? 'active' : 'inactive'].push(`/products/${encodeURIComponent(product.slug)}`);
  }
  await first.terminate();
  await writeDirectly(first, ADD_BULK_PRODUCTS);
  server = await startServer({}, { reuse: first });
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

describe('sitemap past 50,000 URLs', () => {
  it('becomes an index of numbered files that list every public page once, none over the limit', async () => {
    const index = await fetch(`${server.url}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('xml');
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex');
    expect(indexXml).not.toContain('<urlset');
    const files = locsOf(indexXml);
    expect(files).toEqual(['/sitemap-1.xml', '/sitemap-2.xml']);

    const pages: string[] = [];
    for (const file of files) {
      const res = await fetch(`${server.url}${file}`);
      expect(res.status, file).toBe(200);
      const xml = await res.text();
      expect(xml, file).toContain('<urlset');
      const locs = locsOf(xml);
      expect(locs.length, file).toBeGreaterThan(0);
      expect(locs.length, file).toBeLessThanOrEqual(MAX_URLS_A_FILE);
      pages.push(...locs);
    }
    expect(new Set(pages).size).toBe(pages.length);
    for (const page of [
      '/',
      '/products',
      '/faqs',
      '/contact-us',
      '/order-tracking',
      '/products/bulk-item-1',
      `/products/bulk-item-${BULK}`,
    ]) {
      expect(pages, page).toContain(page);
    }
    expect(pages.filter((page) => page.startsWith('/products/bulk-item-'))).toHaveLength(BULK);
    // every active product of the sample catalogue too, and no inactive one
    expect(sample.active.length).toBeGreaterThan(0);
    expect(sample.inactive.length).toBeGreaterThan(0);
    for (const page of sample.active) expect(pages).toContain(page);
    for (const page of sample.inactive) expect(pages).not.toContain(page);
    expect(pages.length).toBeGreaterThan(MAX_URLS_A_FILE);

    for (const missing of ['/sitemap-3.xml', '/sitemap-0.xml']) {
      expect((await fetch(`${server.url}${missing}`)).status, missing).toBe(404);
    }
  }, 120_000);
});
