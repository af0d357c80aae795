import { cartQuoteSchema } from '../../../lib/forms/orderPlacement';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { quoteCart } from '../../../server/orders/cartQuote';

export const prerender = false;

/** The cart's quote as it is now (docs/api.md#cart-quote): no sign-in, nothing stored. */
export const POST = handle(async ({ request }) => {
  const { items, shippingAddress, email } = parseWith(cartQuoteSchema, await readJson(request));
  const { api } = await quoteCart(await getDb(), items, { shippingAddress, email });
  return json({ success: true, quote: api });
});

export const ALL = methodNotAllowed('POST');
