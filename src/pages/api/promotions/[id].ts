import { json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { promotionPatchSchema, promotionSchema } from '../../../lib/forms/promotion';
import { bodyOf, deletePromotion, getPromotion, updatePromotion } from '../../../server/promotions/promotions';
import { adminHandle } from '../../../server/http/adminEndpoint';

export const prerender = false;

export const GET = adminHandle(async ({ params }, db) => {
  return json({ success: true, promotion: await getPromotion(db, params.id ?? '') });
});

/** The whole promotion, as POST takes it. */
export const PUT = adminHandle(async ({ request, params }, db) => {
  const input = parseWith(promotionSchema, await readJson(request));
  const promotion = await updatePromotion(db, params.id ?? '', input);
  return json({ success: true, message: 'Promotion updated successfully', promotion });
});

/** Some fields (`{endsAt}` ends it), checked as a whole with the stored ones. */
export const PATCH = adminHandle(async ({ request, params }, db) => {
  const patch = parseWith(promotionPatchSchema, await readJson(request));
  const current = await getPromotion(db, params.id ?? '');
  const merged = {
    ...bodyOf(current),
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
  };
  const promotion = await updatePromotion(db, current._id, merged);
  return json({ success: true, message: 'Promotion updated successfully', promotion });
});

export const DELETE = adminHandle(async ({ params }, db) => {
  await deletePromotion(db, params.id ?? '');
  return json({ success: true, message: 'Promotion deleted successfully' });
});

export const ALL = methodNotAllowed('GET, PUT, PATCH, DELETE');
