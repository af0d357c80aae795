import type { ShopInfo } from '../shop';
import { linkMail, type RenderedMail } from './layout';

export interface NewsletterConfirmData {
  url: string;
}

/** Double opt-in: no name (the form asks for none) and nothing a visitor typed but the address. */
export function render(data: NewsletterConfirmData, shop: ShopInfo): RenderedMail {
  return linkMail(shop, {
    subject: `Confirm your subscription to the ${shop.name} newsletter`,
    title: 'Confirm your subscription',
    intro: `Someone (we hope you) asked to get the ${shop.name} newsletter at this address: our latest deals and new arrivals. We send nothing until you confirm. The link works for 7 days.`,
    action: 'Yes, subscribe me',
    url: data.url,
    outro: 'If you did not ask for this, ignore this mail: you will not hear from us again.',
  });
}
