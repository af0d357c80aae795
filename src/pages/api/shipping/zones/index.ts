import { requireAdmin } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { shippingZoneSchema } from '../../../../lib/forms/shipping';
import { createZone, listZones } from '../../../../server/shipping/zones';

export const prerender = false;

/** Every shipping zone with its methods, oldest first (docs/api.md#shipping). Admin only. */
export const GET = handle(async ({ request }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  return json({ success: true, zones: await listZones(db) });
});

export const POST = handle(async ({ request }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  const input = parseWith(shippingZoneSchema, await readJson(request));
  const zone = await createZone(db, input);
  return json({ success: true, message: 'Shipping zone created successfully', zone }, 201);
});

export const ALL = methodNotAllowed('GET, POST');
