import type { ShopInfo } from '../shop';
import { button, esc, frame, paragraphs, styles, textFrame, typed, typedText, type RenderedMail } from './layout';

export interface ContactCopyData {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The shop's copy of a contact message: answering it writes to the customer. */
export function render(data: ContactCopyData, shop: ShopInfo): RenderedMail {
  // what the writer typed stays text: only the shop's own link and the reply address are links
  const title = `Message from ${typedText(data.name)}`;
  const url = `${shop.url}/admin/messages`;
  return {
    subject: `[${shop.name} contact] ${typedText(data.subject)}`,
    replyTo: data.email,
    html: frame(
      shop,
      title,
      `<p style="margin:0 0 16px;color:${styles.muted}">From ${typed(data.name)} &lt;<a href="mailto:${esc(data.email)}" style="color:${styles.blue}">${esc(data.email)}</a>&gt;<br>Subject: ${typed(data.subject)}</p>
${paragraphs(data.message, typed)}
${button(url, 'Open Messages')}`,
    ),
    text: textFrame(
      shop,
      title,
      `From: ${typedText(data.name)} <${data.email}>\nSubject: ${typedText(data.subject)}\n\n${typedText(data.message.trim())}\n\nOpen Messages: ${url}`,
    ),
  };
}
