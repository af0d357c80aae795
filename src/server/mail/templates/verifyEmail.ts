import type { ShopInfo } from '../shop';
import { button, esc, frame, textFrame, type RenderedMail } from './layout';
import type { LinkMailData } from './passwordReset';

export function render(data: LinkMailData, shop: ShopInfo): RenderedMail {
  const title = 'Confirm your e-mail address';
  const intro = `Hello ${data.name}, welcome to ${shop.name}. Please confirm that this is your e-mail address, so we can send you your orders' news and let you back in if you forget your password.`;
  const outro = 'If you did not make an account with us, ignore this mail.';
  return {
    subject: `Confirm your e-mail address for ${shop.name}`,
    html: frame(
      shop,
      title,
      `<p style="margin:0 0 16px">${esc(intro)}</p>
${button(data.url, 'Confirm my address')}
<p style="margin:0 0 16px">${esc(outro)}</p>`,
    ),
    text: textFrame(shop, title, `${intro}\n\nConfirm my address: ${data.url}\n\n${outro}`),
  };
}
