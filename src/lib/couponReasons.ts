// Why a coupon code does not apply, as the quote answers it (`coupon.reason`,
// docs/api.md#promotions), and the sentence the cart and checkout show for each. Kept apart from
// the promotion form's schema (./forms/promotion.ts re-exports the reasons) so the cart page
// can word the server's answer without loading zod.
export const COUPON_REASONS = {
  unknown: 'not a valid code',
  notStarted: 'not active yet',
  expired: 'expired',
  usedUp: 'already used',
  notForThese: 'not for these products',
  betterOffer: 'a better offer already applies',
} as const;

const SENTENCES: Record<string, string> = {
  [COUPON_REASONS.unknown]: 'This is not a valid code.',
  [COUPON_REASONS.notStarted]: 'This code is not active yet.',
  [COUPON_REASONS.expired]: 'This code is expired.',
  [COUPON_REASONS.usedUp]: 'This code has already been used.',
  [COUPON_REASONS.notForThese]: 'This code is not for the products in your cart.',
  [COUPON_REASONS.betterOffer]: 'A better offer already applies to your cart.',
};

/** The shopper's sentence for a reason. "needs a subtotal of $100.00" carries its amount, and a
 *  reason this list does not know yet (a newer server) is still shown rather than hidden. */
export function couponRefusal(reason: string | undefined): string {
  if (!reason) return 'This code cannot be used.';
  return SENTENCES[reason] ?? `This code ${reason.startsWith('needs ') ? reason : `cannot be used: ${reason}`}.`;
}
