import type { ShopInfo } from '../shop';
import { frame, paragraphs, styles, textFrame, typed, typedText, type RenderedMail } from './layout';

export interface ContactReplyData {
  name: string;
  /** the subject of the customer's message */
  subject: string;
  reply: string;
  /** the customer's message, quoted under the reply */
  message: string;
}

export function render(data: ContactReplyData, shop: ShopInfo): RenderedMail {
  // the writer typed the name, the subject and the message; the reply is the admin's
  const title = `Re: ${typedText(data.subject)}`;
  const quoted = typedText(data.message)
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    subject: title,
    html: frame(
      shop,
      title,
      `<p style="margin:0 0 16px">Hello ${typed(data.name)},</p>
${paragraphs(data.reply)}
<p style="margin:24px 0 8px;color:${styles.muted};font-size:14px">You wrote:</p>
<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #e5e7eb;color:${styles.muted};font-size:14px">${paragraphs(data.message, typed)}</blockquote>`,
    ),
    text: textFrame(shop, title, `Hello ${typedText(data.name)},\n\n${data.reply.trim()}\n\nYou wrote:\n${quoted}`),
  };
}
