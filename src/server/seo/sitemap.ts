// sitemap.xml, made on request so it follows the catalogue: the public pages and every active
// product page, regenerated only when the catalogue version changes. Left out: personal or
// noindex pages (/wishlist, /auth, /forgot-password, /dashboard, /admin, 404) and the theme's
// placeholder routes, which carry noindex until they get real content.
import { categoryRoutes, getMenus } from '../../lib/shellContent';
import { activeProductSlugs } from '../catalog/productLists';
import { readCatalogVersion } from '../catalog/version';
import { getDb } from '../db/client';
import { perProcess } from '../perProcess';
import { sitemapDocuments } from './sitemapXml';

const STATIC_PAGES = ['/', '/products', '/faqs', '/terms-of-services', '/privacy-policy', '/refund-policy'];

async function publicPaths(): Promise<string[]> {
  const products = (await activeProductSlugs(await getDb())).map((slug) => `/products/${encodeURIComponent(slug)}`);
  const categories = categoryRoutes(await getMenus()).map((route) => route.path);
  return [...new Set([...STATIC_PAGES, ...categories, ...products])];
}

type Documents = ReturnType<typeof sitemapDocuments>;
const memo = perProcess<{ current: { version: number; documents: Promise<Documents> } | null }>('sitemap', () => ({
  current: null,
}));

/** The sitemap documents of the current catalogue, for the site's address (`site` in the Astro
 *  config, from SITE_URL). */
export async function currentSitemap(site: URL | undefined): Promise<Documents> {
  const base = site ?? new URL('http://localhost:4321');
  const version = await readCatalogVersion(await getDb());
  if (memo.current?.version !== version) {
    const documents = publicPaths().then((paths) => sitemapDocuments(paths, base));
    memo.current = { version, documents };
    documents.catch(() => {
      if (memo.current?.documents === documents) memo.current = null;
    });
  }
  return memo.current.documents;
}

export const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8' };
