// The list parameters of GET /api/products and GET /api/categories, on top of the one list
// parser (../http/listQuery.ts): products also filter by active, category, and search the
// category name with in=category.
import { z } from 'zod';
import { parseListQuery, type Listing, type PageRequest } from '../http/listQuery';

export interface ProductListQuery extends PageRequest {
  active?: boolean;
  alsoCategoryName: boolean;
  /** category id or slug */
  category?: string;
}

const productFilters = {
  active: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  in: z.enum(['category'], { message: 'may only be "category"' }).optional(),
  category: z.string().trim().min(1).max(200).optional(),
};

export function parseProductListQuery(params: URLSearchParams): Listing<ProductListQuery> {
  const listing = parseListQuery(params, productFilters);
  if (!listing.paged) return listing;
  const { key, q, page, limit } = listing;
  return {
    paged: true,
    key,
    q,
    page,
    limit,
    active: listing.active === undefined ? undefined : listing.active === 'true',
    alsoCategoryName: listing.in === 'category',
    category: listing.category,
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
