// What a catalogue page shows, as its URL says it (/products?q=&sort=&min=&max=&inStock=1&
// onSale=1&category=&spec.<key>=&option.<Name>=&page=): read by the server for the first render and by the island on
// Back/Forward, written by the island on every choice. A value the API would refuse is left
// out here, so a hand-edited URL shows the default instead of an error (docs/product.md#catalogue).
import { facetFiltersOf, setFacetParams, type FacetFilters } from './facetFilters';
import { PRODUCT_SORTS, type ProductSort } from './types';

export interface CatalogState {
  q: string;
  /** unset: relevance with a search, newest without */
  sort?: ProductSort;
  min?: number;
  max?: number;
  inStock: boolean;
  onSale: boolean;
  /** category slugs chosen in the filter panel (/products only) */
  categories: string[];
  /** spec and option values and ranges (./facetFilters.ts) */
  facets: FacetFilters;
  /** 1-based */
  page: number;
}

const PRICE = /^\d{1,9}(\.\d{1,2})?$/;
const MAX_CATEGORIES = 20;

const priceOf = (value: string | null) => (value !== null && PRICE.test(value.trim()) ? Number(value) : undefined);

export function catalogStateOf(params: URLSearchParams, withCategories = true): CatalogState {
  const sort = params.get('sort');
  let min = priceOf(params.get('min'));
  let max = priceOf(params.get('max'));
  if (min !== undefined && max !== undefined && min >= max) [min, max] = [undefined, undefined];
  const page = Number(params.get('page'));
  const categories = withCategories
    ? [
        ...new Set(
          params
            .getAll('category')
            .flatMap((value) => value.split(','))
            .map((slug) => slug.trim())
            .filter((slug) => slug && slug.length <= 200),
        ),
      ].slice(0, MAX_CATEGORIES)
    : [];
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : undefined,
    min,
    max,
    inStock: params.get('inStock') === '1',
    onSale: params.get('onSale') === '1',
    categories,
    facets: facetFiltersOf(params, false),
    page: Number.isInteger(page) && page >= 1 && page <= 1e6 ? page : 1,
  };
}

/** The state's URL parameters, defaults left out (so the plain page keeps its plain URL). */
export function catalogParams(state: CatalogState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort) params.set('sort', state.sort);
  if (state.min !== undefined) params.set('min', String(state.min));
  if (state.max !== undefined) params.set('max', String(state.max));
  if (state.inStock) params.set('inStock', '1');
  if (state.onSale) params.set('onSale', '1');
  if (state.categories.length) params.set('category', state.categories.join(','));
  setFacetParams(params, state.facets);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** What the catalogue asks GET /api/products for `state` (and a route's fixed category). */
export function catalogApiParams(state: CatalogState, limit: number, routeCategory?: string): URLSearchParams {
  const params = catalogParams(state);
  params.set('active', 'true');
  params.set('page', String(state.page));
  params.set('limit', String(limit));
  if (routeCategory) params.set('category', routeCategory);
  return params;
}

export const sameCatalogState = (a: CatalogState, b: CatalogState) =>
  catalogParams(a).toString() === catalogParams(b).toString();
