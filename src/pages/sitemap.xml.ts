// sitemap.xml, made on request so it follows the catalogue: the public pages and every active
// product page (regenerated only when the catalogue version changes). Left out: personal or
// noindex pages (/wishlist, /auth, /forgot-password, /dashboard, /admin, 404) and the theme's
// placeholder routes, which carry noindex until they get real content.
import type { APIRoute } from 'astro';
import { categoryRoutes, getMenus } from '../lib/shellContent';
import { getDb } from '../server/db/client';
import { activeProductSlugs } from '../server/catalog/productLists';
import { readCatalogVersion } from '../server/catalog/version';

export const prerender = false;

let memo: { version: number; body: Promise<string> } | null = null;

const STATIC_PAGES = ['/', '/products', '/faqs', '/terms-of-services', '/privacy-policy', '/refund-policy'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function sitemap(base: URL): Promise<string> {
  const db = await getDb();
  const menus = await getMenus();
  const productPaths = (await activeProductSlugs(db)).map((slug) => `/products/${encodeURIComponent(slug)}`);
  const paths = [...new Set([...STATIC_PAGES, ...categoryRoutes(menus).map((route) => route.path), ...productPaths])];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, base).href)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export const GET: APIRoute = async ({ site }) => {
  const version = await readCatalogVersion(await getDb());
  if (memo?.version !== version) {
    memo = { version, body: sitemap(site ?? new URL('http://localhost:4321')) };
    memo.body.catch(() => (memo = null));
  }
  return new Response(await memo.body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
