// Under an order's status in the admin's table: how much of it has shipped while some is still to
// ship (the server's `fulfillment`), and each parcel's carrier and tracking number, a link to the
// carrier's page when there is one.
import { CARRIERS } from '../../../lib/carriers';
import type { Fulfillment, Order } from '../../../lib/types';
import { StatusPill, type PillLook } from '../kit/StatusPill';

export const FULFILMENT_LOOK: Record<Fulfillment, PillLook> = {
  // not "Shipped": the order's own status says that beside it
  unfulfilled: { label: 'Nothing shipped', className: 'bg-slate-100 text-ink-soft' },
  partial: { label: 'Partly shipped', className: 'bg-blue-100 text-blue-900' },
  fulfilled: { label: 'All shipped', className: 'bg-green-100 text-green-900' },
};

export function FulfilmentCell({ order }: { order: Order }) {
  const shipments = order.shipments ?? [];
  // all shipped is what the status says already, and nothing is to ship of a cancelled or refunded order
  const open = order.fulfillment !== 'fulfilled' && order.status !== 'cancelled' && order.status !== 'refunded';
  if (!open && !shipments.length) return null;
  return (
    <span className="mt-1 block space-y-1" data-testid="order-fulfilment">
      {open && (
        <span className="block whitespace-nowrap">
          <StatusPill look={FULFILMENT_LOOK[order.fulfillment]} />
        </span>
      )}
      {shipments.map((shipment) => (
        <span key={shipment._id} className="block text-xs text-ink-soft [overflow-wrap:anywhere]">
          {CARRIERS[shipment.carrier]?.name ?? shipment.carrier}
          {shipment.trackingNumber && ' '}
          {shipment.trackingNumber &&
            (shipment.trackingUrl ? (
              <a
                href={shipment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {shipment.trackingNumber}
                <span className="sr-only"> (opens the carrier&rsquo;s page in a new tab)</span>
              </a>
            ) : (
              shipment.trackingNumber
            ))}
          {shipment.deliveredAt && <span className="text-green-800"> · delivered</span>}
        </span>
      ))}
    </span>
  );
}
