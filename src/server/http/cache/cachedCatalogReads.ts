// The catalogue's reads as the endpoints and the pages rendered on request ask for them: each
// catalogue read (src/server/catalog) builds a body from data; here it is kept in the catalogue
// cache per key and catalogue version, with the image URLs of the request that asks.
import { catalogApiParams, type CatalogState } from '../../../lib/catalogState';
import { CATALOG_PAGE_SIZE, type Product, type ProductPage } from '../../../lib/types';
import { shopMenuEntries, type ShopCategory } from '../../../lib/menuRoutes';
import { getMenus } from '../../content/shellContent';
import { homeProductsBody, type HomeProducts } from '../../catalog/homeProducts';
import { menuCategories } from '../../catalog/menuCategories';
import { parseProductListQuery, productListKey } from '../../catalog/listQuery';
import type { ListRead } from '../../catalog/listReads';
import { pageProductsBody } from '../../catalog/productLists';
import { relatedProductsBody, type RelatedAnchor } from '../../catalog/relatedProducts';
import { readCatalogVersion } from '../../catalog/version';
import { siteGeneration } from '../../content/liveSite';
import type { Db } from '../../db/client';
import { describeForLog } from '../../db/outage';
import { log } from '../../log';
import { assertCleanRequestText } from '../controlText';
import { HttpError } from '../httpError';
import { catalogCache, type Build } from './responseCache';

/** The answer to `request` for `read`, from the cache or built once for the current version. */
export async function respondWithList(db: Db, request: Request, read: ListRead): Promise<Response> {
  const version = await readCatalogVersion(db);
  return catalogCache.respond(request, version, read.key, (imageBase) => read.build(db, version, imageBase));
}

/** For a page: the body kept under `key` at the current version, parsed; null when it cannot
 *  be read now (the page goes without, and says so where it must). */
async function readForPage<T>(db: Db, request: Request, key: string, build: Build, what: string): Promise<T | null> {
  try {
    return await catalogCache.read<T>(request, await readCatalogVersion(db), key, build);
  } catch (err) {
    log.warn(`${what} not read: ${describeForLog(err)}`);
    return null;
  }
}

/** The home page's lists, or null when they cannot be read now (the page then says so). The key
 *  names the day, so the 30-day window of best selling moves on without any write. */
export function readHomeProducts(db: Db, request: Request): Promise<HomeProducts | null> {
  const day = new Date().toISOString().slice(0, 10);
  const build: Build = (imageBase) => homeProductsBody(db, imageBase);
  return readForPage<HomeProducts>(db, request, `home ${day}`, build, 'home products');
}

/** The categories the menus list, kept per catalogue version; throws when they cannot be read
 *  now (the page decides what it shows without them). */
export async function readMenuCategories(db: Db, request: Request): Promise<ShopCategory[]> {
  const build: Build = async () => ({ categories: await menuCategories(db) });
  const version = await readCatalogVersion(db);
  return (await catalogCache.read<{ categories: ShopCategory[] }>(request, version, 'menu categories', build))
    .categories;
}

/** GET /api/menus/categories: the entries pages rendered on request add to the category menu,
 *  for built pages to append. They follow menus.yaml too, so the key names the published site. */
export async function respondWithMenuEntries(db: Db, request: Request): Promise<Response> {
  const build: Build = async () => ({
    success: true,
    categories: shopMenuEntries(await getMenus(), await menuCategories(db)),
  });
  const version = await readCatalogVersion(db);
  return catalogCache.respond(request, version, `menu entries ${siteGeneration()}`, build);
}

/** The related products of `product`; none when they cannot be read now (the page goes without). */
export async function readRelatedProducts(db: Db, request: Request, product: RelatedAnchor): Promise<Product[]> {
  const build: Build = (imageBase) => relatedProductsBody(db, product, imageBase);
  const key = `related ${product._id}`;
  const related = await readForPage<{ products: Product[] }>(db, request, key, build, 'related products');
  return related?.products ?? [];
}

/** The first page of the storefront catalogue (/products and the category routes) that `state`
 *  shows (on a route limited to `category`), or null when it cannot be read now: the island then
 *  loads it itself and shows its own error state if that fails too. The island asks the API with
 *  the same parameters (src/lib/catalogState.ts), so both share one cache entry, and the grid
 *  paints from the HTML without a second request. */
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
    const { products, total, page, pages, facets, didYouMean, suggestions } = await catalogCache.read<ProductPage>(
      request,
      version,
      productListKey(listing),
      (imageBase) => pageProductsBody(db, listing, imageBase, version),
    );
    return { products, total, page, pages, facets, didYouMean, suggestions };
  } catch (err) {
    // a search the API refuses (too long) is not worth a log line: the island shows its message
    if (!(err instanceof HttpError)) log.warn(`first page left to the browser: ${describeForLog(err)}`);
    return null;
  }
}
