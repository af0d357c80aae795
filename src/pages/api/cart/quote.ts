import { cartQuoteSchema } from '../../../lib/forms/cartQuote';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { quoteCart, readPricingRules } from '../../../server/orders/cartQuote';
import { optionalUser } from '../../../server/accounts/auth';
import { customerKeyOf, readOffers } from '../../../server/promotions/offers';

export const prerender = false;

/** The cart's quote as it is now (docs/api.md#cart-quote): no sign-in, nothing stored. */
export const POST = handle(async ({ request }) => {
  const db = await getDb();
  const { items, shippingAddress, email, couponCode, shippingMethodId } = parseWith(
    cartQuoteSchema,
    await readJson(request),
  );
  // a signed-in customer's own e-mail counts their uses of a promotion; a guest's the one given
  const buyerEmail = (await optionalUser(db, request))?.email ?? email;
  const customerKey = customerKeyOf(buyerEmail);
  const [offers, rules] = await Promise.all([readOffers(db, couponCode, customerKey), readPricingRules(db)]);
  const { api } = await quoteCart(db, items, {
    shippingAddress,
    shippingMethodId,
    ...rules,
    email: buyerEmail,
    offers,
    couponCode,
  });
  return json({ success: true, quote: api });
});

export const ALL = methodNotAllowed('POST');
