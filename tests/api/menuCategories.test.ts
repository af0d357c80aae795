// The shop's own categories in the menus (docs/product.md#deliberate-changes, 28) on the real
// built server: a category the admin creates is in "All Categories" and the drawer of every page
// rendered on request, on /categories and in the sitemap, and answers at /<slug> at once; switched
// off or deleted, its route is a 404 and the menus drop it. The pages that show the menus are kept
// in the page cache, so each category write must renew them (the catalogue version). With two
// servers on PostgreSQL, a category created through one shows on the next page of the other.
// Pages built once append the same entries from GET /api/menus/categories, kept per catalogue
// version too, so each write changes its answer and its ETag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, usesPostgres, useTwoServers, type TestServer } from './harness';
import { pngBytes } from '../helpers/imageFixtures';
import { CATEGORY_PATHS } from '../helpers/specPaths';
import type { Category } from '../../src/lib/types';

let made = 0;
/** A name no other run or test uses, of letters only (its slug is its lower case). */
const uniqueName = (prefix: string) =>
  `${prefix} ${(Date.now() + made++).toString(36).replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)])}`;

async function createCategory(server: TestServer, token: string, name: string): Promise<Category> {
  const body = new FormData();
  body.append('name', name);
  body.append('description', `${name} for the menus`);
  body.append('image', new File([new Uint8Array(await pngBytes())], 'c.png', { type: 'image/png' }));
  const res = await server.api('/api/categories', { method: 'POST', token, body });
  expect(res.status, res.text).toBe(201);
  return res.body.category;
}

async function page(server: TestServer, path: string) {
  const res = await fetch(server.url + path);
  return { status: res.status, etag: res.headers.get('etag'), html: await res.text() };
}

type MenuEntries = { name: string; href: string }[];

/** GET /api/menus/categories once the answer satisfies `ok`: right after a write a shopper may get
 *  the answer from before it for at most a second (STALE_FOR_MS in
 *  src/server/http/cache/responseCache.ts). */
async function menuEntriesOnce(server: TestServer, ok: (entries: MenuEntries) => boolean) {
  const since = Date.now();
  for (;;) {
    const res = await server.api('/api/menus/categories');
    expect(res.status, res.text).toBe(200);
    if (ok(res.body.categories) || Date.now() - since > 3000) return res;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The category menu's HTML of a page (the desktop list; the HOME menu follows it) and the drawer's. */
const between = (html: string, from: string, to: string) => html.slice(html.indexOf(from), html.indexOf(to));
const categoryMenuOf = (html: string) => between(html, 'id="category-menu"', 'id="menu-home"');
const drawerOf = (html: string) => between(html, 'id="mobile-drawer"', '</dialog>');

describe("the database's categories in the menus and routes", () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer();
    admin = await server.adminToken();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a new category is in the menus, on /categories and in the sitemap, and its route answers at once', async () => {
    const name = uniqueName('Drones');
    const before = { home: await page(server, '/'), categories: await page(server, '/categories') };
    // kept pages: the same ETag until something changes
    expect((await page(server, '/')).etag).toBe(before.home.etag);
    expect((await page(server, '/categories')).etag).toBe(before.categories.etag);
    expect(before.home.html).not.toContain(name);

    const category = await createCategory(server, admin, name);
    const link = `<a href="/${category.slug}"`;
    const home = await page(server, '/');
    expect(home.etag).not.toBe(before.home.etag);
    expect(categoryMenuOf(home.html)).toContain(link);
    expect(categoryMenuOf(home.html)).toContain(name);
    expect(drawerOf(home.html)).toContain(name);
    const categories = await page(server, '/categories');
    expect(categories.etag).not.toBe(before.categories.etag);
    expect(categories.html).toContain(link);
    // after the fixed entries, which keep their places (the last of them: Headphones)
    const menu = categoryMenuOf((await page(server, '/products')).html);
    expect(menu.indexOf(link)).toBeGreaterThan(menu.indexOf('<a href="/headphones"'));
    expect(menu.indexOf('<a href="/headphones"')).toBeGreaterThan(menu.indexOf('<a href="/audio"'));

    const route = await page(server, `/${category.slug}`);
    expect(route.status).toBe(200);
    expect(route.html).toContain(`<title>${name} products`);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/${category.slug}</loc>`);

    // the spec's routes stay as menus.yaml has them
    for (const path of CATEGORY_PATHS) expect((await page(server, path)).status, path).toBe(200);
  });

  it('GET /api/menus/categories answers what the pages add to the fixed entries, revalidated after each write', async () => {
    const name = uniqueName('Drones');
    const first = await server.api('/api/menus/categories');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag')!;
    // the sample shop's own category, none of menus.yaml's
    expect(first.body.categories).toContainEqual({ name: 'Accessories', href: '/accessories' });
    expect(first.body.categories.map((entry: { href: string }) => entry.href)).not.toContain('/audio');
    const unchanged = await server.api('/api/menus/categories', { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);

    const { _id, slug } = await createCategory(server, admin, name);
    const entry = { name, href: `/${slug}` };
    const added = await menuEntriesOnce(server, (entries) => entries.length > first.body.categories.length);
    expect(added.body.categories).toEqual([...first.body.categories, entry]);
    expect(added.headers.get('etag')).not.toBe(etag);
    const since = await server.api('/api/menus/categories', { headers: { 'if-none-match': etag } });
    expect(since.status).toBe(200);

    await server.api(`/api/categories/${_id}`, { method: 'PATCH', token: admin, json: { isActive: false } });
    const dropped = await menuEntriesOnce(server, (entries) => entries.length === first.body.categories.length);
    expect(dropped.body.categories).toEqual(first.body.categories);
    await server.api(`/api/categories/${_id}`, { method: 'DELETE', token: admin });

    expect((await server.api('/api/menus/categories', { method: 'POST', json: {} })).status).toBe(405);
  });

  it('switched off, its route is a 404 and the menus drop it; on again, both are back; deleted, gone', async () => {
    const name = uniqueName('Gimbals');
    const { _id, slug } = await createCategory(server, admin, name);
    expect((await page(server, `/${slug}`)).status).toBe(200);
    const toggle = (isActive: boolean) =>
      server.api(`/api/categories/${_id}`, { method: 'PATCH', token: admin, json: { isActive } });

    expect((await toggle(false)).status).toBe(200);
    expect((await page(server, `/${slug}`)).status).toBe(404);
    expect((await page(server, '/')).html).not.toContain(name);
    expect((await page(server, '/categories')).html).not.toContain(name);

    expect((await toggle(true)).status).toBe(200);
    expect((await page(server, `/${slug}`)).status).toBe(200);
    expect((await page(server, '/categories')).html).toContain(name);

    expect((await server.api(`/api/categories/${_id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await page(server, `/${slug}`)).status).toBe(404);
    expect((await page(server, '/categories')).html).not.toContain(name);
    expect((await page(server, '/no-such-category')).status).toBe(404);
  });

  it("a category whose path is another page's links to the filtered catalogue, and that page stays", async () => {
    // "Cart" -> slug "cart" (or "cart-2" when a run before left one): /cart is the cart page
    const category = await createCategory(server, admin, 'Cart');
    const home = categoryMenuOf((await page(server, '/')).html);
    const entries = await menuEntriesOnce(server, (list) => list.some((entry) => entry.name === 'Cart'));
    if (category.slug === 'cart') {
      expect(home).toContain('<a href="/products?category=cart"');
      expect(entries.body.categories).toContainEqual({ name: 'Cart', href: '/products?category=cart' });
      const cart = await page(server, '/cart');
      expect(cart.status).toBe(200);
      expect(cart.html).not.toContain('Cart products');
    } else {
      expect(home).toContain(`<a href="/${category.slug}"`);
      expect(entries.body.categories).toContainEqual({ name: 'Cart', href: `/${category.slug}` });
    }
    await server.api(`/api/categories/${category._id}`, { method: 'DELETE', token: admin });
  });
});

describe.skipIf(!usesPostgres())('the menus with two servers on PostgreSQL', () => {
  const servers = useTwoServers();

  it('a category created through one server is in the next page of the other', async () => {
    const { a, b } = servers;
    const name = uniqueName('Rotors');
    const before = await page(b, '/categories');
    expect(before.html).not.toContain(name);
    const { slug } = await createCategory(a, await a.adminToken(), name);
    const after = await page(b, '/categories');
    expect(after.etag).not.toBe(before.etag);
    expect(after.html).toContain(`<a href="/${slug}"`);
    expect((await page(b, `/${slug}`)).status).toBe(200);
    const entries = await menuEntriesOnce(b, (list) => list.some((entry) => entry.name === name));
    expect(entries.body.categories).toContainEqual({ name, href: `/${slug}` });
  });
});
