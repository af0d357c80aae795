// The list parameters of GET /api/products and GET /api/categories, on top of the one list
// parser (../http/listQuery.ts): products also filter by active, category (one or more), price,
// stock and sale, and sort (docs/api.md#sorting-and-filters).
import { z } from 'zod';
import { parseCents } from '../../lib/money';
import { PRODUCT_SORTS, type ProductSort } from '../../lib/types';
import { badRequest } from '../http/httpError';
import { parseListQuery, type Listing, type PageRequest } from '../http/listQuery';

export interface ProductListQuery extends PageRequest {
  active?: boolean;
  /** category ids or slugs; empty: every category */
  categories: string[];
  /** the price band asked for, in cents: min inclusive, max exclusive */
  min?: number;
  max?: number;
  inStock: boolean;
  onSale: boolean;
  /** unset: by relevance with a search, newest first without */
  sort?: ProductSort;
}

/** Categories one list may name at most. */
const MAX_CATEGORIES = 20;
const PRICE = 'must be a price: a number of at least 0 with at most 2 decimals';
const price = () =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, PRICE)
    .transform((v) => parseCents(v));
const flag = () => z.enum(['1', '0'], { message: 'must be 1 or 0' }).optional();

const productFilters = {
  active: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  // category names are always searched now; kept so links that name it keep working
  in: z.enum(['category'], { message: 'may only be "category"' }).optional(),
  category: z
    .string()
    .trim()
    .max(2000)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length <= MAX_CATEGORIES, `may name at most ${MAX_CATEGORIES} categories`)
    .refine((list) => list.every((part) => part.length <= 200), 'names a category longer than 200 characters')
    .optional(),
  sort: z.enum(PRODUCT_SORTS, { message: `must be one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
  min: price().optional(),
  max: price().optional(),
  inStock: flag(),
  onSale: flag(),
};

/** `category` given more than once counts as one comma-separated list. */
function withCategoriesJoined(params: URLSearchParams): URLSearchParams {
  const named = params.getAll('category');
  if (named.length < 2) return params;
  const joined = new URLSearchParams(params);
  joined.set('category', named.join(','));
  return joined;
}

export function parseProductListQuery(params: URLSearchParams): Listing<ProductListQuery> {
  const listing = parseListQuery(withCategoriesJoined(params), productFilters);
  if (!listing.paged) return listing;
  const { key, q, page, limit, min, max } = listing;
  if (min !== undefined && max !== undefined && min >= max) throw badRequest('max: must be above min');
  return {
    paged: true,
    key,
    q,
    page,
    limit,
    active: listing.active === undefined ? undefined : listing.active === 'true',
    categories: listing.category ?? [],
    min,
    max,
    inStock: listing.inStock === '1',
    onSale: listing.onSale === '1',
    sort: listing.sort,
  };
}

export function parseCategoryListQuery(params: URLSearchParams): Listing<PageRequest> {
  return parseListQuery(params);
}

/** The catalogue cache's key for a product list read: one for the API, the pages and the host. */
export function productListKey(listing: Listing<ProductListQuery>): string {
  return `products ${listing.paged ? listing.key : 'all'}`;
}

/** The catalogue cache's key for a category list read. */
export function categoryListKey(listing: Listing<PageRequest>): string {
  return `categories ${listing.paged ? listing.key : 'all'}`;
}
