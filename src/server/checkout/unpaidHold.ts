// The cap on what one buyer may hold without paying (docs/operations.md#order-limits): a
// pay-on-delivery order takes its stock at once and pays only at the door, so without a cap one
// anonymous order could reserve nearly all of a product and never be paid for. Counted: the units
// of each product in the buyer's orders of the last 24 hours that are still unpaid. A guest is
// known by the order's e-mail and by the address it was placed from (either one counts), a
// signed-in customer by the account.
import { createHmac } from 'node:crypto';
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { UNPAID_STATUSES } from '../../lib/orderStatuses';
import { authSecretKey } from '../accounts/authSecret';
import { config } from '../config';
import { orderItems, orders } from '../db/schema';
import { HttpError } from '../http/httpError';
import type { Buyer } from './guestOrders';
import type { Tx } from '../payments/paymentMethod';

export const HOLD_WINDOW = '24 hours';

/**
 * What an order keeps of the client address it came from. Keyed with the auth secret: a plain
 * SHA-256 of an IPv4 address is undone by hashing all 2^32 of them.
 */
export function clientAddressHash(address: string): string {
  return createHmac('sha256', authSecretKey()).update(`client-address:${address}`).digest('base64url');
}

export interface HeldLine {
  productId: string;
  name: string;
  quantity: number;
}

function refusal(line: HeldLine, held: number, cap: number, guest: boolean): string {
  const elsewhere = `${guest ? 'sign in, or ' : ''}contact us for a larger order`;
  if (held >= cap)
    return `You already hold ${held} of "${line.name}" in unpaid orders, the most we keep for one buyer. Pay for or cancel them first, or ${elsewhere}.`;
  if (held === 0)
    return `At most ${cap} of "${line.name}" can wait for payment for one buyer. Order ${cap} or fewer, or ${elsewhere}.`;
  return `You already hold ${held} of "${line.name}" in unpaid orders and at most ${cap} can wait for payment for one buyer: you can add ${cap - held} more. Lower the quantity, pay for or cancel those orders first, or ${elsewhere}.`;
}

/**
 * Throws 409 when this order would take the buyer over UNPAID_UNITS_PER_PRODUCT of a product.
 * Runs in the placement transaction before its stock is taken, holding a lock per buyer key
 * (account, or a guest's e-mail and address) until the transaction ends: parallel orders of
 * one buyer are counted one after another, each seeing the orders committed before it, and
 * buyers never wait for each other here.
 */
export async function checkUnpaidHold(
  tx: Tx,
  buyer: Buyer,
  addressHash: string,
  lines: HeldLine[],
  /** the order being placed, already written in `tx`: its lines are `lines` */
  placing: string,
): Promise<void> {
  const cap = config.unpaidUnitsPerProduct;
  if (cap === 0) return;
  const keys = buyer.userId
    ? [`hold:user:${buyer.userId}`]
    : [`hold:email:${buyer.email}`, `hold:address:${addressHash}`];
  // in one order, so two orders sharing keys never wait for each other both ways
  for (const key of keys.sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const holder = buyer.userId
    ? eq(orders.userId, buyer.userId)
    : or(eq(orders.customerEmail, buyer.email), eq(orders.clientAddressHash, addressHash));
  const rows = await tx
    .select({ productId: orderItems.productId, held: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        holder,
        ne(orders.id, placing),
        inArray(orders.status, [...UNPAID_STATUSES]),
        gt(orders.createdAt, sql`now() - ${HOLD_WINDOW}::interval`),
        inArray(
          orderItems.productId,
          lines.map((line) => line.productId),
        ),
      ),
    )
    .groupBy(orderItems.productId);
  const heldOf = new Map(rows.map((row) => [row.productId, Number(row.held)]));
  for (const line of perProduct(lines)) {
    const held = heldOf.get(line.productId) ?? 0;
    if (held + line.quantity > cap) throw new HttpError(409, refusal(line, held, cap, !buyer.userId));
  }
}

/** The cap is per product: an order's lines for several variants of one product count together. */
function perProduct(lines: HeldLine[]): HeldLine[] {
  const merged = new Map<string, HeldLine>();
  for (const line of lines) {
    const seen = merged.get(line.productId);
    merged.set(line.productId, { ...line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  return [...merged.values()];
}
