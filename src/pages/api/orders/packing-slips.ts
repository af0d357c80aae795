import { z } from 'zod';
import { requireAdmin } from '../../../server/accounts/auth';
import { getDb } from '../../../server/db/client';
import { handle, parseWith } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { pdfResponse } from '../../../server/invoices/download';
import { renderPackingSlips } from '../../../server/invoices/packingSlip';
import { getOrders } from '../../../server/orders/orderQueries';

export const prerender = false;

/** The most slips one PDF holds: a day's packing in one print, drawn in one go. */
const MAX_SLIPS = 100;

const idsSchema = z.object({
  ids: z
    .string({ error: 'give the orders as ids=<id>,<id>,...' })
    .transform((text) => text.split(',').map((id) => id.trim()))
    .pipe(
      z
        .array(z.string().min(1, { error: 'an id is empty (two commas, or one at an end)' }))
        .min(1)
        .max(MAX_SLIPS, { error: `at most ${MAX_SLIPS} orders at once` })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'an order is named twice' }),
    ),
});

/** One PDF, a packing slip per order from a new page, in the order of `?ids=` (ids or numbers);
 *  for admins (docs/api.md#packing-slips). */
export const GET = handle(async ({ request, url }) => {
  const db = await getDb();
  const admin = await requireAdmin(db, request);
  const { ids } = parseWith(idsSchema, { ids: url.searchParams.get('ids') ?? undefined });
  const orders = await getOrders(db, admin, ids);
  const pdf = await renderPackingSlips(
    db,
    orders.map((order) => ({ order })),
  );
  return pdfResponse(pdf, 'inline', 'packing-slips.pdf');
});

export const ALL = methodNotAllowed('GET');
