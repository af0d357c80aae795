import type { Address } from './types';

/** One line for tables and summaries: "Name, line 1, line 2, postal code city, region, country"
 *  (blank parts left out). */
export function formatAddress(address: Address | null | undefined, { withName = false } = {}): string {
  if (!address) return '';
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [withName ? address.name : '', address.line1, address.line2, place, address.region, address.country]
    .filter(Boolean)
    .join(', ');
}
