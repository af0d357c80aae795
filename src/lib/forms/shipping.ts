// A shipping zone and its methods as the admin writes them (POST/PUT /api/shipping/zones,
// docs/api.md#shipping), for the server and an admin page alike: one schema, one set of words.
// Amounts are decimal dollars like every amount of the API and come out of the schema in cents.
// The rules between zones (one "*" zone, a country in one zone) need the other zones: the server
// checks them (src/server/shipping/zones.ts).
import { z } from 'zod';
import { isCountryCode } from '../countries';
import { parseCents } from '../money';
import { REQUIRED } from './required';

export const SHIPPING_METHOD_TYPES = ['flat', 'free_over', 'weight'] as const;
export type ShippingMethodType = (typeof SHIPPING_METHOD_TYPES)[number];

/** The zone of every country no other zone lists. */
export const REST_OF_WORLD = '*';

export const SHIPPING_LIMITS = {
  name: 100,
  countries: 300,
  regions: 100,
  postalPrefixes: 100,
  methods: 20,
  bands: 50,
  maxDays: 365,
  maxGrams: 10_000_000,
  maxPrice: 100_000,
} as const;

const name = z
  .string({ message: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(SHIPPING_LIMITS.name, `must be at most ${SHIPPING_LIMITS.name} characters.`);

const isWholeCents = (v: number) => {
  try {
    parseCents(v, Infinity);
    return true;
  } catch {
    return false;
  }
};

/** Dollars with at most two decimals, up to SHIPPING_LIMITS.maxPrice, as cents. */
const price = z
  .number({ message: 'must be an amount in dollars.' })
  .min(0, 'must be at least 0.')
  .max(SHIPPING_LIMITS.maxPrice, `must be at most ${SHIPPING_LIMITS.maxPrice}.`)
  .refine(isWholeCents, 'must have at most 2 decimals.')
  .transform((v) => parseCents(v, Infinity));

const days = z
  .number({ message: 'must be a whole number of days.' })
  .int('must be a whole number of days.')
  .min(0, 'must be at least 0.')
  .max(SHIPPING_LIMITS.maxDays, `must be at most ${SHIPPING_LIMITS.maxDays}.`);

const band = z.object({
  upToGrams: z
    .number({ message: 'must be a whole number of grams.' })
    .int('must be a whole number of grams.')
    .min(1, 'must be at least 1.')
    .max(SHIPPING_LIMITS.maxGrams, `must be at most ${SHIPPING_LIMITS.maxGrams}.`),
  price,
});

const method = z
  .object({
    /** an existing method's id keeps it (an order and a checkout name methods by id) */
    id: z.string().trim().min(1).max(100).optional(),
    name,
    type: z.enum(SHIPPING_METHOD_TYPES, { message: 'must be flat, free_over or weight.' }),
    /** flat and free_over: the price; weight: none (the bands have them) */
    price: price.optional(),
    /** free_over: the subtotal before discounts from which it is free */
    freeOver: price.optional(),
    /** weight: the price bands, each up to a weight (inclusive) */
    bands: z
      .array(band, { message: 'must be a list of {upToGrams, price}.' })
      .max(SHIPPING_LIMITS.bands, `may hold at most ${SHIPPING_LIMITS.bands} bands.`)
      .optional(),
    minDays: days,
    maxDays: days,
  })
  .superRefine((m, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (m.maxDays < m.minDays) problem('maxDays', 'must be at least minDays.');
    if (m.type === 'weight') {
      if (m.price !== undefined) problem('price', 'must be left out for a weight method (its bands have the prices).');
      if (!m.bands?.length) problem('bands', 'a weight method needs at least one band.');
      const weights = m.bands?.map((b) => b.upToGrams) ?? [];
      if (new Set(weights).size !== weights.length) problem('bands', 'two bands have the same upToGrams.');
    } else {
      if (m.price === undefined) problem('price', REQUIRED);
      if (m.bands !== undefined) problem('bands', `must be left out for a ${m.type} method.`);
    }
    if (m.type === 'free_over' && m.freeOver === undefined) problem('freeOver', REQUIRED);
    if (m.type !== 'free_over' && m.freeOver !== undefined)
      problem('freeOver', `must be left out for a ${m.type} method.`);
  })
  .transform((m) => ({
    id: m.id,
    name: m.name,
    type: m.type,
    priceCents: m.price ?? 0,
    freeOverCents: m.freeOver ?? null,
    bands: [...(m.bands ?? [])]
      .sort((a, b) => a.upToGrams - b.upToGrams)
      .map((b) => ({ upToGrams: b.upToGrams, priceCents: b.price })),
    minDays: m.minDays,
    maxDays: m.maxDays,
  }));

const textList = (max: number, each: z.ZodType<string>) =>
  z
    .array(each, { message: 'must be a list of text.' })
    .max(max, `may hold at most ${max} entries.`)
    .optional()
    .transform((list) => [...new Set(list ?? [])]);

/** A region as the address's `region` spells it, compared without case. */
const region = z.string({ message: 'must be text.' }).trim().min(1, REQUIRED).max(100, 'is too long.');

/** A postal code's beginning ("SW1", "10"), compared without case and spaces. */
const postalPrefix = z
  .string({ message: 'must be text.' })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{1,10}$/, 'must be 1 to 10 letters, digits or -.'));

export const shippingZoneSchema = z
  .object({
    name,
    countries: z
      .array(
        z
          .string({ message: 'must be a country code.' })
          .trim()
          .toUpperCase()
          .refine((c) => c === REST_OF_WORLD || isCountryCode(c), 'must be a country code (ISO 3166 alpha-2) or "*".'),
        { message: 'must be a list of country codes.' },
      )
      .min(1, 'must list at least one country (or "*" for the rest of the world).')
      .max(SHIPPING_LIMITS.countries, `may list at most ${SHIPPING_LIMITS.countries} countries.`)
      .transform((list) => [...new Set(list)]),
    regions: textList(SHIPPING_LIMITS.regions, region),
    postalPrefixes: textList(SHIPPING_LIMITS.postalPrefixes, postalPrefix),
    methods: z
      .array(method, { message: 'must be a list of methods.' })
      .min(1, 'a zone needs at least one method.')
      .max(SHIPPING_LIMITS.methods, `may hold at most ${SHIPPING_LIMITS.methods} methods.`),
  })
  .superRefine((zone, ctx) => {
    if (zone.countries.includes(REST_OF_WORLD)) {
      if (zone.countries.length > 1)
        ctx.addIssue({ code: 'custom', path: ['countries'], message: '"*" (the rest of the world) stands alone.' });
      if (zone.regions.length || zone.postalPrefixes.length)
        ctx.addIssue({
          code: 'custom',
          path: [zone.regions.length ? 'regions' : 'postalPrefixes'],
          message: 'must be left out for the rest of the world ("*").',
        });
    }
    const seen = new Map<string, number>();
    zone.methods.forEach((m, at) => {
      const key = m.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['methods', at, 'name'], message: 'another method of this zone has it.' });
      seen.set(key, at);
    });
  });

export type ShippingZoneInput = z.output<typeof shippingZoneSchema>;
export type ShippingMethodInput = ShippingZoneInput['methods'][number];
