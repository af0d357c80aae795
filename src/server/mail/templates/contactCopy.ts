import type { ShopInfo } from '../shop';
import { button, esc, frame, paragraphs, styles, textFrame, type RenderedMail } from './layout';

export interface ContactCopyData {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The shop's copy of a contact message: answering it writes to the customer. */
export function render(data: ContactCopyData, shop: ShopInfo): RenderedMail {
  const title = `Message from ${data.name}`;
  const url = `${shop.url}/admin/messages`;
  return {
    subject: `[${shop.name} contact] ${data.subject}`,
    replyTo: data.email,
    html: frame(
      shop,
      title,
      `<p style="margin:0 0 16px;color:${styles.muted}">From ${esc(data.name)} &lt;<a href="mailto:${esc(data.email)}" style="color:${styles.blue}">${esc(data.email)}</a>&gt;<br>Subject: ${esc(data.subject)}</p>
${paragraphs(data.message)}
${button(url, 'Open Messages')}`,
    ),
    text: textFrame(
      shop,
      title,
      `From: ${data.name} <${data.email}>\nSubject: ${data.subject}\n\n${data.message.trim()}\n\nOpen Messages: ${url}`,
    ),
  };
}
