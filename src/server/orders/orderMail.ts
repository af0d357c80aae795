// The mails about an order (confirmation, status moves, each parcel), queued in the transaction
// that placed, moved or shipped it. A guest's mail links to the order by its key (derived from the
// order, never stored), so every mail about a guest order opens it without an account. Each mail
// queued after the placement is told in the order's timeline with its subject (./orderEvents.ts).
import { absoluteUrl, guestOrderPath } from '../../lib/shopUrls';
import { queueMail, type MailKind, type MailRequest } from '../mail/outbox';
import { shopInfo } from '../mail/shop';
import { guestOrderKey } from '../checkout/guestOrders';
import type { Tx } from '../payments/paymentMethod';
import { mailEvent, recordEvent } from './orderEvents';
import type { OrderRecord, ShipmentRecord } from './orderRecord';

export type OrderMailKind = Extract<MailKind, 'order-confirmation' | 'order-status' | 'order-shipment'>;

/** What a parcel's mail tells besides the order: the parcel (one of order.shipments) and whether
 *  it is the last, the one that made the order shipped (./orderMoves.ts, SHIPMENT_MAIL). */
export interface ShipmentMail {
  shipment: ShipmentRecord;
  last: boolean;
}

export function orderMail(kind: OrderMailKind, order: OrderRecord, parcel?: ShipmentMail): MailRequest {
  const url = order.guest ? absoluteUrl(shopInfo().url, guestOrderPath(guestOrderKey(order.id))) : undefined;
  return { to: order.customer.email, kind, data: { order, ...(url ? { url } : {}), ...parcel } };
}

/** A mail about the order, queued in `tx`, with its entry in the order's timeline. */
export async function queueOrderMail(tx: Tx, orderId: string, mail: MailRequest): Promise<void> {
  const row = await queueMail(tx, mail);
  await recordEvent(tx, orderId, mailEvent(row, null));
}
