// A promotion as the admin writes it (POST/PUT/PATCH /api/promotions, docs/api.md#promotions) and
// the admin's panel checks it before sending: one schema, one set of words. Amounts are decimal
// dollars like every amount of the API; dates without an offset are wall-clock times in the
// shop's time zone (SHOP_TIME_ZONE), read on the server.
import { z } from 'zod';
import { toCents } from '../money';
import { instantIn } from '../zonedTime';
import { REQUIRED } from './required';

export const PROMOTION_TYPES = ['percentage', 'fixed', 'free_shipping'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export const PROMOTION_LIMITS = { name: 100, code: 32, targets: 200, priority: 1000 } as const;
const MAX_AMOUNT_CENTS = 99_999_999_00;

const amount = z
  .number({ message: 'must be a number.' })
  .min(0, 'must be at least 0.')
  .transform((v) => toCents(v))
  .pipe(z.number().max(MAX_AMOUNT_CENTS, 'is too large.'));
const count = z
  .number({ message: 'must be a whole number of at least 1.' })
  .int('must be a whole number of at least 1.')
  .min(1, 'must be a whole number of at least 1.')
  .max(1_000_000_000, 'is too large.');
const date = z
  .string({ message: 'must be a date like 2026-12-01 or 2026-12-01T09:00.' })
  .refine((text) => instantIn(text, 'UTC') !== null, 'must be a date like 2026-12-01 or 2026-12-01T09:00.');
const ids = z
  .array(z.string().trim().min(1).max(100), { message: 'must be a list of ids.' })
  .max(PROMOTION_LIMITS.targets, `may list at most ${PROMOTION_LIMITS.targets} ids.`);

const fields = {
  name: z
    .string({ message: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(PROMOTION_LIMITS.name, `must be at most ${PROMOTION_LIMITS.name} characters.`),
  /** none or null: automatic (applies to every cart that qualifies) */
  code: z
    .string({ message: 'must be text.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,32}$/, 'must be 3 to 32 letters, digits, - or _.')
    .transform((code) => code.toUpperCase())
    .nullish(),
  type: z.enum(PROMOTION_TYPES, { message: 'must be percentage, fixed or free_shipping.' }),
  /** percentage: percent off, 1 to 100; fixed: the amount off in dollars; free_shipping: none */
  value: z.number({ message: 'must be a number.' }).nullish(),
  target: z.object({ categories: ids.optional(), products: ids.optional(), variants: ids.optional() }).nullish(),
  minSubtotal: amount.nullish(),
  startsAt: date.nullish(),
  endsAt: date.nullish(),
  usageLimit: count.nullish(),
  perCustomerLimit: count.nullish(),
  combinable: z.boolean({ message: 'must be true or false.' }),
  priority: z
    .number({ message: 'must be a whole number.' })
    .int('must be a whole number.')
    .min(-PROMOTION_LIMITS.priority, `must be from -${PROMOTION_LIMITS.priority} to ${PROMOTION_LIMITS.priority}.`)
    .max(PROMOTION_LIMITS.priority, `must be from -${PROMOTION_LIMITS.priority} to ${PROMOTION_LIMITS.priority}.`),
};

/** The value's rule for its type, as `[message]` when it breaks it. */
export function valueProblem(type: PromotionType, value: number | null | undefined): string | null {
  if (type === 'free_shipping') return value == null ? null : 'must be left out for free shipping.';
  if (value == null) return REQUIRED;
  if (type === 'percentage')
    return value >= 1 && value <= 100 && Math.round(value * 100) === value * 100
      ? null
      : 'must be a percentage from 1 to 100 (at most two decimals).';
  if (value <= 0) return 'must be an amount above 0.';
  return toCents(value) <= MAX_AMOUNT_CENTS ? null : 'is too large.';
}

function checkWhole(input: { type: PromotionType; value?: number | null }, ctx: z.RefinementCtx) {
  const problem = valueProblem(input.type, input.value);
  if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
}

/** POST and PUT: the whole promotion. */
export const promotionSchema = z
  .object({ ...fields, combinable: fields.combinable.default(false), priority: fields.priority.default(0) })
  .superRefine(checkWhole);
/** PATCH: the fields it changes (checked again as a whole against the stored promotion). */
export const promotionPatchSchema = z.object(fields).partial();

export type PromotionInput = z.output<typeof promotionSchema>;
export type PromotionPatch = z.output<typeof promotionPatchSchema>;

/** The reasons a code does not apply, as the quote answers them (`coupon.reason`). */
export { COUPON_REASONS } from '../couponReasons';
