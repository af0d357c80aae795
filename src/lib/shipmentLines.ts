// What of an order is still to come, from the order as the API answers it (its lines and its
// parcels): the customer's "still to come" and the admin's ship form read the same count the
// server checks a new parcel against (src/server/orders/parcels.ts).
import type { Order, OrderItem } from './types';

export interface LineLeft {
  item: OrderItem;
  /** units bought and not in any parcel yet */
  left: number;
}

// an order moved to shipped counts as all shipped, as the server counts it (parcels recorded or
// not), and nothing more comes of one that was cancelled or refunded
const NOTHING_TO_COME: readonly Order['status'][] = ['shipped', 'delivered', 'cancelled', 'refunded'];

/** Each line with the units no parcel holds yet, in the order's own order; lines all shipped left out. */
export function linesLeft(order: Pick<Order, 'status' | 'items' | 'shipments'>): LineLeft[] {
  if (NOTHING_TO_COME.includes(order.status)) return [];
  const shipped = new Map<string, number>();
  for (const parcel of order.shipments ?? [])
    for (const line of parcel.items)
      shipped.set(line.orderItemId, (shipped.get(line.orderItemId) ?? 0) + line.quantity);
  return order.items
    .map((item) => ({ item, left: Math.max(0, item.quantity - (shipped.get(item._id) ?? 0)) }))
    .filter((line) => line.left > 0);
}
