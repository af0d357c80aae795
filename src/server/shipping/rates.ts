// What shipping a cart can have to an address (docs/api.md#shipping): the zone the address is in,
// the methods of it that take the cart, with their prices, and the one chosen. Pure: the quote
// (src/server/checkout/cartQuote.ts) passes the zones it was given (src/server/checkout/quoteContext.ts).
import { regionKey } from '../../lib/regions';
import { countryCodeOf, countryName } from '../../lib/countries';
import { REST_OF_WORLD, type ShippingMethodType } from '../../lib/forms/shipping';
import type { Cents } from '../../lib/money';
import type { Address } from '../../lib/types';
import type { StoredShippingBand } from '../db/schema';
import { badRequest } from '../http/httpError';

export interface ZoneMethod {
  id: string;
  name: string;
  type: ShippingMethodType;
  priceCents: Cents;
  freeOverCents: Cents | null;
  /** sorted by upToGrams */
  bands: StoredShippingBand[];
  minDays: number;
  maxDays: number;
}

export interface Zone {
  id: string;
  name: string;
  /** ISO alpha-2 codes, or only "*" */
  countries: string[];
  regions: string[];
  /** upper case, without spaces */
  postalPrefixes: string[];
  /** in position order */
  methods: ZoneMethod[];
}

export interface ShippingOption {
  id: string;
  name: string;
  priceCents: Cents;
  minDays: number;
  maxDays: number;
}

/** What shipping decides from a cart: the subtotal before discounts (free_over) and its weight. */
export interface ShippedCart {
  subtotalCents: Cents;
  weightGrams: number;
}

export interface Shipping {
  options: ShippingOption[];
  chosen: ShippingOption | null;
  /** why the cart cannot go to the address, for the shopper */
  problem?: string;
  cents: Cents;
}

const normalPostcode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** How precisely `zone` serves the address: -1 not at all; "*" 0, a country 1, and a zone with
 *  regions or postal codes more (the longer the prefix matched, the more). */
function precision(zone: Zone, country: string | null, address: Address): number {
  if (zone.countries.includes(REST_OF_WORLD)) return country ? 0 : -1;
  if (!country || !zone.countries.includes(country)) return -1;
  let score = 1;
  if (zone.regions.length) {
    const wanted = regionKey(country, address.region);
    if (!wanted || !zone.regions.some((region) => regionKey(country, region) === wanted)) return -1;
    score += 1;
  }
  if (zone.postalPrefixes.length) {
    const postcode = normalPostcode(address.postalCode);
    const matched = zone.postalPrefixes.filter((prefix) => postcode.startsWith(prefix));
    if (!matched.length) return -1;
    score += 1 + Math.max(...matched.map((prefix) => prefix.length));
  }
  return score;
}

/** The zone of the address: the most precise that serves it, the oldest of equals (`zones` in
 *  the order they were made); undefined when none does. */
export function zoneOf(address: Address, zones: readonly Zone[]): Zone | undefined {
  const country = countryCodeOf(address.country);
  let best: { zone: Zone; score: number } | undefined;
  for (const zone of zones) {
    const score = precision(zone, country, address);
    if (score >= 0 && (!best || score > best.score)) best = { zone, score };
  }
  return best?.zone;
}

/** The method's price for the cart; null when it does not take the cart (heavier than its bands). */
export function priceOf(method: ZoneMethod, cart: ShippedCart): Cents | null {
  if (method.type === 'flat') return method.priceCents;
  if (method.type === 'free_over')
    return cart.subtotalCents >= (method.freeOverCents ?? Infinity) ? 0 : method.priceCents;
  return method.bands.find((band) => band.upToGrams >= cart.weightGrams)?.priceCents ?? null;
}

export function optionsOf(zone: Zone, cart: ShippedCart): ShippingOption[] {
  return zone.methods.flatMap((method) => {
    const priceCents = priceOf(method, cart);
    if (priceCents === null) return [];
    const { id, name, minDays, maxDays } = method;
    return [{ id, name, priceCents, minDays, maxDays }];
  });
}

const kilograms = (grams: number) => `${(Math.ceil(grams / 100) / 10).toLocaleString('en-US')} kg`;

/**
 * The shipping of a cart to `address`: without zones (a shop that has not set shipping up) and
 * without an address, none and free; else the options of the address's zone and the cheapest (the
 * first of equals), or the one `methodId` names (400 when it is not an option).
 */
export function shippingOf(
  address: Address | undefined,
  zones: readonly Zone[],
  cart: ShippedCart,
  methodId?: string,
): Shipping {
  const none: Shipping = { options: [], chosen: null, cents: 0 };
  if (!address || !zones.length) return none;
  const zone = zoneOf(address, zones);
  const code = countryCodeOf(address.country);
  const where = code ? countryName(code) : address.country.trim();
  if (!zone) return { ...none, problem: `We do not ship to ${where}.` };
  const options = optionsOf(zone, cart);
  if (!options.length)
    return { ...none, problem: `We cannot ship an order of ${kilograms(cart.weightGrams)} to ${where}.` };
  let chosen = options.reduce((cheapest, option) => (option.priceCents < cheapest.priceCents ? option : cheapest));
  if (methodId !== undefined) {
    const named = options.find((option) => option.id === methodId);
    if (!named)
      throw badRequest(
        `shippingMethodId: ${methodId} is not a shipping method for this address; choose one of shippingOptions.`,
      );
    chosen = named;
  }
  return { options, chosen, cents: chosen.priceCents };
}
