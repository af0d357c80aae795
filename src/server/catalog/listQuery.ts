// The list parameters of GET /api/products and GET /api/categories, on top of the one list
// parser (../http/listQuery.ts): products also filter by active, category (one or more), price,
// stock and sale, spec and option values (../../lib/facetFilters.ts), and sort
// (docs/api.md#sorting-and-filters).
import { z } from 'zod';
import { facetFiltersOf, FacetParamError, setFacetParams, type FacetFilters } from '../../lib/facetFilters';
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
  /** `spec.<key>` and `option.<Name>` values; unset: no such filter */
  facets?: FacetFilters;
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

/** The spec and option filters, the first bad one a 400 naming its parameter. */
function facetFilters(params: URLSearchParams): FacetFilters {
  try {
    return facetFiltersOf(params, true);
  } catch (err) {
    if (err instanceof FacetParamError) throw badRequest(err.message);
    throw err;
  }
}

export function parseProductListQuery(params: URLSearchParams): Listing<ProductListQuery> {
  const facets = facetFilters(params);
  const filtered = facets.specs.length > 0 || facets.options.length > 0;
  // a spec or option filter alone asks for the paged form, as any other filter does
  const paging = filtered && !params.has('page') ? new URLSearchParams([...params, ['page', '1']]) : params;
  const listing = parseListQuery(withCategoriesJoined(paging), productFilters);
  if (!listing.paged) return listing;
  const { q, page, limit, min, max } = listing;
  if (min !== undefined && max !== undefined && min >= max) throw badRequest('max: must be above min');
  const facetParams = new URLSearchParams();
  setFacetParams(facetParams, facets);
  // values match without regard to case: one cache entry for "Blue" and "blue"
  const key = filtered ? `${listing.key} ${facetParams.toString().toLowerCase()}` : listing.key;
  return {
    paged: true,
    key,
    facets,
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
