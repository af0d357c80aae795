// Invoices and credit notes (docs/api.md#invoices): numbered when an order becomes paid (a card
// order's payment, a pay-on-delivery order's delivery) or, for an invoiced order, refunded or
// cancelled, in the transaction that moves it (../orders/orderStatus.ts applyMove).
//
// Numbers are gapless per kind and year ("INV-2026-000001", "CN-2026-000001"): the next number is
// an upsert of the kind's row for the year, which locks that row until the transaction ends, so
// two servers on one PostgreSQL take turns, and a transaction that rolls back gives its number
// back with everything else.
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { wallTimeIn } from '../../lib/zonedTime';
import { authSecretKey } from '../accounts/authSecret';
import { config } from '../config';
import { invoices, invoiceSequences, orders, type StoredSeller } from '../db/schema';
import { shopInfo } from '../mail/shop';
import type { Tx } from '../payments/paymentMethod';
import { readShopSettings } from '../settings/shopSettings';

type OrderRow = typeof orders.$inferSelect;
export type DocumentKind = 'invoice' | 'credit_note';

const PREFIX: Record<DocumentKind, string> = { invoice: 'INV', credit_note: 'CN' };

/** The statuses an order is paid in when it enters them, and those that undo a paid order. */
const INVOICED_ON = ['paid', 'delivered'];
const CREDITED_ON = ['refunded', 'cancelled'];

/** "INV-2026-000001" */
export const documentNumber = (kind: DocumentKind, year: number, seq: number) =>
  `${PREFIX[kind]}-${year}-${String(seq).padStart(6, '0')}`;

async function nextNumber(tx: Tx, kind: DocumentKind, year: number): Promise<string> {
  const [{ last }] = await tx
    .insert(invoiceSequences)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.kind, invoiceSequences.year],
      set: { last: sql`${invoiceSequences.last} + 1` },
    })
    .returning({ last: invoiceSequences.last });
  return documentNumber(kind, year, last);
}

/** The seller as the settings name it now; the shop's name until the owner gives a legal name. */
async function sellerNow(tx: Tx): Promise<StoredSeller> {
  const settings = await readShopSettings(tx);
  return { legalName: settings.legalName || shopInfo().name, address: settings.address, taxId: settings.taxId };
}

/**
 * In `tx`, for an order that has just moved to `moved.status`: gives it its invoice when it became
 * paid, or its credit note when an invoiced order was refunded or cancelled. Returns the row with
 * the number set (the same row when nothing was issued).
 */
export async function issueDocuments(tx: Tx, moved: OrderRow): Promise<OrderRow> {
  const kind: DocumentKind | null =
    INVOICED_ON.includes(moved.status) && !moved.invoiceNumber
      ? 'invoice'
      : CREDITED_ON.includes(moved.status) && moved.invoiceNumber && !moved.creditNoteNumber
        ? 'credit_note'
        : null;
  if (!kind) return moved;
  const year = Number(wallTimeIn(new Date(), config.shopTimeZone).slice(0, 4));
  const number = await nextNumber(tx, kind, year);
  await tx.insert(invoices).values({
    number,
    kind,
    orderId: moved.id,
    seller: await sellerNow(tx),
    totalCents: moved.totalCents,
  });
  const [row] = await tx
    .update(orders)
    .set(kind === 'invoice' ? { invoiceNumber: number } : { creditNoteNumber: number })
    .where(eq(orders.id, moved.id))
    .returning();
  return row;
}

/** The key of an order's document links: whoever holds the link (the mail's reader, the order's
 *  page) may download them, as with a guest order's key. */
export function documentKey(orderId: string): string {
  return createHmac('sha256', authSecretKey()).update(`order-documents:${orderId}`).digest('base64url');
}

/** The API path of the order's invoice or credit note, with its key. */
export const documentPath = (orderId: string, kind: DocumentKind) =>
  `/api/orders/${encodeURIComponent(orderId)}/${kind === 'invoice' ? 'invoice' : 'credit-note'}?key=${documentKey(orderId)}`;
