import { shipmentSchema } from '../../../../../lib/forms/shipment';
import { requireAdmin } from '../../../../../server/accounts/auth';
import { getDb } from '../../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../../server/http/methods';
import { createShipment } from '../../../../../server/orders/shipments';
import { orderToApi, shipmentToApi } from '../../../../../server/orders/orderView';
import { imageUrlBase } from '../../../../../server/storage/imageUrls';

export const prerender = false;

/** A parcel of the order (docs/api.md#shipments): no `items` ships everything left. */
export const POST = handle(async ({ request, params }) => {
  const db = await getDb();
  const admin = await requireAdmin(db, request);
  const input = parseWith(shipmentSchema, await readJson(request));
  const { shipment, order } = await createShipment(db, admin, params.id ?? '', input);
  return json(
    { success: true, shipment: shipmentToApi(order, shipment), order: orderToApi(order, imageUrlBase(request)) },
    201,
  );
});

export const ALL = methodNotAllowed('POST');
