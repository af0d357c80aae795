import { z } from 'zod';
import { toDecimal } from '../../../lib/money';
import { guestContactSchema, idempotencyKeySchema, orderPlacementSchema } from '../../../lib/forms/orderPlacement';
import { requireUser } from '../../../server/accounts/auth';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { badRequest, HttpError } from '../../../server/http/httpError';
import { methodNotAllowed } from '../../../server/http/methods';
import { orderFilters, pageOrders } from '../../../server/orders/orderQueries';
import { parsePageQuery } from '../../../server/http/listQuery';
import { placeOrder } from '../../../server/checkout/placeOrder';
import { accountBuyer, guestBuyer, waitingGuestOrders } from '../../../server/checkout/guestOrders';
import { imageUrlBase } from '../../../server/storage/imageUrls';
import { orderToApi } from '../../../server/orders/orderView';
import { clientAddress, shopOrigin } from '../../../server/http/proxyTrust';

export const prerender = false;

/** 201 with the new order (a card order adds `paymentUrl`, Stripe's page to pay at); the same Idempotency-Key again answers that order with 200, or 422
 *  when it comes with another order (docs/api.md#commerce-contract). Without a token it is a
 *  guest's order, for the body's `email` (without one 401), and the answer adds the order's
 *  `guestKey`; orders without a token are throttled per client address and per e-mail (429). */
export const POST = handle(async (ctx) => {
  const { request } = ctx;
  const db = await getDb();
  // a token that is sent must be valid: an expired session is not silently turned into a guest
  const user = request.headers.has('authorization') ? await requireUser(db, request) : null;
  const body = await readJson(request);
  // neither a session nor an e-mail: a client that meant to be signed in
  if (!user && (typeof body !== 'object' || body === null || (body as { email?: unknown }).email == null))
    throw new HttpError(401, 'Please sign in to continue, or give an e-mail address to order as a guest.');
  const header = request.headers.get('idempotency-key');
  if (header === null) throw badRequest('Idempotency-Key: the header is required (one key per checkout).');
  const { 'Idempotency-Key': key } = parseWith(z.object({ 'Idempotency-Key': idempotencyKeySchema }), {
    'Idempotency-Key': header,
  });
  const input = parseWith(orderPlacementSchema, body);
  const customer = user
    ? accountBuyer(user)
    : guestBuyer(parseWith(guestContactSchema, body).email, input.shippingAddress.name);
  const placed = await placeOrder(db, customer, input, key, {
    shopUrl: shopOrigin(request),
    clientAddress: clientAddress(ctx),
  });
  const { created, guestKey, paymentUrl } = placed;
  const order = orderToApi(placed.order, imageUrlBase(request));
  const extra = { ...(guestKey ? { guestKey } : {}), ...(paymentUrl ? { paymentUrl } : {}) };
  return created
    ? json({ success: true, message: 'Order placed successfully', order, ...extra }, 201)
    : json({ success: true, message: 'This order was already placed', order, ...extra }, 200);
});

/** Always paged: `{orders, total, page, pages, sum}`; customers get their own orders only, and
 *  `guestOrdersWaiting`: their guest orders that join the account once its address is verified. */
export const GET = handle(async ({ request, url }) => {
  const db = await getDb();
  const viewer = await requireUser(db, request);
  const query = parsePageQuery(url.searchParams, orderFilters);
  const [{ orders, sumCents, ...page }, guestOrdersWaiting] = await Promise.all([
    pageOrders(db, viewer, query),
    waitingGuestOrders(db, viewer),
  ]);
  const imageBase = imageUrlBase(request);
  return json({
    success: true,
    orders: orders.map((order) => orderToApi(order, imageBase)),
    ...page,
    sum: toDecimal(sumCents),
    guestOrdersWaiting,
  });
});

export const ALL = methodNotAllowed('GET, POST');
