import { cartQuoteSchema } from '../../../lib/forms/cartQuote';
import { optionalUser } from '../../../server/accounts/auth';
import { limitRequests } from '../../../server/accounts/signinThrottle';
import { config } from '../../../server/config';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { clientAddress } from '../../../server/http/proxyTrust';
import { priceCart, readCartAndRules } from '../../../server/checkout/cartQuote';
import { beginCouponTry, unjudgedCoupon } from '../../../server/promotions/couponGuesses';
import { customerKeyOf } from '../../../server/promotions/offers';

export const prerender = false;

/** A shopper's cart and checkout ask one quote per change: a minute's worth per address. */
const QUOTE_WINDOW_SECONDS = 60;

/** The cart's quote as it is now (docs/api.md#cart-quote): no sign-in, nothing stored but the
 *  throttles' counts (per client address: quotes, and coupon codes that are not valid). */
export const POST = handle(async (ctx) => {
  const { request } = ctx;
  const db = await getDb();
  const address = clientAddress(ctx);
  await limitRequests(
    db,
    [{ key: `quote-ip:${address}`, limit: config.quotesPerAddress }],
    QUOTE_WINDOW_SECONDS,
    'cart quotes from here',
  );
  const { items, shippingAddress, couponCode, shippingMethodId } = parseWith(cartQuoteSchema, await readJson(request));
  // only a signed-in customer's own uses of a promotion count: an e-mail anyone can type must not
  // tell whether that address has used a code (a guest's order checks them, src/server/checkout/placeOrder.ts)
  const customerKey = customerKeyOf((await optionalUser(db, request))?.email);
  const coupon = await beginCouponTry(db, couponCode, address);
  const judgedCode = coupon.refused ? undefined : couponCode;
  try {
    const { catalog, rules } = await readCartAndRules(db, items, judgedCode, customerKey);
    const { api } = priceCart(items, catalog, { shippingAddress, shippingMethodId, ...rules, couponCode: judgedCode });
    await coupon.judged(api.coupon);
    return json({
      success: true,
      quote: couponCode && coupon.refused ? { ...api, coupon: unjudgedCoupon(couponCode) } : api,
    });
  } catch (err) {
    // a cart refused as a request (400) judged no code
    await coupon.judged(undefined);
    throw err;
  }
});

export const ALL = methodNotAllowed('POST');
