// An order's timeline (GET /api/orders/{id}/events, docs/api.md#order-timeline): each entry is
// written by what it records, in its transaction (a move and its mail: ./orderStatus.ts; a parcel:
// ./shipments.ts; a staff note: addNote; their wording is here), so the timeline never tells of something that rolled
// back. Two entries are read instead of written, so the checkout writes nothing more
// (src/server/checkout/placeOrder.ts): the placement, from the order row, and its confirmation
// mail, from the outbox row the placement wrote (same recipient, same number, within a minute).
import { and, desc, eq, gte, like, lte } from 'drizzle-orm';
import { PAYMENT_METHOD_LABELS } from '../../lib/paymentMethods';
import { formatCents, toDecimal, type Cents } from '../../lib/money';
import { CUSTOMER_ACTOR, type OrderEventType } from '../../lib/orderEvents';
import { isPaidStatus, type OrderStatus } from '../../lib/orderStatuses';
import type { OrderEvent } from '../../lib/types';
import type { UserRow } from '../accounts/auth';
import type { Db } from '../db/client';
import { orderEvents, orders, outbox } from '../db/schema';
import { notFound } from '../http/httpError';
import type { Tx } from '../payments/paymentMethod';
import type { OrderRow } from './orderRecord';

export interface NewOrderEvent {
  type: OrderEventType;
  /** staff e-mail, 'Stripe' or 'customer'; null: the shop itself */
  actor: string | null;
  message: string;
  data?: Record<string, unknown>;
}

type Writer = Pick<Db, 'insert'>;

/** Writes the entry in the caller's transaction. */
export async function recordEvent(tx: Writer, orderId: string, event: NewOrderEvent): Promise<OrderEvent> {
  const [row] = await tx
    .insert(orderEvents)
    .values({ orderId, type: event.type, actor: event.actor, message: event.message, data: event.data ?? null })
    .returning();
  return toEvent(row);
}

/** The entry of a mail queued about the order: its subject, as the outbox row has it. */
export const mailEvent = (row: { subject: string; kind: string; to: string }, actor: string | null): NewOrderEvent => ({
  type: 'mail',
  actor,
  message: `Mail sent: ${row.subject}`,
  data: { kind: row.kind, to: row.to },
});

/** An entry's data as the API answers it: amounts are stored in cents (`amountCents`) and answered
 *  in dollars (`amount`), as the order's own amounts are (./orderView.ts). */
function apiData(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) =>
      key.endsWith('Cents') && typeof value === 'number'
        ? [key.slice(0, -'Cents'.length), toDecimal(value as Cents)]
        : [key, value],
    ),
  );
}

function toEvent(row: Pick<typeof orderEvents.$inferSelect, 'type' | 'at' | 'actor' | 'message' | 'data'>): OrderEvent {
  return {
    type: row.type,
    at: row.at.toISOString(),
    ...(row.actor ? { actor: row.actor } : {}),
    message: row.message,
    ...(row.data ? { data: apiData(row.data) } : {}),
  };
}

const words = (status: OrderStatus) => status.replace('_', ' ');

/** The timeline's entries of a move: the move, the payment it makes, the documents it issued. */
export async function recordMoveEvents(tx: Tx, from: OrderRow, moved: OrderRow, actor: string | null): Promise<void> {
  const to = moved.status;
  await recordEvent(tx, moved.id, {
    type: 'status',
    actor,
    message: `Status changed from ${words(from.status)} to ${words(to)}`,
    data: { from: from.status, to },
  });
  if (!isPaidStatus(moved.paymentMethod, from.status) && isPaidStatus(moved.paymentMethod, to)) {
    const total = formatCents(moved.totalCents);
    await recordEvent(tx, moved.id, {
      type: 'paid',
      actor,
      message:
        moved.paymentMethod === 'card'
          ? `Paid: Stripe confirmed the card payment of ${total}`
          : `Paid: ${total} on delivery`,
      data: { amountCents: moved.totalCents, paymentMethod: moved.paymentMethod },
    });
  }
  if (moved.invoiceNumber && moved.invoiceNumber !== from.invoiceNumber)
    await recordEvent(tx, moved.id, {
      type: 'invoice',
      actor: null,
      message: `Invoice ${moved.invoiceNumber} issued`,
      data: { number: moved.invoiceNumber },
    });
  if (moved.creditNoteNumber && moved.creditNoteNumber !== from.creditNoteNumber)
    await recordEvent(tx, moved.id, {
      type: 'credit-note',
      actor: null,
      message: `Credit note ${moved.creditNoteNumber} issued`,
      data: { number: moved.creditNoteNumber },
    });
}

const WINDOW_MS = 60_000;

/** The placement and its confirmation mail, read from the rows the checkout wrote. */
async function placement(db: Pick<Db, 'select'>, order: OrderRow): Promise<OrderEvent[]> {
  const at = order.createdAt.getTime();
  const [mail] = await db
    .select({ subject: outbox.subject, kind: outbox.kind, to: outbox.to, createdAt: outbox.createdAt })
    .from(outbox)
    .where(
      and(
        gte(outbox.createdAt, new Date(at - WINDOW_MS)),
        lte(outbox.createdAt, new Date(at + WINDOW_MS)),
        eq(outbox.kind, 'order-confirmation'),
        eq(outbox.to, order.customerEmail),
        // "Your <shop> order EL-10042": the number ends the subject, so EL-1004 is not EL-10042
        like(outbox.subject, `% ${order.number}`),
      ),
    )
    .limit(1);
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod;
  const placed = toEvent({
    type: 'placed',
    at: order.createdAt,
    actor: CUSTOMER_ACTOR,
    message: `Order ${order.number} placed: ${formatCents(order.totalCents)}, ${method}`,
    data: { totalCents: order.totalCents, paymentMethod: order.paymentMethod, guest: order.guestKeyHash !== null },
  });
  if (!mail) return [placed];
  const { type, message, data } = mailEvent(mail, null);
  return [{ type, at: mail.createdAt.toISOString(), message, data }, placed];
}

/** The order's timeline, newest first (entries of one transaction in the order they were written). */
export async function listOrderEvents(db: Db, orderId: string): Promise<OrderEvent[]> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order');
  const [stored, placed] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(desc(orderEvents.id)),
    placement(db, order),
  ]);
  return [...stored.map(toEvent), ...placed];
}

/** POST /api/orders/{id}/notes: the staff's note, in the order's timeline only (the customer never sees it). */
export async function addNote(db: Db, by: UserRow, orderId: string, text: string): Promise<OrderEvent> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound('Order');
    return recordEvent(tx, orderId, { type: 'note', actor: by.email, message: text });
  });
}
