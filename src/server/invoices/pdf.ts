// The order's PDFs (pdfkit, with DejaVu Sans embedded so "€", "—" and accented names print): an
// invoice or credit note, worded here, and packing slips, worded in ./packingSlip.ts; one worker
// draws both, under the same header. Everything an invoice shows comes from the stored order and
// the invoice row: the seller as the settings named them when it was issued, the lines with their
// tax rates, the tax per rate, shipping, discounts, the total and how it was paid. A credit note
// shows the same figures, negative, and names the invoice it cancels.
//
// Here the document is worded (documentLayout, cheap); it is drawn in a worker thread
// (./drawPdf.worker.cjs), since embedding the font takes a core for a long moment, under
// cpuBound's limit and queue. ./download.ts keeps an invoice once drawn, so it is drawn once; a
// packing slip says what the order holds now, so it is drawn at each request.
import { createRequire } from 'node:module';
import { formatAddressLines } from '../../lib/formatAddress';
import { formatCents, type Cents } from '../../lib/money';
import { PAYMENT_METHOD_LABELS } from '../../lib/paymentMethods';
import { cpuBound, cpuBoundConcurrency } from '../cpuBound';
import { withoutBidiControls } from '../../lib/typedText';
import type { StoredSeller } from '../db/schema';
import { workerPool, type WorkerPool } from '../workerPool';
import type { OrderRecord } from '../orders/orderRecord';
import type { DocumentKind } from './issue';
import WORKER_SOURCE from './drawPdf.worker.cjs?raw';

export interface IssuedDocument {
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  seller: StoredSeller;
}

/** The document as the worker places it: every text already worded. */
export interface DocumentLayout {
  title: string;
  issuedAt: string;
  sellerName: string;
  kindTitle: string;
  facts: string[];
  from: string[];
  billTo: string[];
  header: string[];
  rows: string[][];
  totals: [string, string][];
  total: [string, string];
  footer: string[];
}

/** A packing slip as the worker places it (./packingSlip.ts words it). */
export interface SlipLayout {
  sellerName: string;
  kindTitle: string;
  /** "Packing slip EL-10042", the continued pages' mark */
  title: string;
  facts: string[];
  from: string[];
  shipTo: string[];
  header: string[];
  rows: string[][];
  note: string | null;
}

/** What the worker draws: one invoice or credit note, or packing slips each from a new page. */
export type DrawJob =
  | { form: 'invoice'; layout: DocumentLayout }
  | { form: 'packing-slips'; title: string; author: string; createdAt: string; slips: SlipLayout[] };

const money = (cents: Cents, sign: 1 | -1) => formatCents(sign * cents);
export const dateText = (at: Date) =>
  new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const titleOf = (kind: DocumentKind) => (kind === 'invoice' ? 'Invoice' : 'Credit note');

function rowsOf(order: OrderRecord, sign: 1 | -1): string[][] {
  return order.items.map((item) => {
    const name = [item.name, item.variant, item.sku ? `SKU ${item.sku}` : ''].filter(Boolean).join(' · ');
    const discount = item.discountCents;
    const amount = item.lineTotalCents - discount;
    return [
      discount ? `${name}\nDiscount −${formatCents(discount)}` : name,
      String(item.quantity),
      money(item.unitPriceCents, sign),
      item.taxRate ? `${item.taxRate}%` : '—',
      formatCents(sign * amount),
    ];
  });
}

function totalsOf(order: OrderRecord, sign: 1 | -1): [string, string][] {
  const entries: [string, string][] = [[`Subtotal`, money(order.subtotalCents, sign)]];
  for (const promotion of order.promotions)
    entries.push([
      `Discount: ${promotion.name}${promotion.code ? ` (${promotion.code})` : ''}`,
      money(-promotion.amountCents, sign),
    ]);
  entries.push([
    order.shippingMethod ? `Shipping: ${order.shippingMethod.name}` : 'Shipping',
    order.shippingCents ? money(order.shippingCents, sign) : 'Free',
  ]);
  for (const tax of order.taxLines)
    entries.push([`${order.taxIncluded ? 'Includes ' : ''}${tax.name} ${tax.rate}%`, money(tax.amountCents, sign)]);
  if (!order.taxLines.length) entries.push(['Tax', money(0, sign)]);
  return entries;
}

function footerOf(order: OrderRecord, doc: IssuedDocument): string[] {
  const payment =
    order.paymentMethod === 'card'
      ? `Paid by card${order.payment?.paymentIntentId ? ` (payment ${order.payment.paymentIntentId})` : ''}.`
      : `${PAYMENT_METHOD_LABELS[order.paymentMethod]}: paid on delivery.`;
  const said =
    doc.kind === 'credit_note'
      ? `The amount of ${formatCents(order.totalCents)} is refunded to the buyer.`
      : `${payment} Currency: ${order.currency}.`;
  return [said, ...(order.taxIncluded ? ['Prices include tax; the tax in them is shown per rate above.'] : [])];
}

/** Every text of the order and the seller without bidi controls, which would reorder a name or an
 *  address on the page (src/lib/typedText.ts; the mails strip them the same way). */
export const withoutControls = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) => (typeof v === 'string' ? withoutBidiControls(v) : v));

/** Every text of the document, for the worker to place. Pure. */
export function documentLayout(typedOrder: OrderRecord, issued: IssuedDocument): DocumentLayout {
  const order = withoutControls(typedOrder);
  const doc = { ...issued, seller: withoutControls(issued.seller) };
  const sign = doc.kind === 'credit_note' ? -1 : 1;
  const { seller } = doc;
  return {
    title: `${titleOf(doc.kind)} ${doc.number}`,
    issuedAt: new Date(doc.issuedAt).toISOString(),
    sellerName: seller.legalName,
    kindTitle: titleOf(doc.kind),
    facts: [
      `Number: ${doc.number}`,
      `Date: ${dateText(doc.issuedAt)}`,
      `Order: ${order.number} of ${dateText(typedOrder.createdAt)}`,
      ...(doc.kind === 'credit_note' && order.invoiceNumber ? [`Cancels invoice: ${order.invoiceNumber}`] : []),
    ],
    from: [
      seller.legalName,
      ...seller.address.split('\n').filter(Boolean),
      ...(seller.taxId ? [`Tax ID: ${seller.taxId}`] : []),
    ],
    billTo: [
      order.shippingAddress.name || order.customer.name,
      ...formatAddressLines(order.shippingAddress),
      order.customer.email,
    ],
    header: ['Item', 'Qty', 'Unit price', 'Tax', 'Amount'],
    rows: rowsOf(order, sign),
    totals: totalsOf(order, sign),
    total: [sign === 1 ? 'Total' : 'Total refunded', money(order.totalCents, sign)],
    footer: footerOf(order, doc),
  };
}

/** A drawing worker with nothing to draw for this long ends, and pdfkit's memory with it. */
const IDLE_MS = 30_000;

let pool: WorkerPool<DrawJob, Uint8Array> | undefined;

function drawingPool(): WorkerPool<DrawJob, Uint8Array> {
  if (!pool) {
    const require = createRequire(import.meta.url);
    pool = workerPool<DrawJob, Uint8Array>({
      source: WORKER_SOURCE,
      workerData: {
        pdfkit: require.resolve('pdfkit'),
        font: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
        fontBold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
      },
      size: cpuBoundConcurrency(),
      idleMs: IDLE_MS,
    });
  }
  return pool;
}

/** The PDF's bytes, drawn off the thread that answers requests. */
export async function drawPdf(job: DrawJob): Promise<Buffer> {
  return Buffer.from(await cpuBound(() => drawingPool().run(job)));
}

/** The invoice's or credit note's PDF. */
export const renderDocument = (order: OrderRecord, doc: IssuedDocument): Promise<Buffer> =>
  drawPdf({ form: 'invoice', layout: documentLayout(order, doc) });

/** Ends the drawing workers now (tests; a server lets them end when idle). */
export async function closeDrawingWorkers(): Promise<void> {
  await pool?.close();
}
