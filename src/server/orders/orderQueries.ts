// Reading orders: one order for its owner or an admin (anyone else gets 404, not 403, so
// order ids cannot be probed), the paged list with search, and the admin's figures.
import { and, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { toDecimal } from '../../lib/money';
import { ORDER_STATUSES, PAID_STATUSES, STANDING_STATUSES, type OrderStatus } from '../../lib/orderStatuses';
import { orderStatusField } from '../../lib/forms/orderStatus';
import type { Order, OrderStats } from '../../lib/types';
import { textListSql } from '../db/textList';
import type { UserRow } from '../accounts/auth';
import type { Db } from '../db/client';
import { orderItems, orderPromotions, orders, promotions } from '../db/schema';
import { notFound } from '../http/httpError';
import { containsPattern } from '../db/errors';
import { offsetOf, type PageRequest } from '../http/listQuery';
import { withItems } from './orderView';

/** `?q=&status=&page=&limit=` (all optional; the list is always paged). */
export const orderFilters = {
  status: orderStatusField.optional(),
};
type OrderListQuery = PageRequest & { status?: OrderStatus };

const isAdmin = (viewer: UserRow) => viewer.role === 'admin';

/** Customers see their own orders only; admins see all. */
const visibleTo = (viewer: UserRow): SQL | undefined => (isAdmin(viewer) ? undefined : eq(orders.userId, viewer.id));

/** By id or by number (EL-10042), for its owner or an admin; 404 otherwise. */
export async function getOrder(db: Db, viewer: UserRow, idOrNumber: string): Promise<Order> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(or(eq(orders.id, idOrNumber), eq(orders.number, idOrNumber)), visibleTo(viewer)))
    .limit(1);
  if (!rows.length) throw notFound('Order');
  return (await withItems(db, rows))[0];
}

function listFilter(viewer: UserRow, query: OrderListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [visibleTo(viewer)];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(orders.number, pattern),
        ilike(orders.customerName, pattern),
        ilike(orders.customerEmail, pattern),
        exists(itemsNamed(pattern)),
      ),
    );
  }
  return and(...filters);
}

/** A correlated subquery: some line of this order names a matching product. */
function itemsNamed(pattern: string) {
  return sql`(select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.name} ilike ${pattern})`;
}

export async function pageOrders(db: Db, viewer: UserRow, query: OrderListQuery) {
  const where = listFilter(viewer, query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ total: count(), sum: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
      .from(orders)
      .where(where),
  ]);
  return {
    orders: await withItems(db, rows),
    total: totals.total,
    page: query.page,
    pages: Math.ceil(totals.total / query.limit),
    sum: toDecimal(Number(totals.sum)),
  };
}

const STATS_DAYS = 30;
const TOP_PRODUCTS = 5;

const paidStatusList = textListSql(PAID_STATUSES);
const liveStatusList = textListSql(STANDING_STATUSES);

/** The admin dashboard and Analytics: every order counts in `counts`/`orders`; revenue only paid ones. */
export async function orderStats(db: Db): Promise<Omit<OrderStats, 'success'>> {
  const [byStatus, dayRows, top, promotionRows] = await Promise.all([
    db
      .select({
        status: orders.status,
        n: count(),
        revenue: sql<string>`coalesce(sum(${orders.totalCents}), 0)`,
        discounts: sql<string>`coalesce(sum(${orders.discountCents}), 0)`,
      })
      .from(orders)
      .groupBy(orders.status),
    // only the window's orders are read (orders_created_idx), grouped per UTC day, then laid
    // over every day of the window so days without orders show 0
    db.execute(sql`
      with per_day as (
        select (o.created_at at time zone 'UTC')::date as day, count(*)::int as orders,
               coalesce(sum(o.total_cents) filter (where o.status in (${paidStatusList})), 0) as revenue
        from ${orders} o
        where o.status in (${liveStatusList})
          and o.created_at >= (((now() at time zone 'UTC')::date - ${STATS_DAYS - 1}::int)::timestamp at time zone 'UTC')
        group by 1)
      select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(p.orders, 0)::int as orders,
        (coalesce(p.revenue, 0)::numeric / 100)::float8 as revenue
      from generate_series((now() at time zone 'UTC')::date - ${STATS_DAYS - 1}::int, (now() at time zone 'UTC')::date, interval '1 day') as d(day)
      left join per_day p on p.day = d.day::date
      order by d.day`),
    db.execute(sql`
      select i.product_id as "productId", max(i.name) as name, max(i.image) as image,
             sum(i.quantity)::int as quantity,
             (sum(i.line_total_cents - i.discount_cents)::numeric / 100)::float8 as revenue
      from ${orderItems} i join ${orders} o on o.id = i.order_id
      where o.status in (${liveStatusList})
      group by i.product_id order by sum(i.quantity) desc, sum(i.line_total_cents) desc limit ${TOP_PRODUCTS}`),
    // each promotion's uses held by orders and what they were given (cancelled orders gave theirs back)
    db.execute(sql`
      select p.id as "promotionId", p.name, p.code, count(u.order_id)::int as uses,
             (coalesce(sum(u.amount_cents), 0)::numeric / 100)::float8 as given
      from ${promotions} p join ${orderPromotions} u on u.promotion_id = p.id and u.released_at is null
      group by p.id order by sum(u.amount_cents) desc, p.id`),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  /** in cents */
  let revenue = 0;
  let discounts = 0;
  for (const row of byStatus) {
    counts[row.status] = row.n;
    if (PAID_STATUSES.includes(row.status)) {
      revenue += Number(row.revenue);
      discounts += Number(row.discounts);
    }
  }
  return {
    counts,
    orders: byStatus.reduce((n, row) => n + row.n, 0),
    revenue: toDecimal(revenue),
    discounts: toDecimal(discounts),
    promotions: promotionRows.rows as OrderStats['promotions'],
    days: dayRows.rows as OrderStats['days'],
    topProducts: top.rows as OrderStats['topProducts'],
  };
}
