// The admin's sales figures (the dashboard and Analytics, GET /api/orders/stats). Each figure
// says which orders it counts: revenue (with and without its tax), its discounts, the tax per
// rate, the shipping charged and the top products count paid orders
// only (PAID_STATUSES: a card order once Stripe confirmed it, a pay-on-delivery order once
// delivered); orders that stand but are not paid yet (pay on delivery, before delivery) are
// counted apart with their value; per-status counts take every order.
import { sql, type SQL } from 'drizzle-orm';
import { toDecimal } from '../../lib/money';
import { ORDER_STATUSES, PAID_STATUSES, STANDING_STATUSES, type OrderStatus } from '../../lib/orderStatuses';
import { PAYMENT_METHODS } from '../../lib/paymentMethods';
import type { OrderStats } from '../../lib/types';
import type { Db } from '../db/client';
import { orderItems, orderPromotions, orders, promotions } from '../db/schema';
import { textListSql } from '../db/textList';

const STATS_DAYS = 30;
const TOP_PRODUCTS = 5;

/** `o` is paid: its status is one of its payment method's paid statuses. */
const paidSql: SQL = sql.join(
  PAYMENT_METHODS.map(
    (method) =>
      sql`(o.payment_method = ${sql.raw(`'${method}'`)} and o.status in (${textListSql(PAID_STATUSES[method])}))`,
  ),
  sql` or `,
);
const standingSql = sql`o.status in (${textListSql(STANDING_STATUSES)})`;

interface StatusGroup {
  status: OrderStatus;
  paid: boolean;
  n: number;
  /** cents, as text (a bigint sum) */
  total: string;
  discounts: string;
  tax: string;
  shipping: string;
}

/** Orders and their value per status and whether paid. */
async function byStatus(db: Db): Promise<StatusGroup[]> {
  const result = await db.execute(sql`
    select o.status, (${paidSql}) as paid, count(*)::int as n,
           coalesce(sum(o.total_cents), 0)::text as total, coalesce(sum(o.discount_cents), 0)::text as discounts,
           coalesce(sum(o.tax_cents), 0)::text as tax, coalesce(sum(o.shipping_cents), 0)::text as shipping
    from ${orders} o
    group by 1, 2`);
  return result.rows as unknown as StatusGroup[];
}

/** The last STATS_DAYS UTC days, every day present: orders that stand, and the paid ones' revenue.
 *  Only the window's orders are read (orders_created_idx). */
function perDay(db: Db) {
  return db.execute(sql`
    with per_day as (
      select (o.created_at at time zone 'UTC')::date as day, count(*)::int as orders,
             coalesce(sum(o.total_cents) filter (where ${paidSql}), 0) as revenue
      from ${orders} o
      where ${standingSql}
        and o.created_at >= (((now() at time zone 'UTC')::date - ${STATS_DAYS - 1}::int)::timestamp at time zone 'UTC')
      group by 1)
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(p.orders, 0)::int as orders,
      coalesce(p.revenue, 0)::text as revenue
    from generate_series((now() at time zone 'UTC')::date - ${STATS_DAYS - 1}::int, (now() at time zone 'UTC')::date, interval '1 day') as d(day)
    left join per_day p on p.day = d.day::date
    order by d.day`);
}

/** The best sellers by units in paid orders, with their revenue after their lines' discounts. */
function topProducts(db: Db) {
  return db.execute(sql`
    select i.product_id as "productId", max(i.name) as name, max(i.image) as image,
           sum(i.quantity)::int as quantity,
           sum(i.line_total_cents - i.discount_cents)::text as revenue
    from ${orderItems} i join ${orders} o on o.id = i.order_id
    where ${paidSql}
    group by i.product_id order by sum(i.quantity) desc, sum(i.line_total_cents) desc limit ${TOP_PRODUCTS}`);
}

/** The tax paid orders collected, per rate (name and percentage), most first. */
function taxPerRate(db: Db) {
  return db.execute(sql`
    select t->>'name' as name, (t->>'rate')::float8 as rate, count(distinct o.id)::int as orders,
           sum((t->>'amountCents')::bigint)::text as amount
    from ${orders} o cross join lateral jsonb_array_elements(o.tax_lines) as t
    where ${paidSql}
    group by 1, 2 order by sum((t->>'amountCents')::bigint) desc, 1, 2`);
}

/** Each promotion's uses held by orders and what they were given (cancelled orders gave theirs back). */
function promotionUses(db: Db) {
  return db.execute(sql`
    select p.id as "promotionId", p.name, p.code, count(u.order_id)::int as uses,
           coalesce(sum(u.amount_cents), 0)::text as given
    from ${promotions} p join ${orderPromotions} u on u.promotion_id = p.id and u.released_at is null
    group by p.id order by sum(u.amount_cents) desc, p.id`);
}

/** Rows whose `key` the database summed in cents (bigint as text), with it in dollars. */
function dollars(rows: Record<string, unknown>[], key: string) {
  return rows.map((row) => ({ ...row, [key]: toDecimal(Number(row[key])) }));
}

/** GET /api/orders/stats (shape: OrderStats in src/lib/types.ts). */
export async function orderStats(db: Db): Promise<Omit<OrderStats, 'success'>> {
  const [groups, days, top, promotionRows, taxRows] = await Promise.all([
    byStatus(db),
    perDay(db),
    topProducts(db),
    promotionUses(db),
    taxPerRate(db),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  // in cents
  const paid = { orders: 0, total: 0, discounts: 0, tax: 0, shipping: 0 };
  const unpaid = { orders: 0, total: 0 };
  for (const group of groups) {
    counts[group.status] += group.n;
    if (group.paid) {
      paid.orders += group.n;
      paid.total += Number(group.total);
      paid.discounts += Number(group.discounts);
      paid.tax += Number(group.tax);
      paid.shipping += Number(group.shipping);
    } else if (STANDING_STATUSES.includes(group.status)) {
      unpaid.orders += group.n;
      unpaid.total += Number(group.total);
    }
  }
  return {
    counts,
    orders: groups.reduce((n, group) => n + group.n, 0),
    paidOrders: paid.orders,
    revenue: toDecimal(paid.total),
    discounts: toDecimal(paid.discounts),
    // a total holds its tax whether it was added or inside the prices
    revenueNetOfTax: toDecimal(paid.total - paid.tax),
    tax: toDecimal(paid.tax),
    taxPerRate: dollars(taxRows.rows, 'amount') as OrderStats['taxPerRate'],
    shipping: toDecimal(paid.shipping),
    unpaid: { orders: unpaid.orders, total: toDecimal(unpaid.total) },
    promotions: dollars(promotionRows.rows, 'given') as OrderStats['promotions'],
    days: dollars(days.rows, 'revenue') as OrderStats['days'],
    topProducts: dollars(top.rows, 'revenue') as OrderStats['topProducts'],
  };
}
