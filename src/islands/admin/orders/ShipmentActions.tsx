// Under each parcel in the admin's order panel (PATCH /api/orders/{id}/shipments/{shipmentId},
// docs/api.md#shipments): its packing slip, "Mark delivered" (not undone; the last parcel's
// delivery makes the order delivered, which the server decides), and the tracking number and link
// set or corrected later, in a form that opens in place so the panel does not jump.
import { useState } from 'react';
import { api } from '../../../lib/api';
import type { Order, Shipment } from '../../../lib/types';
import { showToast } from '../../../stores/toasts';
import { FormError } from '../kit/FormError';
import { PathInput } from '../kit/PathInput';
import { primaryButton, secondaryButton } from '../kit/ui';
import { focusFirstOf, useFormState, type FormProblems } from '../kit/useFormState';
import { PackingSlipButton } from './PackingSlipButton';

interface Draft {
  trackingNumber: string;
  trackingUrl: string;
}

const FIELDS = ['trackingNumber', 'trackingUrl'] as const;

export function ShipmentActions({
  order,
  shipment,
  index,
  onSaved,
}: {
  order: Order;
  shipment: Shipment;
  index: number;
  onSaved: (order: Order) => void;
}) {
  const [editing, setEditing] = useState(false);
  const idOf = (field: string) => `tracking-${shipment._id}-${field}`;
  const delivery = useFormState<object, FormProblems>({
    initial: {},
    focusFirst: () => false,
    problemOfServer: () => null,
  });
  const tracking = useFormState<Draft, FormProblems>({
    initial: () => ({ trackingNumber: shipment.trackingNumber ?? '', trackingUrl: '' }),
    focusFirst: focusFirstOf(FIELDS, idOf),
    problemOfServer: (message) => {
      const match = /^(trackingNumber|trackingUrl): (.+)$/s.exec(message);
      return match ? { [match[1]]: match[2].charAt(0).toUpperCase() + match[2].slice(1) } : null;
    },
  });
  // the visible words first, so a spoken command finds the button (label in name)
  const parcel = `parcel ${index + 1}`;

  const markDelivered = delivery.submitter(() => async () => {
    const res = await api.orders.updateShipment(order._id, shipment._id, { delivered: true });
    showToast(res.order.status === 'delivered' ? 'Delivered: the order is complete' : `Parcel ${index + 1} delivered`);
    onSaved(res.order);
  });

  const saveTracking = tracking.submitter(() => async () => {
    const { trackingNumber, trackingUrl } = tracking.draft;
    const res = await api.orders.updateShipment(order._id, shipment._id, {
      trackingNumber: trackingNumber.trim() || null,
      // left empty: the carrier's own link, made from the number
      ...(trackingUrl.trim() ? { trackingUrl: trackingUrl.trim() } : {}),
    });
    showToast(`Tracking of parcel ${index + 1} saved`);
    setEditing(false);
    onSaved(res.order);
  });

  return (
    <div className="mt-3 space-y-3 border-t border-line pt-3">
      <FormError message={delivery.formError} />
      <div className="flex flex-wrap gap-2">
        {!shipment.deliveredAt && (
          <form onSubmit={markDelivered}>
            <button
              type="submit"
              className={primaryButton}
              aria-disabled={delivery.saving || undefined}
              aria-label={`Mark delivered: ${parcel}`}
            >
              {delivery.saving ? 'Saving…' : 'Mark delivered'}
            </button>
          </form>
        )}
        <button
          type="button"
          className={secondaryButton}
          aria-expanded={editing}
          aria-controls={idOf('form')}
          aria-label={`${shipment.trackingNumber ? 'Change' : 'Add'} tracking: ${parcel}`}
          onClick={() => setEditing((open) => !open)}
        >
          {shipment.trackingNumber ? 'Change tracking' : 'Add tracking'}
        </button>
        <PackingSlipButton slip={{ orderId: order._id, shipmentId: shipment._id }} label={`Packing slip: ${parcel}`}>
          Packing slip
        </PackingSlipButton>
      </div>
      {editing && (
        <form id={idOf('form')} onSubmit={saveTracking} noValidate className="space-y-3">
          <FormError message={tracking.formError} />
          <PathInput
            id={idOf('trackingNumber')}
            label="Tracking number"
            problem={tracking.problems.trackingNumber}
            value={tracking.draft.trackingNumber}
            onValue={(value) => tracking.set('trackingNumber', value)}
            autoComplete="off"
            spellCheck={false}
          />
          <PathInput
            id={idOf('trackingUrl')}
            label="Tracking link (optional)"
            problem={tracking.problems.trackingUrl}
            hint="Empty: the carrier's own link."
            type="url"
            value={tracking.draft.trackingUrl}
            onValue={(value) => tracking.set('trackingUrl', value)}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButton} aria-disabled={tracking.saving || undefined}>
              {tracking.saving ? 'Saving…' : 'Save tracking'}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
