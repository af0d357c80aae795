// The mail of one parcel (which mail a parcel sends: SHIPMENT_MAIL, src/server/orders/orderMoves.ts):
// the carrier, the tracking number and link, what is in the parcel and what is still to come. The
// parcel that ships the last unit says so: its mail is the order's only "has shipped" mail.
import { CARRIERS, type Carrier } from '../../../lib/carriers';
import { unitsLeft, type OrderLineRecord } from '../../orders/orderRecord';
import type { ShipmentMail } from '../../orders/orderMail';
import type { ShopInfo } from '../shop';
import { button, esc, frame, styles, textFrame, typedText, type RenderedMail } from './layout';
import { addressLines, cell, orderUrl, variantOf, type OrderMailData } from './orderParts';

export type ShipmentMailData = OrderMailData & ShipmentMail;

interface Units {
  item: OrderLineRecord;
  quantity: number;
}

/** "Your order EL-10042 has shipped", "A parcel of ...", "The last parcel of ...". */
function news(data: ShipmentMailData): { subject: string; title: string; line: string } {
  const { order, last } = data;
  const n = order.number;
  const onDelivery = order.paymentMethod === 'cod' ? ' You pay the courier when it is delivered.' : '';
  if (last && order.shipments.length <= 1)
    return {
      subject: `order ${n} has shipped`,
      title: `Your order ${n} has shipped`,
      line: `your order ${n} is on its way.${onDelivery}`,
    };
  if (last)
    return {
      subject: `the last parcel of order ${n} has shipped`,
      title: `The last parcel of your order ${n} has shipped`,
      line: `the last parcel of your order ${n} is on its way: with it, everything you ordered has shipped.${onDelivery}`,
    };
  return {
    subject: `a parcel of order ${n} has shipped`,
    title: `A parcel of your order ${n} has shipped`,
    line: `part of your order ${n} is on its way. The rest follows in another parcel: we will write again when it ships.`,
  };
}

function parcelUnits(data: ShipmentMailData): { inParcel: Units[]; toCome: Units[] } {
  const { order, shipment } = data;
  const at = new Map(order.items.map((item) => [item.position, item]));
  const inParcel = shipment.items.flatMap(({ position, quantity }) => {
    const item = at.get(position);
    return item ? [{ item, quantity }] : [];
  });
  const toCome = [...unitsLeft(order)]
    .filter(([, quantity]) => quantity > 0)
    .flatMap(([position, quantity]) => {
      const item = at.get(position);
      return item ? [{ item, quantity }] : [];
    });
  return { inParcel, toCome };
}

/** "Carrier: DHL", "Tracking number: ...", without the lines it has no value for. */
function trackingFacts(data: ShipmentMailData): [string, string][] {
  const { carrier, trackingNumber } = data.shipment;
  return [
    ...(carrier !== 'other' || trackingNumber
      ? [['Carrier', CARRIERS[carrier as Carrier]?.name ?? carrier] as [string, string]]
      : []),
    ...(trackingNumber ? [['Tracking number', trackingNumber] as [string, string]] : []),
  ];
}

const unitsText = (units: Units[]) =>
  units
    .map(({ item, quantity }) =>
      [`- ${quantity} x ${item.name}`, ...(item.variant ? [`  ${variantOf(item)}`] : [])].join('\n'),
    )
    .join('\n');

function unitsHtml(heading: string, units: Units[]): string {
  const rows = units
    .map(
      ({ item, quantity }) => `<tr>
<td style="${cell}">${esc(item.name)}${item.variant ? `<br><span style="color:${styles.muted};font-size:14px">${esc(variantOf(item))}</span>` : ''}</td>
<td style="${cell};text-align:right;white-space:nowrap">${quantity} ×</td>
</tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px">
<tr><th scope="col" style="text-align:left;padding:0 0 8px;border-bottom:2px solid ${styles.ink}">${esc(heading)}</th><th scope="col" style="text-align:right;padding:0 0 8px;border-bottom:2px solid ${styles.ink}">Quantity</th></tr>
${rows}
</table>`;
}

export function render(data: ShipmentMailData, shop: ShopInfo): RenderedMail {
  const { order, shipment } = data;
  const { subject, title, line } = news(data);
  const intro = `Hello ${typedText(order.customer.name)}, ${line}`;
  const facts = trackingFacts(data);
  const { inParcel, toCome } = parcelUnits(data);
  const url = orderUrl(data, shop);
  const address = addressLines(order.shippingAddress);
  const factsHtml = facts.length
    ? `<p style="margin:0 0 16px">${facts.map(([label, value]) => `<strong>${esc(label)}:</strong> ${esc(value)}`).join('<br>')}</p>`
    : '';
  const html = `<p style="margin:0 0 16px">${esc(intro)}</p>
${factsHtml}
${shipment.trackingUrl ? button(shipment.trackingUrl, 'Track your parcel') : ''}
${unitsHtml('In this parcel', inParcel)}
${toCome.length ? unitsHtml('Still to come', toCome) : ''}
<p style="margin:0 0 8px"><strong>Shipping to</strong><br>${address.map(esc).join('<br>')}</p>
${button(url, 'View your order')}`;
  const text = [
    intro,
    ...(facts.length ? ['', ...facts.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(shipment.trackingUrl ? [`Track your parcel: ${shipment.trackingUrl}`] : []),
    '',
    'In this parcel:',
    unitsText(inParcel),
    ...(toCome.length ? ['', 'Still to come:', unitsText(toCome)] : []),
    '',
    'Shipping to:',
    ...address.map((l) => `  ${l}`),
    '',
    `View your order: ${url}`,
  ].join('\n');
  return { subject: `${shop.name}: ${subject}`, html: frame(shop, title, html), text: textFrame(shop, title, text) };
}
