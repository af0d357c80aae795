// GET /api/orders/{id}/invoice and /credit-note (docs/api.md#invoices): the document as a PDF, for
// whoever holds its link (the key the order's answers and mails carry), the order's owner or an
// admin (bearer token); anyone else 404, as for the order itself.
import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { APIRoute } from 'astro';
import { requireUser } from '../accounts/auth';
import { getDb } from '../db/client';
import { invoices, orders } from '../db/schema';
import { handle } from '../http/endpoint';
import { HttpError, notFound } from '../http/httpError';
import { getOrder } from '../orders/orderQueries';
import { withItems } from '../orders/orderView';
import { documentKey, type DocumentKind } from './issue';
import { renderDocument } from './pdf';

const sameKey = (given: string, orderId: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(documentKey(orderId));
  return a.length === b.length && timingSafeEqual(a, b);
};

const NOT_YET: Record<DocumentKind, string> = {
  invoice: 'This order has no invoice yet: it gets one when it is paid (card) or delivered (pay on delivery).',
  credit_note: 'This order has no credit note: an invoiced order gets one when it is refunded or cancelled.',
};

export function documentDownload(kind: DocumentKind): APIRoute {
  return handle(async ({ request, params, url }) => {
    const db = await getDb();
    const id = params.id ?? '';
    const key = url.searchParams.get('key');
    let order;
    if (key !== null) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      if (!row || !sameKey(key, row.id)) throw notFound('Order');
      order = (await withItems(db, [row]))[0];
    } else {
      order = await getOrder(db, await requireUser(db, request), id);
    }
    const number = kind === 'invoice' ? order.invoiceNumber : order.creditNoteNumber;
    if (!number) throw new HttpError(409, NOT_YET[kind]);
    const [issued] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.number, number), eq(invoices.orderId, order._id)));
    if (!issued) throw notFound('Invoice');
    const pdf = await renderDocument(order, { kind, number, issuedAt: issued.issuedAt, seller: issued.seller });
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${number}.pdf"`,
        'cache-control': 'private, no-store',
      },
    });
  });
}
