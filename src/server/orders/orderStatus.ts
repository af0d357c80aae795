// Status moves: pending -> paid -> shipped -> delivered, and pending/paid -> cancelled; any
// other move is 409. The move is a conditional update (WHERE status = <the status we saw>)
// in one transaction with the restock, so a cancel returns stock exactly once even when two
// cancels race.
import { and, asc, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS_MOVES, type Order, type OrderStatus } from '../../lib/types';
import type { UserRow } from '../accounts/auth';
import { bumpCatalogVersion, noteCatalogVersion } from '../catalog/version';
import type { Db } from '../db/client';
import { orderItems, orders, products } from '../db/schema';
import { HttpError, notFound } from '../http/httpError';
import { queueMail } from '../mail/outbox';
import { STATUS_MAILS } from '../mail/templates/orderStatus';
import { orderMail } from './orderMail';
import { withItems } from './orderView';

function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_MOVES[from].includes(to);
}

interface MoveRules {
  /** only this customer's order (404 for anyone else's) */
  ownerId?: string;
  /** statuses the move may start from, narrower than the general rules (customer cancel: pending only) */
  from?: readonly OrderStatus[];
  refusal?: string;
}

async function moveOrder(db: Db, id: string, to: OrderStatus, rules: MoveRules = {}): Promise<Order> {
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), rules.ownerId ? eq(orders.userId, rules.ownerId) : undefined));
    if (!current) throw notFound('Order');
    const from = current.status;
    if (!canMove(from, to) || (rules.from && !rules.from.includes(from))) {
      throw new HttpError(409, rules.refusal ?? `An order that is ${from} cannot become ${to}.`);
    }
    const [moved] = await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(and(eq(orders.id, id), eq(orders.status, from)))
      .returning();
    // someone moved it between our read and this update: their move stands
    if (!moved) throw new HttpError(409, 'This order was changed meanwhile. Reload it and try again.');
    let version: number | null = null;
    if (to === 'cancelled') {
      // by product id, the order placeOrder locks them in, so the two never deadlock
      const items = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, id))
        .orderBy(asc(orderItems.productId));
      for (const item of items) {
        // a product deleted since simply has nothing to restock
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${item.quantity}` })
          .where(eq(products.id, item.productId));
      }
      version = await bumpCatalogVersion(tx);
    }
    const order = (await withItems(tx, [moved]))[0];
    // the customer hears of the move in the same transaction: no move without its mail, no mail without its move
    if (STATUS_MAILS.includes(to)) await queueMail(tx, orderMail('order-status', order, moved.guestKeyHash !== null));
    return { order, version };
  });
  if (result.version !== null) noteCatalogVersion(result.version);
  return result.order;
}

/** PATCH /api/orders/{id} (admin). */
export function setOrderStatus(db: Db, id: string, to: OrderStatus): Promise<Order> {
  return moveOrder(db, id, to);
}

/** POST /api/orders/{id}/cancel: the customer's own order, while it is still pending. */
export function cancelOwnOrder(db: Db, customer: UserRow, id: string): Promise<Order> {
  return moveOrder(db, id, 'cancelled', {
    ownerId: customer.id,
    from: ['pending'],
    refusal: 'Only a pending order can be cancelled. Please contact us.',
  });
}
