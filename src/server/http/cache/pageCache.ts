// The storefront pages shoppers land on (a product page, /products, the category routes,
// /categories and the home page when it is rendered on request) show the catalogue and nothing of
// who asks: the header's account and cart state, the wishlist hearts and the cart button are
// filled in by the browser. So one rendered page serves everyone: it is kept, compressed, in a
// second instance of the catalogue cache (responseCache.ts), keyed by what it shows and the
// catalogue version, and answered with an ETag and CDN headers (docs/operations.md#page-cache).
//
// Filled by the app (src/middleware.ts renders a page once per key and version, as an anonymous
// request); answered by the production host before the app on a hit (src/host/start.ts), like
// the catalogue's fast path (catalogFastPath.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from '../../db/client';
import { catalogParams, catalogStateOf } from '../../../lib/catalogState';
import { edgeHeaders } from '../edge';
import { nodeHeaders, shopOriginOf, type HeaderOf } from '../proxyTrust';
import { sendEntry } from './hostAnswer';
import { CatalogCache, type Entry } from './responseCache';
import { readCatalogVersion } from '../../catalog/version';
import { siteGeneration } from '../../content/liveSite';
import { VARIANT_LIMITS } from '../../../lib/forms/variants';

/** What the kept pages may hold in all (raw, br and gzip counted): a product page is ~50 KB
 *  raw and ~10 KB in each encoding, so some 500 pages. */
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 2000;

/**
 * Browsers store a page but ask again each time (a 304 while the catalogue is unchanged); a CDN
 * may answer from its copy for 5 s and then, while it asks again, 10 s more: a price change
 * reaches every shopper behind a CDN within 15 s, and the checkout prices the cart on the server
 * whatever page a shopper saw (docs/operations.md#page-cache).
 */
export const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=10';
/** Pages that show the signed-in user's own things: never stored by a browser or a CDN. */
export const USER_PAGE_CACHE_CONTROL = 'no-store';

export const pageCache = new CatalogCache(MAX_BYTES, {
  maxEntries: MAX_ENTRIES,
  // a page is the HTML of one version: a write shows on the next request, on every server
  staleForMs: 0,
  precompress: true,
  cacheControl: CACHED_PAGE_CACHE_CONTROL,
});

/** The Astro routes whose pages are kept (the category routes are `/[...route]`, whose not-found
 *  answers are not: only a 200 is kept). */
const CACHED_ROUTES = new Set(['/', '/products', '/products/[slug]', '/[...route]', '/categories']);

export const isCachedRoute = (routePattern: string): boolean => CACHED_ROUTES.has(routePattern);

/** Paths whose pages depend on the signed-in user (the cart, checkout, the customer area, admin,
 *  the sign-in and account-mail pages) or carry a mailed link's token (the newsletter's). */
const USER_PAGES =
  /^\/(cart|checkout|dashboard|admin|auth|wishlist|order-tracking|forgot-password|reset-password|verify-email|newsletter)(\/|$)/;

export const isUserPage = (pathname: string): boolean => USER_PAGES.test(pathname);

const PRODUCT_PAGE = /^\/products\/[^/]+$/;

/**
 * A product page reads one parameter, `variant` (a SKU: the page shows that variant's price,
 * stock and images, docs/operations.md#page-cache); its key holds it, so each SKU gets its page. A
 * product's SKUs are few (VARIANT_LIMITS.variants), but `variant` could be anything: the key
 * only says which SKU was asked for, and the page is kept under it only once the app found it to
 * be exactly a SKU of that product (`variantOfPageKey`, src/middleware.ts). Any other value is
 * rendered for its request and not kept, so made-up values never fill the cache. A value
 * longer than any SKU is not taken at all.
 */
function productPageKey(path: string, query: string): string | null {
  const sku = new URLSearchParams(query).get('variant');
  if (!sku) return path;
  if (sku.length > VARIANT_LIMITS.sku) return null;
  return `${path}?${new URLSearchParams({ variant: sku })}`;
}

/** The product slug and SKU of a product page's key that names a variant; null for any other key. */
export function variantOfPageKey(key: string): { slug: string; sku: string } | null {
  const mark = key.indexOf('?');
  if (mark < 0 || !PRODUCT_PAGE.test(key.slice(0, mark))) return null;
  const sku = new URLSearchParams(key.slice(mark + 1)).get('variant');
  return sku ? { slug: key.slice('/products/'.length, mark), sku } : null;
}

/**
 * The page key of a request target (`/path?query`): the path and what the page shows for its
 * query, read by the same function the catalogue pages read it with (src/lib/catalogState.ts),
 * in its own order. So tracking parameters, repeats, bad values and any other parameter the
 * pages ignore share the entry of the page they show, and a parameter a page starts to read is
 * in the key the moment it is read. Null: a target the cache does not take (too long).
 */
export function pageKeyOf(target: string): string | null {
  if (target.length > MAX_TARGET) return null;
  const mark = target.indexOf('?');
  const path = mark < 0 ? target : target.slice(0, mark);
  // the home page and /categories read no parameter at all
  if (mark < 0 || path === '/' || path === '/categories') return path;
  if (PRODUCT_PAGE.test(path)) return productPageKey(path, target.slice(mark + 1));
  const params = new URLSearchParams(target.slice(mark + 1));
  const shown = catalogParams(catalogStateOf(params, path === '/products')).toString();
  return shown ? `${path}?${shown}` : path;
}
const MAX_TARGET = 2048;

/** What else a page's HTML depends on: the shop's address for the request (image URLs hold it)
 *  and the published content its shell shows (a publish makes every kept page old at once).
 *  A host the shop does not know gets the default address's pages, never entries of its own. */
export const pageScopeOf = (header: HeaderOf): string => `${siteGeneration()} ${shopOriginOf(header, 'http')}`;

/** Answers `req` from a kept page of the current catalogue version; false: the app answers it
 *  (and keeps the page if it may). */
export async function answerFromPageCache(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
  const key = pageKeyOf(req.url);
  const scope = pageScopeOf(nodeHeaders(req));
  // most requests (built files, other pages) have nothing kept: no version read for them
  if (key === null || !pageCache.holds(scope, key)) return false;
  let entry: Entry | undefined;
  try {
    entry = pageCache.current(scope, await readCatalogVersion(await getDb()), key);
  } catch {
    return false; // the database is away: the app answers
  }
  if (!entry) return false;
  await sendEntry(req, res, entry, edgeHeaders(req.url.split('?')[0], null));
  return true;
}
