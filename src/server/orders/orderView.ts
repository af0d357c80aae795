// Order rows -> the contract's Order object (items copied as they were when ordered, and a card
// order's payment). The amounts are the stored cents, shown as the API's decimals.
import { documentPath } from '../invoices/issue';
import { asc, inArray } from 'drizzle-orm';
import { formatAddressLines } from '../../lib/formatAddress';
import { toDecimal } from '../../lib/money';
import type { Order, OrderItem, OrderPayment } from '../../lib/types';
import type { Db } from '../db/client';
import { orderItems, orders, payments } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

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

function toItem(row: ItemRow): OrderItem {
  return {
    productId: row.productId,
    variantId: row.variantId,
    sku: row.sku,
    variant: row.variant,
    name: row.name,
    image: row.image,
    price: toDecimal(row.unitPriceCents),
    quantity: row.quantity,
    lineTotal: toDecimal(row.lineTotalCents),
    discount: toDecimal(row.discountCents),
    tax: toDecimal(row.taxCents),
    taxRate: row.taxRate,
    taxName: row.taxName,
  };
}

/** The Order of rows already read (or just written). */
export function orderFromRows(row: OrderRow, items: ItemRow[], payment: PaymentRow | undefined): Order {
  return {
    _id: row.id,
    number: row.number,
    status: row.status,
    items: items.map(toItem),
    subtotal: toDecimal(row.subtotalCents),
    discount: toDecimal(row.discountCents),
    shipping: toDecimal(row.shippingCents),
    tax: toDecimal(row.taxCents),
    total: toDecimal(row.totalCents),
    taxLines: row.taxLines.map(({ name, rate, amountCents }) => ({ name, rate, amount: toDecimal(amountCents) })),
    taxIncluded: row.taxIncluded,
    invoiceNumber: row.invoiceNumber,
    creditNoteNumber: row.creditNoteNumber,
    invoiceUrl: row.invoiceNumber ? documentPath(row.id, 'invoice') : null,
    creditNoteUrl: row.creditNoteNumber ? documentPath(row.id, 'credit_note') : null,
    promotions: row.promotions.map(({ amountCents, ...promotion }) => ({
      ...promotion,
      amount: toDecimal(amountCents),
    })),
    shippingMethod: row.shippingMethod,
    currency: 'USD',
    shippingAddress: row.shippingAddress,
    shippingAddressLines: formatAddressLines(row.shippingAddress, { withName: true }),
    paymentMethod: row.paymentMethod,
    payment: payment ? toPayment(payment) : null,
    note: row.note,
    user: { _id: row.userId, name: row.customerName, email: row.customerEmail },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The orders with their items and payments, in the order of `rows` (one query for all items,
 *  one for the card orders' payments). */
export async function withItems(db: Pick<Db, 'select'>, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const byOrder = new Map<string, ItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  const cardIds = rows.filter((r) => r.paymentMethod !== 'cod').map((r) => r.id);
  const paid = cardIds.length ? await db.select().from(payments).where(inArray(payments.orderId, cardIds)) : [];
  const paymentOf = new Map(paid.map((p) => [p.orderId, p]));
  return rows.map((row) => orderFromRows(row, byOrder.get(row.id) ?? [], paymentOf.get(row.id)));
}
