// The first page of the storefront catalogue (/products and the category routes) for their HTML,
// rendered on request: the same cached answer the island's own request for it would get, so the
// grid paints from the HTML and the island hydrates from it without fetching it again.
import { catalogApiParams, type CatalogState } from '../../lib/catalogState';
import { CATALOG_PAGE_SIZE, type ProductPage } from '../../lib/types';
import type { Db } from '../db/client';
import { describeForLog } from '../db/outage';
import { assertCleanRequestText } from '../http/controlText';
import { HttpError } from '../http/httpError';
import { log } from '../log';
import { catalogCache } from '../http/cache/responseCache';
import { parseProductListQuery, productListKey } from './listQuery';
import { pageProductsBody } from './productLists';
import { readCatalogVersion } from './version';

/** The page `state` shows (on a route limited to `category`), or null when it cannot be read
 *  now: the island then loads it itself and shows its own error state if that fails too. The
 *  island asks the API with the same parameters (../../lib/catalogState.ts), so both share one
 *  cache entry. */
export async function storefrontFirstPage(
  db: Db,
  request: Request,
  state: CatalogState,
  category?: string,
): Promise<ProductPage | null> {
  try {
    const params = catalogApiParams(state, CATALOG_PAGE_SIZE, category);
    assertCleanRequestText({}, params); // refused as the API refuses it, before any query
    const listing = parseProductListQuery(params);
    if (!listing.paged) return null;
    const version = await readCatalogVersion(db);
    const { products, total, page, pages, facets, didYouMean } = await catalogCache.read<ProductPage>(
      request,
      version,
      productListKey(listing),
      (imageBase) => pageProductsBody(db, listing, imageBase, version),
    );
    return { products, total, page, pages, facets, didYouMean };
  } catch (err) {
    // a search the API refuses (too long) is not worth a log line: the island shows its message
    if (!(err instanceof HttpError)) log.warn(`first page left to the browser: ${describeForLog(err)}`);
    return null;
  }
}
