// The postal address form (checkout, the customer's Address page) and its limits, shared by
// the islands and the server so both refuse the same input with the same words.
import { z } from 'zod';
import { countryCodeOf } from '../countries';
import type { Address } from '../types';
import { LINK_IN_NAME, looksLikeLink } from '../typedText';

export const ADDRESS_LIMITS = {
  name: 100,
  phone: 40,
  line: 200,
  city: 100,
  postalCode: 20,
  region: 100,
  country: 100,
} as const;

const required = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

/** Optional text: missing, null or blank all become '' so stored addresses have one shape. */
const optional = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .nullish()
    .transform((v) => v ?? '');

export const addressSchema = z.object({
  // the guest's name in the order's mails (../typedText.ts)
  name: required(ADDRESS_LIMITS.name).refine((name) => !looksLikeLink(name), { error: LINK_IN_NAME }),
  phone: required(ADDRESS_LIMITS.phone).regex(/^[0-9+()./\s-]{4,}$/, {
    error: 'must be a phone number (digits, spaces, + - ( ) . /)',
  }),
  line1: required(ADDRESS_LIMITS.line),
  line2: optional(ADDRESS_LIMITS.line),
  city: required(ADDRESS_LIMITS.city),
  postalCode: optional(ADDRESS_LIMITS.postalCode),
  // optional, unlike the other texts: addresses stored before it existed have none
  region: z
    .string({ error: 'must be text' })
    .trim()
    .max(ADDRESS_LIMITS.region, { error: `must be at most ${ADDRESS_LIMITS.region} characters` })
    .optional(),
  // a code or a name the shop knows ("DE", "Germany", "UK"), kept as sent: shipping zones and tax
  // rates read it through countryCodeOf, and a misspelt one would only be told "We do not ship to"
  country: required(ADDRESS_LIMITS.country).refine((text) => countryCodeOf(text) !== null, {
    error: 'must be a country, such as US or Germany',
  }),
});

// the schema's output is the one Address type: a field added to one and not the other fails here
const _sameShape: [z.output<typeof addressSchema>, Address] extends [Address, z.output<typeof addressSchema>]
  ? true
  : never = true;
void _sameShape;

export const EMPTY_ADDRESS: Address = {
  name: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  postalCode: '',
  country: '',
};
