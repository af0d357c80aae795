import { requireUser } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { cancelOwnOrder } from '../../../../server/orders/orderStatus';

export const prerender = false;

/** The customer's own order, while pending (409 after); stock goes back. */
export const POST = handle(async ({ request, params }) => {
  const customer = await requireUser(request);
  const order = await cancelOwnOrder(await getDb(), customer, params.id ?? '');
  return json({ success: true, message: `Order ${order.number} has been cancelled`, order });
});

export const ALL = methodNotAllowed('POST');
