// The storefront pages shoppers land on (a product page, /products, the category routes and the
// home page when it is rendered on request) show the catalogue and nothing of who asks: the
// header's account and cart state, the wishlist hearts and the cart button are filled in by
// islands in the browser. So one rendered page serves everyone: it is kept, compressed, in a
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
const CACHED_ROUTES = new Set(['/', '/products', '/products/[slug]', '/[...route]']);

export const isCachedRoute = (routePattern: string): boolean => CACHED_ROUTES.has(routePattern);

/** Paths whose pages depend on the signed-in user (the cart, checkout, the customer area, admin,
 *  the sign-in and account-mail pages). */
const USER_PAGES =
  /^\/(cart|checkout|dashboard|admin|auth|wishlist|order-tracking|forgot-password|reset-password|verify-email)(\/|$)/;

export const isUserPage = (pathname: string): boolean => USER_PAGES.test(pathname);

/** The home page reads no parameter at all. */
const READS_NO_PARAMS = /^\/$/;
const PRODUCT_PAGE = /^\/products\//;
/** A product page reads one, the variant it shows (`?variant=<sku>`, src/lib/variantChoice.ts):
 *  a SKU is the same whatever its case, and text no SKU can be shows the default variant. */
const SKU_SHAPE = /^[A-Z0-9][A-Z0-9._/-]{0,63}$/;

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
  if (mark < 0 || READS_NO_PARAMS.test(path)) return path;
  const params = new URLSearchParams(target.slice(mark + 1));
  if (PRODUCT_PAGE.test(path)) {
    const sku = params.get('variant')?.trim().toUpperCase() ?? '';
    return SKU_SHAPE.test(sku) ? `${path}?variant=${encodeURIComponent(sku)}` : path;
  }
  const shown = catalogParams(catalogStateOf(params, path === '/products')).toString();
  return shown ? `${path}?${shown}` : path;
}
const MAX_TARGET = 2048;

/** What else a page's HTML depends on: the shop's address for the request (image URLs hold it).
 *  A host the shop does not know gets the default address's pages, never entries of its own. */
export const pageScopeOf = (header: HeaderOf): string => shopOriginOf(header, 'http');

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
