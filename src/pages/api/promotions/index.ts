import { json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { promotionSchema } from '../../../lib/forms/promotion';
import { createPromotion, listPromotions } from '../../../server/promotions/promotions';
import { adminHandle } from '../../../server/http/adminEndpoint';

export const prerender = false;

/** Every promotion, newest first, with its uses (docs/api.md#promotions). Admin only. */
export const GET = adminHandle(async (_ctx, db) => {
  return json({ success: true, promotions: await listPromotions(db) });
});

export const POST = adminHandle(async ({ request }, db) => {
  const input = parseWith(promotionSchema, await readJson(request));
  const promotion = await createPromotion(db, input);
  return json({ success: true, message: 'Promotion created successfully', promotion }, 201);
});

export const ALL = methodNotAllowed('GET, POST');
