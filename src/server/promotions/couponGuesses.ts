// Coupon codes can be guessed (docs/api.md#promotions): each address may try at most
// COUPON_FAILURES_PER_ADDRESS different codes an hour that turn out not to be valid, counted with
// the other throttles (../accounts/signinThrottle.ts beginGuess). Beyond that a code is not looked
// at: a quote answers it `too many codes tried` (the cart stays usable without it), an order 429.
// A code that applies, or is refused for the cart (its subtotal, its products, a better offer) or
// for the signed-in customer's own uses, is no wrong guess and does not count.
import { COUPON_REASONS } from '../../lib/couponReasons';
import { beginGuess, tooManyGuesses, type Guess } from '../accounts/signinThrottle';
import { config } from '../config';
import type { Db } from '../db/client';
import type { HttpError } from '../http/httpError';
import type { CouponState } from './choosePromotions';

export const COUPON_GUESS_WINDOW_SECONDS = 3600;

export interface CouponTry {
  /** the code must not be looked at: the address is over its limit */
  refused: boolean;
  /** the 429 an order gets when refused */
  refusal(): HttpError;
  /** after the code was judged: counts it as a wrong guess unless the answer says it exists */
  judged(coupon: CouponState | undefined): Promise<void>;
}

const NO_CODE: CouponTry = {
  refused: false,
  refusal: () => {
    throw new Error('a request without a code is never refused');
  },
  judged: async () => undefined,
};

/** Before a code from `address` is judged (a quote or an order naming `couponCode`). */
export async function beginCouponTry(db: Db, couponCode: string | undefined, address: string): Promise<CouponTry> {
  const code = couponCode?.trim().toUpperCase();
  if (!code) return NO_CODE;
  const guess: Guess = await beginGuess(
    db,
    'coupon',
    code,
    address,
    config.couponFailuresPerAddress,
    COUPON_GUESS_WINDOW_SECONDS,
  );
  return {
    refused: guess.refusedFor !== null,
    refusal: () => tooManyGuesses(guess.refusedFor ?? 1, 'wrong coupon codes from here'),
    judged: async (coupon) => {
      if (coupon?.reason !== COUPON_REASONS.unknown) await guess.notWrong();
    },
  };
}

/** What a quote says of a code it did not look at. */
export const unjudgedCoupon = (couponCode: string): CouponState => ({
  code: couponCode.trim().toUpperCase(),
  applied: false,
  reason: COUPON_REASONS.tooManyTries,
});
