// The spec and option filters of a catalogue URL and of GET /api/products
// (docs/api.md#sorting-and-filters): `spec.<key>=<value>` (repeatable: any of them),
// `spec.<key>.min` / `.max` (a number attribute's range, both ends included) and
// `option.<Name>=<value>` (repeatable). The API refuses a bad one naming the parameter; the
// pages read the same URL leniently and leave out what they cannot read, so both share one
// reading and one normal form (the cache keys of src/server/catalog/listQuery.ts and
// src/server/http/cache/pageCache.ts).

/** The lengths the writes allow (./forms/specs.ts SPEC_LIMITS, ./forms/variants.ts VARIANT_LIMITS;
 *  a unit test holds them equal): those modules bring zod, which the catalogue's island must not
 *  ship for four numbers. */
export const FILTER_LIMITS = { specKey: 40, specText: 200, optionName: 40, optionValue: 40 } as const;

export interface SpecFilter {
  /** an attribute key (a-z, 0-9 and _) */
  key: string;
  /** any of them matches; empty: only the range counts */
  values: string[];
  min?: number;
  max?: number;
}

export interface OptionFilter {
  /** an option name as the URL spells it; matched without regard to case */
  name: string;
  values: string[];
}

export interface FacetFilters {
  specs: SpecFilter[];
  options: OptionFilter[];
}

/** Attributes and options one list may filter by, together: each is a bit of a 32-bit mask in
 *  src/server/search/findProducts.ts. */
export const MAX_FACET_FILTERS = 20;
/** Values one attribute or option may list. */
export const MAX_FACET_VALUES = 20;

const SPEC_KEY = /^[a-z][a-z0-9_]*$/;
const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/;

export const noFacetFilters = (): FacetFilters => ({ specs: [], options: [] });

export const hasFacetFilters = (filters: FacetFilters) => filters.specs.length > 0 || filters.options.length > 0;

/** Whether a parameter name is one of these filters. */
export const isFacetParam = (name: string) => name.startsWith('spec.') || name.startsWith('option.');

/** The filters `params` holds. `strict`: the first bad parameter is thrown as `[name, message]`;
 *  else it is left out. */
export function facetFiltersOf(params: URLSearchParams, strict: boolean): FacetFilters {
  const specs = new Map<string, SpecFilter>();
  const options = new Map<string, OptionFilter>();
  const refuse = (name: string, message: string) => {
    if (strict) throw new FacetParamError(name, message);
  };
  for (const [name, raw] of params) {
    if (!isFacetParam(name)) continue;
    const value = raw.trim();
    if (!value) continue;
    if (name.startsWith('option.')) {
      const option = name.slice('option.'.length).trim();
      if (!option || option.length > FILTER_LIMITS.optionName) {
        refuse(name, `must name an option of 1 to ${FILTER_LIMITS.optionName} characters`);
        continue;
      }
      if (value.length > FILTER_LIMITS.optionValue) {
        refuse(name, `must be at most ${FILTER_LIMITS.optionValue} characters`);
        continue;
      }
      const fold = option.toLowerCase();
      if (!options.has(fold) && !room(specs, options)) {
        refuse(name, `at most ${MAX_FACET_FILTERS} attributes and options may be filtered by`);
        continue;
      }
      const filter = options.get(fold) ?? { name: option, values: [] };
      options.set(fold, filter);
      addValue(filter.values, value, name, refuse);
      continue;
    }
    const rest = name.slice('spec.'.length);
    const bound = /\.(min|max)$/.exec(rest)?.[1] as 'min' | 'max' | undefined;
    const key = bound ? rest.slice(0, -4) : rest;
    if (!SPEC_KEY.test(key) || key.length > FILTER_LIMITS.specKey) {
      refuse(name, 'must name an attribute key (a-z, 0-9 and _, starting with a letter)');
      continue;
    }
    if (bound && !NUMBER.test(value)) {
      refuse(name, 'must be a number');
      continue;
    }
    if (!bound && value.length > FILTER_LIMITS.specText) {
      refuse(name, `must be at most ${FILTER_LIMITS.specText} characters`);
      continue;
    }
    if (!specs.has(key) && !room(specs, options)) {
      refuse(name, `at most ${MAX_FACET_FILTERS} attributes and options may be filtered by`);
      continue;
    }
    const filter = specs.get(key) ?? { key, values: [] };
    specs.set(key, filter);
    if (bound) filter[bound] = Number(value);
    else addValue(filter.values, value, name, refuse);
  }
  for (const filter of specs.values()) {
    if (filter.min !== undefined && filter.max !== undefined && filter.min > filter.max) {
      refuse(`spec.${filter.key}.max`, `must be at least spec.${filter.key}.min`);
      delete filter.min;
      delete filter.max;
    }
  }
  const used = (filter: { values: string[]; min?: number; max?: number }) =>
    filter.values.length > 0 || filter.min !== undefined || filter.max !== undefined;
  return { specs: [...specs.values()].filter(used), options: [...options.values()].filter(used) };
}

const room = (specs: Map<string, unknown>, options: Map<string, unknown>) =>
  specs.size + options.size < MAX_FACET_FILTERS;

function addValue(values: string[], value: string, name: string, refuse: (name: string, message: string) => void) {
  if (values.some((v) => v.toLowerCase() === value.toLowerCase())) return;
  if (values.length >= MAX_FACET_VALUES) refuse(name, `may be given at most ${MAX_FACET_VALUES} times`);
  else values.push(value);
}

/** A bad filter parameter: its name and what is wrong with it. */
export class FacetParamError extends Error {
  constructor(
    readonly param: string,
    readonly reason: string,
  ) {
    super(`${param}: ${reason}`);
  }
}

/** The filters as URL parameters, in their normal order (keys and option names as given, values
 *  in the order chosen). */
export function setFacetParams(params: URLSearchParams, filters: FacetFilters): void {
  for (const spec of sortedBy(filters.specs, (s) => s.key)) {
    for (const value of spec.values) params.append(`spec.${spec.key}`, value);
    if (spec.min !== undefined) params.set(`spec.${spec.key}.min`, String(spec.min));
    if (spec.max !== undefined) params.set(`spec.${spec.key}.max`, String(spec.max));
  }
  for (const option of sortedBy(filters.options, (o) => o.name.toLowerCase()))
    for (const value of option.values) params.append(`option.${option.name}`, value);
}

const sortedBy = <T>(list: T[], key: (item: T) => string) =>
  [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/** The filters with one value of a spec or option turned on or off. */
export function toggleFacetValue(
  filters: FacetFilters,
  kind: 'spec' | 'option',
  key: string,
  value: string,
  on: boolean,
): FacetFilters {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const toggle = (values: string[]) =>
    on ? (values.some((v) => same(v, value)) ? values : [...values, value]) : values.filter((v) => !same(v, value));
  if (kind === 'option') {
    const found = filters.options.some((o) => same(o.name, key));
    const options = found
      ? filters.options.map((o) => (same(o.name, key) ? { ...o, values: toggle(o.values) } : o))
      : [...filters.options, { name: key, values: toggle([]) }];
    return { ...filters, options: options.filter((o) => o.values.length > 0) };
  }
  const found = filters.specs.some((s) => s.key === key);
  const specs = found
    ? filters.specs.map((s) => (s.key === key ? { ...s, values: toggle(s.values) } : s))
    : [...filters.specs, { key, values: toggle([]) }];
  return { ...filters, specs: specs.filter((s) => s.values.length || s.min !== undefined || s.max !== undefined) };
}

/** The filters with a number attribute's range set (undefined ends: open). */
export function withSpecRange(filters: FacetFilters, key: string, min?: number, max?: number): FacetFilters {
  const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
  const rest = filters.specs.filter((s) => s.key !== key);
  const values = filters.specs.find((s) => s.key === key)?.values ?? [];
  const spec: SpecFilter = { key, values };
  if (low !== undefined) spec.min = low;
  if (high !== undefined) spec.max = high;
  const used = values.length > 0 || low !== undefined || high !== undefined;
  return { ...filters, specs: used ? [...rest, spec] : rest };
}
