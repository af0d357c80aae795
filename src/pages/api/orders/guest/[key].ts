import { getDb } from '../../../../server/db/client';
import { handle, json } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { findGuestOrder } from '../../../../server/checkout/guestOrders';
import { imageUrlBase } from '../../../../server/storage/imageUrls';
import { orderToApi } from '../../../../server/orders/orderView';

export const prerender = false;

/** A guest order by the key its confirmation mail links to; no token, any other key 404. */
export const GET = handle(async ({ request, params }) => {
  const order = await findGuestOrder(await getDb(), params.key ?? '');
  return json({ success: true, order: orderToApi(order, imageUrlBase(request)) });
});

export const ALL = methodNotAllowed('GET');
