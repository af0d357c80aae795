// The spec and option filters of a catalogue URL (src/lib/facetFilters.ts): the API's strict
// reading, the pages' lenient one, the normal form both keep, and the toggles the links make.
import { describe, expect, it } from 'vitest';
import { catalogParams, catalogStateOf } from '../../src/lib/catalogState';
import {
  facetFiltersOf,
  FacetParamError,
  FILTER_LIMITS,
  setFacetParams,
  toggleFacetValue,
  withSpecRange,
} from '../../src/lib/facetFilters';
import { SPEC_LIMITS } from '../../src/lib/forms/specs';
import { VARIANT_LIMITS } from '../../src/lib/forms/variants';

const params = (query: string) => new URLSearchParams(query);

describe('facetFiltersOf', () => {
  it('reads values, ranges and options, values once whatever their case', () => {
    const read = facetFiltersOf(
      params(
        'spec.screen=6.1%20in&spec.screen=6.1%20IN&spec.battery.min=3000&spec.battery.max=5000.5&option.Colour=Blue&option.colour=Red&q=x',
      ),
      true,
    );
    expect(read).toEqual({
      specs: [
        { key: 'screen', values: ['6.1 in'] },
        { key: 'battery', values: [], min: 3000, max: 5000.5 },
      ],
      options: [{ name: 'Colour', values: ['Blue', 'Red'] }],
    });
  });

  it('leaves empty values out', () => {
    expect(facetFiltersOf(params('spec.battery.max=&option.Colour=%20'), true)).toEqual({ specs: [], options: [] });
  });

  it.each([
    ['spec.battery.min=x', 'spec.battery.min'],
    ['spec.Battery=1', 'spec.Battery'],
    ['spec.a.b=1', 'spec.a.b'],
    ['spec.battery.min=9&spec.battery.max=1', 'spec.battery.max'],
    [`option.Colour=${'x'.repeat(41)}`, 'option.Colour'],
    ['option.=x', 'option.'],
  ])('strict: %s is refused naming %s; lenient: left out', (query, param) => {
    expect(() => facetFiltersOf(params(query), true)).toThrow(FacetParamError);
    try {
      facetFiltersOf(params(query), true);
    } catch (err) {
      expect((err as FacetParamError).param).toBe(param);
    }
    expect(facetFiltersOf(params(query), false)).toEqual({ specs: [], options: [] });
  });

  it('keeps the limits of the writes it checks against', () => {
    expect(FILTER_LIMITS).toEqual({
      specKey: SPEC_LIMITS.key,
      specText: SPEC_LIMITS.text,
      optionName: VARIANT_LIMITS.name,
      optionValue: VARIANT_LIMITS.value,
    });
  });
});

describe('the catalogue URL', () => {
  it('one normal form: keys sorted, then options, whatever the order given', () => {
    const a = catalogParams(catalogStateOf(params('option.Colour=Blue&spec.nfc=true&spec.battery.min=10&utm=1')));
    const b = catalogParams(catalogStateOf(params('spec.battery.min=10&spec.nfc=true&option.Colour=Blue')));
    expect(a.toString()).toBe(b.toString());
    expect(a.toString()).toBe('spec.battery.min=10&spec.nfc=true&option.Colour=Blue');
  });

  it('toggles a value on and off, and sets or clears a range', () => {
    let filters = facetFiltersOf(params(''), false);
    filters = toggleFacetValue(filters, 'option', 'Colour', 'Blue', true);
    filters = toggleFacetValue(filters, 'option', 'colour', 'Red', true);
    filters = toggleFacetValue(filters, 'spec', 'nfc', 'true', true);
    expect(filters.options).toEqual([{ name: 'Colour', values: ['Blue', 'Red'] }]);
    filters = toggleFacetValue(filters, 'option', 'Colour', 'blue', false);
    filters = toggleFacetValue(filters, 'option', 'Colour', 'Red', false);
    expect(filters.options).toEqual([]);
    filters = withSpecRange(filters, 'battery', 5000, 3000);
    expect(filters.specs).toContainEqual({ key: 'battery', values: [], min: 3000, max: 5000 });
    filters = withSpecRange(filters, 'battery');
    expect(filters.specs).toEqual([{ key: 'nfc', values: ['true'] }]);
  });
});

describe('names an object answers for without being given them', () => {
  it('are read as names like any other, never as members of a prototype', () => {
    const filters = facetFiltersOf(
      params('spec.constructor=Joiner&option.__proto__=A&option.constructor=B&option.toString=C&spec.prototype.min=1'),
      true,
    );
    expect(filters.specs).toEqual([
      { key: 'constructor', values: ['Joiner'] },
      { key: 'prototype', values: [], min: 1 },
    ]);
    expect(filters.options).toEqual([
      { name: '__proto__', values: ['A'] },
      { name: 'constructor', values: ['B'] },
      { name: 'toString', values: ['C'] },
    ]);
    expect(Object.getPrototypeOf(filters.options[0])).toBe(Object.prototype);
    const again = new URLSearchParams();
    setFacetParams(again, filters);
    expect(again.toString()).toBe(
      'spec.constructor=Joiner&spec.prototype.min=1&option.__proto__=A&option.constructor=B&option.toString=C',
    );
  });
});
