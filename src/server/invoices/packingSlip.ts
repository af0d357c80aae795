// Packing slips (docs/api.md#packing-slips): what goes into a parcel, for whoever packs it and
// whoever opens it. The shop and its address as on the invoices (the settings now), the order's
// number and date, where it goes and how, and each line's SKU, name, variant and quantity, with a
// box to tick; the customer's note. No prices: a parcel may be a gift. Worded here, drawn by the
// invoices' worker (./pdf.ts) under the same header; several slips make one PDF, each from a new
// page, and a slip too long for a page goes on under a "continued" heading with its table's header.
import { formatAddressLines } from '../../lib/formatAddress';
import type { Db } from '../db/client';
import type { StoredSeller } from '../db/schema';
import type { OrderRecord } from '../orders/orderRecord';
import { sellerNow } from './issue';
import { dateText, drawPdf, withoutControls, type SlipLayout } from './pdf';

/** A line of the order to print: `line` is the order item's position (its index in
 *  `order.items`, from 0), `quantity` how many of it this slip's parcel holds (1 to the line's). */
export interface SlipLine {
  line: number;
  quantity: number;
}

export interface PackingSlip {
  order: OrderRecord;
  /** the lines this parcel holds; every line of the order, in full, when left out */
  lines?: SlipLine[];
  /** printed under the order's facts, e.g. "Parcel 1 of 2" or a shipment's number */
  parcel?: string;
}

/** The lines of `order` to print, checked: a line the order lacks, or more of it than was
 *  ordered, is the caller's mistake. */
function chosenLines(order: OrderRecord, lines: SlipLine[] | undefined) {
  if (!lines) return order.items.map((item) => ({ item, quantity: item.quantity }));
  if (!lines.length) throw new RangeError(`A packing slip of order ${order.number} needs at least one line.`);
  return lines.map(({ line, quantity }) => {
    const item = order.items[line];
    if (!item) throw new RangeError(`Order ${order.number} has no line ${line}.`);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > item.quantity)
      throw new RangeError(`Line ${line} of order ${order.number}: ${quantity} is not 1 to ${item.quantity}.`);
    return { item, quantity };
  });
}

/** Every text of one slip, for the worker to place. Pure. */
export function slipLayout(typed: PackingSlip, typedSeller: StoredSeller): SlipLayout {
  const order = withoutControls(typed.order);
  const seller = withoutControls(typedSeller);
  const parcel = typed.parcel && withoutControls(typed.parcel);
  return {
    sellerName: seller.legalName,
    kindTitle: 'Packing slip',
    title: `Packing slip ${order.number}`,
    facts: [
      `Order: ${order.number}`,
      `Date: ${dateText(typed.order.createdAt)}`,
      ...(order.shippingMethod ? [`Shipping: ${order.shippingMethod.name}`] : []),
      ...(parcel ? [parcel] : []),
    ],
    from: [seller.legalName, ...seller.address.split('\n').filter(Boolean)],
    shipTo: [order.shippingAddress.name || order.customer.name, ...formatAddressLines(order.shippingAddress)],
    header: ['SKU', 'Item', 'Qty', 'Packed'],
    rows: chosenLines(order, typed.lines).map(({ item, quantity }) => [
      item.sku || '—',
      item.variant ? `${item.name}\n${item.variant}` : item.name,
      String(quantity),
      '☐',
    ]),
    note: order.note?.trim() || null,
  };
}

/** One PDF of the slips, each from a new page, in the order given; the seller as the settings
 *  name it now. */
export async function renderPackingSlips(db: Pick<Db, 'select'>, slips: PackingSlip[]): Promise<Buffer> {
  const seller = await sellerNow(db);
  const layouts = slips.map((slip) => slipLayout(slip, seller));
  return drawPdf({
    form: 'packing-slips',
    title: layouts.length === 1 ? layouts[0].title : `Packing slips (${layouts.length} orders)`,
    author: seller.legalName,
    createdAt: new Date().toISOString(),
    slips: layouts,
  });
}
