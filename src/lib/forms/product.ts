// The product form (admin panel and POST/PUT /api/products). Multipart fields are text, so the
// schema reads strings: "12.5" -> 12.5; "", "abc", "-1" are refused, never read as 0. Prices
// parse to whole cents from the text ("12.5" -> 1250); more decimals round to the cent as the
// one rounding rule says (src/lib/money.ts), as the stored numeric(12,2) did before.
import { z } from 'zod';
import { TAX_CLASSES } from '../pricing';
import { toCents } from '../money';
import { REQUIRED } from './required';
import { ORDER_LIMITS } from './orderPlacement';

export const PRODUCT_LIMITS = { name: 200, description: 5000, category: 200, discount: 40 } as const;
/** a product's most units per order can only lower an order line's own limit */
const MAX_LINE_UNITS = ORDER_LIMITS.maxQuantity;

const NUMBER = 'must be a number of at least 0.';
const text = (max: number) => z.string().trim().min(1, REQUIRED).max(max, `must be at most ${max} characters.`);
/** the largest price the form takes, in cents */
const MAX_PRICE_CENTS = 99_999_999_00;
/** a whole part of at most 8 digits: the cents then always fit (checked before they are read) */
const fitsPrice = (v: string) => v.replace(/^0+(?=\d)/, '').split('.')[0].length <= 8;
const price = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .regex(/^\d+(\.\d+)?$/, NUMBER)
  .refine(fitsPrice, 'is too large.')
  .transform((v) => toCents(v))
  .pipe(z.number().max(MAX_PRICE_CENTS, 'is too large.'));
const stock = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .regex(/^-?\d+(\.\d+)?$/, NUMBER)
  .transform(Number)
  .pipe(z.number().min(0, NUMBER).int('must be a whole number.').max(2_000_000_000, 'is too large.'));
/** "" clears the compare-at price (not on sale) */
const compareAtPrice = z
  .string()
  .trim()
  .regex(/^(\d+(\.\d+)?)?$/, NUMBER)
  .refine(fitsPrice, 'is too large.')
  .transform((v) => (v === '' ? null : toCents(v)))
  .pipe(z.number().max(MAX_PRICE_CENTS, 'is too large.').nullable());
const UNITS = `must be a whole number from 1 to ${MAX_LINE_UNITS}.`;
const maxPerOrder = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .regex(/^\d+$/, UNITS)
  .transform(Number)
  .pipe(z.number().min(1, UNITS).max(MAX_LINE_UNITS, UNITS));
const flag = z.enum(['true', 'false'], { message: 'must be true or false.' }).transform((v) => v === 'true');

const productFields = {
  name: text(PRODUCT_LIMITS.name),
  /** what search matches; equals name unless the admin sets it apart */
  productName: text(PRODUCT_LIMITS.name).optional(),
  description: text(PRODUCT_LIMITS.description),
  /** in cents */
  price,
  stock,
  category: text(PRODUCT_LIMITS.category),
  /** badge text like "-20%"; empty means none */
  discount: z
    .string()
    .trim()
    .max(PRODUCT_LIMITS.discount, `must be at most ${PRODUCT_LIMITS.discount} characters.`)
    .optional(),
  /** the original price shown struck through, in cents; must be above `price` (checked against the stored
   *  values on an edit, see updateProduct in src/server/catalog/products.ts) */
  compareAtPrice: compareAtPrice.optional(),
  /** shown in the home page's Featured tab */
  featured: flag.optional(),
  /** the most units one order may take; unset on create: the line limit, 99 */
  maxPerOrder: maxPerOrder.optional(),
  /** which of the shipping address's tax rates it pays (docs/api.md#tax); unset on create: standard */
  taxClass: z.enum(TAX_CLASSES, { message: 'must be standard, reduced or zero.' }).optional(),
  isActive: flag.optional(),
};

export const COMPARE_AT_MESSAGE = 'must be greater than the price (leave it empty when not on sale).';

/** The compare-at price rule on the values a product ends up with (both in cents). */
export function compareAtPriceFits(price: number, compareAt: number | null | undefined): boolean {
  return compareAt == null || compareAt > price;
}

export const productCreateSchema = z.object(productFields).superRefine((input, ctx) => {
  if (!compareAtPriceFits(input.price, input.compareAtPrice))
    ctx.addIssue({ code: 'custom', path: ['compareAtPrice'], message: COMPARE_AT_MESSAGE });
});
/** a product created with its variants (the multipart `variants` field): they hold the prices and
 *  stock, so the form's are not needed */
export const productCreateWithVariantsSchema = z
  .object(productFields)
  .partial({ price: true, stock: true, compareAtPrice: true });
/** an edit sends the fields it changes */
export const productUpdateSchema = z.object(productFields).partial();

/** the panel's labels, in the order docs/product.md#validation checks them */
export const PRODUCT_LABELS = {
  name: 'Title',
  price: 'Price',
  category: 'Category',
  stock: 'Stock',
  description: 'Description',
  discount: 'Discount',
  compareAtPrice: 'Original price',
  maxPerOrder: 'Most units per order',
  taxClass: 'Tax class',
} as const;

export type ProductCreate = z.infer<typeof productCreateWithVariantsSchema>;
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
