// The catalogue's filter panel: categories (on /products), price bands, in stock and on sale,
// then the specs and options of what is found (CatalogFacets.tsx), each with how many products
// it would show (the answer's facets). A sidebar from md up, the body of the filter drawer on
// phones (Catalog.tsx).
import type { CatalogState } from '../../lib/catalogState';
import { hasFacetFilters, noFacetFilters } from '../../lib/facetFilters';
import { formatPrice } from '../../lib/formatPrice';
import { PRICE_BANDS, type ProductFacets } from '../../lib/types';
import CatalogFacets, { type FacetLinks } from './CatalogFacets';

interface Props extends FacetLinks {
  /** prefix for the ids inside, unique per panel on the page */
  id: string;
  facets: ProductFacets | undefined;
  showCategories: boolean;
}

const legend = 'mb-2 text-sm font-bold uppercase tracking-wide text-ink';
const row = 'flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-1 text-sm text-ink-soft hover:bg-slate-50';
const count = 'ml-auto text-xs tabular-nums text-ink-muted';

export const bandLabel = (band: { min: number; max: number | null }) =>
  band.max === null
    ? `${formatPrice(band.min)} and above`
    : band.min === 0
      ? `Under ${formatPrice(band.max)}`
      : `${formatPrice(band.min)} to ${formatPrice(band.max)}`;

const AVAILABILITY = [
  { key: 'inStock', label: 'In stock' },
  { key: 'onSale', label: 'On sale' },
] as const;

/** Every filter off (the search and the sort stay). */
export const NO_FILTERS = { min: undefined, max: undefined, inStock: false, onSale: false, categories: [] };

export const hasFilters = (state: CatalogState) =>
  state.min !== undefined ||
  state.max !== undefined ||
  state.inStock ||
  state.onSale ||
  state.categories.length > 0 ||
  hasFacetFilters(state.facets);

export default function CatalogFilters({ id, facets, showCategories, ...links }: Props) {
  const { state, onChange } = links;
  const bands = facets?.price ?? PRICE_BANDS.map((band) => ({ ...band, count: undefined }));
  const bandChosen = (band: { min: number; max: number | null }) =>
    (state.min ?? 0) === band.min &&
    (state.max ?? null) === band.max &&
    (state.min !== undefined || state.max !== undefined);
  const toggleCategory = (slug: string, on: boolean) =>
    onChange({ categories: on ? [...state.categories, slug] : state.categories.filter((s) => s !== slug) });

  return (
    <div className="space-y-6">
      {showCategories && facets && facets.categories.length > 0 && (
        <fieldset>
          <legend className={legend}>Category</legend>
          {facets.categories.map((category) => (
            <label key={category._id} className={row}>
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-line text-brand-600"
                checked={state.categories.includes(category.slug)}
                onChange={(e) => toggleCategory(category.slug, e.target.checked)}
              />
              <span>{category.name}</span>
              <span className={count}>{category.count}</span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset>
        <legend className={legend}>Price</legend>
        <label className={row}>
          <input
            type="radio"
            name={`${id}-price`}
            className="h-4 w-4 border-line text-brand-600"
            checked={state.min === undefined && state.max === undefined}
            onChange={() => onChange({ min: undefined, max: undefined })}
          />
          <span>Any price</span>
        </label>
        {bands.map((band) => (
          <label key={band.min} className={row}>
            <input
              type="radio"
              name={`${id}-price`}
              className="h-4 w-4 border-line text-brand-600"
              checked={bandChosen(band)}
              onChange={() => onChange({ min: band.min || undefined, max: band.max ?? undefined })}
            />
            <span>{bandLabel(band)}</span>
            {band.count !== undefined && <span className={count}>{band.count}</span>}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className={legend}>Availability</legend>
        {AVAILABILITY.map(({ key, label }) => (
          <label key={key} className={row}>
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-line text-brand-600"
              checked={state[key]}
              onChange={(e) => onChange({ [key]: e.target.checked })}
            />
            <span>{label}</span>
            {facets && <span className={count}>{facets[key]}</span>}
          </label>
        ))}
      </fieldset>
      {facets && <CatalogFacets id={id} facets={facets} {...links} />}
      {hasFilters(state) && (
        <button
          type="button"
          onClick={() => onChange({ ...NO_FILTERS, facets: noFacetFilters() })}
          className="text-sm font-semibold text-brand-700 underline hover:text-brand-800"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
