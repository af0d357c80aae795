// Invoices and credit notes (docs/api.md#invoices): numbered when an order becomes paid (a card
// order's payment, a pay-on-delivery order's delivery) or, for an invoiced order, refunded or
// cancelled, in the transaction that moves it (which moves issue which: ../orders/orderMoves.ts).
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
import type { Db } from '../db/client';
import { invoices, invoiceSequences, orders, type StoredSeller } from '../db/schema';
import { shopInfo } from '../mail/shop';
import type { Tx } from '../payments/paymentMethod';
import { readShopSettings } from '../settings/shopSettings';

type OrderRow = typeof orders.$inferSelect;
export type DocumentKind = 'invoice' | 'credit_note';

const PREFIX: Record<DocumentKind, string> = { invoice: 'INV', credit_note: 'CN' };

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

/** The seller as the settings name it now; the shop's name until the owner gives a legal name
 *  (an invoice keeps it as it was when issued; a packing slip prints it as it is). */
export async function sellerNow(db: Pick<Db, 'select'>): Promise<StoredSeller> {
  const settings = await readShopSettings(db);
  return { legalName: settings.legalName || shopInfo().name, address: settings.address, taxId: settings.taxId };
}

/**
 * In `tx`, for an order that has just moved: gives it its invoice unless it has one, or, if it is
 * invoiced, its credit note unless it has one. Returns the row with the number set (the same row
 * when nothing was issued).
 */
export async function issueDocument(tx: Tx, moved: OrderRow, kind: DocumentKind): Promise<OrderRow> {
  const due = kind === 'invoice' ? !moved.invoiceNumber : Boolean(moved.invoiceNumber) && !moved.creditNoteNumber;
  if (!due) return moved;
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
