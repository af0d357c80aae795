// How an address prints, in its country's order (the shopper reads it, and a carrier's label
// looks the same): the US and Canada put the state and ZIP after the city ("San Francisco, CA
// 94105"), Australia without the comma; the UK and Ireland give the town, then the postcode on a
// line of its own; Germany, France and most other countries put the postal code before the city
// ("10115 Berlin"). The country is printed by its English name whatever the shopper typed.
import { countryCodeOf, countryName } from './countries';
import { regionKey } from './regions';
import type { Address } from './types';

type Format = 'city-region-postal' | 'city-region postal' | 'city/postal' | 'postal-city';

const FORMATS: Readonly<Record<string, Format>> = {
  US: 'city-region-postal',
  CA: 'city-region-postal',
  AU: 'city-region postal',
  GB: 'city/postal',
  IE: 'city/postal',
};

const join = (parts: (string | undefined)[], separator = ' ') =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);

/** The lines between the street and the country: city, region and postal code. */
function placeLines(address: Address, code: string | null): string[] {
  const { city, postalCode } = address;
  // a US state prints as its code ("California" and "ca" both give "CA")
  const text = (address.region ?? '').trim();
  const state = code === 'US' ? regionKey('US', text) : '';
  const region = /^[A-Z]{2}$/.test(state) ? state : text;
  switch (code ? FORMATS[code] : undefined) {
    case 'city-region-postal':
      return [join([join([city, region], ', '), postalCode])];
    case 'city-region postal':
      return [join([city, region, postalCode])];
    case 'city/postal':
      return [city, region, postalCode];
    default:
      return [join([postalCode, city]), region];
  }
}

/** The address as printed lines (order pages, mails, the invoice); blank parts left out. */
export function formatAddressLines(address: Address, { withName = false } = {}): string[] {
  const code = countryCodeOf(address.country);
  const country = code ? countryName(code) : address.country;
  return [withName ? address.name : '', address.line1, address.line2, ...placeLines(address, code), country]
    .map((line) => line?.trim() ?? '')
    .filter(Boolean);
}

/** One line for tables and the user's `address` text: the printed lines joined by commas. */
export function formatAddress(address: Address | null | undefined, { withName = false } = {}): string {
  return address ? formatAddressLines(address, { withName }).join(', ') : '';
}
