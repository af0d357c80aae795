// The order as the server knows it: its rows' amounts in cents, its lines as they were when
// ordered, and a card order's payment. Everything inside the server that reads an order (its
// moves, its mails, the invoice PDF, Stripe Checkout) reads this record; the API's Order, in
// dollars, is made from it only where an endpoint answers (./orderView.ts).
import { asc, inArray } from 'drizzle-orm';
import type { Cents, Currency } from '../../lib/money';
import type { OrderStatus } from '../../lib/orderStatuses';
import type { PaymentMethod } from '../../lib/paymentMethods';
import type { Address } from '../../lib/types';
import type { Db } from '../db/client';
import {
  orderItems,
  orders,
  payments,
  type StoredOrderPromotion,
  type StoredShippingMethod,
  type StoredTaxLine,
} from '../db/schema';
import { documentPath } from '../invoices/issue';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** A line as it was ordered: its unit price, line total, discount and tax in cents. */
export type OrderLineRecord = Omit<OrderItemRow, 'orderId' | 'position'>;

export interface OrderRecord {
  id: string;
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  items: OrderLineRecord[];
  /** total = subtotal - discount + shipping + tax */
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  /** the tax per rate, summing to taxCents */
  taxLines: StoredTaxLine[];
  taxIncluded: boolean;
  promotions: StoredOrderPromotion[];
  shippingMethod: StoredShippingMethod | null;
  shippingAddress: Address;
  currency: Currency;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  /** the API paths that download the documents, with the key whoever holds the link may use */
  invoiceUrl: string | null;
  creditNoteUrl: string | null;
  /** card orders only */
  payment: PaymentRow | null;
  note: string | null;
  /** userId is null for a guest's order, or once the account was deleted */
  customer: { userId: string | null; name: string; email: string };
  /** placed without an account: its mails link to it by its key */
  guest: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The record of rows already read (or just written, so an order is built without reading it back). */
export function orderFromRows(row: OrderRow, items: OrderLineRecord[], payment: PaymentRow | undefined): OrderRecord {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    paymentMethod: row.paymentMethod,
    items,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    shippingCents: row.shippingCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    taxLines: row.taxLines,
    taxIncluded: row.taxIncluded,
    promotions: row.promotions,
    shippingMethod: row.shippingMethod,
    shippingAddress: row.shippingAddress,
    // the shop sells in one currency (src/lib/money.ts)
    currency: 'USD',
    invoiceNumber: row.invoiceNumber,
    creditNoteNumber: row.creditNoteNumber,
    invoiceUrl: row.invoiceNumber ? documentPath(row.id, 'invoice') : null,
    creditNoteUrl: row.creditNoteNumber ? documentPath(row.id, 'credit_note') : null,
    payment: payment ?? null,
    note: row.note,
    customer: { userId: row.userId, name: row.customerName, email: row.customerEmail },
    guest: row.guestKeyHash !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The records of order rows with their items and payments, in the order of `rows` (one query for
 *  all items, one for the card orders' payments). */
export async function withItems(db: Pick<Db, 'select'>, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  const cardIds = rows.filter((r) => r.paymentMethod !== 'cod').map((r) => r.id);
  const paid = cardIds.length ? await db.select().from(payments).where(inArray(payments.orderId, cardIds)) : [];
  const paymentOf = new Map(paid.map((p) => [p.orderId, p]));
  return rows.map((row) => orderFromRows(row, byOrder.get(row.id) ?? [], paymentOf.get(row.id)));
}
