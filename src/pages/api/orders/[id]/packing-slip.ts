import { requireAdmin } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { pdfResponse } from '../../../../server/invoices/download';
import { renderPackingSlips } from '../../../../server/invoices/packingSlip';
import { getOrder } from '../../../../server/orders/orderQueries';

export const prerender = false;

/** The order's packing slip as a PDF, by id or number, for admins (docs/api.md#packing-slips). */
export const GET = handle(async ({ request, params }) => {
  const db = await getDb();
  const admin = await requireAdmin(db, request);
  const order = await getOrder(db, admin, params.id ?? '');
  return pdfResponse(await renderPackingSlips(db, [{ order }]), 'inline', `packing-slip-${order.number}.pdf`);
});

export const ALL = methodNotAllowed('GET');
