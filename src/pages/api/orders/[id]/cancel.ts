import { requireUser } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { cancelOwnOrder } from '../../../../server/orders/orderStatus';
import { imageUrlBase } from '../../../../server/storage/imageUrls';
import { orderToApi } from '../../../../server/orders/orderView';

export const prerender = false;

/** The customer's own order, while it waits for payment or is pending (409 after); stock goes back. */
export const POST = handle(async ({ request, params }) => {
  const db = await getDb();
  const customer = await requireUser(db, request);
  const order = await cancelOwnOrder(db, customer, params.id ?? '');
  const message = `Order ${order.number} has been cancelled`;
  return json({ success: true, message, order: orderToApi(order, imageUrlBase(request)) });
});

export const ALL = methodNotAllowed('POST');
