import { requireAdmin } from '../../../server/accounts/auth';
import { getDb } from '../../../server/db/client';
import { handle, json } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { orderStats } from '../../../server/orders/orderQueries';

export const prerender = false;

/** The admin dashboard and Analytics (shape: OrderStats in src/lib/types.ts). */
export const GET = handle(async ({ request }) => {
  await requireAdmin(request);
  return json({ success: true, ...(await orderStats(await getDb())) });
});

export const ALL = methodNotAllowed('GET');
