// One order as the customer, the guest and the admin see it: items as they were bought (the
// variant's option text and SKU under the name), totals with each promotion the order was given
// (its name, its code, what it took off) and its tax per rate (added: above the total; inside the
// prices: under it, as the cart showed it), the shipping method with its estimate beside its price, the shipping address, payment (a card order's state:
// ./PaymentState.tsx), its parcels (./OrderShipments.tsx) and its invoice and credit note
// (./OrderDocuments.tsx). Actions (cancel, status, a parcel's delivery) come from the caller, and so may the number: a page whose heading or greeting already
// names the order does not repeat it.
import type { ReactNode } from 'react';
import { deliveryEstimate } from '../../lib/deliveryEstimate';
import { PAYMENT_METHOD_LABELS } from '../../lib/paymentMethods';
import { formatPrice } from '../../lib/formatPrice';
import { taxLineLabel } from '../../lib/taxText';
import type { Order, Shipment } from '../../lib/types';
import { formatDateTime } from './formatDate';
import { OrderDocuments } from './OrderDocuments';
import { OrderShipments } from './OrderShipments';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PaymentState } from './PaymentState';
import { ItemThumb } from '../ui/ItemThumb';
import { TableHead } from '../ui/TableHead';
import { VariantText } from '../cart/VariantNote';

export function OrderDetail({
  order,
  actions,
  shipmentActions,
  showCustomer = false,
  showNumber = true,
}: {
  order: Order;
  actions?: ReactNode;
  /** under each parcel (the admin's delivery and tracking) */
  shipmentActions?: (shipment: Shipment, index: number) => ReactNode;
  showCustomer?: boolean;
  /** false: the caller shows the number (with the `order-number` test id) */
  showNumber?: boolean;
}) {
  // the rates' lines sum to the tax; an order from before taxes has neither
  const taxRows = order.taxLines.map((line) => (
    <AmountRow
      key={`${line.name}/${line.rate}`}
      label={order.taxIncluded ? `Includes ${taxLineLabel(line)}` : taxLineLabel(line)}
      value={formatPrice(line.amount)}
      testId={order.taxIncluded ? 'order-tax-included' : 'order-tax-line'}
      small={order.taxIncluded}
    />
  ));
  return (
    <div className="space-y-5" data-testid="order-detail">
      <div className="flex flex-wrap items-center gap-3">
        {showNumber && (
          <p className="text-lg font-bold text-ink" data-testid="order-number">
            {order.number}
          </p>
        )}
        <OrderStatusBadge status={order.status} />
        <p className="text-sm text-ink-muted">Placed {formatDateTime(order.createdAt)}</p>
      </div>
      {showCustomer && (
        <p className="text-sm text-ink">
          Customer: <span className="font-semibold">{order.user.name}</span> ({order.user.email})
        </p>
      )}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items of order {order.number}</caption>
        <TableHead
          className="border-b border-line text-ink-muted"
          columns={[
            ['Item', 'py-2 pr-2'],
            ['Price', 'py-2 pr-2 text-right'],
            ['Qty', 'py-2 pr-2 text-right'],
            ['Total', 'py-2 text-right'],
          ]}
        />
        <tbody className="divide-y divide-line">
          {order.items.map((item) => (
            <tr key={`${item.productId}/${item.variantId ?? ''}`}>
              <td className="py-2 pr-2">
                <span className="flex items-center gap-3">
                  {item.image && <ItemThumb src={item.image} />}
                  {/* long names and SKUs break anywhere, so at 390 px the table keeps to the card */}
                  <span className="[overflow-wrap:anywhere]">
                    <span className="text-ink">{item.name}</span>
                    <VariantText variant={item.variant} sku={item.sku} className="text-xs text-ink-muted" />
                  </span>
                </span>
              </td>
              <td className="py-2 pr-2 text-right">{formatPrice(item.price)}</td>
              <td className="py-2 pr-2 text-right">{item.quantity}</td>
              <td className="py-2 text-right font-semibold">{formatPrice(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-line">
          <tr>
            <th scope="row" colSpan={3} className="pt-2 text-right font-normal text-ink-soft">
              Subtotal
            </th>
            <td className="pl-3 pt-2 text-right">{formatPrice(order.subtotal)}</td>
          </tr>
          {order.promotions.map((applied) => (
            <AmountRow
              key={applied.promotionId}
              label={applied.code ? `${applied.name} (${applied.code})` : applied.name}
              value={formatPrice(-applied.amount)}
              testId="order-promotion"
            />
          ))}
          {order.discount > 0 && <AmountRow label="Discount" value={formatPrice(-order.discount)} />}
          <AmountRow
            label={
              order.shippingMethod
                ? `Shipping: ${order.shippingMethod.name}, ${deliveryEstimate(order.shippingMethod)}`
                : 'Shipping'
            }
            value={order.shipping ? formatPrice(order.shipping) : 'Free'}
            testId="order-shipping"
          />
          {!order.taxIncluded && taxRows}
          <tr>
            <th scope="row" colSpan={3} className="text-right text-base text-ink">
              Total
            </th>
            <td className="pl-3 text-right text-base font-bold text-ink" data-testid="order-total">
              {formatPrice(order.total)}
            </td>
          </tr>
          {order.taxIncluded && taxRows}
        </tfoot>
      </table>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-ink">Shipping address</dt>
          <dd className="text-ink-soft" data-testid="shipping-address">
            {[...order.shippingAddressLines, order.shippingAddress.phone].map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Payment</dt>
          <dd className="text-ink-soft">
            {PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}
            <PaymentState order={order} admin={showCustomer} />
          </dd>
        </div>
        {order.note && (
          <div className="sm:col-span-2">
            <dt className="font-semibold text-ink">Note</dt>
            <dd className="text-ink-soft">{order.note}</dd>
          </div>
        )}
      </dl>
      <OrderShipments order={order} actions={shipmentActions} />
      <OrderDocuments order={order} />
      {actions}
    </div>
  );
}

/** One of the order's stored amounts under its lines (discount and tax only when there are any);
 *  `small`: the tax inside the total, said after it. */
function AmountRow({
  label,
  value,
  testId,
  small = false,
}: {
  label: string;
  value: string;
  testId?: string;
  small?: boolean;
}) {
  return (
    <tr data-testid={testId} className={small ? 'text-xs text-ink-soft' : undefined}>
      <th scope="row" colSpan={3} className="text-right font-normal text-ink-soft [overflow-wrap:anywhere]">
        {label}
      </th>
      <td className="pl-3 text-right">{value}</td>
    </tr>
  );
}
