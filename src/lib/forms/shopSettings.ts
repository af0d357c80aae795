// The shop's own details and tax mode as the admin's Setting page writes them (PUT /api/settings,
// docs/api.md#settings), for the server and the page alike.
import { z } from 'zod';
import { TRACKING_PLACEHOLDER } from '../carriers';
import { isCountryCode } from '../countries';
import { REQUIRED } from './required';

export const SHOP_SETTINGS_LIMITS = {
  legalName: 200,
  address: 500,
  taxId: 50,
  supportEmail: 254,
  otherCarrierTrackingUrl: 500,
} as const;

const text = (max: number) =>
  z.string({ message: 'must be text.' }).trim().max(max, `must be at most ${max} characters.`);

/** The shop's address as an invoice prints it: one line per line, each trimmed, no empty ones;
 *  then checked by `lines` (the setup form's and the settings' differ in whether it is required). */
export const addressLines = <T extends z.ZodType<unknown, string>>(message: string, lines: T) =>
  z
    .string({ message })
    .transform((v) =>
      v
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    )
    .pipe(lines);

export const shopSettingsSchema = z.object({
  legalName: text(SHOP_SETTINGS_LIMITS.legalName),
  /** several lines, as an invoice prints it */
  address: addressLines('must be text.', text(SHOP_SETTINGS_LIMITS.address)),
  taxId: text(SHOP_SETTINGS_LIMITS.taxId),
  pricesIncludeTax: z.boolean({ message: 'must be true or false.' }),
  defaultCountry: z
    .string({ message: REQUIRED })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, 'must be a country code (ISO 3166 alpha-2), such as US or DE.'),
  /** where contact messages go; '' = the server's SHOP_MAIL. Left out: kept as it is (older clients). */
  supportEmail: text(SHOP_SETTINGS_LIMITS.supportEmail)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'must be an e-mail address, or empty.')
    .optional(),
  /** carrier `other`'s tracking link (src/lib/carriers.ts); '' = none. Left out: kept as it is. */
  otherCarrierTrackingUrl: text(SHOP_SETTINGS_LIMITS.otherCarrierTrackingUrl)
    .refine(
      (v) => v === '' || (/^https?:\/\/[^\s]+$/i.test(v) && v.includes(TRACKING_PLACEHOLDER)),
      `must be an http(s) address with ${TRACKING_PLACEHOLDER} where the tracking number goes, or empty.`,
    )
    .optional(),
});

export type ShopSettingsInput = z.infer<typeof shopSettingsSchema>;

/** The fields as the Setting page labels them, in its order (its form and its history of changes). */
export const SHOP_SETTINGS_LABELS = {
  legalName: 'Legal name',
  address: 'Address',
  taxId: 'Tax ID',
  pricesIncludeTax: 'Catalogue prices include tax',
  defaultCountry: 'Default country',
  supportEmail: 'Support e-mail',
  otherCarrierTrackingUrl: 'Tracking link of other carriers',
} as const satisfies Record<keyof ShopSettingsInput, string>;
