// The optional `?q=&page=&limit=` of every list call (plus each list's own filters). Without any
// of them a list answers in full (the product's clients read whole lists, docs/api.md#lists); with any of them it
// answers one page plus total/page/pages. The normalized form doubles as a cache key.
import { z } from 'zod';
import { parseWith } from './endpoint';

/** one page size for every list: the catalogue's 12 (docs/product.md#limits); tables send their own */
const DEFAULT_PAGE_SIZE = 12;
/** a larger limit is capped rather than refused: clients asking for "everything" still get an answer */
export const MAX_PAGE_SIZE = 100;

const POSITIVE = 'must be a whole number of at least 1';
const positiveInt = () =>
  z
    .string()
    .regex(/^\d{1,9}$/, POSITIVE)
    .transform(Number)
    .pipe(z.number().int().min(1, POSITIVE));

const pageShape = {
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: positiveInt().optional(),
  limit: positiveInt().optional(),
};

export interface PageRequest {
  q: string;
  page: number;
  limit: number;
}

export const offsetOf = (req: Pick<PageRequest, 'page' | 'limit'>) => (req.page - 1) * req.limit;

export type Listing<T> = { paged: false } | ({ paged: true; key: string } & T);

/** The schema of each list's filters, made once: a zod object is compiled on its first parse,
 *  which cost every list read as much again as the parse. */
const schemas = new WeakMap<object, z.ZodType>();
const NO_FILTERS = {};
const schemaOf = (filters: Record<string, z.ZodType>) => {
  let schema = schemas.get(filters);
  if (!schema) schemas.set(filters, (schema = z.object({ ...pageShape, ...filters })));
  return schema;
};

/**
 * Parses the page parameters and the list's own `filters` (each an optional string schema).
 * Only keys we know count: `?_=123` cache-busters neither page the answer nor split the cache.
 */
export function parseListQuery<F extends Record<string, z.ZodType<unknown, string | undefined>>>(
  params: URLSearchParams,
  filters: F = NO_FILTERS as F,
): Listing<PageRequest & { [K in keyof F]?: z.output<F[K]> }> {
  const keys = ['q', 'page', 'limit', ...Object.keys(filters)];
  if (!keys.some((key) => params.has(key))) return { paged: false };
  const present: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') present[key] = value;
  }
  const parsed = parseWith(schemaOf(filters), present) as Record<string, unknown> & {
    q?: string;
    page?: number;
    limit?: number;
  };
  const page = parsed.page ?? 1;
  const limit = Math.min(parsed.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const query = { ...parsed, q: parsed.q ?? '', page, limit };
  const key = JSON.stringify(keys.map((k) => query[k as keyof typeof query] ?? null));
  return { paged: true, key, ...(query as PageRequest & { [K in keyof F]?: z.output<F[K]> }) };
}

/** For lists that are always paged (orders): without parameters, the first page. */
export function parsePageQuery<F extends Record<string, z.ZodType<unknown, string | undefined>>>(
  params: URLSearchParams,
  filters: F = NO_FILTERS as F,
): PageRequest & { [K in keyof F]?: z.output<F[K]> } {
  type Query = PageRequest & { [K in keyof F]?: z.output<F[K]> };
  const listing = parseListQuery(params, filters);
  if (!listing.paged) return { q: '', page: 1, limit: DEFAULT_PAGE_SIZE } as Query;
  const { paged: _paged, key: _key, ...query } = listing;
  return query as Query;
}

export function pageInfo(total: number, req: Pick<PageRequest, 'page' | 'limit'>) {
  return { total, page: req.page, pages: Math.ceil(total / req.limit) };
}
