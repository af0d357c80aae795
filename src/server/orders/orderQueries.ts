// Reading orders: one order (or several, in a given order) for its owner or an admin (anyone else gets 404, not 403, so
// order ids cannot be probed) and the paged list with search. The admin's figures: ./salesFigures.ts.
import { and, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../lib/orderStatuses';
import { orderStatusField } from '../../lib/forms/orderStatus';
import type { UserRow } from '../accounts/auth';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { notFound } from '../http/httpError';
import { containsPattern } from '../db/errors';
import { offsetOf, type PageRequest } from '../http/listQuery';
import { withItems, type OrderRecord } from './orderRecord';

/** `?q=&status=&page=&limit=` (all optional; the list is always paged). */
export const orderFilters = {
  status: orderStatusField.optional(),
};
type OrderListQuery = PageRequest & { status?: OrderStatus };

const isAdmin = (viewer: UserRow) => viewer.role === 'admin';

/** Customers see their own orders only; admins see all. */
const visibleTo = (viewer: UserRow): SQL | undefined => (isAdmin(viewer) ? undefined : eq(orders.userId, viewer.id));

/** By id or by number (EL-10042), for its owner or an admin; 404 otherwise. */
export async function getOrder(db: Db, viewer: UserRow, idOrNumber: string): Promise<OrderRecord> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(or(eq(orders.id, idOrNumber), eq(orders.number, idOrNumber)), visibleTo(viewer)))
    .limit(1);
  if (!rows.length) throw notFound('Order');
  return (await withItems(db, rows))[0];
}

/** Several by id or number, in the order given, for an admin (or the owner of them all); 404
 *  naming the first one that is unknown. */
export async function getOrders(db: Db, viewer: UserRow, idsOrNumbers: string[]): Promise<OrderRecord[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(or(inArray(orders.id, idsOrNumbers), inArray(orders.number, idsOrNumbers)), visibleTo(viewer)));
  const found = new Map(rows.flatMap((row) => [[row.id, row] as const, [row.number, row] as const]));
  const unknown = idsOrNumbers.find((key) => !found.has(key));
  if (unknown !== undefined) throw notFound(`Order ${unknown}`);
  const records = new Map((await withItems(db, rows)).map((order) => [order.id, order]));
  return idsOrNumbers.map((key) => records.get(found.get(key)!.id)!);
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
    sumCents: Number(totals.sum),
  };
}
