import type { ShopInfo } from '../shop';
import { typedText, type RenderedMail } from './layout';
import { orderMail, type OrderMailData } from './orderParts';

export function render(data: OrderMailData, shop: ShopInfo): RenderedMail {
  const { order } = data;
  const name = typedText(order.customer.name);
  const title = `Thank you for your order ${order.number}`;
  // a card order is confirmed before it is paid: the shopper may still be on the payment page
  const intro =
    order.status === 'awaiting_payment'
      ? `Hello ${name}, we have received your order ${order.number} and are holding its items for 30 minutes while you pay by card. We will write again once the payment is confirmed.`
      : `Hello ${name}, we have received your order ${order.number}. We will let you know when it ships.`;
  return orderMail(shop, data, { subject: `Your ${shop.name} order ${order.number}`, title, intro });
}
