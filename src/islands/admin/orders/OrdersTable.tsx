// /admin/orders: real orders, searched on the server (product names, order numbers, customers),
// 4 rows a page, filtered by status and by how much has shipped ("To ship": nothing or part of it);
// "Total : $N" is the server's sum over every order the search and filters matched. Rows can be
// ticked, across pages, to print their packing slips as one PDF.
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api';
import { formatPrice } from '../../../lib/formatPrice';
import { ORDER_STATUSES, type OrderStatus } from '../../../lib/orderStatuses';
import { PAYMENT_METHOD_LABELS } from '../../../lib/paymentMethods';
import { plural } from '../../../lib/plural';
import type { Order } from '../../../lib/types';
import { formatDateTime } from '../../orders/formatDate';
import { OrderStatusBadge } from '../../orders/OrderStatusBadge';
import { DataTable, type Column } from '../kit/DataTable';
import { OrderPanel } from './OrderPanel';
import { pagedTableProps } from '../kit/usePagedList';
import { useServerPagedList } from '../kit/useServerPagedList';
import { useProductCategories } from './useProductCategories';
import { EmailText } from '../../ui/EmailText';
import { useRowPanel } from '../kit/useRowPanel';
import { statusLabel } from '../../orders/OrderStatusBadge';
import { secondaryButton } from '../kit/ui';
import { FulfilmentCell, FULFILMENT_LOOK } from './FulfilmentCell';
import { PackingSlipButton } from './PackingSlipButton';
import { MAX_SELECTED, useOrderSelection } from './useOrderSelection';

const PAGE_SIZE = 4;

/** The fulfilment views and the server's filter each stands for (GET /api/orders?fulfillment=). */
const FULFILMENT_VIEWS = {
  '': { label: 'All', query: undefined },
  'to-ship': { label: 'To ship', query: 'unfulfilled,partial' },
  unfulfilled: { label: FULFILMENT_LOOK.unfulfilled.label, query: 'unfulfilled' },
  partial: { label: FULFILMENT_LOOK.partial.label, query: 'partial' },
  fulfilled: { label: FULFILMENT_LOOK.fulfilled.label, query: 'fulfilled' },
} as const;
type FulfilmentView = keyof typeof FULFILMENT_VIEWS;

const selectClass = 'h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-ink sm:w-auto';
// on phones the two filters share a row, each label above its control
const filterLabel = 'flex flex-col gap-1 text-sm text-ink-soft sm:flex-row sm:items-center sm:gap-2';

export function OrdersTable() {
  const [sum, setSum] = useState<number | null>(null);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [fulfilment, setFulfilment] = useState<FulfilmentView>('');
  const selection = useOrderSelection();
  const panel = useRowPanel<Order>();
  const list = useServerPagedList(
    (query, signal) => {
      const fulfillment = FULFILMENT_VIEWS[fulfilment].query;
      return api.orders.page(
        { ...query, status: status || undefined, ...(fulfillment ? { fulfillment } : {}) },
        signal,
      );
    },
    PAGE_SIZE,
    'orders',
    (res) => setSum(res.sum),
  );
  const pageIds = list.rows.map((order) => order._id);
  const pageTicked = pageIds.filter(selection.has).length;
  const pageBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = pageTicked > 0 && pageTicked < pageIds.length;
  }, [pageTicked, pageIds.length]);

  function filter(apply: () => void) {
    apply();
    list.setPage(1);
    list.reload();
  }
  const categories = useProductCategories(
    list.rows.flatMap((order) => order.items.slice(0, 1).map((item) => item.productId)),
  );

  const columns: Column<Order>[] = [
    {
      header: 'Image',
      className: 'w-20',
      media: true,
      cell: (order) =>
        order.items[0]?.image ? (
          <img
            src={order.items[0].image}
            alt={order.items[0].name}
            width={56}
            height={56}
            className="h-14 w-14 rounded-md border border-line object-cover"
          />
        ) : (
          <span className="grid h-14 w-14 place-items-center rounded-md border border-line text-xs text-ink-muted">
            No image
          </span>
        ),
    },
    {
      header: 'Name',
      cell: (order) => (
        <span className="font-medium text-ink">
          {order.items[0]?.name ?? '—'}
          {order.items[0]?.variant && (
            <span className="block text-xs font-normal text-ink-soft">{order.items[0].variant}</span>
          )}
          {order.items[0]?.sku && (
            <span className="block text-xs font-normal text-ink-muted">SKU {order.items[0].sku}</span>
          )}
          {order.items.length > 1 && (
            <span className="block text-xs font-normal text-ink-muted">+{order.items.length - 1} more</span>
          )}
        </span>
      ),
    },
    { header: 'Category', cell: (order) => categories[order.items[0]?.productId ?? ''] || '—' },
    {
      header: 'Price',
      className: 'whitespace-nowrap',
      cell: (order) => (
        <>
          {formatPrice(order.total)}
          <OrderSavings order={order} />
          <span className="block whitespace-normal text-xs text-ink-soft">
            {PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}
          </span>
        </>
      ),
    },
    {
      header: 'Order',
      className: 'whitespace-nowrap',
      // the tick sits by the number it selects: one column less in a table that is wide already
      cell: (order) => (
        <span className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={selection.has(order._id)}
            onChange={() => selection.toggle(order._id)}
            aria-label={`Select order ${order.number}`}
            className="h-5 w-5 rounded border-slate-400 text-brand-600"
          />
          <button
            type="button"
            onClick={(e) => panel.show(order, e.currentTarget)}
            className="font-semibold text-brand-700 underline underline-offset-2"
            aria-label={`Open order ${order.number}`}
          >
            {order.number}
          </button>
        </span>
      ),
    },
    {
      header: 'Customer',
      cell: (order) => (
        <span className="break-words">
          {order.user.name}
          <EmailText email={order.user.email} className="block text-xs text-ink-muted" />
        </span>
      ),
    },
    {
      header: 'Status',
      // how much has shipped sits under the status: a column of its own would not fit at 1280 px
      cell: (order) => (
        <>
          <OrderStatusBadge status={order.status} />
          <FulfilmentCell order={order} />
        </>
      ),
    },
    { header: 'Date', className: 'min-w-24 text-xs', cell: (order) => formatDateTime(order.createdAt) },
  ];

  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-ink">Orders</h1>
      <DataTable
        label="Orders"
        columns={columns}
        {...pagedTableProps(list)}
        searchPlaceholder="Search products..."
        emptyText={status || fulfilment ? 'No orders match your search and filters.' : 'No orders match your search.'}
        pageSize={PAGE_SIZE}
        toolbar={
          <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center">
            <label className={filterLabel}>
              Status
              <select
                value={status}
                onChange={(e) => filter(() => setStatus(e.target.value as OrderStatus | ''))}
                className={selectClass}
              >
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
                onChange={(e) => filter(() => setFulfilment(e.target.value as FulfilmentView))}
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
        }
        selectionBar={
          <div className="flex min-h-11 flex-wrap items-center gap-x-4 gap-y-2" data-testid="order-selection">
            <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                ref={pageBox}
                type="checkbox"
                checked={pageIds.length > 0 && pageTicked === pageIds.length}
                disabled={pageIds.length === 0}
                onChange={() => selection.togglePage(pageIds)}
                className="h-5 w-5 rounded border-slate-400 text-brand-600"
              />
              Select this page
            </label>
            <p className="text-sm text-ink-soft" aria-live="polite">
              {selection.ids.length ? `${plural(selection.ids.length, 'order')} selected` : 'No orders selected'}
              {selection.ids.length > MAX_SELECTED && `: slips print at most ${MAX_SELECTED} at once`}
            </p>
            <span className="flex flex-wrap gap-2">
              <PackingSlipButton
                slip={{ orderIds: selection.ids }}
                disabled={selection.ids.length === 0 || selection.ids.length > MAX_SELECTED}
              >
                Print packing slips
              </PackingSlipButton>
              {selection.ids.length > 0 && (
                <button type="button" className={secondaryButton} onClick={selection.clear}>
                  Clear selection
                </button>
              )}
            </span>
          </div>
        }
        footer={
          <p className="text-base font-bold text-ink" data-testid="orders-total">
            Total : ${sum === null ? '…' : formatTotal(sum)}
          </p>
        }
      />
      <OrderPanel
        order={panel.open}
        onClose={panel.close}
        onSaved={(order) => {
          panel.setOpen(order);
          list.placeSaved(order, 'edit', (o) => o._id, PAGE_SIZE);
          // a cancel can change what the search matches and its sum
          list.reload();
        }}
      />
    </>
  );
}

/** Under an order's total, what promotions took off it (the order's own amounts, as the server
 *  stored them): "−$5.00 discount" and the code used; a free-shipping-only order names its promotion. */
function OrderSavings({ order }: { order: Order }) {
  const promotions = order.promotions ?? [];
  if (order.discount <= 0 && promotions.length === 0) return null;
  const codes = promotions.flatMap((p) => (p.code ? [p.code] : []));
  return (
    <span className="block text-xs font-medium text-green-800" data-testid="order-discount">
      {order.discount > 0 ? `−${formatPrice(order.discount)} discount` : promotions.map((p) => p.name).join(', ')}
      {codes.length > 0 && <span className="block font-normal text-ink-soft">Code {codes.join(', ')}</span>}
    </span>
  );
}

/** "Total : $9323" (docs/product.md#admin): whole dollars stay bare, cents are shown when there are any. */
function formatTotal(sum: number): string {
  return Number.isInteger(sum)
    ? sum.toLocaleString('en-US')
    : sum.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
