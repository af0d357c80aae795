// POST /api/orders/{id}/shipments and PATCH .../shipments/{shipmentId} (admin; docs/api.md#shipments).
// A parcel is recorded under the order row's lock (./parcels.ts), with its mail (SHIPMENT_MAIL,
// ./orderMoves.ts) and its timeline entry, in one transaction. The parcel that ships the last
// unit moves the order to shipped through applyMove (./orderStatus.ts), so the move's steps run
// and its mail is that parcel's; the delivery of the last parcel of a shipped order moves it to
// delivered (a pay-on-delivery order is then paid and invoiced, as with PATCH {status: delivered}).
import { and, eq } from 'drizzle-orm';
import { CARRIERS } from '../../lib/carriers';
import type { ShipmentInput, ShipmentUpdate } from '../../lib/forms/shipment';
import type { UserRow } from '../accounts/auth';
import type { Db } from '../db/client';
import { orders, shipments } from '../db/schema';
import { HttpError, notFound } from '../http/httpError';
import type { Tx } from '../payments/paymentMethod';
import { recordEvent } from './orderEvents';
import { SHIPMENT_MAIL } from './orderMoves';
import { fulfillmentOf, withItems, type OrderRecord, type ShipmentRecord } from './orderRecord';
import { orderMail, queueOrderMail } from './orderMail';
import { applyMove } from './orderStatus';
import { assertShippable, deliverParcels, planParcel, trackingLink, writeParcel } from './parcels';

export interface Shipped {
  shipment: ShipmentRecord;
  order: OrderRecord;
}

/** The order's row, locked for this transaction: what has shipped is read after this. */
async function lockOrder(tx: Tx, id: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound('Order');
  return row;
}

const CHANGED = 'This order was changed meanwhile. Reload it and try again.';

export async function createShipment(db: Db, by: UserRow, orderId: string, input: ShipmentInput): Promise<Shipped> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    const [order] = await withItems(tx, [row]);
    assertShippable(order);
    const items = planParcel(order, input.items);
    const shipment = await writeParcel(tx, order, items, input, by.email);
    const [after] = await withItems(tx, [row]);
    if (fulfillmentOf(after) === 'fulfilled') {
      const moved = await applyMove(tx, row, 'shipped', { actor: by.email, parcel: { shipment } });
      if (!moved) throw new HttpError(409, CHANGED);
      return { shipment, order: moved.order };
    }
    await queueOrderMail(tx, orderId, orderMail(SHIPMENT_MAIL, after, { shipment, last: false }));
    return { shipment, order: after };
  });
}

export async function updateShipment(
  db: Db,
  by: UserRow,
  orderId: string,
  shipmentId: string,
  change: ShipmentUpdate,
): Promise<Shipped> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    const [order] = await withItems(tx, [row]);
    const parcel = order.shipments.find((s) => s.id === shipmentId);
    if (!parcel) throw notFound('Shipment');
    if (change.delivered && (order.status === 'cancelled' || order.status === 'refunded'))
      throw new HttpError(409, `This order was ${order.status}: its parcels are not delivered any more.`);
    await retrack(tx, parcel, change, orderId, by.email);
    if (change.delivered && !parcel.deliveredAt) await deliverParcels(tx, orderId, by.email, shipmentId);
    let [after] = await withItems(tx, [row]);
    // the last parcel of a shipped order arrived: the order is delivered
    if (change.delivered && after.status === 'shipped' && after.shipments.every((s) => s.deliveredAt)) {
      const moved = await applyMove(tx, row, 'delivered', { actor: by.email });
      if (!moved) throw new HttpError(409, CHANGED);
      after = moved.order;
    }
    return { shipment: after.shipments.find((s) => s.id === shipmentId)!, order: after };
  });
}

/** A parcel's carrier or tracking set later: the link is made again from the carrier's template
 *  when the number or carrier changed and no link was given. */
async function retrack(tx: Tx, parcel: ShipmentRecord, change: ShipmentUpdate, orderId: string, actor: string) {
  const carrier = change.carrier ?? (parcel.carrier as keyof typeof CARRIERS);
  const trackingNumber = change.trackingNumber !== undefined ? change.trackingNumber : parcel.trackingNumber;
  const renumbered = carrier !== parcel.carrier || trackingNumber !== parcel.trackingNumber;
  const trackingUrl =
    change.trackingUrl !== undefined
      ? change.trackingUrl || (await trackingLink(tx, { carrier, trackingNumber, trackingUrl: null }))
      : renumbered
        ? await trackingLink(tx, { carrier, trackingNumber, trackingUrl: null })
        : parcel.trackingUrl;
  if (!renumbered && trackingUrl === parcel.trackingUrl) return;
  await tx
    .update(shipments)
    .set({ carrier, trackingNumber, trackingUrl })
    .where(and(eq(shipments.id, parcel.id), eq(shipments.orderId, orderId)));
  await recordEvent(tx, orderId, {
    type: 'tracking',
    actor,
    message: `Tracking set: ${CARRIERS[carrier].name}${trackingNumber ? ` ${trackingNumber}` : ''}`,
    data: { shipmentId: parcel.id, carrier, trackingNumber, trackingUrl },
  });
}
