// The pure part of shipping (src/server/shipping/rates.ts, src/lib/countries.ts): which zone an
// address is in, and what each method costs a cart.
import { describe, expect, it } from 'vitest';
import { countryCodeOf } from '../../src/lib/countries';
import { priceOf, shippingOf, zoneOf, type Zone, type ZoneMethod } from '../../src/server/shipping/rates';
import type { Address } from '../../src/lib/types';

const method = (over: Partial<ZoneMethod>): ZoneMethod => ({
  id: over.name ?? 'm',
  name: 'm',
  type: 'flat',
  priceCents: 500,
  freeOverCents: null,
  bands: [],
  minDays: 1,
  maxDays: 2,
  ...over,
});
const zone = (id: string, countries: string[], over: Partial<Zone> = {}): Zone => ({
  id,
  name: id,
  countries,
  regions: [],
  postalPrefixes: [],
  methods: [method({ name: `${id} post` })],
  ...over,
});
const at = (country: string, extra: Partial<Address> = {}): Address => ({
  name: 'A',
  phone: '1234',
  line1: 'x',
  line2: '',
  city: 'y',
  postalCode: '',
  country,
  ...extra,
});

describe('countryCodeOf', () => {
  it('reads codes, English names and common other names; old codes as the current one', () => {
    expect(['us', 'USA', 'United States', 'UK', 'united kingdom', 'Deutschland', 'FX'].map(countryCodeOf)).toEqual([
      'US',
      'US',
      'US',
      'GB',
      'GB',
      'DE',
      'FR',
    ]);
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(countryCodeOf('EU')).toBeNull();
  });
});

describe('zoneOf', () => {
  const zones = [
    zone('world', ['*']),
    zone('us', ['US']),
    zone('ny', ['US'], { postalPrefixes: ['1'] }),
    zone('nyc', ['US'], { postalPrefixes: ['100'] }),
    zone('ca', ['US'], { regions: ['California'] }),
  ];
  it('takes the most precise zone: the longest postal prefix, a region, the country, then "*"', () => {
    expect(zoneOf(at('US', { postalCode: '100 01' }), zones)?.id).toBe('nyc');
    expect(zoneOf(at('US', { postalCode: '14201' }), zones)?.id).toBe('ny');
    expect(zoneOf(at('US', { region: 'california' }), zones)?.id).toBe('ca');
    expect(zoneOf(at('USA'), zones)?.id).toBe('us');
    expect(zoneOf(at('Japan'), zones)?.id).toBe('world');
    expect(zoneOf(at('Atlantis'), zones)).toBeUndefined();
    expect(zoneOf(at('Japan'), zones.slice(1))).toBeUndefined();
  });
});

describe('priceOf', () => {
  const cart = (subtotalCents: number, weightGrams = 0) => ({ subtotalCents, weightGrams });
  it('prices free_over on its threshold and weight bands on their upper edge', () => {
    const freeOver = method({ type: 'free_over', priceCents: 999, freeOverCents: 15000 });
    expect([14999, 15000].map((s) => priceOf(freeOver, cart(s)))).toEqual([999, 0]);
    const bands = method({
      type: 'weight',
      bands: [
        { upToGrams: 1000, priceCents: 500 },
        { upToGrams: 2000, priceCents: 800 },
      ],
    });
    expect([0, 1000, 1001, 2000, 2001].map((g) => priceOf(bands, cart(0, g)))).toEqual([500, 500, 800, 800, null]);
  });
});

describe('shippingOf', () => {
  const zones = [
    zone('us', ['US'], { methods: [method({ name: 'A', priceCents: 900 }), method({ name: 'B', priceCents: 0 })] }),
  ];
  it('chooses the cheapest unless one is named; none without an address or without zones', () => {
    expect(shippingOf(at('US'), zones, { subtotalCents: 0, weightGrams: 0 }).chosen?.name).toBe('B');
    expect(shippingOf(at('US'), zones, { subtotalCents: 0, weightGrams: 0 }, 'A').cents).toBe(900);
    expect(() => shippingOf(at('US'), zones, { subtotalCents: 0, weightGrams: 0 }, 'C')).toThrow(/^shippingMethodId:/);
    expect(shippingOf(undefined, zones, { subtotalCents: 0, weightGrams: 0 })).toEqual({
      options: [],
      chosen: null,
      cents: 0,
    });
    expect(shippingOf(at('FR'), [], { subtotalCents: 0, weightGrams: 0 }).problem).toBeUndefined();
    expect(shippingOf(at('France'), zones, { subtotalCents: 0, weightGrams: 0 }).problem).toBe(
      'We do not ship to France.',
    );
  });
});
