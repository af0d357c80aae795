// The admin order list's filters: by status (every status, src/lib/orderStatuses.ts) and by how
// much has shipped, "To ship" being nothing or part of it.
import { ORDER_STATUSES, type OrderStatus } from '../../../lib/orderStatuses';
import { statusLabel } from '../../orders/OrderStatusBadge';
import { FULFILMENT_LOOK } from './FulfilmentCell';

/** The fulfilment views and the server's filter each stands for (GET /api/orders?fulfillment=). */
export const FULFILMENT_VIEWS = {
  '': { label: 'All', query: undefined },
  'to-ship': { label: 'To ship', query: 'unfulfilled,partial' },
  unfulfilled: { label: FULFILMENT_LOOK.unfulfilled.label, query: 'unfulfilled' },
  partial: { label: FULFILMENT_LOOK.partial.label, query: 'partial' },
  fulfilled: { label: FULFILMENT_LOOK.fulfilled.label, query: 'fulfilled' },
} as const;
export type FulfilmentView = keyof typeof FULFILMENT_VIEWS;

const selectClass = 'h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-ink sm:w-auto';
// on phones the two filters share a row, each label above its control
const filterLabel = 'flex flex-col gap-1 text-sm text-ink-soft sm:flex-row sm:items-center sm:gap-2';

interface Props {
  status: OrderStatus | '';
  fulfilment: FulfilmentView;
  onStatus: (status: OrderStatus | '') => void;
  onFulfilment: (view: FulfilmentView) => void;
}

export function OrderFilters({ status, fulfilment, onStatus, onFulfilment }: Props) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center">
      <label className={filterLabel}>
        Status
        <select value={status} onChange={(e) => onStatus(e.target.value as OrderStatus | '')} className={selectClass}>
          <option value="">All</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <label className={filterLabel}>
        Fulfilment
        <select
          value={fulfilment}
          onChange={(e) => onFulfilment(e.target.value as FulfilmentView)}
          className={selectClass}
        >
          {(Object.keys(FULFILMENT_VIEWS) as FulfilmentView[]).map((view) => (
            <option key={view} value={view}>
              {FULFILMENT_VIEWS[view].label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
