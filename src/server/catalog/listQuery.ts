// The optional list parameters of GET /api/products and GET /api/categories. Without any of
// them the answer is the contract's plain list; with any of them it is one page plus
// total/page/pages. The normalized form doubles as the response-cache key.
import { z } from 'zod';
import { parseWith } from '../http/endpoint';
import { MAX_PAGE_SIZE } from '../http/paging';

export { containsPattern } from '../http/paging';

/** the storefront's page size (spec section 9) */
export const DEFAULT_PAGE_SIZE = 12;

const LIST_KEYS = ['q', 'page', 'limit', 'active', 'in', 'category'] as const;

const POSITIVE = 'must be a whole number of at least 1';
const positiveInt = () =>
  z.string().regex(/^\d{1,9}$/, POSITIVE).transform(Number).pipe(z.number().int().min(1, POSITIVE));

const productListSchema = z.object({
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: positiveInt().optional(),
  limit: positiveInt().optional(),
  active: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  in: z.enum(['category'], { message: 'may only be "category"' }).optional(),
  category: z.string().trim().min(1).max(200).optional(),
});

const categoryListSchema = productListSchema.pick({ q: true, page: true, limit: true });

export interface PageRequest {
  q: string;
  page: number;
  limit: number;
}

export interface ProductListQuery extends PageRequest {
  active?: boolean;
  alsoCategoryName: boolean;
  /** category id or slug */
  category?: string;
}

export type Listing<T> = { paged: false } | ({ paged: true; key: string } & T);

/** Only keys we know count; `?_=123` cache-busters neither page the answer nor split the cache. */
function present(params: URLSearchParams, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') out[key] = value;
  }
  return out;
}

function isPaged(params: URLSearchParams, keys: readonly string[]): boolean {
  return keys.some((key) => params.has(key));
}

function pageOf(parsed: { q?: string; page?: number; limit?: number }): PageRequest {
  return { q: parsed.q ?? '', page: parsed.page ?? 1, limit: Math.min(parsed.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) };
}

export function parseProductListQuery(params: URLSearchParams): Listing<ProductListQuery> {
  if (!isPaged(params, LIST_KEYS)) return { paged: false };
  const parsed = parseWith(productListSchema, present(params, LIST_KEYS));
  const query: ProductListQuery = {
    ...pageOf(parsed),
    active: parsed.active === undefined ? undefined : parsed.active === 'true',
    alsoCategoryName: parsed.in === 'category',
    category: parsed.category,
  };
  const key = JSON.stringify([query.q, query.page, query.limit, query.active ?? null, query.alsoCategoryName, query.category ?? null]);
  return { paged: true, key, ...query };
}

export function parseCategoryListQuery(params: URLSearchParams): Listing<PageRequest> {
  const keys = ['q', 'page', 'limit'] as const;
  if (!isPaged(params, keys)) return { paged: false };
  const query = pageOf(parseWith(categoryListSchema, present(params, keys)));
  return { paged: true, key: JSON.stringify([query.q, query.page, query.limit]), ...query };
}

export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}
