// The cart quote's body (POST /api/cart/quote), read by the server only: the browser builds its
// requests from the cart (src/lib/cartQuote.ts), so this is kept out of the checkout's bundle.
import { z } from 'zod';
import { addressSchema } from './address';
import { emailSchema } from './email';
import { couponCode, ORDER_LIMITS, orderLineSchema, shippingMethodId } from './orderPlacement';

/** A cart line as the quote reads it: `price` is the unit price the shopper saw (a decimal), so
 *  the quote can say it changed since. */
const quoteLineSchema = orderLineSchema.extend({
  price: z
    .number({ error: 'must be a number' })
    .min(0, { error: 'must be at least 0' })
    .max(1e9, { error: 'is too large' })
    .optional(),
});

/** POST /api/cart/quote: the cart, and where it goes and for whom (shipping and tax). */
export const cartQuoteSchema = z.object({
  items: z
    .array(quoteLineSchema, { error: 'must be a list of {productId, quantity}' })
    .min(1, { error: 'your cart is empty' })
    .max(ORDER_LIMITS.maxLines, { error: `must hold at most ${ORDER_LIMITS.maxLines} lines` }),
  shippingAddress: addressSchema.optional(),
  email: emailSchema.optional(),
  shippingMethodId,
  couponCode,
});

export type CartQuoteValue = z.output<typeof cartQuoteSchema>;
