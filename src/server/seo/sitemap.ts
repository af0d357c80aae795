// sitemap.xml, made on request so it follows the catalogue: the public pages, the category routes
// (the database's categories' too) and every active product page, regenerated only when the
// catalogue version changes. Left out: personal or
// noindex pages (/wishlist, /auth, /forgot-password, /dashboard, /admin, 404) and the theme's
// placeholder routes, which carry noindex until they get real content.
import { categoryRoutes } from '../../lib/menuRoutes';
import { getMenus } from '../content/shellContent';
import { productPath } from '../../lib/shopUrls';
import { activeProductSlugs } from '../catalog/productLists';
import { menuCategories } from '../catalog/menuCategories';
import { readCatalogVersion } from '../catalog/version';
import type { Db } from '../db/client';
import { sitemapDocuments } from './sitemapXml';

const STATIC_PAGES = [
  '/',
  '/products',
  '/categories',
  '/faqs',
  '/contact-us',
  '/order-tracking',
  '/terms-of-services',
  '/privacy-policy',
  '/refund-policy',
];

async function publicPaths(db: Db): Promise<string[]> {
  const products = (await activeProductSlugs(db)).map(productPath);
  const categories = categoryRoutes(await getMenus(await menuCategories(db))).map((route) => route.path);
  return [...new Set([...STATIC_PAGES, ...categories, ...products])];
}

type Documents = ReturnType<typeof sitemapDocuments>;
// one catalogue version for one origin: a second origin (another allowed host) makes it anew
const memo: { current: { version: number; origin: string; documents: Promise<Documents> } | null } = {
  current: null,
};

/** The sitemap documents of the current catalogue, at `origin` (src/server/seo/siteOrigin.ts). */
export async function currentSitemap(db: Db, origin: string): Promise<Documents> {
  const version = await readCatalogVersion(db);
  if (memo.current?.version !== version || memo.current.origin !== origin) {
    const documents = publicPaths(db).then((paths) => sitemapDocuments(paths, new URL(origin)));
    memo.current = { version, origin, documents };
    documents.catch(() => {
      if (memo.current?.documents === documents) memo.current = null;
    });
  }
  return memo.current.documents;
}

export const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8' };
