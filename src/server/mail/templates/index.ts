// One template per kind of mail (src/server/mail/outbox.ts). Each renders HTML and plain text
// from its data and the shop; outbox.ts calls them when a mail is queued.
import type { ShopInfo } from '../shop';
import type { RenderedMail } from './layout';
import { render as contactCopy } from './contactCopy';
import { render as contactReply } from './contactReply';
import { render as newsletterConfirm } from './newsletterConfirm';
import { render as orderConfirmation } from './orderConfirmation';
import { render as orderShipment } from './orderShipment';
import { render as orderStatus } from './orderStatus';
import { render as passwordReset } from './passwordReset';
import { render as verifyEmail } from './verifyEmail';

export type { RenderedMail } from './layout';
export type { OrderMailData } from './orderParts';
export type { ShipmentMailData } from './orderShipment';
export type { LinkMailData } from './passwordReset';
export type { ContactCopyData } from './contactCopy';
export type { ContactReplyData } from './contactReply';
export type { NewsletterConfirmData } from './newsletterConfirm';

// each template checks nothing itself: its caller builds the data in code (never from a request as is)
type Render = (data: never, shop: ShopInfo) => RenderedMail;

export const TEMPLATES = {
  'order-confirmation': orderConfirmation,
  'order-status': orderStatus,
  'order-shipment': orderShipment,
  'password-reset': passwordReset,
  'verify-email': verifyEmail,
  'contact-copy': contactCopy,
  'contact-reply': contactReply,
  'newsletter-confirm': newsletterConfirm,
} satisfies Record<string, Render>;
