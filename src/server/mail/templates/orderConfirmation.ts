import type { ShopInfo } from '../shop';
import type { RenderedMail } from './layout';
import { orderMail, type OrderMailData } from './orderParts';

export function render(data: OrderMailData, shop: ShopInfo): RenderedMail {
  const { order } = data;
  const title = `Thank you for your order ${order.number}`;
  const intro = `Hello ${order.user.name}, we have received your order ${order.number}. We will let you know when it ships.`;
  return orderMail(shop, data, { subject: `Your ${shop.name} order ${order.number}`, title, intro });
}
