import { requireAdmin } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { shippingZoneSchema } from '../../../../lib/forms/shipping';
import { deleteZone, getZone, updateZone } from '../../../../server/shipping/zones';

export const prerender = false;

export const GET = handle(async ({ request, params }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  return json({ success: true, zone: await getZone(db, params.id ?? '') });
});

/** The whole zone, as POST takes it; a method keeps its id when the body names it. */
export const PUT = handle(async ({ request, params }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  const input = parseWith(shippingZoneSchema, await readJson(request));
  const zone = await updateZone(db, params.id ?? '', input);
  return json({ success: true, message: 'Shipping zone updated successfully', zone });
});

/** Orders placed with its methods keep their copy of the method. */
export const DELETE = handle(async ({ request, params }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  await deleteZone(db, params.id ?? '');
  return json({ success: true, message: 'Shipping zone deleted successfully' });
});

export const ALL = methodNotAllowed('GET, PUT, DELETE');
