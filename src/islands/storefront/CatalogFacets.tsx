// The spec and option facets of the filter panel (CatalogFilters.tsx): each value a link to the
// URL with it turned on or off, so the server-rendered panel works before (and without) the
// island; a number attribute a small GET form with min and max. With the island running, a
// click or a submit is a choice of the catalogue instead of a page load (Catalog.tsx).
import type { FormEvent, MouseEvent } from 'react';
import type { CatalogState } from '../../lib/catalogState';
import { toggleFacetValue, withSpecRange } from '../../lib/facetFilters';
import type { FacetValue, ProductFacets, SpecFacet } from '../../lib/types';

export interface FacetLinks {
  state: CatalogState;
  onChange: (next: Partial<CatalogState>) => void;
  /** the URL of the catalogue with `next` chosen */
  hrefOf: (next: Partial<CatalogState>) => string;
}

interface Props extends FacetLinks {
  /** prefix for the ids inside, unique per panel on the page */
  id: string;
  facets: ProductFacets;
}

/** Whether the shopper left each section open, by panel and facet, for as long as the page lives. */
const leftOpen = new Map<string, boolean>();

/** Whether a section is open: as the shopper left it, else as it was first shown (a later answer
 *  that moves it up or down the list does not fold or unfold it). */
function openFirst(key: string, byDefault: boolean): boolean {
  if (!leftOpen.has(key)) leftOpen.set(key, byDefault);
  return leftOpen.get(key)!;
}

/** Sections open from the start when nothing in them is chosen; the rest start folded. */
const OPEN_SECTIONS = 4;

const summary =
  'flex min-h-10 cursor-pointer items-center justify-between text-sm font-bold uppercase tracking-wide text-ink';
const row = 'flex min-h-10 items-center gap-3 rounded-md px-1 text-sm text-ink-soft hover:bg-slate-50';
const count = 'ml-auto text-xs tabular-nums text-ink-muted';

/** A facet value as a shopper reads it. */
export const valueLabel = (type: SpecFacet['type'] | 'option', value: string) =>
  type === 'boolean' ? (value === 'true' ? 'Yes' : 'No') : value;

/** A link that, with the island running, makes the choice in place (a new tab still opens). */
export function choiceLink({ onChange, hrefOf }: FacetLinks, next: Partial<CatalogState>) {
  return {
    href: hrefOf(next),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onChange(next);
    },
  };
}

export default function CatalogFacets({ id, facets, ...links }: Props) {
  const { state } = links;
  const chosenSpec = (key: string) => state.facets.specs.find((s) => s.key === key);
  const chosenOption = (name: string) => state.facets.options.find((o) => o.name.toLowerCase() === name.toLowerCase());
  const sections = [
    ...facets.specs.map((facet) => ({
      id: `spec:${facet.key}`,
      title: facet.unit && facet.type === 'number' ? `${facet.name} (${facet.unit})` : facet.name,
      chosen: chosenSpec(facet.key) !== undefined,
      body:
        facet.type === 'number' ? (
          <RangeForm id={`${id}-${facet.key}`} facet={facet} {...links} />
        ) : (
          <ValueLinks kind="spec" keyName={facet.key} type={facet.type} values={facet.values} {...links} />
        ),
    })),
    ...facets.options.map((facet) => ({
      id: `option:${facet.name.toLowerCase()}`,
      title: facet.name,
      chosen: chosenOption(facet.name) !== undefined,
      body: <ValueLinks kind="option" keyName={facet.name} type="option" values={facet.values} {...links} />,
    })),
  ];
  return (
    <>
      {sections.map((section, at) => (
        // keyed by the facet and open as the shopper last left it: a new answer (with facets come
        // or gone, or the panel drawn again) never folds a section they opened
        <details
          key={section.id}
          open={section.chosen || openFirst(`${id}:${section.id}`, at < OPEN_SECTIONS)}
          onToggle={(event) => leftOpen.set(`${id}:${section.id}`, event.currentTarget.open)}
          className="group"
        >
          <summary className={summary}>
            {section.title}
            <span aria-hidden="true" className="text-ink-muted transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          {section.body}
        </details>
      ))}
    </>
  );
}

interface ValueProps extends FacetLinks {
  kind: 'spec' | 'option';
  keyName: string;
  type: SpecFacet['type'] | 'option';
  values: FacetValue[];
}

function ValueLinks({ kind, keyName, type, values, ...links }: ValueProps) {
  const chosen =
    (kind === 'spec'
      ? links.state.facets.specs.find((s) => s.key === keyName)?.values
      : links.state.facets.options.find((o) => o.name.toLowerCase() === keyName.toLowerCase())?.values) ?? [];
  return (
    <ul className="mt-1">
      {values.map(({ value, count: found }) => {
        const on = chosen.some((v) => v.toLowerCase() === value.toLowerCase());
        const next = { facets: toggleFacetValue(links.state.facets, kind, keyName, value, !on) };
        return (
          <li key={value}>
            <a {...choiceLink(links, next)} className={row} aria-current={on ? 'true' : undefined}>
              <span
                aria-hidden="true"
                className={`grid h-4 w-4 shrink-0 place-items-center rounded border text-[0.7rem] leading-none ${
                  on ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-400 bg-white'
                }`}
              >
                {on ? '✓' : ''}
              </span>
              <span>
                {valueLabel(type, value)}
                {on && <span className="sr-only"> (selected)</span>}
              </span>
              <span className={count}>{found}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/;
const numberOf = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && NUMBER.test(value.trim()) ? Number(value) : undefined;

function RangeForm({ id, facet, ...links }: { id: string; facet: SpecFacet } & FacetLinks) {
  const { state, onChange, hrefOf } = links;
  const chosen = state.facets.specs.find((s) => s.key === facet.key);
  const minName = `spec.${facet.key}.min`;
  const maxName = `spec.${facet.key}.max`;
  // without the island the form is a plain GET: the other choices ride along as hidden fields
  const without = new URL(hrefOf({ facets: withSpecRange(state.facets, facet.key) }), 'http://x');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onChange({
      facets: withSpecRange(state.facets, facet.key, numberOf(data.get(minName)), numberOf(data.get(maxName))),
    });
  };
  const input = 'mt-1 block min-h-10 w-full rounded-lg border border-line bg-white px-2 text-sm text-ink tabular-nums';
  return (
    <form
      key={`${chosen?.min}-${chosen?.max}`}
      method="get"
      action={without.pathname}
      onSubmit={submit}
      className="mt-1 flex items-end gap-2"
    >
      {[...without.searchParams].map(([name, value], at) => (
        <input key={`${name}${at}`} type="hidden" name={name} value={value} />
      ))}
      {(
        [
          ['min', 'Min', minName],
          ['max', 'Max', maxName],
        ] as const
      ).map(([end, label, name]) => (
        <label key={end} htmlFor={`${id}-${end}`} className="min-w-0 flex-1 text-xs text-ink-soft">
          {label}
          <span className="sr-only"> {facet.name}</span>
          <input
            id={`${id}-${end}`}
            name={name}
            type="number"
            step="any"
            inputMode="decimal"
            defaultValue={chosen?.[end]}
            placeholder={facet.range ? String(facet.range[end]) : undefined}
            className={input}
          />
        </label>
      ))}
      <button
        type="submit"
        aria-label={`Apply ${facet.name} range`}
        className="min-h-10 rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:bg-slate-50"
      >
        Go
      </button>
    </form>
  );
}
