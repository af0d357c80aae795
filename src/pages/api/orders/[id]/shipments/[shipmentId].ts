import { shipmentUpdateSchema } from '../../../../../lib/forms/shipment';
import { requireAdmin } from '../../../../../server/accounts/auth';
import { getDb } from '../../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../../server/http/methods';
import { updateShipment } from '../../../../../server/orders/shipments';
import { orderToApi, shipmentToApi } from '../../../../../server/orders/orderView';
import { imageUrlBase } from '../../../../../server/storage/imageUrls';

export const prerender = false;

/** Tracking set later, or the parcel delivered (docs/api.md#shipments). */
export const PATCH = handle(async ({ request, params }) => {
  const db = await getDb();
  const admin = await requireAdmin(db, request);
  const change = parseWith(shipmentUpdateSchema, await readJson(request));
  const { shipment, order } = await updateShipment(db, admin, params.id ?? '', params.shipmentId ?? '', change);
  return json({
    success: true,
    shipment: shipmentToApi(order, shipment),
    order: orderToApi(order, imageUrlBase(request)),
  });
});

export const ALL = methodNotAllowed('PATCH');
