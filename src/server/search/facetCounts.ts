// The spec and option filters and facets of a product list (docs/api.md#sorting-and-filters),
// over the value ids the find index keeps per product (facetTable.ts): each attribute or option
// chosen is one bit, each value id knows which choices it meets, so whether a product passes is
// an OR over its few ids, and a facet counts the products that meet every choice but its own.
import type { FacetFilters } from '../../lib/facetFilters';
import type { FacetValue, OptionFacet, ProductFacets, SpecFacet } from '../../lib/types';
import type { Facet } from './facetTable';
import type { FindIndex } from './findIndex';

export interface Selection {
  /** per value id: the bits of the choices it meets */
  meets: Int32Array;
  /** one bit per attribute or option chosen: a product passes when it meets them all */
  all: number;
  /** per facet: its choice's bit, 0 when not chosen */
  facetBit: Int32Array;
  /** the values chosen, per facet, as given (lower case) */
  chosen: Map<number, Set<string>>;
}

/** What `filters` choose, against the index's values. An attribute or option no product has
 *  keeps its bit, which no value meets: nothing passes, as with an unknown category. */
export function facetSelection(index: FindIndex, filters: FacetFilters): Selection {
  const table = index.facetTable;
  const meets = new Int32Array(table.size);
  const facetBit = new Int32Array(table.facets.length);
  const chosen = new Map<number, Set<string>>();
  const choices = [
    ...filters.specs.map((spec) => ({ facet: table.facetId('spec', spec.key), ...spec })),
    ...filters.options.map((option) => ({ facet: table.facetId('option', option.name), ...option })),
  ];
  let all = 0;
  choices.forEach((choice, s) => {
    const bit = 1 << s;
    all |= bit;
    const { facet, values, min, max } = choice as typeof choice & { min?: number; max?: number };
    if (facet === undefined) return;
    facetBit[facet] = bit;
    chosen.set(facet, new Set(values.map((v) => v.toLowerCase())));
    const candidates = values.length
      ? values.map((value) => table.findValue(facet, value)).filter((id) => id !== undefined)
      : table.valueFacet.flatMap((f, id) => (f === facet ? [id] : []));
    for (const id of candidates) {
      const number = table.valueNumber[id];
      if (min !== undefined && !(number >= min)) continue;
      if (max !== undefined && !(number <= max)) continue;
      meets[id] |= bit;
    }
  });
  return { meets, all, facetBit, chosen };
}

/** Values a text attribute's facet lists at most: the most found. */
const MAX_TEXT_VALUES = 30;

/** Counts per value of the products shown to it, and each number attribute's range. */
export function facetCounter(index: FindIndex, { all, facetBit, chosen }: Selection) {
  const table = index.facetTable;
  const { valueFacet, valueNumber } = table;
  const values = index.facetValues.words;
  const counts = new Int32Array(table.size);
  return {
    /** product's value ids `values[from..to]`, `met`: the choices it meets; counted for each of
     *  its values whose facet's own choice is all it misses. This runs for every product a list
     *  shows, so it only counts: the ranges are read from the counts once, in facets(). */
    count(from: number, to: number, met: number) {
      if (all === 0) {
        // nothing chosen: every value counts
        for (let k = from; k < to; k++) counts[values[k]]++;
        return;
      }
      for (let k = from; k < to; k++) {
        const id = values[k];
        if ((met | facetBit[valueFacet[id]]) === all) counts[id]++;
      }
    },
    facets(): Pick<ProductFacets, 'specs' | 'options'> {
      // each number attribute's range: the lowest and highest of its values counted
      const low = new Float64Array(table.facets.length).fill(Infinity);
      const high = new Float64Array(table.facets.length).fill(-Infinity);
      for (let id = 0; id < counts.length; id++) {
        if (counts[id] === 0) continue;
        const facet = valueFacet[id];
        const number = valueNumber[id];
        if (number < low[facet]) low[facet] = number;
        if (number > high[facet]) high[facet] = number;
      }
      const byFacet = table.facets.map((): FacetValue[] => []);
      for (let id = 0; id < counts.length; id++) {
        const facet = valueFacet[id];
        if (counts[id] > 0 || chosen.get(facet)?.has(table.valueText[id].toLowerCase()))
          byFacet[facet].push({ value: table.valueText[id], count: counts[id] });
      }
      const specs: SpecFacet[] = [];
      const options: OptionFacet[] = [];
      table.facets.forEach((facet, f) => {
        if (byFacet[f].length === 0 && !chosen.has(f)) return;
        const listed = ordered(facet, byFacet[f], chosen.get(f));
        if (facet.kind === 'option') {
          options.push({ name: facet.name, values: listed });
          return;
        }
        const spec: SpecFacet = {
          key: facet.key,
          name: facet.name,
          type: facet.type as SpecFacet['type'],
          ...(facet.unit ? { unit: facet.unit } : {}),
          values: listed,
        };
        if (facet.type === 'number') spec.range = low[f] <= high[f] ? { min: low[f], max: high[f] } : null;
        specs.push(spec);
      });
      options.sort((a, b) => a.name.localeCompare(b.name));
      return { specs, options };
    },
  };
}

const byText = (a: FacetValue, b: FacetValue) => a.value.localeCompare(b.value, 'en', { numeric: true });

/** A facet's values in the order a shopper reads them: a choice's own order, numbers ascending,
 *  yes before no, text and option values by name with numbers in order ("64 GB" before "128 GB"). */
function ordered(facet: Facet, values: FacetValue[], chosen: Set<string> | undefined): FacetValue[] {
  switch (facet.type) {
    case 'choice': {
      const at = new Map(facet.choices?.map((choice, i) => [choice.toLowerCase(), i]));
      const place = (v: FacetValue) => at.get(v.value.toLowerCase()) ?? Infinity;
      return values.sort((a, b) => place(a) - place(b) || byText(a, b));
    }
    case 'number':
      return values.sort((a, b) => Number(a.value) - Number(b.value));
    case 'boolean':
      return values.sort((a, b) => (a.value === 'true' ? -1 : 0) - (b.value === 'true' ? -1 : 0));
    case 'text': {
      const kept = [...values]
        .sort((a, b) => b.count - a.count || byText(a, b))
        .filter((v, i) => i < MAX_TEXT_VALUES || chosen?.has(v.value.toLowerCase()));
      return kept.sort(byText);
    }
    default:
      return values.sort(byText);
  }
}
