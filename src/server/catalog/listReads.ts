// The catalogue's list reads, GET /api/products and GET /api/categories: what a query asks for,
// its cache key and how its body is built. One place for the API routes and for the host, which
// answers these reads itself (src/server/http/cache/catalogFastPath.ts), hit or miss; both keep
// the bodies in the catalogue cache.
import type { Category } from '../../lib/types';
import type { Db } from '../db/client';
import { categoryWithImageBase } from '../storage/imageUrls';
import { jsonPieces } from './jsonPieces';
import { listCategories, pageCategories } from './categories';
import { categoryListKey, parseCategoryListQuery, parseProductListQuery, productListKey } from './listQuery';
import { pageProductsBody, writeProductList } from './productLists';

export interface ListRead {
  /** the catalogue cache's key */
  key: string;
  /** the body at `version` with image URLs against `imageBase` (serialized JSON, pieces of it,
   *  or a value to serialize) */
  build: (db: Db, version: number, imageBase: string) => Promise<unknown>;
}

/** GET /api/products: throws the 400 of a bad parameter. */
export function productListRead(params: URLSearchParams): ListRead {
  const listing = parseProductListQuery(params);
  return {
    key: productListKey(listing),
    build: async (db, version, imageBase) =>
      listing.paged
        ? pageProductsBody(db, listing, imageBase, version)
        : jsonPieces((sink) => writeProductList(db, sink, imageBase)),
  };
}

/** GET /api/categories: throws the 400 of a bad parameter. */
export function categoryListRead(params: URLSearchParams): ListRead {
  const listing = parseCategoryListQuery(params);
  return {
    key: categoryListKey(listing),
    build: async (db, _version, imageBase) => {
      const absolute = (list: Category[]) => list.map((category) => categoryWithImageBase(category, imageBase));
      if (!listing.paged) return { success: true, categories: absolute(await listCategories(db)) };
      const { categories, ...page } = await pageCategories(db, listing);
      return { success: true, categories: absolute(categories), ...page };
    },
  };
}
