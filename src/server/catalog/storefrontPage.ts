// The first page of the storefront catalogue (/products and the category routes) for their HTML,
// rendered on request: the same cached answer the island's own request for it would get, so the
// grid paints from the HTML and the island hydrates from it without fetching it again.
import { CATALOG_PAGE_SIZE, type ProductPage } from '../../lib/types';
import type { Db } from '../db/client';
import { describeForLog } from '../db/outage';
import { assertCleanRequestText } from '../http/controlText';
import { HttpError } from '../http/httpError';
import { log } from '../log';
import { catalogCache } from './cache';
import { parseProductListQuery, productListKey } from './listQuery';
import { pageProductsBody } from './productLists';
import { readCatalogVersion } from './version';

/** What the island asks the API for; the cache key is the API's, so both share one entry. */
function storefrontListParams(query: { q: string; category?: string; page: number }): URLSearchParams {
  const params = new URLSearchParams({ active: 'true', page: String(query.page), limit: String(CATALOG_PAGE_SIZE) });
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.category) params.set('category', query.category);
  return params;
}

/** The first page for `q` (and a category), or null when it cannot be read now: the island then
 *  loads it itself and shows its own error state if that fails too. */
export async function storefrontFirstPage(
  db: Db,
  request: Request,
  query: { q: string; category?: string },
): Promise<ProductPage | null> {
  try {
    const params = storefrontListParams({ ...query, page: 1 });
    assertCleanRequestText({}, params); // refused as the API refuses it, before any query
    const listing = parseProductListQuery(params);
    if (!listing.paged) return null;
    const version = await readCatalogVersion(db);
    const { products, total, page, pages } = await catalogCache.read<ProductPage>(
      request,
      version,
      productListKey(listing),
      (imageBase) => pageProductsBody(db, listing, imageBase, version),
    );
    return { products, total, page, pages };
  } catch (err) {
    // a search the API refuses (too long) is not worth a log line: the island shows its message
    if (!(err instanceof HttpError)) log.warn(`first page left to the browser: ${describeForLog(err)}`);
    return null;
  }
}
