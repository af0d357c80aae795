// The spec and option values of the catalogue, each once with an id, for the find index
// (findIndex.ts): a product holds the ids of its values (its filterable specs, its active
// variants' option values) as one flattened Int32Array with the others, and a filter or a
// facet count is a pass over those ids (findProducts.ts). Built with the index and changed with
// it; a value no product holds any more stays until the next whole load and counts 0.
import type { CategoryAttribute, SpecValue } from '../../lib/types';
import { ownValue } from '../../lib/ownKeys';

export interface Facet {
  kind: 'spec' | 'option';
  /** a spec's key; an option's name in lower case (options match without regard to case) */
  key: string;
  /** a spec's attribute name; an option's name as first found */
  name: string;
  type: CategoryAttribute['type'] | 'option';
  unit?: string;
  /** a choice's values in the attribute's order */
  choices?: string[];
}

/** A category's filterable attributes, as facets. */
export interface CategorySpec {
  key: string;
  facet: number;
  type: CategoryAttribute['type'];
}

export class FacetTable {
  readonly facets: Facet[] = [];
  private readonly facetIds = new Map<string, number>();
  /** per value id: its facet, its text as first found, and its number (NaN when not one) */
  readonly valueFacet: number[] = [];
  readonly valueText: string[] = [];
  readonly valueNumber: number[] = [];
  private readonly valueIds = new Map<string, number>();

  get size(): number {
    return this.valueFacet.length;
  }

  facetId(kind: Facet['kind'], key: string): number | undefined {
    return this.facetIds.get(`${kind}:${kind === 'option' ? key.toLowerCase() : key}`);
  }

  /** The facet of an attribute: the first category defining a key names it. */
  specFacet(attribute: CategoryAttribute): number {
    const known = this.facetId('spec', attribute.key);
    if (known !== undefined) return known;
    return this.addFacet({
      kind: 'spec',
      key: attribute.key,
      name: attribute.name,
      type: attribute.type,
      ...(attribute.unit ? { unit: attribute.unit } : {}),
      ...(attribute.type === 'choice' && attribute.values ? { choices: attribute.values } : {}),
    });
  }

  optionFacet(name: string): number {
    return (
      this.facetId('option', name) ?? this.addFacet({ kind: 'option', key: name.toLowerCase(), name, type: 'option' })
    );
  }

  private addFacet(facet: Facet): number {
    const id = this.facets.push(facet) - 1;
    this.facetIds.set(`${facet.kind}:${facet.key}`, id);
    return id;
  }

  /** The id of `value` of `facet`; values match without regard to case. */
  valueId(facet: number, value: SpecValue): number {
    const text = typeof value === 'string' ? value.trim() : String(value);
    const key = `${facet}\u0000${text.toLowerCase()}`;
    let id = this.valueIds.get(key);
    if (id === undefined) {
      id = this.valueFacet.length;
      this.valueIds.set(key, id);
      this.valueFacet.push(facet);
      this.valueText.push(text);
      this.valueNumber.push(typeof value === 'number' ? value : NaN);
    }
    return id;
  }

  /** The id of `text` of `facet` if some product holds it: numbers by value ("8" finds 8.0). */
  findValue(facet: number, text: string): number | undefined {
    const id = this.valueIds.get(`${facet}\u0000${text.trim().toLowerCase()}`);
    if (id !== undefined || this.facets[facet].type !== 'number') return id;
    const number = Number(text);
    if (!Number.isFinite(number)) return undefined;
    for (let v = 0; v < this.valueFacet.length; v++)
      if (this.valueFacet[v] === facet && this.valueNumber[v] === number) return v;
    return undefined;
  }
}

/** Each category's filterable attributes as facets of `table`, by category position. */
export function categorySpecsOf(table: FacetTable, attributeLists: CategoryAttribute[][]): CategorySpec[][] {
  return attributeLists.map((attributes) =>
    attributes
      .filter((attribute) => attribute.filterable)
      .map((attribute) => ({ key: attribute.key, facet: table.specFacet(attribute), type: attribute.type })),
  );
}

/** The value ids a product holds: its filterable specs (as its category defines them), each
 *  active variant's where variants have their own (a phone in 128 and 256 GB holds both, and is
 *  found and counted once by either), and the option values of its active variants, each once. */
export function productValueIds(
  table: FacetTable,
  categorySpecs: CategorySpec[] | undefined,
  specs: Record<string, SpecValue> | null,
  variantOptions: Record<string, string>[] | null,
  variantSpecs: Record<string, SpecValue>[] | null = null,
): Int32Array {
  const ids = new Set<number>();
  const add = (spec: CategorySpec, value: SpecValue | null | undefined) => {
    if (value === undefined || value === null || value === '') return;
    if (spec.type === 'number' && typeof value !== 'number') return;
    ids.add(table.valueId(spec.facet, value));
  };
  for (const spec of categorySpecs ?? []) {
    // a variant without a value of its own shows the product's (src/lib/variantSpecs.ts); own
    // values only: a key like `constructor` must not read Object's (../../lib/ownKeys.ts)
    const shared = ownValue(specs, spec.key);
    if (variantSpecs?.length) for (const own of variantSpecs) add(spec, ownValue(own, spec.key) ?? shared);
    else add(spec, shared);
  }
  for (const options of variantOptions ?? []) {
    for (const [name, value] of Object.entries(options)) {
      if (typeof value === 'string' && value.trim()) ids.add(table.valueId(table.optionFacet(name), value));
    }
  }
  return Int32Array.from(ids);
}
