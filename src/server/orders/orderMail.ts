// The mails about an order (confirmation, status moves), queued in the transaction that placed or
// moved it. A guest's mail links to the order by its key (derived from the order, never stored),
// so every mail about a guest order opens it without an account.
import { absoluteUrl, guestOrderPath } from '../../lib/shopUrls';
import type { MailKind, MailRequest } from '../mail/outbox';
import { shopInfo } from '../mail/shop';
import { guestOrderKey } from '../checkout/guestOrders';
import type { OrderRecord } from './orderRecord';

export type OrderMailKind = Extract<MailKind, 'order-confirmation' | 'order-status'>;

export function orderMail(kind: OrderMailKind, order: OrderRecord): MailRequest {
  const url = order.guest ? absoluteUrl(shopInfo().url, guestOrderPath(guestOrderKey(order.id))) : undefined;
  return { to: order.customer.email, kind, data: { order, ...(url ? { url } : {}) } };
}
