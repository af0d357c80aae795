// A product's options and variants (docs/api.md#variants), as the admin's editor and the product
// writes check them: the multipart fields `options` and `variants` are JSON texts, read here into
// cents and checked against each other, so the panel and the server refuse the same things with
// the same words. Amounts in the JSON are decimal dollars like every amount of the API.
import { z } from 'zod';
import { toCents } from '../money';
import { REQUIRED } from './required';
import { checkSpecs, specsInputSchema } from './specs';
import type { CategoryAttribute } from '../types';
import { variantLabel } from '../variantChoice';
import { isReservedKey, ownValue, RESERVED_KEY_MESSAGE } from '../ownKeys';
import { keyedRecord } from './keyedRecord';

// kept in a module without zod, for the pages' scripts; exported here as before
export { variantLabel };

export const VARIANT_LIMITS = {
  options: 3,
  values: 30,
  variants: 100,
  name: 40,
  value: 40,
  sku: 64,
  weightGrams: 1_000_000,
  stock: 2_000_000_000,
} as const;
/** the largest price a variant takes, in cents (the product form's) */
export const MAX_VARIANT_PRICE_CENTS = 99_999_999_00;

const label = (max: number) => z.string().trim().min(1, REQUIRED).max(max, `must be at most ${max} characters.`);

const optionSchema = z.object({
  name: label(VARIANT_LIMITS.name).refine((name) => !isReservedKey(name), RESERVED_KEY_MESSAGE),
  values: z
    .array(label(VARIANT_LIMITS.value))
    .min(1, 'must list at least one value.')
    .max(VARIANT_LIMITS.values, `may list at most ${VARIANT_LIMITS.values} values.`)
    .refine((values) => new Set(values.map(fold)).size === values.length, 'must not repeat a value.'),
});

export const optionsSchema = z
  .array(optionSchema)
  .max(VARIANT_LIMITS.options, `may have at most ${VARIANT_LIMITS.options} options.`)
  .refine((options) => new Set(options.map((o) => fold(o.name))).size === options.length, 'must not repeat a name.');

const money = z
  .number({ message: 'must be a number of at least 0.' })
  .min(0, 'must be a number of at least 0.')
  .transform((v) => toCents(v))
  .pipe(z.number().max(MAX_VARIANT_PRICE_CENTS, 'is too large.'));
const whole = (max: number) =>
  z
    .number({ message: 'must be a whole number of at least 0.' })
    .int('must be a whole number of at least 0.')
    .min(0, 'must be a whole number of at least 0.')
    .max(max, 'is too large.');

/** SKUs are letters, digits and - _ . /, so they read out and search exactly. */
const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const variantSchema = z.object({
  /** an existing variant's id keeps it (carts and wishlists point at it); none: a new one */
  _id: z.string().min(1).max(100).optional(),
  /** none: made from the product (src/server/catalog/variants.ts) */
  sku: label(VARIANT_LIMITS.sku).regex(SKU, 'may hold only letters, digits and - _ . /').optional(),
  options: keyedRecord(z.string()).default({}),
  price: money,
  compareAtPrice: money.nullable().optional(),
  stock: whole(VARIANT_LIMITS.stock),
  /** grams */
  weight: whole(VARIANT_LIMITS.weightGrams).optional(),
  /** public ids of the product's images this variant shows */
  images: z.array(z.string().min(1).max(300)).max(5, 'may list at most 5 images.').optional(),
  /** its own values of the product's specs, checked against the category's attributes by the
   *  writes (src/server/catalog/products.ts); null or '' leaves one to the product */
  specs: specsInputSchema.optional(),
  isActive: z.boolean().optional(),
});

export const variantsSchema = z
  .array(variantSchema)
  .min(1, 'must list at least one variant.')
  .max(VARIANT_LIMITS.variants, `may list at most ${VARIANT_LIMITS.variants} variants.`);

export type OptionsInput = z.infer<typeof optionsSchema>;
export type VariantInput = z.infer<typeof variantsSchema>[number];

const fold = (text: string) => text.trim().toLowerCase();

/** The first problem with the variants as a whole against the options, as `[path, message]`
 *  (path like `variants.2.options.Colour`); null when they fit together. */
export function variantsProblem(options: OptionsInput, variants: VariantInput[]): [string, string] | null {
  if (options.length === 0 && variants.length > 1)
    return ['variants', 'a product without options has exactly one variant.'];
  const names = new Set(options.map((o) => o.name));
  const seen = new Map<string, number>();
  const skus = new Map<string, number>();
  for (const [at, variant] of variants.entries()) {
    for (const name of Object.keys(variant.options))
      if (!names.has(name)) return [`variants.${at}.options.${name}`, 'is not an option of this product.'];
    for (const option of options) {
      const value = ownValue(variant.options, option.name);
      if (value === undefined) return [`variants.${at}.options.${option.name}`, REQUIRED];
      if (!option.values.includes(value))
        return [`variants.${at}.options.${option.name}`, `must be one of ${option.values.join(', ')}.`];
    }
    const combination = variantLabel(options, variant.options);
    const twin = seen.get(combination);
    if (twin !== undefined)
      return [`variants.${at}.options`, `repeats the options of variant ${twin + 1} (${combination}).`];
    seen.set(combination, at);
    if (variant.sku) {
      const same = skus.get(variant.sku.toUpperCase());
      if (same !== undefined) return [`variants.${at}.sku`, `repeats the SKU of variant ${same + 1}.`];
      skus.set(variant.sku.toUpperCase(), at);
    }
    if (variant.compareAtPrice != null && variant.compareAtPrice <= variant.price)
      return [`variants.${at}.compareAtPrice`, 'must be greater than the price (leave it empty when not on sale).'];
  }
  return null;
}

/**
 * The variants with their own specs checked against the category's attributes, as the product's
 * are (checkSpecs): the first problem as `[path, message]` (`variants.2.specs.storage`). Empty
 * values are dropped: the variant then shows the product's.
 */
export function checkVariantSpecs(
  attributes: readonly CategoryAttribute[],
  variants: VariantInput[],
): { variants: VariantInput[] } | { problem: [string, string] } {
  const checked: VariantInput[] = [];
  for (const [at, variant] of variants.entries()) {
    const specs = checkSpecs(attributes, variant.specs ?? {});
    if ('problem' in specs) return { problem: [`variants.${at}.${specs.problem[0]}`, specs.problem[1]] };
    checked.push({ ...variant, specs: specs.specs });
  }
  return { variants: checked };
}

/** Every combination of the options' values, in the options' order (the editor's "Generate"). */
export function combinations(options: OptionsInput): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (acc, option) => acc.flatMap((partial) => option.values.map((value) => ({ ...partial, [option.name]: value }))),
    [{}],
  );
}
