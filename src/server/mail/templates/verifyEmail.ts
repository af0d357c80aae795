import type { ShopInfo } from '../shop';
import { linkMail, typedText, type RenderedMail } from './layout';
import type { LinkMailData } from './passwordReset';

export function render(data: LinkMailData, shop: ShopInfo): RenderedMail {
  const title = 'Confirm your e-mail address';
  const intro = `Hello ${typedText(data.name)}, welcome to ${shop.name}. Please confirm that this is your e-mail address, so we can send you your orders' news and let you back in if you forget your password.`;
  const outro = 'If you did not make an account with us, ignore this mail.';
  return linkMail(shop, {
    subject: `Confirm your e-mail address for ${shop.name}`,
    title,
    intro,
    action: 'Confirm my address',
    url: data.url,
    outro,
  });
}
