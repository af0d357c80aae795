import type { OrderStatus } from '../../lib/orderStatuses';

const TONES: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-blue-100 text-blue-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
  refunded: 'bg-slate-200 text-slate-800',
};

export const statusLabel = (status: OrderStatus) => status.charAt(0).toUpperCase() + status.slice(1).replace('_', ' ');

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${TONES[status]}`}
      data-testid="order-status"
    >
      {statusLabel(status)}
    </span>
  );
}
