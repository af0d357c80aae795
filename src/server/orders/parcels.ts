// An order's parcels, as rows: which units may ship (only what was bought and has not shipped, of
// an order that may ship), the row of a parcel and its timeline entry, a delivery. Each reads what
// has shipped under the order row's lock, which the caller holds (select ... for update), so two
// parcels of the same lines at once, on any number of servers, never ship a unit twice. The moves
// they bring (shipped, delivered) are the callers': ./shipments.ts and ./orderStatus.ts.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CARRIERS, trackingUrlFor, type Carrier } from '../../lib/carriers';
import { statusMoves } from '../../lib/orderStatuses';
import { shipments, type StoredShipmentItem } from '../db/schema';
import { badRequest, HttpError } from '../http/httpError';
import type { Tx } from '../payments/paymentMethod';
import { readShopSettings } from '../settings/shopSettings';
import { recordEvent } from './orderEvents';
import { lineId, unitsLeft, type OrderRecord, type ShipmentRecord } from './orderRecord';

/** Why an order that is not shippable now cannot ship (409). */
const UNSHIPPABLE: Partial<Record<OrderRecord['status'], string>> = {
  awaiting_payment: 'This order is waiting for its card payment: it can ship once Stripe confirms it is paid.',
  cancelled: 'This order was cancelled: it cannot ship.',
  refunded: 'This order was refunded: it cannot ship.',
  shipped: 'Everything in this order has shipped: there is nothing left to ship.',
  delivered: 'Everything in this order has shipped: there is nothing left to ship.',
};

/** 409 unless the order may ship now: exactly the statuses from which it may move to shipped
 *  (ORDER_STATUS_MOVES, src/lib/orderStatuses.ts). */
export function assertShippable(order: OrderRecord): void {
  if (statusMoves(order.paymentMethod, order.status).includes('shipped')) return;
  throw new HttpError(409, UNSHIPPABLE[order.status] ?? `An order that is ${order.status} cannot ship.`);
}

export interface ParcelLine {
  orderItemId: string;
  quantity: number;
}

/** The parcel's units by line position: those named (each checked against what is left; 400
 *  naming the entry), or everything left. 409 when nothing is left. */
export function planParcel(order: OrderRecord, lines?: ParcelLine[]): StoredShipmentItem[] {
  const left = unitsLeft(order);
  if (![...left.values()].some((units) => units > 0))
    throw new HttpError(409, 'Everything in this order has shipped: there is nothing left to ship.');
  if (!lines) return [...left].filter(([, units]) => units > 0).map(([position, quantity]) => ({ position, quantity }));
  const byId = new Map(order.items.map((item) => [lineId(order.id, item.position), item]));
  const named = new Set<number>();
  return lines.map(({ orderItemId, quantity }, i) => {
    const item = byId.get(orderItemId);
    if (!item) throw badRequest(`items.${i}.orderItemId: is not an item of this order.`);
    if (named.has(item.position)) throw badRequest(`items.${i}.orderItemId: names an item already in this shipment.`);
    named.add(item.position);
    const units = left.get(item.position) ?? 0;
    if (quantity > units)
      throw badRequest(
        `items.${i}.quantity: ${units === 0 ? 'all' : `only ${units}`} of ${item.quantity} ${item.name} ${units === 0 ? 'have shipped already' : 'are left to ship'}.`,
      );
    return { position: item.position, quantity };
  });
}

export interface ParcelTracking {
  carrier: Carrier;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

/** The link of a parcel: the one given, else the carrier's template with the number. */
export async function trackingLink(tx: Tx, tracking: Required<ParcelTracking>): Promise<string | null> {
  if (tracking.trackingUrl) return tracking.trackingUrl;
  if (!tracking.trackingNumber) return null;
  const template = CARRIERS[tracking.carrier].trackingUrl ? '' : (await readShopSettings(tx)).otherCarrierTrackingUrl;
  return trackingUrlFor(tracking.carrier, tracking.trackingNumber, template);
}

const unitsText = (order: OrderRecord, items: StoredShipmentItem[]) =>
  items
    .map(({ position, quantity }) => `${quantity} × ${order.items.find((i) => i.position === position)?.name ?? '?'}`)
    .join(', ');

/** In `tx`, under the order's lock: the parcel's row and its timeline entry. */
export async function writeParcel(
  tx: Tx,
  order: OrderRecord,
  items: StoredShipmentItem[],
  tracking: ParcelTracking,
  actor: string | null,
): Promise<ShipmentRecord> {
  const trackingNumber = tracking.trackingNumber ?? null;
  const trackingUrl = await trackingLink(tx, {
    carrier: tracking.carrier,
    trackingNumber,
    trackingUrl: tracking.trackingUrl ?? null,
  });
  const [{ orderId: _, ...parcel }] = await tx
    .insert(shipments)
    .values({ id: randomUUID(), orderId: order.id, items, carrier: tracking.carrier, trackingNumber, trackingUrl })
    .returning();
  await recordEvent(tx, order.id, {
    type: 'shipment',
    actor,
    message: `Shipped with ${CARRIERS[tracking.carrier].name}${trackingNumber ? ` (${trackingNumber})` : ''}: ${unitsText(order, items)}`,
    data: { shipmentId: parcel.id, carrier: parcel.carrier, trackingNumber, trackingUrl, items },
  });
  return parcel;
}

/** In `tx`: the order's parcels not yet delivered (or only `shipmentId`) are delivered now, each
 *  with its timeline entry. */
export async function deliverParcels(
  tx: Tx,
  orderId: string,
  actor: string | null,
  shipmentId?: string,
): Promise<void> {
  const delivered = await tx
    .update(shipments)
    .set({ deliveredAt: sql`now()` })
    .where(
      and(
        eq(shipments.orderId, orderId),
        isNull(shipments.deliveredAt),
        shipmentId ? eq(shipments.id, shipmentId) : undefined,
      ),
    )
    .returning();
  for (const parcel of delivered)
    await recordEvent(tx, orderId, {
      type: 'delivered',
      actor,
      message: `Parcel delivered (${CARRIERS[parcel.carrier as Carrier]?.name ?? parcel.carrier}${parcel.trackingNumber ? ` ${parcel.trackingNumber}` : ''})`,
      data: { shipmentId: parcel.id },
    });
}
