// What the order mails share: the order's lines, totals (each promotion the order was given, by
// name and code, above the discount), address and payment, as HTML and as text, and the link to
// the order (a guest's own link when the mail carries one).
import { formatAddressLines } from '../../../lib/formatAddress';
import { formatCents, type Cents } from '../../../lib/money';
import { dayRange } from '../../../lib/deliveryEstimate';
import { PAYMENT_METHOD_LABELS } from '../../../lib/paymentMethods';
import { taxLineLabel } from '../../../lib/taxText';
import { absoluteUrl, customerOrderPath, ORDER_TRACKING_PATH } from '../../../lib/shopUrls';
import type { Address } from '../../../lib/types';
import type { OrderLineRecord, OrderRecord } from '../../orders/orderRecord';
import type { ShopInfo } from '../shop';
import { button, esc, frame, styles, textFrame, typedText, type RenderedMail } from './layout';

export interface OrderMailData {
  order: OrderRecord;
  /** the order's own link (a guest order's, with its key) */
  url?: string;
}

/** The order's own link when the mail has one; an order without an account (a guest's, or one
 *  whose account was deleted) is found on the order tracking page; otherwise the customer area. */
export function orderUrl(data: OrderMailData, shop: ShopInfo): string {
  if (data.url) return data.url;
  if (data.order.customer.userId === null) return absoluteUrl(shop.url, ORDER_TRACKING_PATH);
  return absoluteUrl(shop.url, customerOrderPath(data.order.id));
}

const paymentLabel = (order: OrderRecord) => PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod;

// typed by the shopper: printed, never a link
export const addressLines = (a: Address): string[] =>
  [...formatAddressLines(a, { withName: true }), a.phone]
    .filter((line): line is string => Boolean(line && line.trim()))
    .map(typedText);

export const cell = `padding:8px 0;border-bottom:1px solid #e5e7eb;vertical-align:top`;

/** Which of a product's variants a line is: "256 GB / Blue · SKU IP15-256-BL". Shown only for
 *  a line with option values: a product sold one way has a made-up SKU the shopper never saw. */
export const variantOf = (item: OrderLineRecord) => `${item.variant} · SKU ${item.sku}`;

export function orderHtml(order: OrderRecord): string {
  const small = (text: string) => `<br><span style="color:${styles.muted};font-size:14px">${text}</span>`;
  const rows = order.items
    .map(
      (item) => `<tr>
<td style="${cell}">${esc(item.name)}${item.variant ? small(esc(variantOf(item))) : ''}${small(`${item.quantity} × ${esc(formatCents(item.unitPriceCents))}`)}</td>
<td style="${cell};text-align:right;white-space:nowrap">${esc(formatCents(item.lineTotalCents))}</td>
</tr>`,
    )
    .join('\n');
  const total = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 0;${strong ? 'font-weight:700' : `color:${styles.muted}`}">${esc(label)}</td><td style="padding:4px 0;text-align:right;${strong ? 'font-weight:700' : ''}">${esc(value)}</td></tr>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px">
<tr><th scope="col" style="text-align:left;padding:0 0 8px;border-bottom:2px solid ${styles.ink}">Item</th><th scope="col" style="text-align:right;padding:0 0 8px;border-bottom:2px solid ${styles.ink}">Price</th></tr>
${rows}
${orderAmounts(order)
  .map(([label, value]) => total(label, value, label === 'Total'))
  .join('\n')}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 8px;font-size:15px">
<tr>
<td style="vertical-align:top;padding:0 12px 12px 0;width:50%"><strong>Shipping to</strong><br>${addressLines(order.shippingAddress).map(esc).join('<br>')}</td>
<td style="vertical-align:top;padding:0 0 12px 0;width:50%"><strong>Payment</strong><br>${esc(paymentLabel(order))}</td>
</tr>
</table>`;
}

/** "Shipping (Standard, 3-5 days)": the method and the estimate the shopper was promised. */
function shippingLabel({ shippingMethod: method }: OrderRecord): string {
  if (!method) return 'Shipping';
  return `Shipping (${method.name}, ${dayRange(method)} ${method.maxDays === 1 ? 'day' : 'days'})`;
}

/** An amount taken off: "-$60.90", the minus also before "$0.00". */
const taken = (cents: Cents) => `-${formatCents(cents)}`;

/** The order's stored amounts as the mails list them: promotions, discount and tax only when there
 *  are any. A promotion's name is the admin's text: the HTML escapes every label. */
function orderAmounts(order: OrderRecord): [string, string][] {
  return [
    ['Subtotal', formatCents(order.subtotalCents)],
    ...order.promotions.map(({ name, code, amountCents }): [string, string] => [
      code ? `${name} (${code})` : name,
      taken(amountCents),
    ]),
    ...(order.discountCents > 0 ? [['Discount', taken(order.discountCents)] as [string, string]] : []),
    [shippingLabel(order), order.shippingCents === 0 ? 'Free' : formatCents(order.shippingCents)],
    // tax added: a line per rate before the total; tax inside the prices: said after it
    ...(order.taxIncluded ? [] : taxAmounts(order)),
    ['Total', formatCents(order.totalCents)],
    ...(order.taxIncluded ? taxAmounts(order, 'Includes ') : []),
  ];
}

function taxAmounts(order: OrderRecord, prefix = ''): [string, string][] {
  if (!order.taxLines.length) return order.taxCents > 0 ? [[`${prefix}Tax`, formatCents(order.taxCents)]] : [];
  // worded as the order's page words them: "Includes Germany VAT (19%)"
  return order.taxLines.map((line) => [`${prefix}${taxLineLabel(line)}`, formatCents(line.amountCents)]);
}

/** The order's invoice and credit note, as links whoever reads the mail can open. */
function documentLinks(order: OrderRecord, shop: ShopInfo): [string, string][] {
  return [
    ...(order.invoiceUrl
      ? [[`Invoice ${order.invoiceNumber}`, absoluteUrl(shop.url, order.invoiceUrl)] as [string, string]]
      : []),
    ...(order.creditNoteUrl
      ? [[`Credit note ${order.creditNoteNumber}`, absoluteUrl(shop.url, order.creditNoteUrl)] as [string, string]]
      : []),
  ];
}

export function orderText(order: OrderRecord): string {
  const lines = order.items.map((item) =>
    [
      `- ${item.name}`,
      ...(item.variant ? [`  ${variantOf(item)}`] : []),
      `  ${item.quantity} x ${formatCents(item.unitPriceCents)} = ${formatCents(item.lineTotalCents)}`,
    ].join('\n'),
  );
  return [
    ...lines,
    '',
    ...orderAmounts(order).map(([label, value]) => `${`${label}: `.padEnd(10)}${value}`),
    '',
    'Shipping to:',
    ...addressLines(order.shippingAddress).map((line) => `  ${line}`),
    '',
    `Payment: ${paymentLabel(order)}`,
  ].join('\n');
}

/** A mail about one order: a greeting line, the order, and the button to it. */
export function orderMail(
  shop: ShopInfo,
  data: OrderMailData,
  mail: { subject: string; title: string; intro: string },
): RenderedMail {
  const url = orderUrl(data, shop);
  const documents = documentLinks(data.order, shop);
  const documentsHtml = documents
    .map(([label, href]) => `<p style="margin:0 0 8px"><a href="${esc(href)}">Download ${esc(label)} (PDF)</a></p>`)
    .join('\n');
  const documentsText = documents.map(([label, href]) => `\n${label} (PDF): ${href}`).join('');
  return {
    subject: mail.subject,
    html: frame(
      shop,
      mail.title,
      `<p style="margin:0 0 16px">${esc(mail.intro)}</p>
${orderHtml(data.order)}
${documentsHtml}
${button(url, 'View your order')}`,
    ),
    text: textFrame(
      shop,
      mail.title,
      `${mail.intro}\n\n${orderText(data.order)}\n${documentsText}\n\nView your order: ${url}`,
    ),
  };
}
