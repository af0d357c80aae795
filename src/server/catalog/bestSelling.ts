// "Best selling": units bought per product in orders not cancelled over the last 30 days
// (docs/product.md#deliberate-changes, 22). The home page's tab and the catalogue's
// `sort=best_selling` (src/server/search/findIndex.ts) rank by it. A refunded order is a cancelled
// one, and a card order still waiting for its payment is not a sale yet.
import { sql } from 'drizzle-orm';
import { UNSOLD_STATUSES } from '../../lib/orderStatuses';
import { orderItems, orders } from '../db/schema';
import { textListSql } from '../db/textList';

export const BEST_SELLING_DAYS = 30;

/** A subquery of (product_id, units) for every product sold in the window. */
export const unitsSold = sql`(
  select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::int as units
  from ${orderItems} inner join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orders.status} not in (${textListSql(UNSOLD_STATUSES)})
    and ${orders.createdAt} > now() - make_interval(days => ${BEST_SELLING_DAYS})
  group by ${orderItems.productId})`;
