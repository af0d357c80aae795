// An order's parcels as the customer, the guest and the admin see them: the carrier, the tracking
// number (a link to the carrier's page when the server made one), what each parcel holds, when it
// left and arrived, and what is still to come. The carrier's page is another site: it opens in a
// new tab that cannot reach back into the shop (noopener noreferrer). The admin adds actions per
// parcel (`actions`): delivery and tracking later.
import type { ReactNode } from 'react';
import { CARRIERS } from '../../lib/carriers';
import { linesLeft } from '../../lib/shipmentLines';
import type { Order, Shipment } from '../../lib/types';
import { VariantText } from '../cart/VariantNote';
import { formatDateTime } from './formatDate';

export function OrderShipments({
  order,
  actions,
}: {
  order: Order;
  actions?: (shipment: Shipment, index: number) => ReactNode;
}) {
  const shipments = order.shipments ?? [];
  if (!shipments.length) return null;
  const left = linesLeft(order);
  return (
    <section aria-labelledby={`shipments-${order._id}`} className="space-y-3 border-t border-line pt-4">
      <h3 id={`shipments-${order._id}`} className="text-base font-bold text-ink">
        {shipments.length === 1 ? 'Shipment' : `Shipments (${shipments.length})`}
      </h3>
      <ol className="space-y-3">
        {shipments.map((shipment, i) => (
          <li
            key={shipment._id}
            className="rounded-lg border border-line p-3 text-sm sm:p-4"
            data-testid="shipment"
            aria-label={`Parcel ${i + 1} of ${shipments.length}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold text-ink">
                Parcel {i + 1} · {CARRIERS[shipment.carrier]?.name ?? shipment.carrier}
              </p>
              <p className={shipment.deliveredAt ? 'font-semibold text-green-800' : 'text-ink-soft'}>
                {shipment.deliveredAt ? `Delivered ${formatDateTime(shipment.deliveredAt)}` : 'On its way'}
              </p>
            </div>
            <TrackingNumber shipment={shipment} />
            <p className="text-ink-muted">Shipped {formatDateTime(shipment.shippedAt)}</p>
            <ul className="mt-2 space-y-1 [overflow-wrap:anywhere]">
              {shipment.items.map((line) => (
                <li key={line.orderItemId} className="text-ink">
                  {line.quantity} × {line.name}
                  <VariantText variant={line.variant} sku={line.sku} className="text-xs text-ink-muted" />
                </li>
              ))}
            </ul>
            {actions?.(shipment, i)}
          </li>
        ))}
      </ol>
      {left.length > 0 && (
        <div className="rounded-lg bg-slate-50 p-3 text-sm sm:p-4" data-testid="still-to-come">
          <p className="font-semibold text-ink">Still to come</p>
          <ul className="mt-1 space-y-1 [overflow-wrap:anywhere]">
            {left.map(({ item, left: units }) => (
              <li key={item._id} className="text-ink-soft">
                {units} × {item.name}
                <VariantText variant={item.variant} sku={item.sku} className="text-xs text-ink-muted" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function TrackingNumber({ shipment }: { shipment: Shipment }) {
  if (!shipment.trackingNumber) return <p className="text-ink-muted">No tracking number yet</p>;
  return (
    <p className="text-ink-soft [overflow-wrap:anywhere]">
      Tracking{' '}
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          data-testid="tracking-link"
        >
          {shipment.trackingNumber}
          <span className="sr-only"> (opens the carrier&rsquo;s page in a new tab)</span>
        </a>
      ) : (
        <span className="font-semibold text-ink">{shipment.trackingNumber}</span>
      )}
    </p>
  );
}
