// The checkout's order placement body (POST /api/orders), shared by the checkout island and
// the server. Prices are never part of it: the server reads them from the database (the
// optional expected total only lets it refuse an order whose prices changed under the shopper).
import { z } from 'zod';
import { emailSchema } from './email';
import { addressSchema } from './address';
import { PAYMENT_METHODS } from '../paymentMethods';

export const ORDER_LIMITS = {
  /** per line; a line asking for more is refused (400), not capped */
  maxQuantity: 99,
  maxLines: 50,
  note: 500,
} as const;

export const orderLineSchema = z.object({
  productId: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(100, { error: 'is not a product id' }),
  /** required when the product has more than one variant (docs/api.md#variants) */
  variantId: z
    .string({ error: 'must be a variant id' })
    .trim()
    .min(1, { error: 'must be a variant id' })
    .max(100, { error: 'is not a variant id' })
    .optional(),
  quantity: z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(ORDER_LIMITS.maxQuantity, { error: `must be at most ${ORDER_LIMITS.maxQuantity}` }),
});

/** The shipping method the shopper chose among the quote's `shippingOptions`
 *  (docs/api.md#shipping); the cheapest when left out. */
export const shippingMethodId = z.string().trim().min(1).max(100).optional();

/** a promotion's code the shopper entered (docs/api.md#promotions) */
export const couponCode = z
  .string({ error: 'must be text' })
  .trim()
  .max(64, { error: 'must be at most 64 characters' })
  .transform((v) => v.toUpperCase() || undefined)
  .optional();

export const orderPlacementSchema = z.object({
  items: z
    .array(orderLineSchema, { error: 'must be a list of {productId, quantity}' })
    .min(1, { error: 'your cart is empty' })
    .max(ORDER_LIMITS.maxLines, { error: `must hold at most ${ORDER_LIMITS.maxLines} lines` }),
  shippingAddress: addressSchema,
  shippingMethodId,
  couponCode,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'must be "cod" (Pay on delivery) or "card" (Card (Stripe))' }),
  note: z
    .string({ error: 'must be text' })
    .trim()
    .max(ORDER_LIMITS.note, { error: `must be at most ${ORDER_LIMITS.note} characters` })
    .nullish()
    .transform((v) => v || null),
  /** The total the shopper was shown. Optional; when given and the order would cost another
   *  amount (a price changed meanwhile), the order is refused with 409 and nothing is reserved. */
  expectedTotal: z
    .number({ error: 'must be a number' })
    .min(0, { error: 'must be at least 0' })
    .max(1e9, { error: 'is too large' })
    .optional(),
});

export type OrderPlacementValue = z.output<typeof orderPlacementSchema>;

/** A guest's checkout (no token) also names the e-mail address the order belongs to. */
export const guestContactSchema = z.object({ email: emailSchema });

/** Idempotency-Key header: one per checkout (a UUID is fine). */
export const idempotencyKeySchema = z
  .string({ error: 'is required' })
  .trim()
  .min(8, { error: 'must be at least 8 characters' })
  .max(100, { error: 'must be at most 100 characters' })
  .regex(/^[A-Za-z0-9_.:-]+$/, { error: 'may hold only letters, digits and _ . : -' });
