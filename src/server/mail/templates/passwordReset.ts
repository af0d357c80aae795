import type { ShopInfo } from '../shop';
import { linkMail, typedText, type RenderedMail } from './layout';

export interface LinkMailData {
  name: string;
  url: string;
}

export function render(data: LinkMailData, shop: ShopInfo): RenderedMail {
  const title = 'Reset your password';
  const intro = `Hello ${typedText(data.name)}, someone (we hope you) asked to reset the password of your ${shop.name} account. The link works once, for 60 minutes.`;
  const outro = 'If you did not ask for this, ignore this mail: your password stays as it is.';
  return linkMail(shop, {
    subject: `Reset your ${shop.name} password`,
    title,
    intro,
    action: 'Choose a new password',
    url: data.url,
    outro,
  });
}
