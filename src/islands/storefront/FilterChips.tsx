// The filters in force, above the results: one chip per choice, each a link to the catalogue
// without it (so it works from the server's HTML as well), and "Clear all" when there are several.
import type { CatalogState } from '../../lib/catalogState';
import { noFacetFilters, toggleFacetValue, withSpecRange } from '../../lib/facetFilters';
import type { ProductFacets } from '../../lib/types';
import { choiceLink, valueLabel, type FacetLinks } from './CatalogFacets';
import { bandLabel, NO_FILTERS } from './CatalogFilters';

interface Props extends FacetLinks {
  facets: ProductFacets | undefined;
  showCategories: boolean;
}

interface Chip {
  label: string;
  next: Partial<CatalogState>;
}

function chipsOf(state: CatalogState, facets: ProductFacets | undefined, showCategories: boolean): Chip[] {
  const chips: Chip[] = [];
  if (showCategories)
    for (const slug of state.categories) {
      const name = facets?.categories.find((c) => c.slug === slug)?.name ?? slug;
      chips.push({ label: name, next: { categories: state.categories.filter((s) => s !== slug) } });
    }
  if (state.min !== undefined || state.max !== undefined)
    chips.push({
      label: `Price: ${bandLabel({ min: state.min ?? 0, max: state.max ?? null })}`,
      next: { min: undefined, max: undefined },
    });
  if (state.inStock) chips.push({ label: 'In stock', next: { inStock: false } });
  if (state.onSale) chips.push({ label: 'On sale', next: { onSale: false } });
  for (const spec of state.facets.specs) {
    const facet = facets?.specs.find((s) => s.key === spec.key);
    const name = facet?.name ?? spec.key;
    const unit = facet?.unit ? ` ${facet.unit}` : '';
    for (const value of spec.values)
      chips.push({
        label: `${name}: ${valueLabel(facet?.type ?? 'text', value)}${facet?.type === 'number' ? unit : ''}`,
        next: { facets: toggleFacetValue(state.facets, 'spec', spec.key, value, false) },
      });
    if (spec.min !== undefined || spec.max !== undefined) {
      const range =
        spec.min !== undefined && spec.max !== undefined
          ? `${spec.min} to ${spec.max}`
          : spec.min !== undefined
            ? `from ${spec.min}`
            : `up to ${spec.max}`;
      chips.push({ label: `${name}: ${range}${unit}`, next: { facets: withSpecRange(state.facets, spec.key) } });
    }
  }
  for (const option of state.facets.options)
    for (const value of option.values)
      chips.push({
        label: `${option.name}: ${value}`,
        next: { facets: toggleFacetValue(state.facets, 'option', option.name, value, false) },
      });
  return chips;
}

export default function FilterChips({ facets, showCategories, ...links }: Props) {
  const chips = chipsOf(links.state, facets, showCategories);
  if (chips.length === 0) return null;
  const chip =
    'inline-flex min-h-9 items-center gap-2 rounded-full border border-line bg-white px-3 text-sm text-ink hover:border-brand-600 hover:bg-brand-50';
  return (
    <ul aria-label="Filters in use" className="mb-4 flex flex-wrap gap-2">
      {chips.map(({ label, next }) => (
        <li key={label}>
          <a {...choiceLink(links, next)} className={chip} aria-label={`Remove filter ${label}`}>
            {label}
            <span aria-hidden="true" className="text-ink-muted">
              ×
            </span>
          </a>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <a
            {...choiceLink(links, { ...NO_FILTERS, facets: noFacetFilters() })}
            className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-brand-700 underline hover:text-brand-800"
          >
            Clear all filters
          </a>
        </li>
      )}
    </ul>
  );
}
