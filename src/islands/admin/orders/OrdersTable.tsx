// /admin/orders: real orders, searched on the server (product names, order numbers, customers),
// 4 rows a page, filtered by status and by how much has shipped ("To ship": nothing or part of it);
// "Total : $N" is the server's sum over every order the search and filters matched. Rows can be
// ticked, across pages, to print their packing slips as one PDF.
import { useState } from 'react';
import { api } from '../../../lib/api';
import { formatPrice } from '../../../lib/formatPrice';
import { PAYMENT_METHOD_LABELS } from '../../../lib/paymentMethods';
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
import type { OrderStatus } from '../../../lib/orderStatuses';
import { FulfilmentCell } from './FulfilmentCell';
import { FULFILMENT_VIEWS, OrderFilters, type FulfilmentView } from './OrderFilters';
import { OrderSelectionBar } from './OrderSelectionBar';
import { useOrderSelection } from './useOrderSelection';

const PAGE_SIZE = 4;

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
          <OrderFilters
            status={status}
            fulfilment={fulfilment}
            onStatus={(next) => filter(() => setStatus(next))}
            onFulfilment={(next) => filter(() => setFulfilment(next))}
          />
        }
        selectionBar={<OrderSelectionBar selection={selection} pageIds={list.rows.map((order) => order._id)} />}
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
