// The order record (./orderRecord.ts) as the contract's Order, made only where an endpoint
// answers: the stored cents as the API's decimals, the address's printed lines, and each line's
// image as an absolute URL for this request's host; its shipments name their lines by the lines'
// ids, and what has shipped of it is its fulfillment.
import { formatAddressLines } from '../../lib/formatAddress';
import { toDecimal } from '../../lib/money';
import type { Carrier } from '../../lib/carriers';
import type { Order, OrderItem, OrderPayment, Shipment } from '../../lib/types';
import { absoluteImageUrl } from '../storage/imageUrls';
import {
  fulfillmentOf,
  lineId,
  type OrderLineRecord,
  type OrderRecord,
  type PaymentRow,
  type ShipmentRecord,
} from './orderRecord';

function toPayment(row: PaymentRow): OrderPayment {
  return {
    provider: row.provider,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    checkoutSessionId: row.checkoutSessionId,
    paymentIntentId: row.paymentIntentId,
    refundId: row.refundId,
    issue: row.issue,
    paymentUrl: row.status === 'open' ? row.paymentUrl : null,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A shipment as the API shows it, its lines named as the order's are. */
export function shipmentToApi(order: Pick<OrderRecord, 'id' | 'items'>, parcel: ShipmentRecord): Shipment {
  const lines = new Map(order.items.map((line) => [line.position, line]));
  return {
    _id: parcel.id,
    items: parcel.items.map(({ position, quantity }) => {
      const line = lines.get(position);
      return {
        orderItemId: lineId(order.id, position),
        sku: line?.sku ?? null,
        name: line?.name ?? '',
        variant: line?.variant ?? '',
        quantity,
      };
    }),
    carrier: parcel.carrier as Carrier,
    trackingNumber: parcel.trackingNumber,
    trackingUrl: parcel.trackingUrl,
    shippedAt: parcel.shippedAt.toISOString(),
    deliveredAt: parcel.deliveredAt?.toISOString() ?? null,
  };
}

function toItem(orderId: string, line: OrderLineRecord, imageBase: string): OrderItem {
  return {
    _id: lineId(orderId, line.position),
    productId: line.productId,
    variantId: line.variantId,
    sku: line.sku,
    variant: line.variant,
    name: line.name,
    image: absoluteImageUrl(line.image, imageBase),
    price: toDecimal(line.unitPriceCents),
    quantity: line.quantity,
    lineTotal: toDecimal(line.lineTotalCents),
    discount: toDecimal(line.discountCents),
    tax: toDecimal(line.taxCents),
    taxRate: line.taxRate,
    taxName: line.taxName,
  };
}

/** The API's Order of a record; `imageBase` from imageUrlBase(request) (../storage/imageUrls.ts). */
export function orderToApi(order: OrderRecord, imageBase: string): Order {
  return {
    _id: order.id,
    number: order.number,
    status: order.status,
    items: order.items.map((line) => toItem(order.id, line, imageBase)),
    subtotal: toDecimal(order.subtotalCents),
    discount: toDecimal(order.discountCents),
    shipping: toDecimal(order.shippingCents),
    tax: toDecimal(order.taxCents),
    total: toDecimal(order.totalCents),
    taxLines: order.taxLines.map(({ name, rate, amountCents }) => ({ name, rate, amount: toDecimal(amountCents) })),
    taxIncluded: order.taxIncluded,
    invoiceNumber: order.invoiceNumber,
    creditNoteNumber: order.creditNoteNumber,
    invoiceUrl: order.invoiceUrl,
    creditNoteUrl: order.creditNoteUrl,
    promotions: order.promotions.map(({ amountCents, ...promotion }) => ({
      ...promotion,
      amount: toDecimal(amountCents),
    })),
    shippingMethod: order.shippingMethod,
    currency: order.currency,
    shippingAddress: order.shippingAddress,
    shippingAddressLines: formatAddressLines(order.shippingAddress, { withName: true }),
    paymentMethod: order.paymentMethod,
    payment: order.payment ? toPayment(order.payment) : null,
    shipments: order.shipments.map((parcel) => shipmentToApi(order, parcel)),
    fulfillment: fulfillmentOf(order),
    note: order.note,
    user: { _id: order.customer.userId, name: order.customer.name, email: order.customer.email },
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
