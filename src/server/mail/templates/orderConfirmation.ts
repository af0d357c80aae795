import type { ShopInfo } from '../shop';
import { button, esc, frame, textFrame, type RenderedMail } from './layout';
import { orderHtml, orderText, orderUrl, type OrderMailData } from './orderParts';

export function render(data: OrderMailData, shop: ShopInfo): RenderedMail {
  const { order } = data;
  const url = orderUrl(data, shop);
  const title = `Thank you for your order ${order.number}`;
  const intro = `Hello ${order.user.name}, we have received your order ${order.number}. We will let you know when it ships.`;
  return {
    subject: `Your ${shop.name} order ${order.number}`,
    html: frame(
      shop,
      title,
      `<p style="margin:0 0 16px">${esc(intro)}</p>
${orderHtml(order)}
${button(url, 'View your order')}`,
    ),
    text: textFrame(shop, title, `${intro}\n\n${orderText(order)}\n\nView your order: ${url}`),
  };
}
