import { requireAdmin } from '../../../../../../server/accounts/auth';
import { getDb } from '../../../../../../server/db/client';
import { handle } from '../../../../../../server/http/endpoint';
import { notFound } from '../../../../../../server/http/httpError';
import { methodNotAllowed } from '../../../../../../server/http/methods';
import { pdfResponse } from '../../../../../../server/invoices/download';
import { renderPackingSlips } from '../../../../../../server/invoices/packingSlip';
import { getOrder } from '../../../../../../server/orders/orderQueries';

export const prerender = false;

/** One parcel's packing slip: only what it holds, labelled "Parcel 2 of 3" among the order's
 *  parcels so far (docs/api.md#packing-slips). */
export const GET = handle(async ({ request, params }) => {
  const db = await getDb();
  const admin = await requireAdmin(db, request);
  const order = await getOrder(db, admin, params.id ?? '');
  const at = order.shipments.findIndex((parcel) => parcel.id === params.shipmentId);
  if (at < 0) throw notFound('Shipment');
  const lines = order.shipments[at].items.map(({ position, quantity }) => ({ line: position, quantity }));
  const parcel = `Parcel ${at + 1} of ${order.shipments.length}`;
  return pdfResponse(
    await renderPackingSlips(db, [{ order, lines, parcel }]),
    'inline',
    `packing-slip-${order.number}-${at + 1}.pdf`,
  );
});

export const ALL = methodNotAllowed('GET');
