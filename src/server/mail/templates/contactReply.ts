import type { ShopInfo } from '../shop';
import { esc, frame, paragraphs, styles, textFrame, type RenderedMail } from './layout';

export interface ContactReplyData {
  name: string;
  /** the subject of the customer's message */
  subject: string;
  reply: string;
  /** the customer's message, quoted under the reply */
  message: string;
}

export function render(data: ContactReplyData, shop: ShopInfo): RenderedMail {
  const title = `Re: ${data.subject}`;
  const quoted = data.message
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    subject: `Re: ${data.subject}`,
    html: frame(
      shop,
      title,
      `<p style="margin:0 0 16px">Hello ${esc(data.name)},</p>
${paragraphs(data.reply)}
<p style="margin:24px 0 8px;color:${styles.muted};font-size:14px">You wrote:</p>
<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #e5e7eb;color:${styles.muted};font-size:14px">${paragraphs(data.message)}</blockquote>`,
    ),
    text: textFrame(shop, title, `Hello ${data.name},\n\n${data.reply.trim()}\n\nYou wrote:\n${quoted}`),
  };
}
