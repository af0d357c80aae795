import { orderNoteSchema } from '../../../../lib/forms/shipment';
import { requireAdmin } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { addNote } from '../../../../server/orders/orderEvents';

export const prerender = false;

/** A staff note on the order's timeline (docs/api.md#order-timeline); the customer never sees it. */
export const POST = handle(async ({ request, params }) => {
  const db = await getDb();
  const admin = await requireAdmin(db, request);
  const { text } = parseWith(orderNoteSchema, await readJson(request));
  return json({ success: true, event: await addNote(db, admin, params.id ?? '', text) }, 201);
});

export const ALL = methodNotAllowed('POST');
