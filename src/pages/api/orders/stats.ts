import { requireAdmin } from '../../../server/accounts/auth';
import { getDb } from '../../../server/db/client';
import { handle, json } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { orderStats } from '../../../server/orders/salesFigures';
import { imageUrlBase, statsWithImageBase } from '../../../server/storage/imageUrls';

export const prerender = false;

/** The admin dashboard and Analytics (shape: OrderStats in src/lib/types.ts). */
export const GET = handle(async ({ request }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  return json({ success: true, ...statsWithImageBase(await orderStats(db), imageUrlBase(request)) });
});

export const ALL = methodNotAllowed('GET');
