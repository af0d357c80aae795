// How the admin's shipping page says what a zone covers and what its methods cost, in words:
// "Germany, France", "Rest of the world", "$14.99 up to 1 kg · $24.99 up to 5 kg".
import { countryName } from '../../../lib/countries';
import { REST_OF_WORLD } from '../../../lib/forms/shipping';
import { formatPrice } from '../../../lib/formatPrice';
import type { ShippingMethod, ShippingZone } from '../../../lib/types';

/** Enough names to recognise a zone by; the rest are counted. */
const NAMES_SHOWN = 8;

export function countriesText(countries: readonly string[]): string {
  if (countries.includes(REST_OF_WORLD)) return 'Rest of the world';
  const names = countries.map(countryName);
  if (names.length <= NAMES_SHOWN) return names.join(', ');
  return `${names.slice(0, NAMES_SHOWN - 1).join(', ')} and ${names.length - NAMES_SHOWN + 1} more`;
}

/** "Regions: California, CA · Postal codes: 90, 91", or '' for a zone of whole countries. */
export function narrowingText({ regions, postalPrefixes }: Pick<ShippingZone, 'regions' | 'postalPrefixes'>): string {
  return [
    regions.length ? `Regions: ${regions.join(', ')}` : '',
    postalPrefixes.length ? `Postal codes: ${postalPrefixes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "500 g", "1 kg", "2.5 kg" */
export function weightText(grams: number): string {
  return grams < 1000 ? `${grams} g` : `${Number((grams / 1000).toFixed(3))} kg`;
}

const priceText = (price: number) => (price === 0 ? 'Free' : formatPrice(price));

/** "Free", "$14.99", "$9.99, free from $150.00", "$14.99 up to 1 kg · $24.99 up to 5 kg" */
export function methodPriceText(method: ShippingMethod): string {
  if (method.type === 'weight')
    return method.bands.map((b) => `${priceText(b.price)} up to ${weightText(b.upToGrams)}`).join(' · ');
  if (method.type === 'free_over')
    return `${priceText(method.price ?? 0)}, free from ${formatPrice(method.freeOver ?? 0)}`;
  return priceText(method.price ?? 0);
}
