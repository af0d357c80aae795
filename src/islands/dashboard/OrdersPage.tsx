// /dashboard/orders: the customer's own orders, newest first, paged; `?id=` opens one (the
// checkout lands there with `&placed=1` to confirm: the greeting names the order once and leads
// back to the shop; Stripe's page lands there with `&payment=done`), with
// Cancel while it is not paid yet; a card order's page refreshes itself until it is paid. Guest
// orders still waiting on the account's e-mail verification are announced above the list.
import { useCallback, useEffect, useState } from 'react';
import { showError, showToast } from '../../stores/toasts';
import { api } from '../../lib/api';
import { formatPrice } from '../../lib/formatPrice';
import type { Order } from '../../lib/types';
import { customerOrderPath } from '../../lib/shopUrls';
import { AccountLayout } from '../account/AccountLayout';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { errorMessage, handledAuthFailure } from '../ui/sessionExpired';
import { Pager } from '../admin/kit/Pager';
import { formatDateTime } from '../orders/formatDate';
import { ContinueShopping } from '../orders/ContinueShopping';
import { OrderDetail } from '../orders/OrderDetail';
import { PaymentBanner } from '../orders/PaymentState';
import { useAwaitingRefresh } from '../orders/useAwaitingRefresh';
import { useMailDelivery } from '../ui/useMailDelivery';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { FormError } from '../admin/kit/FormError';
import { GuestOrdersNotice } from './GuestOrdersNotice';
import { card, pageTitle, secondaryButton } from './ui';
import { TableHead } from '../ui/TableHead';

const PAGE_SIZE = 10;

export default function OrdersPage({ currentPath }: { currentPath: string }) {
  const params = new URLSearchParams(window.location.search);
  const id = params.get('id');
  return (
    <AccountLayout currentPath={currentPath}>
      {() => (
        <>
          <h1 className={pageTitle}>Orders</h1>
          {id ? <OneOrder id={id} placed={params.has('placed')} /> : <OrderList />}
        </>
      )}
    </AccountLayout>
  );
}

function OrderList() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{
    orders: Order[];
    pages: number;
    total: number;
    guestOrdersWaiting: number;
  } | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    setError('');
    api.orders
      .page({ page, limit: PAGE_SIZE }, controller.signal)
      .then(setData)
      .catch((err) => {
        if (controller.signal.aborted || handledAuthFailure(err)) return;
        setError(errorMessage(err));
      });
    return () => controller.abort();
  }, [page]);

  if (error) return <FormError rounded="rounded-lg" message={`Could not load your orders: ${error}`} />;
  if (!data)
    return (
      <p role="status" className="text-ink-muted">
        Loading your orders…
      </p>
    );
  const waiting = data.guestOrdersWaiting > 0 && <GuestOrdersNotice count={data.guestOrdersWaiting} />;
  if (data.total === 0) {
    return (
      <>
        {waiting}
        <div className={`${card} text-center`}>
          <p className="mb-4 text-lg font-semibold text-ink">You have no orders yet.</p>
          <a href="/products" className="font-semibold text-brand-700 underline">
            Browse our products
          </a>
        </div>
      </>
    );
  }
  return (
    <>
      {waiting}
      <div className={card}>
        {/* below 640 px each row is a card: number and total, then date and status */}
        <table className="block w-full text-left text-sm sm:table">
          <caption className="sr-only">Your orders, newest first</caption>
          <TableHead
            className="hidden border-b border-line text-ink-muted sm:table-header-group"
            columns={[
              ['Order', 'py-2 pr-3'],
              ['Date', 'py-2 pr-3'],
              ['Status', 'py-2 pr-3'],
              ['Total', 'py-2 text-right'],
            ]}
          />
          <tbody className="block space-y-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-line">
            {data.orders.map((order) => (
              <tr
                key={order._id}

                data-testid="order-row"
                className="grid grid-cols-2 gap-2 rounded-lg border border-line p-3 sm:table-row sm:rounded-none sm:border-0 sm:p-0"
              >
                <td className="sm:py-3 sm:pr-3">
                  <a href={customerOrderPath(order._id)} className="font-semibold text-brand-700 underline">
                    {order.number}
                  </a>
                </td>
                <td className="text-right font-semibold sm:hidden">{formatPrice(order.total)}</td>
                <td className="text-ink-muted sm:py-3 sm:pr-3 sm:text-ink">{formatDateTime(order.createdAt)}</td>
                <td className="text-right sm:py-3 sm:pr-3 sm:text-left">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="hidden py-3 text-right font-semibold sm:table-cell">{formatPrice(order.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data.pages > 1 && (
          <div className="mt-4">
            <Pager page={page} pages={data.pages} onPage={setPage} label="Orders pages" />
          </div>
        )}
      </div>
    </>
  );
}

function OneOrder({ id, placed }: { id: string; placed: boolean }) {
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState('');
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  // "we will let you know" only when mail leaves the shop (docs/product.md#deliberate-changes, 32)
  const mailed = useMailDelivery() === 'on';
  const load = useCallback(
    (signal?: AbortSignal) =>
      api.orders
        .one(id, signal)
        .then(({ order }) => setOrder(order))
        .catch((err) => {
          if (signal?.aborted || handledAuthFailure(err)) return;
          setError(errorMessage(err));
        }),
    [id],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  useAwaitingRefresh(order, load);

  /** After the customer said yes in the dialog. */
  async function cancel() {
    if (!order || cancelling) return;
    setCancelling(true);
    try {
      const res = await api.orders.cancel(order._id);
      setOrder(res.order);
      showToast(res.message);
    } catch (err) {
      if (!handledAuthFailure(err)) showError(errorMessage(err));
    } finally {
      setCancelling(false);
      setAsking(false);
    }
  }

  return (
    <div className="space-y-4">
      <a href="/dashboard/orders" className="inline-block text-sm font-semibold text-brand-700 underline">
        ← All orders
      </a>
      {placed && order && (
        <div className="space-y-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          <div role="status">
            <p className="text-lg font-bold">
              Thank you! Your order{' '}
              <span className="whitespace-nowrap" data-testid="order-number">
                {order.number}
              </span>{' '}
              is placed.
            </p>
            <p className="text-sm">
              {mailed
                ? 'You pay on delivery. We will let you know when it ships.'
                : 'You pay on delivery. Its status shows here, on your orders page.'}
            </p>
          </div>
          <ContinueShopping />
        </div>
      )}
      {!placed && order && <PaymentBanner order={order} />}
      {error && <FormError rounded="rounded-lg" message={`Could not load this order: ${error}`} />}
      {!order && !error && (
        <p role="status" className="text-ink-muted">
          Loading the order…
        </p>
      )}
      {order && (
        <section className={card} aria-label={`Order ${order.number}`}>
          <OrderDetail
            order={order}
            showNumber={!placed}
            actions={
              (order.status === 'pending' || order.status === 'awaiting_payment') && (
                <button type="button" onClick={() => setAsking(true)} disabled={cancelling} className={secondaryButton}>
                  {cancelling ? 'Cancelling…' : 'Cancel order'}
                </button>
              )
            }
          />
        </section>
      )}
      {order && (
        <ConfirmDialog
          open={asking}
          title={`Cancel order ${order.number}?`}
          confirmLabel="Cancel order"
          busyLabel="Cancelling…"
          cancelLabel="Keep order"
          busy={cancelling}
          onCancel={() => setAsking(false)}
          onConfirm={() => void cancel()}
        >
          <p>The order will not be sent. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
