import { z } from 'zod';
import { orderStatusField } from '../../../../lib/forms/orderStatus';
import { requireAdmin, requireUser } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { getOrder } from '../../../../server/orders/orderQueries';
import { setOrderStatus } from '../../../../server/orders/orderStatus';
import { imageUrlBase } from '../../../../server/storage/imageUrls';
import { orderToApi } from '../../../../server/orders/orderView';

export const prerender = false;

const statusSchema = z.object({
  status: orderStatusField,
});

/** By id or number; someone else's order is 404. */
export const GET = handle(async ({ request, params }) => {
  const db = await getDb();
  const viewer = await requireUser(db, request);
  const order = await getOrder(db, viewer, params.id ?? '');
  return json({ success: true, order: orderToApi(order, imageUrlBase(request)) });
});

export const PATCH = handle(async ({ request, params }) => {
  const db = await getDb();
  const admin = await requireAdmin(db, request);
  const { status } = parseWith(statusSchema, await readJson(request));
  const order = await setOrderStatus(db, params.id ?? '', status, admin);
  const message = `Order ${order.number} is now ${status}`;
  return json({ success: true, message, order: orderToApi(order, imageUrlBase(request)) });
});

export const ALL = methodNotAllowed('GET, PATCH');
