// How a card order stands with its payment: the customer reads "Waiting for payment
// confirmation" until Stripe's webhook arrived and "Payment received" after; the admin also
// sees every Stripe id and anything that needs a look (docs/product.md#admin).
import { formatCents } from '../../lib/money';
import type { Order, OrderPayment } from '../../lib/types';

const ADMIN_STATUS: Record<OrderPayment['status'], string> = {
  open: 'Open: waiting for the shopper to pay',
  paid: 'Paid',
  expired: 'Expired unpaid',
  mismatch: 'Paid a wrong amount: not accepted',
  refund_pending: 'Refund requested: waiting for Stripe',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
};

/** What the customer is told about a card order's payment, or null for other orders. */
export function customerPaymentLine(order: Order): string | null {
  const payment = order.payment;
  if (!payment) return null;
  if (order.status === 'awaiting_payment')
    return payment.status === 'open' ? 'Waiting for payment confirmation' : 'Payment being checked';
  if (order.status === 'refunded' || payment.status === 'refunded') return 'Payment refunded to your card';
  if (payment.status === 'refund_pending') return 'Refund on its way to your card';
  if (payment.status === 'paid' || payment.status === 'refund_failed') return 'Payment received';
  return order.status === 'cancelled' ? 'Not paid: the order was cancelled' : null;
}

export function PaymentState({ order, admin }: { order: Order; admin: boolean }) {
  const payment = order.payment;
  if (!payment) return null;
  const line = customerPaymentLine(order);
  if (!admin)
    return (
      <>
        {line && (
          <span className="block font-semibold text-ink" data-testid="payment-state">
            {line}
          </span>
        )}
        {order.status === 'awaiting_payment' && payment.paymentUrl && (
          <a href={payment.paymentUrl} className="mt-1 inline-block font-semibold text-brand-700 underline">
            Continue to payment
          </a>
        )}
      </>
    );
  const facts: [string, string | null][] = [
    ['Amount', `${formatCents(payment.amount)} (${payment.currency.toUpperCase()})`],
    ['Checkout Session', payment.checkoutSessionId],
    ['Payment Intent', payment.paymentIntentId],
    ['Refund', payment.refundId],
  ];
  return (
    <span className="mt-1 block space-y-1" data-testid="payment-record">
      <span className="block font-semibold text-ink">Stripe: {ADMIN_STATUS[payment.status]}</span>
      {payment.issue && (
        <span role="note" className="block rounded border border-red-200 bg-red-50 p-2 text-sale">
          {payment.issue}
        </span>
      )}
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <span key={label} className="block break-all">
            {label}: <code className="text-xs">{value}</code>
          </span>
        ))}
    </span>
  );
}

/** Back from Stripe's page: whether the money has arrived, live (the page refreshes itself). */
export function PaymentBanner({ order }: { order: Order }) {
  const line = customerPaymentLine(order);
  if (!line) return null;
  const waiting = order.status === 'awaiting_payment';
  return (
    <div
      role="status"
      className={`rounded-lg border p-4 ${waiting ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-green-200 bg-green-50 text-green-900'}`}
    >
      <p className="text-lg font-bold" data-testid="payment-banner">
        {line}
      </p>
      {waiting && (
        <p className="text-sm">Stripe tells us as soon as your payment is through; this page updates by itself.</p>
      )}
    </div>
  );
}
