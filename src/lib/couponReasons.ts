// Why a coupon code does not apply, as the quote answers it (`coupon.reason`,
// docs/api.md#promotions), and the sentence the cart and checkout show for each. Kept apart from
// the promotion form's schema (./forms/promotion.ts re-exports the reasons) so the cart page
// can word the server's answer without loading zod.
//
// A code that does not exist and one that exists but cannot be used by anyone now (not started,
// ended, used up) get the same answer, `unknown`: a guesser must not learn which codes exist.
// `usedUp` is said only to a signed-in customer whose own uses reached the code's per-customer
// limit; the rest are said of codes anyone could use now, with another cart.
export const COUPON_REASONS = {
  unknown: 'not a valid code',
  usedUp: 'already used',
  notForThese: 'not for these products',
  betterOffer: 'a better offer already applies',
  /** the address guessed too many wrong codes: this one was not looked at */
  tooManyTries: 'too many codes tried',
} as const;

const SENTENCES: Record<string, string> = {
  [COUPON_REASONS.unknown]: 'This is not a valid code.',
  [COUPON_REASONS.usedUp]: 'You have already used this code.',
  [COUPON_REASONS.notForThese]: 'This code is not for the products in your cart.',
  [COUPON_REASONS.betterOffer]: 'A better offer already applies to your cart.',
  [COUPON_REASONS.tooManyTries]: 'Too many wrong codes were tried from here. Please try again later.',
};

/** The shopper's sentence for a reason. "needs a subtotal of $100.00" carries its amount, and a
 *  reason this list does not know yet (a newer server) is still shown rather than hidden. */
export function couponRefusal(reason: string | undefined): string {
  if (!reason) return 'This code cannot be used.';
  return SENTENCES[reason] ?? `This code ${reason.startsWith('needs ') ? reason : `cannot be used: ${reason}`}.`;
}
