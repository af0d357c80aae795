// The mails about an order (confirmation, status moves), queued in the transaction that placed or
// moved it. A guest's mail links to the order by its key (derived from the order, never stored),
// so every mail about a guest order opens it without an account.
import type { Order } from '../../lib/types';
import { absoluteUrl, guestOrderPath } from '../../lib/shopUrls';
import type { MailKind, MailRequest } from '../mail/outbox';
import { shopInfo } from '../mail/shop';
import { guestOrderKey } from '../checkout/guestOrders';

export function orderMail(
  kind: Extract<MailKind, 'order-confirmation' | 'order-status'>,
  order: Order,
  guest: boolean,
): MailRequest {
  const url = guest ? absoluteUrl(shopInfo().url, guestOrderPath(guestOrderKey(order._id))) : undefined;
  return { to: order.user.email, kind, data: { order, ...(url ? { url } : {}) } };
}
