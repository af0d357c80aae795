// Every mail the shop sends starts here: rendered from its template and written as an outbox row
// in the caller's transaction, so the event and its mail commit together or not at all. The
// delivery loop (delivery.ts) sends the row afterwards and retries until the mail server takes it.
import { randomUUID } from 'node:crypto';
import { withoutBidiControls } from '../../lib/typedText';
import { config, mailAddress } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { oneClickUrl, unsubscribePageUrl } from '../newsletter/unsubscribeLinks';
import { shopInfo } from './shop';
import { TEMPLATES } from './templates';

export type MailKind =
  | 'order-confirmation'
  | 'order-status'
  | 'order-shipment'
  | 'password-reset'
  | 'verify-email'
  | 'contact-copy'
  | 'contact-reply'
  | 'newsletter-confirm';

/** Mails to the shop itself; every other mail goes to a customer and carries an unsubscribe link. */
const TO_THE_SHOP: readonly MailKind[] = ['contact-copy'];
/** Mails of the mailing list: these also say how to leave it in a List-Unsubscribe header. */
const LIST_MAILS: readonly MailKind[] = ['newsletter-confirm'];

export interface MailRequest {
  to: string;
  kind: MailKind;
  data: Record<string, unknown>;
}

let wake: () => void = () => undefined;

/** The delivery loop of this process asks to hear of new rows (it also polls for other servers' rows). */
export function onMailQueued(listener: () => void): void {
  wake = listener;
}

/** Tells this process's delivery loop a row is due (a queued mail, or one sent again). */
export function wakeDelivery(): void {
  wake();
}

/** `<uuid@host>`, host from MAIL_FROM's address, so every try of a row carries the same id. */
function newMessageId(): string {
  const host = mailAddress(config.mail.from)?.split('@')[1] ?? 'localhost';
  return `<${randomUUID()}@${host}>`;
}

/** The columns outboxRow gives (the others keep their defaults), for a statement written once that
 *  inserts its row (src/server/db/prepared.ts). */
export const OUTBOX_ROW_COLUMNS = [
  'id',
  'to',
  'kind',
  'subject',
  'html',
  'text',
  'replyTo',
  'messageId',
  'listUnsubscribe',
] as const satisfies readonly (keyof typeof outbox.$inferInsert)[];

/** The mail rendered as the outbox row to write (a caller that writes it itself then calls
 *  wakeDelivery()). */
export function outboxRow(
  mail: MailRequest,
): Pick<typeof outbox.$inferInsert, (typeof OUTBOX_ROW_COLUMNS)[number]> & { id: string } {
  const render = TEMPLATES[mail.kind] as (
    data: unknown,
    shop: ReturnType<typeof shopInfo>,
  ) => ReturnType<(typeof TEMPLATES)[MailKind]>;
  const shop = shopInfo();
  const toCustomer = !TO_THE_SHOP.includes(mail.kind);
  const { subject, html, text, replyTo } = render(mail.data, {
    ...shop,
    ...(toCustomer ? { unsubscribeUrl: unsubscribePageUrl(shop.url, mail.to) } : {}),
  });
  // text that reorders itself on screen is stripped from every part (src/lib/typedText.ts)
  return {
    id: randomUUID(),
    to: mail.to,
    kind: mail.kind,
    subject: withoutBidiControls(subject),
    html: withoutBidiControls(html),
    text: withoutBidiControls(text),
    replyTo: replyTo ?? null,
    messageId: newMessageId(),
    listUnsubscribe: LIST_MAILS.includes(mail.kind) ? oneClickUrl(shop.url, mail.to) : null,
  };
}

/** Writes the mail as an outbox row inside the caller's transaction (db or tx); returns the row
 *  (an order's timeline records its subject: src/server/orders/orderEvents.ts). */
export async function queueMail(db: Pick<Db, 'insert'>, mail: MailRequest): Promise<typeof outbox.$inferInsert> {
  const row = outboxRow(mail);
  await db.insert(outbox).values(row);
  // the row is not committed yet: the loop looks at once and again shortly after
  wakeDelivery();
  return row;
}
