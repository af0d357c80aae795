// GET /api/orders/{id}/invoice and /credit-note (docs/api.md#invoices): the document as a PDF, for
// whoever holds its link (the key the order's answers and mails carry), the order's owner or an
// admin (bearer token); anyone else 404, as for the order itself.
//
// An issued document never changes, so it is drawn once, at its first download, and its bytes
// kept in `invoice_files`, where every server finds them; parallel first downloads in one
// process wait for one drawing. Downloads are throttled per client address
// (INVOICE_DOWNLOADS_PER_ADDRESS a minute), counted before anything else is read.
import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { APIRoute } from 'astro';
import { requireUser } from '../accounts/auth';
import { limitRequests } from '../accounts/signinThrottle';
import { config } from '../config';
import { getDb, type Db } from '../db/client';
import { invoiceFiles, invoices, orders } from '../db/schema';
import { handle } from '../http/endpoint';
import { HttpError, notFound } from '../http/httpError';
import { clientAddress } from '../http/proxyTrust';
import { log } from '../log';
import { getOrder } from '../orders/orderQueries';
import { withItems, type OrderRecord, type OrderRow } from '../orders/orderRecord';
import { documentKey, type DocumentKind } from './issue';
import { renderDocument } from './pdf';

const DOWNLOAD_WINDOW_SECONDS = 60;

const sameKey = (given: string, orderId: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(documentKey(orderId));
  return a.length === b.length && timingSafeEqual(a, b);
};

const NOT_YET: Record<DocumentKind, string> = {
  invoice: 'This order has no invoice yet: it gets one when it is paid (card) or delivered (pay on delivery).',
  credit_note: 'This order has no credit note: an invoiced order gets one when it is refunded or cancelled.',
};

/** The order a request may download the documents of, as its row (an order read for its owner
 *  or an admin comes whole; one read by key only when it must be drawn). */
async function orderOfRequest(db: Db, request: Request, id: string, key: string | null) {
  if (key !== null) {
    // the key is checked before anything is read: a wrong one costs no query
    if (!sameKey(key, id)) throw notFound('Order');
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
    if (!row) throw notFound('Order');
    return { row, order: null };
  }
  const order = await getOrder(db, await requireUser(db, request), id);
  return { row: null, order };
}

/** The drawings under way in this process, by document number. */
const drawing = new Map<string, Promise<Buffer>>();

/** The document's bytes: kept ones, or drawn now and kept (the first kept wins, so every
 *  download of a document answers the same bytes). */
async function documentBytes(
  db: Db,
  issued: typeof invoices.$inferSelect,
  orderOf: () => Promise<OrderRecord>,
): Promise<Buffer> {
  const [kept] = await db
    .select({ pdf: invoiceFiles.pdf })
    .from(invoiceFiles)
    .where(eq(invoiceFiles.number, issued.number));
  if (kept) return kept.pdf;
  let pending = drawing.get(issued.number);
  if (!pending) {
    pending = (async () => {
      const order = await orderOf();
      const pdf = await renderDocument(order, {
        kind: issued.kind,
        number: issued.number,
        issuedAt: issued.issuedAt,
        seller: issued.seller,
      });
      await db.insert(invoiceFiles).values({ number: issued.number, pdf }).onConflictDoNothing();
      log.info({ document: issued.number }, 'document drawn and kept');
      const [stored] = await db
        .select({ pdf: invoiceFiles.pdf })
        .from(invoiceFiles)
        .where(eq(invoiceFiles.number, issued.number));
      return stored?.pdf ?? pdf;
    })().finally(() => drawing.delete(issued.number));
    drawing.set(issued.number, pending);
  }
  return pending;
}

export function documentDownload(kind: DocumentKind): APIRoute {
  return handle(async (ctx) => {
    const { request, params, url } = ctx;
    const db = await getDb();
    await limitRequests(
      db,
      [{ key: `document-ip:${clientAddress(ctx)}`, limit: config.invoiceDownloadsPerAddress }],
      DOWNLOAD_WINDOW_SECONDS,
      'invoice downloads from here',
    );
    const found = await orderOfRequest(db, request, params.id ?? '', url.searchParams.get('key'));
    const { row, order } = found;
    const orderId = row?.id ?? order!.id;
    const number =
      kind === 'invoice'
        ? (row?.invoiceNumber ?? order?.invoiceNumber)
        : (row?.creditNoteNumber ?? order?.creditNoteNumber);
    if (!number) throw new HttpError(409, NOT_YET[kind]);
    const [issued] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.number, number), eq(invoices.orderId, orderId)));
    if (!issued) throw notFound('Invoice');
    const pdf = await documentBytes(db, issued, async () => order ?? (await withItems(db, [row as OrderRow]))[0]);
    return pdfResponse(pdf, 'attachment', `${number}.pdf`);
  });
}

/** A PDF of an order's as an answer: never kept by a cache, as it is the order's. */
export const pdfResponse = (pdf: Buffer, disposition: 'attachment' | 'inline', filename: string) =>
  new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${disposition}; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });
