// The order as the server knows it: its rows' amounts in cents, its lines as they were when
// ordered, and a card order's payment. Everything inside the server that reads an order (its
// moves, its mails, the invoice PDF, Stripe Checkout) reads this record; the API's Order, in
// dollars, is made from it only where an endpoint answers (./orderView.ts). Its shipments come
// with it, and what is left to ship is worked out from them here (written by ./shipments.ts).
import { asc, inArray } from 'drizzle-orm';
import type { Cents, Currency } from '../../lib/money';
import type { OrderStatus } from '../../lib/orderStatuses';
import type { PaymentMethod } from '../../lib/paymentMethods';
import type { Address, Fulfillment } from '../../lib/types';
import type { Db } from '../db/client';
import {
  orderItems,
  orders,
  payments,
  shipments,
  type StoredOrderPromotion,
  type StoredShippingMethod,
  type StoredTaxLine,
} from '../db/schema';
import { documentPath } from '../invoices/issue';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;

/** A line as it was ordered: its unit price, line total, discount and tax in cents. Its position
 *  never changes once placed, so (order id, position) names it: lineId. */
export type OrderLineRecord = Omit<OrderItemRow, 'orderId'>;
export type ShipmentRecord = Omit<ShipmentRow, 'orderId'>;

/** A line's id in the API: derived, not stored, so the checkout writes nothing more for it. */
export const lineId = (orderId: string, position: number) => `${orderId}:${position}`;

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
  /** its parcels, first shipped first */
  shipments: ShipmentRecord[];
  note: string | null;
  /** userId is null for a guest's order, or once the account was deleted */
  customer: { userId: string | null; name: string; email: string };
  /** placed without an account: its mails link to it by its key */
  guest: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The record of rows already read (or just written, so an order is built without reading it back). */
export function orderFromRows(
  row: OrderRow,
  items: OrderLineRecord[],
  payment: PaymentRow | undefined,
  shipped: ShipmentRecord[] = [],
): OrderRecord {
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
    shipments: shipped,
    note: row.note,
    customer: { userId: row.userId, name: row.customerName, email: row.customerEmail },
    guest: row.guestKeyHash !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The records of order rows with their items, payments and shipments, in the order of `rows` (one
 *  query for all items, one for the card orders' payments, one for the shipments of the orders that
 *  may have some). */
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
  // an order waiting for its card payment cannot ship (./shipments.ts): the checkout reads its new
  // card order back through here (src/server/checkout/placeOrder.ts), and asks nothing more
  const shippable = rows.filter((r) => r.status !== 'awaiting_payment').map((r) => r.id);
  const parcels = shippable.length
    ? await db
        .select()
        .from(shipments)
        .where(inArray(shipments.orderId, shippable))
        .orderBy(asc(shipments.shippedAt), asc(shipments.id))
    : [];
  const parcelsOf = new Map<string, ShipmentRecord[]>();
  for (const { orderId, ...parcel } of parcels) parcelsOf.set(orderId, [...(parcelsOf.get(orderId) ?? []), parcel]);
  return rows.map((row) =>
    orderFromRows(row, byOrder.get(row.id) ?? [], paymentOf.get(row.id), parcelsOf.get(row.id) ?? []),
  );
}

const isShippedStatus = (status: OrderStatus) => status === 'shipped' || status === 'delivered';

/** The units of each line (by position) still to ship. An order that is shipped or delivered has
 *  none left: those shipped before shipments were recorded have none on record. */
export function unitsLeft(order: Pick<OrderRecord, 'status' | 'items' | 'shipments'>): Map<number, number> {
  const left = new Map<number, number>();
  const done = isShippedStatus(order.status);
  for (const item of order.items) left.set(item.position, done ? 0 : item.quantity);
  if (done) return left;
  for (const parcel of order.shipments)
    for (const { position, quantity } of parcel.items) left.set(position, (left.get(position) ?? 0) - quantity);
  return left;
}

export function fulfillmentOf(order: Pick<OrderRecord, 'status' | 'items' | 'shipments'>): Fulfillment {
  if (isShippedStatus(order.status)) return 'fulfilled';
  const left = [...unitsLeft(order).values()].reduce((n, units) => n + Math.max(units, 0), 0);
  if (left === 0 && order.items.length) return 'fulfilled';
  return order.shipments.length ? 'partial' : 'unfulfilled';
}
