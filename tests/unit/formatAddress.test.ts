// Addresses print in their country's order (src/lib/formatAddress.ts): the order pages, the admin's
// order panel, the mails and the invoice all take these lines.
import { describe, expect, it } from 'vitest';
import { formatAddress, formatAddressLines } from '../../src/lib/formatAddress';
import type { Address } from '../../src/lib/types';

const at = (extra: Partial<Address>): Address => ({
  name: 'Ada Buyer',
  phone: '+1 555 0100',
  line1: '1 Main St',
  line2: '',
  city: '',
  postalCode: '',
  country: '',
  ...extra,
});

describe('formatAddressLines', () => {
  it('puts a US state and ZIP after the city, the state as its code', () => {
    const sf = at({ line1: '100 Market St', city: 'San Francisco', region: 'CA', postalCode: '94105', country: 'US' });
    expect(formatAddressLines(sf)).toEqual(['100 Market St', 'San Francisco, CA 94105', 'United States']);
    expect(formatAddressLines({ ...sf, region: 'california', country: 'USA' })[1]).toBe('San Francisco, CA 94105');
    // a region that is no state is printed as written
    expect(formatAddressLines({ ...sf, region: 'Narnia' })[1]).toBe('San Francisco, Narnia 94105');
    expect(formatAddressLines({ ...sf, region: undefined })[1]).toBe('San Francisco 94105');
  });

  it('gives the UK town, then the postcode on its own line', () => {
    const london = at({
      line1: '221B Baker Street',
      line2: 'Flat 2',
      city: 'London',
      postalCode: 'NW1 6XE',
      country: 'UK',
    });
    expect(formatAddressLines(london, { withName: true })).toEqual([
      'Ada Buyer',
      '221B Baker Street',
      'Flat 2',
      'London',
      'NW1 6XE',
      'United Kingdom',
    ]);
  });

  it('puts the postal code before the city in Germany, France and other countries', () => {
    const berlin = at({ line1: 'Unter den Linden 5', city: 'Berlin', postalCode: '10117', country: 'Germany' });
    expect(formatAddressLines(berlin)).toEqual(['Unter den Linden 5', '10117 Berlin', 'Germany']);
    const paris = at({ line1: '5 Rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR' });
    expect(formatAddressLines(paris)).toEqual(['5 Rue de Rivoli', '75001 Paris', 'France']);
    const milan = at({ city: 'Milano', postalCode: '20121', region: 'MI', country: 'IT' });
    expect(formatAddressLines(milan)).toEqual(['1 Main St', '20121 Milano', 'MI', 'Italy']);
  });

  it('keeps a country it does not know as written, and leaves blank parts out', () => {
    expect(formatAddressLines(at({ city: 'Atlantis City', country: 'Atlantis' }))).toEqual([
      '1 Main St',
      'Atlantis City',
      'Atlantis',
    ]);
  });
});

describe('formatAddress', () => {
  it('is the printed lines on one line, or empty for none', () => {
    const sf = at({ city: 'San Francisco', region: 'CA', postalCode: '94105', country: 'US' });
    expect(formatAddress(sf, { withName: true })).toBe('Ada Buyer, 1 Main St, San Francisco, CA 94105, United States');
    expect(formatAddress(at({ city: 'London', postalCode: 'N1 9GU', country: 'GB' }))).toBe(
      '1 Main St, London, N1 9GU, United Kingdom',
    );
    expect(formatAddress(null)).toBe('');
  });
});
