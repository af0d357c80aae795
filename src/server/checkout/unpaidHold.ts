// The cap on what one buyer may hold without paying (docs/operations.md#order-limits): a
// pay-on-delivery order takes its stock at once and pays only at the door, so without a cap one
// anonymous order could reserve nearly all of a product and never be paid for. Counted: the units
// of each product in the buyer's orders of the last 24 hours that are still unpaid. A guest is
// known by the order's e-mail and by the address it was placed from (either one counts), a
// signed-in customer by the account.
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { UNPAID_STATUSES } from '../../lib/orderStatuses';
import { authSecretKey } from '../accounts/authSecret';
import { config } from '../config';
import { orderItems, orders } from '../db/schema';
import { textListSql } from '../db/textList';
import { HttpError } from '../http/httpError';
import type { Buyer } from './guestOrders';

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
 * The locks that order a buyer's placements (account, or a guest's e-mail and address), sorted so
 * two orders sharing keys never wait for each other both ways; none when there is no cap. The
 * placement takes them in its first statement and holds them until its transaction ends: parallel
 * orders of one buyer are counted one after another, each seeing the orders committed before it,
 * and buyers never wait for each other here.
 */
export function holdLockKeys(buyer: Buyer, addressHash: string): string[] {
  if (config.unpaidUnitsPerProduct === 0) return [];
  const keys = buyer.userId
    ? [`hold:user:${buyer.userId}`]
    : [`hold:email:${buyer.email}`, `hold:address:${addressHash}`];
  return keys.sort();
}

/**
 * The buyer's unpaid units of each of the order's products in orders other than the one being
 * placed, as JSON text (`{"<productId>": units}`), for a statement written once
 * (src/server/db/prepared.ts) that runs after the locks of holdLockKeys were had: its placeholders
 * `holdUser` (an account's), or `holdEmail` and `holdAddress` (a guest's), `productIds` (a text[]
 * literal) and `orderId`, filled by heldUnitsValues.
 */
export function heldUnitsQuery(signedIn: boolean) {
  if (config.unpaidUnitsPerProduct === 0) return sql`'{}'::text`;
  const holder = signedIn
    ? sql`o.user_id = ${sql.placeholder('holdUser')}`
    : sql`(o.customer_email = ${sql.placeholder('holdEmail')} or o.client_address_hash = ${sql.placeholder('holdAddress')})`;
  return sql`(select coalesce(json_object_agg(h.product_id, h.units), '{}')::text from (
      select i.product_id, sum(i.quantity)::int as units
      from ${orderItems} i inner join ${orders} o on o.id = i.order_id
      where ${holder} and o.id <> ${sql.placeholder('orderId')} and o.status in (${textListSql(UNPAID_STATUSES)})
        and o.created_at > now() - ${HOLD_WINDOW}::interval
        and i.product_id = any(${sql.placeholder('productIds')}::text[])
      group by i.product_id) h)`;
}

/** The values of heldUnitsQuery's buyer placeholders. */
export function heldUnitsValues(buyer: Buyer, addressHash: string): Record<string, unknown> {
  return buyer.userId ? { holdUser: buyer.userId } : { holdEmail: buyer.email, holdAddress: addressHash };
}

/** Throws 409 when this order would take the buyer over UNPAID_UNITS_PER_PRODUCT of a product,
 *  with `held` as heldUnitsQuery read it. */
export function refuseOverHold(buyer: Buyer, lines: HeldLine[], held: Record<string, number>): void {
  const cap = config.unpaidUnitsPerProduct;
  if (cap === 0) return;
  for (const line of perProduct(lines)) {
    const units = Number(held[line.productId] ?? 0);
    if (units + line.quantity > cap) throw new HttpError(409, refusal(line, units, cap, !buyer.userId));
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
