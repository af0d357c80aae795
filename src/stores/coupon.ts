// The coupon code the shopper entered, kept in localStorage under `coupon` like the cart, so it
// follows from the cart page to checkout and survives a reload. Every quote and the order send
// it (`couponCode`, docs/api.md#promotions); whether it applies is only ever the server's answer.
// Only the cart page and checkout import this: the pages that share the shop chunk never need it.
import { persistedAtom } from './persisted';

/** The longest code a promotion can have (src/lib/forms/promotion.ts PROMOTION_LIMITS.code). */
export const COUPON_MAX_LENGTH = 32;

export type CouponInput = { code: string } | { problem: string };

/** What the shopper typed, as the code to send: trimmed and in upper case (codes are
 *  case-insensitive and stored in upper case), or why it cannot be sent. */
export function readCouponInput(text: string): CouponInput {
  const code = text.trim().toUpperCase();
  if (!code) return { problem: 'Please enter a coupon code.' };
  if (code.length > COUPON_MAX_LENGTH) return { problem: `A coupon code has at most ${COUPON_MAX_LENGTH} characters.` };
  return { code };
}

/** A stored value is localStorage's, so anyone's: one the server would refuse as a request (too
 *  long) would fail every quote, so it counts as none. */
function decodeCoupon(raw: string): string {
  const input = readCouponInput(raw);
  return 'code' in input ? input.code : '';
}

export const $couponCode = persistedAtom<string>('coupon', '', { encode: String, decode: decodeCoupon });

/** Keeps the code to send with every quote; bad input changes nothing and says why. */
export function applyCoupon(text: string): CouponInput {
  const input = readCouponInput(text);
  if ('code' in input) $couponCode.set(input.code);
  return input;
}

/** Forgets the code: after Remove, and once an order has used it. */
export function removeCoupon() {
  $couponCode.set('');
}
