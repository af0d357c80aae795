import { json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { shippingZoneSchema } from '../../../../lib/forms/shipping';
import { deleteZone, getZone, updateZone } from '../../../../server/shipping/zones';
import { adminHandle } from '../../../../server/http/adminEndpoint';

export const prerender = false;

export const GET = adminHandle(async ({ params }, db) => {
  return json({ success: true, zone: await getZone(db, params.id ?? '') });
});

/** The whole zone, as POST takes it; a method keeps its id when the body names it. */
export const PUT = adminHandle(async ({ request, params }, db) => {
  const input = parseWith(shippingZoneSchema, await readJson(request));
  const zone = await updateZone(db, params.id ?? '', input);
  return json({ success: true, message: 'Shipping zone updated successfully', zone });
});

/** Orders placed with its methods keep their copy of the method. */
export const DELETE = adminHandle(async ({ params }, db) => {
  await deleteZone(db, params.id ?? '');
  return json({ success: true, message: 'Shipping zone deleted successfully' });
});

export const ALL = methodNotAllowed('GET, PUT, DELETE');
