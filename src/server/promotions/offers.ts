// The promotions a quote weighs (./choosePromotions.ts), read with their uses counted. An order
// reads them under locks, so a use limit holds against parallel orders: a promotion with a total
// limit is locked by its row (its orders are placed one after another), one with only a
// per-customer limit by a lock of its own per buyer (other buyers do not wait).
import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderPromotions, promotions } from '../db/schema';
import type { Offer } from './choosePromotions';

type Reader = Pick<Db, 'execute'>;

/** What a per-customer limit counts by: the buyer's e-mail, lowercased (a guest's too). */
export const customerKeyOf = (email: string | undefined) => (email ? email.trim().toLowerCase() : '');

export type OfferRow = {
  id: string;
  name: string;
  code: string | null;
  type: Offer['type'];
  percent: string | number | null;
  amount_cents: string | number | null;
  target: Offer['target'];
  min_subtotal_cents: string | number | null;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  combinable: boolean;
  priority: number;
  created_at: string | Date;
  uses: number;
  customer_uses: number;
};

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));
const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

/** The code as promotions are matched by: trimmed, upper case ('' for none). */
/** A coupon code as offersQuery compares it ('' for none). */
export const codeOf = (couponCode: string | undefined) => couponCode?.trim().toUpperCase() ?? '';

/**
 * The automatic promotions that are running, and the promotion of `couponCode` whatever its dates
 * (so the shopper hears why it does not apply), with the uses orders hold of each, in all and by
 * `customerKey` ('' for a buyer not known yet): a query of its own, or a part of a larger one.
 */
export function offersQuery(couponCode: string | undefined, customerKey: string) {
  return offersOfCode(codeOf(couponCode), customerKey);
}

/** offersQuery for a code already as codeOf gives it; either value may be a placeholder of a
 *  statement written once (src/server/db/prepared.ts). */
export function offersOfCode(code: string | Placeholder, customerKey: string | Placeholder) {
  return sql`
    select p.id, p.name, p.code, p.type, p.percent, p.amount_cents, p.target, p.min_subtotal_cents,
      p.starts_at, p.ends_at, p.usage_limit, p.per_customer_limit, p.combinable, p.priority, p.created_at,
      (select count(*) from ${orderPromotions} u where u.promotion_id = p.id and u.released_at is null)::int as uses,
      (select count(*) from ${orderPromotions} u where u.promotion_id = p.id and u.released_at is null
        and u.customer_key = ${customerKey} and ${customerKey} <> '')::int as customer_uses
    from ${promotions} p
    where (p.code is null and (p.starts_at is null or p.starts_at <= now()) and (p.ends_at is null or p.ends_at > now()))
      or (${code} <> '' and upper(p.code) = ${code})`;
}

/** An offer from a row of offersQuery (as the driver gives it, or as JSON). */
export function offerOfRow(row: OfferRow): Offer {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    type: row.type,
    percent: numberOrNull(row.percent),
    amountCents: numberOrNull(row.amount_cents),
    target: row.target,
    minSubtotalCents: numberOrNull(row.min_subtotal_cents),
    startsAt: dateOrNull(row.starts_at),
    endsAt: dateOrNull(row.ends_at),
    usageLimit: row.usage_limit,
    perCustomerLimit: row.per_customer_limit,
    combinable: row.combinable === true || String(row.combinable) === 't',
    priority: Number(row.priority),
    createdAt: new Date(row.created_at),
    uses: Number(row.uses),
    customerUses: Number(row.customer_uses),
  };
}

export async function readOffers(db: Reader, couponCode: string | undefined, customerKey: string): Promise<Offer[]> {
  const result = await db.execute<OfferRow>(offersQuery(couponCode, customerKey));
  return result.rows.map(offerOfRow);
}

/**
 * In an order's transaction: locks what the limits of `offers` count, in one order (ids sorted,
 * before any product row, so orders never wait for each other both ways), then reads the offers
 * again so their uses include every order committed before the locks were had. The offers as
 * read when nothing needed a lock.
 */
export async function lockOffers(
  tx: Reader,
  offers: readonly Offer[],
  couponCode: string | undefined,
  customerKey: string,
): Promise<readonly Offer[]> {
  const limited = offers
    .filter((offer) => offer.usageLimit !== null || (offer.perCustomerLimit !== null && customerKey))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  if (limited.length === 0) return offers;
  for (const offer of limited) {
    if (offer.usageLimit !== null) await tx.execute(sql`select 1 from ${promotions} where id = ${offer.id} for update`);
    else
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`promotion:${offer.id}:${customerKey}`}, 0))`,
      );
  }
  return readOffers(tx, couponCode, customerKey);
}
