// The shipping zone form: the body it sends, the problems it shows before sending (the server's
// own schema) and where the server's 400 lands.
import { describe, expect, it } from 'vitest';
import type { ShippingZone } from '../../src/lib/types';
import {
  bodyOf,
  controlId,
  draftOf,
  draftProblems,
  emptyMethod,
  emptyZone,
  problemOfServer,
  type ZoneDraft,
} from '../../src/islands/admin/shipping/shippingZoneDraft';
import { countriesText, methodPriceText, narrowingText } from '../../src/islands/admin/shipping/shippingZoneText';

const stored: ShippingZone = {
  _id: 'z1',
  name: 'European Union',
  countries: ['DE', 'FR'],
  regions: [],
  postalPrefixes: ['10'],
  methods: [
    { id: 'm1', name: 'Standard', type: 'flat', price: 0, freeOver: null, bands: [], minDays: 4, maxDays: 8 },
    {
      id: 'm2',
      name: 'Express',
      type: 'weight',
      price: null,
      freeOver: null,
      bands: [
        { upToGrams: 1000, price: 14.99 },
        { upToGrams: 5000, price: 24.99 },
      ],
      minDays: 1,
      maxDays: 3,
    },
  ],
  createdAt: '',
  updatedAt: '',
};

describe('the shipping zone form', () => {
  it('sends a stored zone back as it was, its methods keeping their ids', () => {
    expect(bodyOf(draftOf(stored))).toEqual({
      name: 'European Union',
      countries: ['DE', 'FR'],
      regions: [],
      postalPrefixes: ['10'],
      methods: [
        { id: 'm1', name: 'Standard', type: 'flat', price: 0, minDays: 4, maxDays: 8 },
        {
          id: 'm2',
          name: 'Express',
          type: 'weight',
          bands: [
            { upToGrams: 1000, price: 14.99 },
            { upToGrams: 5000, price: 24.99 },
          ],
          minDays: 1,
          maxDays: 3,
        },
      ],
    });
    expect(draftProblems(draftOf(stored))).toEqual({});
  });

  it('reads countries typed as names or codes in any case, and leaves blanks out', () => {
    const draft: ZoneDraft = { ...draftOf(stored), countries: ' germany, fr ,, UK, *' };
    expect(bodyOf(draft).countries).toEqual(['DE', 'FR', 'GB', '*']);
  });

  it('names the entry that is no country, and the first problem of each control', () => {
    const method = { ...emptyMethod(), name: 'Post', price: '', minDays: '5', maxDays: '2' };
    const draft: ZoneDraft = { ...emptyZone(), name: ' ', countries: 'DE, Atlantis', methods: [method] };
    const problems = draftProblems(draft);
    expect(problems.name).toBe('Is required.');
    expect(problems.countries).toBe('Atlantis: must be a country code (ISO 3166 alpha-2) or "*".');
    expect(draftProblems({ ...draft, name: 'Zone', countries: 'DE' })).toEqual({
      'methods.0.price': 'Is required.',
      'methods.0.maxDays': 'Must be at least minDays.',
    });
  });

  it('puts a list problem on the button that adds to it', () => {
    const weight = { ...emptyMethod(), name: 'Heavy', type: 'weight' as const, bands: [], minDays: '1', maxDays: '2' };
    expect(draftProblems({ ...emptyZone(), name: 'Z', countries: 'DE', methods: [weight] })).toEqual({
      'methods.0.bands.add': 'A weight method needs at least one band.',
    });
    expect(draftProblems({ ...emptyZone(), name: 'Z', countries: 'DE', methods: [] })).toEqual({
      'methods.add': 'A zone needs at least one method.',
    });
    expect(controlId('methods.0.bands.add')).toBe('zone-methods-0-bands-add');
  });

  it("shows the server's 400 beside the control it names", () => {
    expect(problemOfServer('countries.0: FR is already in the zone "European Union".')).toEqual({
      countries: 'FR is already in the zone "European Union".',
    });
    expect(problemOfServer('methods.1.bands.0.price: must have at most 2 decimals.')).toEqual({
      'methods.1.bands.0.price': 'Must have at most 2 decimals.',
    });
    expect(problemOfServer('Shipping zone not found')).toBeNull();
  });

  it('says in words what a zone covers and what its methods cost', () => {
    expect(countriesText(['DE', 'FR'])).toBe('Germany, France');
    expect(countriesText(['*'])).toBe('Rest of the world');
    expect(narrowingText(stored)).toBe('Postal codes: 10');
    expect(stored.methods.map(methodPriceText)).toEqual(['Free', '$14.99 up to 1 kg · $24.99 up to 5 kg']);
    expect(methodPriceText({ ...stored.methods[0], type: 'free_over', price: 9.99, freeOver: 150 })).toBe(
      '$9.99, free from $150.00',
    );
  });
});
