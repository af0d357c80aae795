// An invoice or credit note as a PDF (pdfkit, with DejaVu Sans embedded so "€", "—" and accented
// names print). Everything it shows comes from the stored order and the invoice row: the seller
// as the settings named them when it was issued, the lines with their tax rates, the tax per rate,
// shipping, discounts, the total and how it was paid. A credit note shows the same figures,
// negative, and names the invoice it cancels.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatAddressLines } from '../../lib/formatAddress';
import { formatCents, toCents } from '../../lib/money';
import { PAYMENT_METHOD_LABELS } from '../../lib/paymentMethods';
import type { Order } from '../../lib/types';
import type { StoredSeller } from '../db/schema';
import type { DocumentKind } from './issue';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface IssuedDocument {
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  seller: StoredSeller;
}

const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const ACCENT = '#1d4ed8';

const money = (amount: number, sign: 1 | -1) => formatCents(sign * toCents(amount));
const dateText = (at: Date | string) =>
  new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The PDF's bytes. `invoiceNumber` names the invoice a credit note cancels. */
export function renderDocument(order: Order, doc: IssuedDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${titleOf(doc.kind)} ${doc.number}`, Author: doc.seller.legalName },
  });
  pdf.registerFont('body', FONT);
  pdf.registerFont('bold', FONT_BOLD);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const sign = doc.kind === 'credit_note' ? -1 : 1;
  heading(pdf, order, doc);
  parties(pdf, order, doc.seller);
  lines(pdf, order, sign);
  totals(pdf, order, sign);
  footer(pdf, order, doc);
  pdf.end();
  return done;
}

const titleOf = (kind: DocumentKind) => (kind === 'invoice' ? 'Invoice' : 'Credit note');

function heading(pdf: PDFKit.PDFDocument, order: Order, doc: IssuedDocument) {
  const top = pdf.y;
  pdf.font('bold').fontSize(20).fillColor(ACCENT).text(doc.seller.legalName, 50, top, { width: 300 });
  pdf.font('bold').fontSize(16).fillColor(INK).text(titleOf(doc.kind), 350, top, { width: 195, align: 'right' });
  pdf.font('body').fontSize(9).fillColor(MUTED);
  const facts = [
    `Number: ${doc.number}`,
    `Date: ${dateText(doc.issuedAt)}`,
    `Order: ${order.number} of ${dateText(order.createdAt)}`,
    ...(doc.kind === 'credit_note' && order.invoiceNumber ? [`Cancels invoice: ${order.invoiceNumber}`] : []),
  ];
  pdf.text(facts.join('\n'), 350, pdf.y + 4, { width: 195, align: 'right' });
  pdf.moveDown(2);
}

function parties(pdf: PDFKit.PDFDocument, order: Order, seller: StoredSeller) {
  const top = Math.max(pdf.y, 150);
  const block = (x: number, title: string, body: string[]) => {
    pdf.font('bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, top, { width: 230 });
    pdf
      .font('body')
      .fontSize(10)
      .fillColor(INK)
      .text(body.join('\n'), x, pdf.y + 2, { width: 230 });
    return pdf.y;
  };
  const sellerEnd = block(50, 'From', [
    seller.legalName,
    ...seller.address.split('\n').filter(Boolean),
    ...(seller.taxId ? [`Tax ID: ${seller.taxId}`] : []),
  ]);
  const buyerEnd = block(315, 'Bill to', [
    order.shippingAddress.name || order.user.name,
    ...formatAddressLines(order.shippingAddress),
    order.user.email,
  ]);
  pdf.y = Math.max(sellerEnd, buyerEnd) + 24;
}

const COLUMNS = [
  { title: 'Item', x: 50, width: 205, align: 'left' },
  { title: 'Qty', x: 255, width: 40, align: 'right' },
  { title: 'Unit price', x: 295, width: 75, align: 'right' },
  { title: 'Tax', x: 370, width: 55, align: 'right' },
  { title: 'Amount', x: 425, width: 120, align: 'right' },
] as const;

function row(pdf: PDFKit.PDFDocument, cells: string[], font: 'body' | 'bold', color = INK) {
  const top = pdf.y;
  let bottom = top;
  pdf.font(font).fontSize(9.5).fillColor(color);
  cells.forEach((cell, at) => {
    const { x, width, align } = COLUMNS[at];
    pdf.text(cell, x, top, { width: width - (at === 0 ? 8 : 0), align });
    bottom = Math.max(bottom, pdf.y);
  });
  pdf.y = bottom + 4;
}

function rule(pdf: PDFKit.PDFDocument) {
  pdf.moveTo(50, pdf.y).lineTo(545, pdf.y).lineWidth(0.5).strokeColor(RULE).stroke();
  pdf.y += 5;
}

function ensureRoom(pdf: PDFKit.PDFDocument, height: number) {
  if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
}

function lines(pdf: PDFKit.PDFDocument, order: Order, sign: 1 | -1) {
  row(
    pdf,
    COLUMNS.map((c) => c.title),
    'bold',
    MUTED,
  );
  rule(pdf);
  for (const item of order.items) {
    ensureRoom(pdf, 40);
    const name = [item.name, item.variant, item.sku ? `SKU ${item.sku}` : ''].filter(Boolean).join(' · ');
    const discount = toCents(item.discount);
    const amount = toCents(item.lineTotal) - discount;
    row(
      pdf,
      [
        discount ? `${name}\nDiscount −${formatCents(discount)}` : name,
        String(item.quantity),
        money(item.price, sign),
        item.taxRate ? `${item.taxRate}%` : '—',
        formatCents(sign * amount),
      ],
      'body',
    );
  }
  rule(pdf);
}

function totals(pdf: PDFKit.PDFDocument, order: Order, sign: 1 | -1) {
  const entries: [string, string][] = [[`Subtotal`, money(order.subtotal, sign)]];
  for (const promotion of order.promotions)
    entries.push([
      `Discount: ${promotion.name}${promotion.code ? ` (${promotion.code})` : ''}`,
      money(-promotion.amount, sign),
    ]);
  entries.push([
    order.shippingMethod ? `Shipping: ${order.shippingMethod.name}` : 'Shipping',
    toCents(order.shipping) ? money(order.shipping, sign) : 'Free',
  ]);
  for (const tax of order.taxLines)
    entries.push([`${order.taxIncluded ? 'Includes ' : ''}${tax.name} ${tax.rate}%`, money(tax.amount, sign)]);
  if (!order.taxLines.length) entries.push(['Tax', money(0, sign)]);
  ensureRoom(pdf, 20 * (entries.length + 2));
  for (const [label, value] of entries) {
    const top = pdf.y;
    pdf.font('body').fontSize(10).fillColor(MUTED).text(label, 295, top, { width: 160 });
    const end = pdf.y;
    pdf.fillColor(INK).text(value, 455, top, { width: 90, align: 'right' });
    pdf.y = Math.max(end, pdf.y) + 3;
  }
  pdf.moveTo(295, pdf.y).lineTo(545, pdf.y).lineWidth(0.5).strokeColor(RULE).stroke();
  pdf.y += 6;
  const top = pdf.y;
  pdf
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(sign === 1 ? 'Total' : 'Total refunded', 295, top, { width: 160 });
  pdf.text(money(order.total, sign), 455, top, { width: 90, align: 'right' });
  pdf.moveDown(2);
}

function footer(pdf: PDFKit.PDFDocument, order: Order, doc: IssuedDocument) {
  const payment =
    order.paymentMethod === 'card'
      ? `Paid by card${order.payment?.paymentIntentId ? ` (payment ${order.payment.paymentIntentId})` : ''}.`
      : `${PAYMENT_METHOD_LABELS[order.paymentMethod]}: paid on delivery.`;
  const said =
    doc.kind === 'credit_note'
      ? `The amount of ${formatCents(toCents(order.total))} is refunded to the buyer.`
      : `${payment} Currency: ${order.currency}.`;
  ensureRoom(pdf, 60);
  pdf.font('body').fontSize(9).fillColor(MUTED).text(said, 50, pdf.y, { width: 495 });
  if (order.taxIncluded) pdf.text('Prices include tax; the tax in them is shown per rate above.', { width: 495 });
}
