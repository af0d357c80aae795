// Status moves, per payment method (ORDER_STATUS_MOVES in src/lib/orderStatuses.ts): a card order
// awaiting_payment -> paid (the card provider's word only) -> shipped -> delivered, a
// pay-on-delivery order pending -> shipped -> delivered (paid by being delivered), and the
// cancels; a paid card order that is cancelled is refunded first and ends as refunded. Any other
// move is 409. Every move, the ones that make an order paid included, goes through applyMove. The move is a
// conditional update (WHERE status = <the status we saw>) in one transaction with the steps that
// follow it (./orderMoves.ts: documents, restock, promotion uses, mail), so a cancel returns stock
// exactly once even when two cancels (or a webhook and the sweeper) race. Each move writes its
// entries of the order's timeline (./orderEvents.ts) in the same transaction: who moved it, the
// payment it records, the documents and the mail it brought.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { CUSTOMER_ACTOR } from '../../lib/orderEvents';
import { statusMoves, UNPAID_STATUSES, type OrderStatus } from '../../lib/orderStatuses';
import type { UserRow } from '../accounts/auth';
import { catalogWrite, changedCatalog } from '../catalog/version';
import type { Db } from '../db/client';
import { orderItems, orderPromotions, orders, payments, productVariants, shipments } from '../db/schema';
import { lockProducts, refreshSummary } from '../catalog/variants';
import { HttpError, notFound } from '../http/httpError';
import { recordMoveEvents } from './orderEvents';
import { orderMail, queueOrderMail, type ShipmentMail } from './orderMail';
import { AFTER_MOVE, isRestocked, SHIPMENT_MAIL, type AfterMoveStep } from './orderMoves';
import { unitsLeft, withItems, type OrderRecord, type OrderRow } from './orderRecord';
import { deliverParcels, planParcel, writeParcel } from './parcels';
import { issueDocument } from '../invoices/issue';
import { methodOfOrder } from '../payments/payment';
import type { Tx } from '../payments/paymentMethod';

function canMove(order: OrderRow, to: OrderStatus): boolean {
  return statusMoves(order.paymentMethod, order.status).includes(to);
}

/** Why an admin's move is refused: a pay-on-delivery order is paid by its delivery. */
function refusalOf(order: OrderRow, to: OrderStatus): string {
  if (order.paymentMethod === 'cod' && to === 'paid')
    return 'A pay-on-delivery order is paid when it is delivered: mark it shipped, then delivered.';
  return `An order that is ${order.status.replace('_', ' ')} cannot become ${to}.`;
}

export interface Moved {
  order: OrderRecord;
}

/** The order's units back on their variants. Products first, then their variants: the order
 *  placeOrder locks them in, so the two never deadlock; a variant or product deleted since simply
 *  has nothing to restock. */
async function restock(tx: Tx, orderId: string): Promise<void> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.variantId));
  const productIds = [...new Set(items.map((item) => item.productId))];
  await lockProducts(tx, productIds);
  for (const item of items) {
    if (!item.variantId) continue;
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${item.quantity}` })
      .where(eq(productVariants.id, item.variantId));
  }
  await refreshSummary(tx, productIds);
  changedCatalog(tx, { products: productIds, stockOnly: true });
}

/** Each step of ./orderMoves.ts: `moved` is the order's row after the move, `from` where it came from. */
const STEPS: Record<AfterMoveStep, (tx: Tx, moved: OrderRow, from: OrderStatus) => Promise<OrderRow>> = {
  'issue-invoice': (tx, moved) => issueDocument(tx, moved, 'invoice'),
  'issue-credit-note': (tx, moved) => issueDocument(tx, moved, 'credit_note'),
  restock: async (tx, moved, from) => {
    if (!isRestocked(from)) await restock(tx, moved.id);
    return moved;
  },
  'release-promotion-uses': async (tx, moved) => {
    await tx
      .update(orderPromotions)
      .set({ releasedAt: sql`now()` })
      .where(and(eq(orderPromotions.orderId, moved.id), isNull(orderPromotions.releasedAt)));
    return moved;
  },
};

export interface MoveBy {
  /** who made the move, for the order's timeline: staff e-mail, 'Stripe', 'customer'; null: the shop */
  actor: string | null;
  /** the parcel whose shipping makes this move (to shipped): its mail is sent in place of the move's */
  parcel?: Omit<ShipmentMail, 'last'>;
}

/**
 * In `tx`: moves `current` to `to` if it still has the status it was read with, then runs the
 * steps ./orderMoves.ts names for `to`, writes the move's timeline entries and queues its mail;
 * null when someone moved it first (their move stands). Checks no rules: the callers do.
 */
export async function applyMove(tx: Tx, current: OrderRow, to: OrderStatus, by: MoveBy): Promise<Moved | null> {
  const [updated] = await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, current.id), eq(orders.status, current.status)))
    .returning();
  if (!updated) return null;
  const after = AFTER_MOVE[to];
  let moved = updated;
  for (const step of after.steps) moved = await STEPS[step](tx, moved, current.status);
  await recordMoveEvents(tx, current, moved, by.actor);
  const order = (await withItems(tx, [moved]))[0];
  // the customer hears of the move in the same transaction: no move without its mail, no mail without its move
  const mail = by.parcel
    ? orderMail(SHIPMENT_MAIL, order, { ...by.parcel, last: true })
    : after.mail && orderMail(after.mail, order);
  if (mail) await queueOrderMail(tx, order.id, mail);
  return { order };
}

/** A move with what it means for the parcels: shipped ships everything left as one parcel without
 *  tracking (its mail in place of the move's), delivered delivers every parcel. */
async function moveWithParcels(tx: Tx, current: OrderRow, to: OrderStatus, actor: string | null) {
  if (to === 'delivered') await deliverParcels(tx, current.id, actor);
  if (to !== 'shipped') return applyMove(tx, current, to, { actor });
  const [order] = await withItems(tx, [current]);
  // an order without lines (none in the shop, but the tests store some) ships without a parcel
  if (![...unitsLeft(order).values()].some((units) => units > 0)) return applyMove(tx, current, to, { actor });
  const shipment = await writeParcel(tx, order, planParcel(order), { carrier: 'other' }, actor);
  return applyMove(tx, current, to, { actor, parcel: { shipment } });
}

interface MoveRules {
  actor: string | null;
  /** refused once any of it has shipped (the customer's cancel) */
  unshipped?: true;
  /** only this customer's order (404 for anyone else's) */
  ownerId?: string;
  /** statuses the move may start from, narrower than the general rules (customer cancel) */
  from?: readonly OrderStatus[];
  refusal?: string;
}

async function moveOrder(db: Db, id: string, to: OrderStatus, rules: MoveRules): Promise<OrderRecord> {
  const result = await catalogWrite(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), rules.ownerId ? eq(orders.userId, rules.ownerId) : undefined))
      // what has shipped is read under this lock (./shipments.ts)
      .for('update');
    if (!current) throw notFound('Order');
    const from = current.status;
    if (!canMove(current, to) || (rules.from && !rules.from.includes(from))) {
      throw new HttpError(409, rules.refusal ?? refusalOf(current, to));
    }
    if (
      rules.unshipped &&
      (await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, id)).limit(1)).length
    )
      throw new HttpError(409, rules.refusal ?? refusalOf(current, to));
    const moved = await moveWithParcels(tx, current, to, rules.actor);
    // someone moved it between our read and this update: their move stands
    if (!moved) throw new HttpError(409, 'This order was changed meanwhile. Reload it and try again.');
    return { ...moved, releasePayment: AFTER_MOVE[to].releasesPayment && from === 'awaiting_payment' };
  });
  const release = methodOfOrder(result.order).release;
  if (result.releasePayment && release) await release(db, result.order);
  return result.order;
}

/** The admin cancels a paid order whose method refunds (a card): the provider first, then the order. */
async function refundOrder(db: Db, row: OrderRow, actor: string | null): Promise<OrderRecord> {
  const [order] = await withItems(db, [row]);
  const refund = methodOfOrder(order).refund!;
  if (order.payment?.status === 'refund_pending')
    throw new HttpError(409, 'A refund of this order is already under way: it becomes refunded once Stripe confirms.');
  let outcome;
  try {
    outcome = await refund(db, order);
  } catch (err) {
    const issue = err instanceof HttpError ? err.message : 'The refund failed.';
    await db
      .update(payments)
      .set({ status: 'refund_failed', issue, updatedAt: sql`now()` })
      .where(eq(payments.orderId, row.id));
    throw err;
  }
  const result = await catalogWrite(db, async (tx) => {
    const refunded = outcome.state === 'refunded';
    await tx
      .update(payments)
      .set({
        status: refunded ? 'refunded' : 'refund_pending',
        refundId: outcome.refundId,
        issue: null,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.orderId, row.id));
    const [current] = await tx.select().from(orders).where(eq(orders.id, row.id)).for('update');
    // pending: the order stays paid until Stripe's charge.refunded arrives (../payments/paymentEvents.ts)
    if (!refunded || current.status !== 'paid') return { order: (await withItems(tx, [current]))[0] };
    return (await applyMove(tx, current, 'refunded', { actor })) ?? { order: (await withItems(tx, [current]))[0] };
  });
  return result.order;
}

/** PATCH /api/orders/{id} (admin `by`; null in service tests). Cancelling a paid card order refunds
 *  it (docs/api.md#card-payments); shipped ships everything left as one parcel without tracking. */
export async function setOrderStatus(
  db: Db,
  id: string,
  to: OrderStatus,
  by: UserRow | null = null,
): Promise<OrderRecord> {
  const actor = by?.email ?? null;
  if (AFTER_MOVE[to].refundsPaid) {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    if (row?.status === 'paid' && methodOfOrder(row).refund) return refundOrder(db, row, actor);
  }
  return moveOrder(db, id, to, { actor });
}

/** POST /api/orders/{id}/cancel: the customer's own order, while it waits for payment or is pending. */
export function cancelOwnOrder(db: Db, customer: UserRow, id: string): Promise<OrderRecord> {
  return moveOrder(db, id, 'cancelled', {
    actor: CUSTOMER_ACTOR,
    ownerId: customer.id,
    from: UNPAID_STATUSES,
    unshipped: true,
    refusal:
      'Only an order that is pending or waiting for payment, none of it shipped, can be cancelled. Please contact us.',
  });
}
