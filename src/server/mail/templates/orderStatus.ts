import type { OrderStatus } from '../../../lib/orderStatuses';
import type { ShopInfo } from '../shop';
import { typedText, type RenderedMail } from './layout';
import { orderMail, type OrderMailData } from './orderParts';

/** What the mail of a move into each status says; which moves send it is declared beside the moves
 *  (src/server/orders/orderMoves.ts). None for awaiting_payment or pending: no move ends there. */
const NEWS: Partial<Record<OrderStatus, { subject: string; line: string }>> = {
  paid: { subject: 'is paid', line: 'we have received your payment for order {n}. We are getting it ready.' },
  shipped: { subject: 'has shipped', line: 'your order {n} is on its way.' },
  delivered: {
    subject: 'was delivered',
    line: 'your order {n} was delivered. We hope you enjoy it; if anything is wrong, answer this mail.',
  },
  cancelled: {
    subject: 'was cancelled',
    line: 'your order {n} was cancelled. You will not be charged for it. If you did not expect this, answer this mail.',
  },
  refunded: {
    subject: 'was refunded',
    line: 'your order {n} was cancelled and your card payment refunded. The money is back on your card within 5 to 10 days, depending on your bank. If you did not expect this, answer this mail.',
  },
};

/** What a pay-on-delivery order's mails say instead: it is paid when it is delivered. */
const ON_DELIVERY: Partial<Record<OrderStatus, { subject: string; line: string }>> = {
  shipped: {
    subject: 'has shipped',
    line: 'your order {n} is on its way. You pay the courier when it is delivered.',
  },
  delivered: {
    subject: 'was delivered',
    line: 'your order {n} was delivered and paid. We hope you enjoy it; if anything is wrong, answer this mail.',
  },
};

export function render(data: OrderMailData, shop: ShopInfo): RenderedMail {
  const { order } = data;
  const news = (order.paymentMethod === 'cod' && ON_DELIVERY[order.status]) || NEWS[order.status];
  if (!news) throw new Error(`no status mail for an order that is ${order.status}`);
  const title = `Your order ${order.number} ${news.subject}`;
  const intro = `Hello ${typedText(order.customer.name)}, ${news.line.replace('{n}', order.number)}`;
  return orderMail(shop, data, { subject: `${shop.name}: order ${order.number} ${news.subject}`, title, intro });
}
