// /order-tracking: an order's number and e-mail show its status, items and dates; `?key=` (the
// link of a guest's confirmation mail and checkout) shows that order at once. One answer for any
// mismatch, as the API gives it (docs/api.md#guest-orders-and-tracking). The order's number shows
// once, in the heading or the greeting. Focus moves to the order only when the shopper asked for
// it with the form: a page opened from a link keeps the browser's own start.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import type { Order } from '../../lib/types';
import Field from '../auth/Field';
import SubmitButton from '../auth/SubmitButton';
import { inWords } from '../ui/serverMessages';
import { useSending } from '../ui/useSending';
import { formatDateTime } from './formatDate';
import { ContinueShopping } from './ContinueShopping';
import { OrderDetail } from './OrderDetail';
import { PaymentBanner } from './PaymentState';
import { useAwaitingRefresh } from './useAwaitingRefresh';
import { useMailDelivery } from '../ui/useMailDelivery';

const buttonClass = 'min-h-11 rounded-lg border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50';

export default function OrderTracking() {
  const [order, setOrder] = useState<Order | null>(null);
  const [placed, setPlaced] = useState(false);
  const [loadingKey, setLoadingKey] = useState(false);
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const { sending, send } = useSending();
  const [failure, setFailure] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const [guestKey, setGuestKey] = useState<string | null>(null);
  // "we have sent" only when mail leaves the shop (docs/product.md#deliberate-changes, 32)
  const mailed = useMailDelivery() === 'on';
  const refresh = useCallback(
    () =>
      (guestKey ? api.orders.guest(guestKey) : api.orders.track({ number, email }))
        .then((res) => setOrder(res.order))
        .catch(() => undefined),
    [guestKey, number, email],
  );
  useAwaitingRefresh(order, refresh);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const key = params.get('key');
    setNumber(params.get('number') ?? '');
    if (!key) return;
    setGuestKey(key);
    setPlaced(params.get('placed') === '1');
    setLoadingKey(true);
    const controller = new AbortController();
    api.orders
      .guest(key, controller.signal)
      .then((res) => setOrder(res.order))
      .catch((err) => {
        if ((err as Error).name === 'AbortError') return;
        setFailure(
          err instanceof ApiError && err.status === 404
            ? 'This order link is not valid. Enter your order number and e-mail address below.'
            : err instanceof Error
              ? err.message
              : String(err),
        );
      })
      .finally(() => setLoadingKey(false));
    return () => controller.abort();
  }, []);

  // once per order looked up, not on each refresh of it
  const [lookedUp, setLookedUp] = useState(false);
  const shownId = order?._id;
  useEffect(() => {
    if (shownId && lookedUp) heading.current?.focus();
  }, [shownId, lookedUp]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void send(
      async () => {
        setFailure('');
        setOrder((await api.orders.track({ number, email })).order);
        setLookedUp(true);
      },
      (err) =>
        setFailure(
          err instanceof Error ? inWords(err.message, { number: 'Order number', email: 'Email' }) : String(err),
        ),
    );
  }

  if (loadingKey)
    return (
      <p role="status" className="py-8 text-center text-ink-muted">
        Loading your order…
      </p>
    );

  if (order)
    return (
      <section aria-labelledby="tracked-heading" className="space-y-4">
        {/* a heading, not a control: focused for screen readers, no ring (it cannot be acted on) */}
        <h2 id="tracked-heading" ref={heading} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
          {placed ? (
            'Thank you: your order is placed'
          ) : (
            <>
              Order <span data-testid="order-number">{order.number}</span>
            </>
          )}
        </h2>
        {placed && (
          <p className="text-ink-soft">
            {mailed
              ? `We have sent a confirmation to ${order.user.email}, with a link back to this page. `
              : 'Bookmark this page to come back to your order. '}
            Keep your order number{' '}
            <strong className="whitespace-nowrap text-ink" data-testid="order-number">
              {order.number}
            </strong>{' '}
            {mailed ? 'to track it here.' : `to track it here with ${order.user.email}.`}
          </p>
        )}
        <p className="text-sm text-ink-muted">Last updated {formatDateTime(order.updatedAt)}</p>
        <PaymentBanner order={order} />
        <OrderDetail order={order} showNumber={false} />
        <div className="flex flex-wrap items-center gap-3">
          {placed && <ContinueShopping />}
          <button
            type="button"
            className={buttonClass}
            onClick={() => {
              setOrder(null);
              setPlaced(false);
              setLookedUp(false);
              window.history.replaceState(null, '', '/order-tracking');
            }}
          >
            Track another order
          </button>
        </div>
      </section>
    );

  return (
    <form className="max-w-md space-y-4" aria-label="Track your order" noValidate onSubmit={submit}>
      <p className="text-ink-soft">
        Enter the order number from your confirmation (for example EL-10042) and the e-mail address you ordered with.
      </p>
      <Field
        id="track-number"
        label="Order number"
        autoComplete="off"
        required
        value={number}
        onChange={(e) => setNumber(e.target.value)}
      />
      <Field
        id="track-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-sale">
          {failure}
        </p>
      )}
      <SubmitButton sending={sending} label="Track order" sendingLabel="Looking…" />
    </form>
  );
}
