// The admin's order panel: the order, and a status control that offers only the moves the
// server allows for its payment method (ORDER_STATUS_MOVES); cancelling returns the stock,
// cancelling a paid card order refunds it through Stripe first (it then ends as refunded), and a
// pay-on-delivery order is paid by being delivered. Below: its parcels with their actions, its
// packing slip, the form that ships a parcel while the order may ship and something is left, and
// its timeline with the staff's notes.
import { useEffect, useState } from 'react';
import { showError, showToast } from '../../../stores/toasts';
import { api } from '../../../lib/api';
import { statusMoves, type OrderStatus } from '../../../lib/orderStatuses';
import { linesLeft } from '../../../lib/shipmentLines';
import type { Order } from '../../../lib/types';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import { OrderDetail } from '../../orders/OrderDetail';
import { statusLabel } from '../../orders/OrderStatusBadge';
import { Panel } from '../kit/Panel';
import { OrderTimeline } from './OrderTimeline';
import { PackingSlipButton } from './PackingSlipButton';
import { ShipmentActions } from './ShipmentActions';
import { ShipmentForm } from './ShipmentForm';

interface Props {
  order: Order | null;
  onClose: () => void;
  onSaved: (order: Order) => void;
}

export function OrderPanel({ order, onClose, onSaved }: Props) {
  const moves = order ? statusMoves(order.paymentMethod, order.status) : [];
  const [next, setNext] = useState<OrderStatus | ''>('');
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const refunds = order?.status === 'paid' && order.paymentMethod === 'card';
  const onDelivery = order?.paymentMethod === 'cod';
  // as the server decides (src/server/orders/parcels.ts assertShippable): from where "shipped" may follow
  const shippable = Boolean(order && moves.includes('shipped') && linesLeft(order).length > 0);
  const moveLabel = (status: OrderStatus) => {
    if (status === 'cancelled' && refunds) return 'Cancelled and refunded';
    if (status === 'delivered' && onDelivery) return 'Delivered and paid';
    if (status === 'cancelled' && order?.status === 'shipped') return 'Cancelled: refused or not collected';
    return statusLabel(status);
  };
  useEffect(() => setNext(moves[0] ?? ''), [order?._id, order?.status]); // eslint-disable-line react-hooks/exhaustive-deps

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // cancelling gives the stock back (and refunds a paid card order): asked first
    if (next === 'cancelled') setAsking(true);
    else void save();
  }

  async function save() {
    if (!order || !next || saving) return;
    setSaving(true);
    try {
      const res = await api.orders.setStatus(order._id, next);
      onSaved(res.order);
      showToast(res.message);
    } catch (err) {
      if (!handledAuthFailure(err)) showError(errorMessage(err));
    } finally {
      setSaving(false);
      setAsking(false);
    }
  }

  return (
    <>
      <Panel open={Boolean(order)} title={order ? `Order ${order.number}` : 'Order'} onClose={onClose} busy={saving}>
        {order && (
          <div className="p-5">
            <OrderDetail
              order={order}
              showCustomer
              shipmentActions={(shipment, index) => (
                <ShipmentActions order={order} shipment={shipment} index={index} onSaved={onSaved} />
              )}
              actions={
                <>
                  <div className="flex flex-wrap gap-2 border-t border-line pt-4">
                    <PackingSlipButton slip={{ orderId: order._id }}>Packing slip (PDF)</PackingSlipButton>
                  </div>
                  {shippable && <ShipmentForm key={order._id} order={order} onShipped={onSaved} />}
                  {moves.length ? (
                    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 border-t border-line pt-4">
                      <div>
                        <label htmlFor="order-status" className="mb-1 block text-sm font-semibold text-ink">
                          Change status to
                        </label>
                        <select
                          id="order-status"
                          value={next}
                          onChange={(e) => setNext(e.target.value as OrderStatus)}
                          className="h-11 rounded-md border border-slate-400 bg-white px-3 text-ink"
                        >
                          {moves.map((status) => (
                            <option key={status} value={status}>
                              {moveLabel(status)}
                            </option>
                          ))}
                        </select>
                      </div>
                      <button
                        type="submit"
                        disabled={saving}
                        className="h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
                      >
                        {saving ? 'Saving…' : 'Update status'}
                      </button>
                    </form>
                  ) : (
                    <p className="border-t border-line pt-4 text-sm text-ink-muted">
                      This order is {order.status}: its status can no longer change.
                    </p>
                  )}
                </>
              }
            />
            <div className="mt-5">
              <OrderTimeline
                key={order._id}
                orderId={order._id}
                version={`${order.updatedAt}/${order.status}/${order.shipments.map((p) => `${p.trackingNumber}/${p.deliveredAt}`).join(',')}`}
              />
            </div>
          </div>
        )}
      </Panel>
      {order && (
        <ConfirmDialog
          open={asking}
          title={`Cancel order ${order.number}?`}
          confirmLabel={refunds ? 'Cancel and refund' : 'Cancel order'}
          busyLabel="Cancelling…"
          cancelLabel="Keep order"
          busy={saving}
          onCancel={() => setAsking(false)}
          onConfirm={() => void save()}
        >
          <p>
            {refunds
              ? 'Its card payment is refunded through Stripe and its items go back into stock.'
              : 'Its items go back into stock.'}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
