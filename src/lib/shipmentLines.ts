// What of an order is still to come, from the order as the API answers it (its lines and its
// parcels): the customer's "still to come" and the admin's ship form read the same count the
// server checks a new parcel against (src/server/orders/parcels.ts).
import type { Order, OrderItem } from './types';

export interface LineLeft {
  item: OrderItem;
  /** units bought and not in any parcel yet */
  left: number;
}

/** Each line with the units no parcel holds yet, in the order's own order; lines all shipped left out. */
export function linesLeft(order: Pick<Order, 'items' | 'shipments'>): LineLeft[] {
  const shipped = new Map<string, number>();
  for (const parcel of order.shipments ?? [])
    for (const line of parcel.items)
      shipped.set(line.orderItemId, (shipped.get(line.orderItemId) ?? 0) + line.quantity);
  return order.items
    .map((item) => ({ item, left: Math.max(0, item.quantity - (shipped.get(item._id) ?? 0)) }))
    .filter((line) => line.left > 0);
}
