import { getDb } from '../../../server/db/client';
import { handle, json } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { shippingCountries } from '../../../server/shipping/zones';

export const prerender = false;

/** The country codes the shipping zones name (docs/api.md#shipping), which the address forms list
 *  first. No sign-in: the checkout asks before anyone has one. */
export const GET = handle(async () => {
  const db = await getDb();
  return json({ success: true, countries: await shippingCountries(db) });
});

export const ALL = methodNotAllowed('GET');
