import type { ShopInfo } from '../shop';
import { button, esc, frame, textFrame, type RenderedMail } from './layout';

export interface LinkMailData {
  name: string;
  url: string;
}

export function render(data: LinkMailData, shop: ShopInfo): RenderedMail {
  const title = 'Reset your password';
  const intro = `Hello ${data.name}, someone (we hope you) asked to reset the password of your ${shop.name} account. The link works once, for 60 minutes.`;
  const outro = 'If you did not ask for this, ignore this mail: your password stays as it is.';
  return {
    subject: `Reset your ${shop.name} password`,
    html: frame(
      shop,
      title,
      `<p style="margin:0 0 16px">${esc(intro)}</p>
${button(data.url, 'Choose a new password')}
<p style="margin:0 0 16px">${esc(outro)}</p>`,
    ),
    text: textFrame(shop, title, `${intro}\n\nChoose a new password: ${data.url}\n\n${outro}`),
  };
}
