// A tax rate as the admin writes it (POST/PUT /api/tax/rates, docs/api.md#tax), for the server and
// the admin's Tax page alike. `rate` is a percentage with at most 3 decimals (8.875).
import { z } from 'zod';
import { isCountryCode } from '../countries';
import { TAX_CLASSES } from '../pricing';
import { regionOfRate } from '../regions';
import { REQUIRED } from './required';

export const TAX_RATE_LIMITS = { name: 60, region: 100, rateDecimals: 3 } as const;

const hasAtMostDecimals = (value: number, decimals: number) =>
  Number.isFinite(value) && Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-7;

export const taxRateSchema = z
  .object({
    country: z
      .string({ message: REQUIRED })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'must be a country code (ISO 3166 alpha-2), such as US or DE.'),
    region: z
      .string({ message: 'must be text.' })
      .trim()
      .max(TAX_RATE_LIMITS.region, `must be at most ${TAX_RATE_LIMITS.region} characters.`)
      .nullish()
      .transform((v) => v ?? ''),
    taxClass: z.enum(TAX_CLASSES, { message: 'must be standard, reduced or zero.' }),
    rate: z
      .number({ message: 'must be a percentage, such as 19 or 8.875.' })
      .min(0, 'must be at least 0.')
      .max(100, 'must be at most 100.')
      .refine(
        (v) => hasAtMostDecimals(v, TAX_RATE_LIMITS.rateDecimals),
        `must have at most ${TAX_RATE_LIMITS.rateDecimals} decimals.`,
      ),
    name: z
      .string({ message: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(TAX_RATE_LIMITS.name, `must be at most ${TAX_RATE_LIMITS.name} characters.`),
  })
  .superRefine((v, ctx) => {
    if (v.taxClass === 'zero' && v.rate !== 0)
      ctx.addIssue({ code: 'custom', path: ['rate'], message: 'must be 0 for the zero class.' });
  })
  .transform((v) => ({
    ...v,
    rate: Number(v.rate.toFixed(TAX_RATE_LIMITS.rateDecimals)),
    region: regionOfRate(v.country, v.region),
  }));

export type TaxRateInput = z.infer<typeof taxRateSchema>;
