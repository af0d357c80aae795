import { requireAdmin } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { listOrderEvents } from '../../../../server/orders/orderEvents';

export const prerender = false;

/** The order's timeline, newest first (docs/api.md#order-timeline). */
export const GET = handle(async ({ request, params }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  return json({ success: true, events: await listOrderEvents(db, params.id ?? '') });
});

export const ALL = methodNotAllowed('GET');
