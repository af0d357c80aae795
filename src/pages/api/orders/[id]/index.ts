import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '../../../../lib/types';
import { requireAdmin, requireUser } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { getOrder } from '../../../../server/orders/orderQueries';
import { setOrderStatus } from '../../../../server/orders/orderStatus';

export const prerender = false;

const statusSchema = z.object({
  status: z.enum(ORDER_STATUSES as [OrderStatus, ...OrderStatus[]], {
    error: `must be one of ${ORDER_STATUSES.join(', ')}`,
  }),
});

/** By id or number; someone else's order is 404. */
export const GET = handle(async ({ request, params }) => {
  const viewer = await requireUser(request);
  return json({ success: true, order: await getOrder(await getDb(), viewer, params.id ?? '') });
});

export const PATCH = handle(async ({ request, params }) => {
  await requireAdmin(request);
  const { status } = parseWith(statusSchema, await readJson(request));
  const order = await setOrderStatus(await getDb(), params.id ?? '', status);
  return json({ success: true, message: `Order ${order.number} is now ${status}`, order });
});

export const ALL = methodNotAllowed('GET, PATCH');
