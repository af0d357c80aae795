import { orderTrackingSchema } from '../../../lib/forms/orderTracking';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { clientAddress } from '../../../server/http/proxyTrust';
import { limitTracking, trackOrder } from '../../../server/checkout/guestOrders';
import { imageUrlBase } from '../../../server/storage/imageUrls';
import { orderToApi } from '../../../server/orders/orderView';

export const prerender = false;

/** Any order by its number and e-mail (no token); one 404 for any mismatch, throttled (429). */
export const POST = handle(async (ctx) => {
  const { number, email } = parseWith(orderTrackingSchema, await readJson(ctx.request));
  const db = await getDb();
  await limitTracking(db, email, clientAddress(ctx));
  const order = await trackOrder(db, number, email);
  return json({ success: true, order: orderToApi(order, imageUrlBase(ctx.request)) });
});

export const ALL = methodNotAllowed('POST');
