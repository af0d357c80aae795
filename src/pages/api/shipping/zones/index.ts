import { json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { shippingZoneSchema } from '../../../../lib/forms/shipping';
import { createZone, listZones } from '../../../../server/shipping/zones';
import { adminHandle } from '../../../../server/http/adminEndpoint';

export const prerender = false;

/** Every shipping zone with its methods, oldest first (docs/api.md#shipping). Admin only. */
export const GET = adminHandle(async (_ctx, db) => {
  return json({ success: true, zones: await listZones(db) });
});

export const POST = adminHandle(async ({ request }, db) => {
  const input = parseWith(shippingZoneSchema, await readJson(request));
  const zone = await createZone(db, input);
  return json({ success: true, message: 'Shipping zone created successfully', zone }, 201);
});

export const ALL = methodNotAllowed('GET, POST');
