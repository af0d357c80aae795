// The frame every mail shares: a blue header with the shop's name, one column of clean type, a
// footer with the shop's address. Plain functions: each template gives its parts as HTML and
// as text, so the plain-text version reads as well as the HTML one. No images, no tracking.
import { unlinked } from '../../../lib/typedText';
import type { ShopInfo } from '../shop';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** where the reader's answer goes, when not to MAIL_FROM */
  replyTo?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML (every value from a customer or the database goes through this). */
export const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** What a visitor typed (a name, an address, a message), as HTML that no mail client turns into
 *  a link; `typedText` is the same for the plain-text part. */
export const typed = (value: unknown): string => esc(unlinked(String(value ?? '')));
export const typedText = (value: unknown): string => unlinked(String(value ?? ''));

/** Lines of text as HTML paragraphs, keeping the writer's line breaks. */
export function paragraphs(text: string, asText: (value: string) => string = esc): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p style="margin:0 0 16px">${asText(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const BLUE = '#1d4ed8';
const INK = '#111827';
const MUTED = '#4b5563';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export const styles = { blue: BLUE, ink: INK, muted: MUTED, font: FONT };

export function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${esc(href)}" style="display:inline-block;background:${BLUE};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${esc(label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${MUTED}">Or open this address: <a href="${esc(href)}" style="color:${BLUE};word-break:break-all">${esc(href)}</a></p>`;
}

export function frame(shop: ShopInfo, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT};color:${INK};font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BLUE};padding:20px 24px"><a href="${esc(shop.url)}/" style="color:#ffffff;text-decoration:none;font-size:22px;font-weight:700">${esc(shop.name)}</a></td></tr>
<tr><td style="padding:28px 24px 8px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${INK}">${esc(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;font-size:13px;color:${MUTED}">${esc(shop.name)} · <a href="${esc(shop.url)}/" style="color:${MUTED}">${esc(shop.url.replace(/^https?:\/\//, ''))}</a>${
    shop.unsubscribeUrl
      ? `<br><a href="${esc(shop.unsubscribeUrl)}" style="color:${MUTED}">${esc(UNSUBSCRIBE_LABEL)}</a>`
      : ''
  }</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The footer's link in every mail to a customer: off the newsletter in one click. */
export const UNSUBSCRIBE_LABEL = 'Unsubscribe from our newsletter';

/** The plain-text version: the shop's name as a heading, the body, the shop's address. */
export function textFrame(shop: ShopInfo, title: string, body: string): string {
  const unsubscribe = shop.unsubscribeUrl ? `${UNSUBSCRIBE_LABEL}: ${shop.unsubscribeUrl}\n` : '';
  return `${shop.name}\n${'='.repeat(shop.name.length)}\n\n${title}\n\n${body.trim()}\n\n-- \n${shop.name}\n${shop.url}/\n${unsubscribe}`;
}

/** A mail whose point is one link (reset, verification): a greeting, the button, a closing line. */
export function linkMail(
  shop: ShopInfo,
  mail: { subject: string; title: string; intro: string; action: string; url: string; outro: string },
): RenderedMail {
  const { subject, title, intro, action, url, outro } = mail;
  return {
    subject,
    html: frame(
      shop,
      title,
      `<p style="margin:0 0 16px">${esc(intro)}</p>
${button(url, action)}
<p style="margin:0 0 16px">${esc(outro)}</p>`,
    ),
    text: textFrame(shop, title, `${intro}\n\n${action}: ${url}\n\n${outro}`),
  };
}
