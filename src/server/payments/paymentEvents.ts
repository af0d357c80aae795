// What Stripe tells the shop decides a card order (docs/operations.md#card-payments): a
// Checkout Session paid for the right amount and currency makes the order paid; an expired
// one cancels it and returns its stock; a refunded charge makes it refunded. Each event id is
// stored in the transaction that acts on it, so a replayed event changes nothing; the moves
// are conditional (../orders/orderStatus.ts), so late, doubled or reordered events, the sweeper and
// any number of servers agree on one outcome.
import { eq, or, sql } from 'drizzle-orm';
import { STRIPE_ACTOR } from '../../lib/orderEvents';
import type { Db } from '../db/client';
import { orders, paymentEvents, payments } from '../db/schema';
import { log } from '../log';
import type { Stripe } from './stripeClient';
import { catalogWrite } from '../catalog/version';
import { applyMove, type Moved } from '../orders/orderStatus';
import type { Tx } from './paymentMethod';

const payLog = log.child({ scope: 'payments' });

/** The order's timeline says these moves were Stripe's word (../orders/orderEvents.ts). */
const BY_STRIPE = { actor: STRIPE_ACTOR };

type PaymentRow = typeof payments.$inferSelect;

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? null));

/** The session's payments row and its order, both locked for this transaction; null when not ours. */
async function lockSession(tx: Tx, session: Stripe.Checkout.Session) {
  const byOrder = session.client_reference_id ? eq(payments.orderId, session.client_reference_id) : undefined;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      byOrder ? or(eq(payments.checkoutSessionId, session.id), byOrder) : eq(payments.checkoutSessionId, session.id),
    )
    .for('update');
  if (!payment) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
  return { payment, order };
}

const setPayment = (tx: Tx, payment: PaymentRow, values: Partial<PaymentRow>) =>
  tx
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));

const SETTLED: readonly PaymentRow['status'][] = ['paid', 'mismatch', 'refund_pending', 'refunded', 'refund_failed'];

/** A session as Stripe reports it (webhook or retrieve): paid, expired, or still open (nothing to do). */
export async function settleSession(tx: Tx, session: Stripe.Checkout.Session): Promise<Moved | null> {
  const locked = await lockSession(tx, session);
  if (!locked) {
    payLog.warn({ session: session.id }, 'a Checkout Session the shop does not know: ignored');
    return null;
  }
  const { payment, order } = locked;
  if (SETTLED.includes(payment.status)) return null;
  const sessionId = payment.checkoutSessionId ?? session.id;

  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    const paymentIntentId = idOf(session.payment_intent);
    if (session.amount_total !== payment.amount || session.currency?.toLowerCase() !== payment.currency) {
      const issue = `Stripe reports ${session.amount_total ?? '?'} ${session.currency ?? '?'} (cents) paid, but the order is ${payment.amount} ${payment.currency}: check it in the Stripe dashboard before shipping.`;
      payLog.error({ order: order.number, session: session.id }, `payment of the wrong amount: ${issue}`);
      await setPayment(tx, payment, { status: 'mismatch', issue, checkoutSessionId: sessionId, paymentIntentId });
      return null;
    }
    if (order.status !== 'awaiting_payment') {
      // paid while (or after) it was cancelled: the money is there, the order is not; the admin refunds it
      const issue = `Paid after the order was ${order.status}: refund the payment in the Stripe dashboard.`;
      payLog.error({ order: order.number, session: session.id }, issue);
      await setPayment(tx, payment, { status: 'paid', issue, checkoutSessionId: sessionId, paymentIntentId });
      return null;
    }
    await setPayment(tx, payment, { status: 'paid', checkoutSessionId: sessionId, paymentIntentId });
    return applyMove(tx, order, 'paid', BY_STRIPE);
  }

  if (session.status === 'expired') {
    await setPayment(tx, payment, { status: 'expired', checkoutSessionId: sessionId });
    return order.status === 'awaiting_payment' ? applyMove(tx, order, 'cancelled', BY_STRIPE) : null;
  }
  return null;
}

/** A charge Stripe reports refunded in full: the order's refund is done. */
async function chargeRefunded(tx: Tx, charge: Stripe.Charge): Promise<Moved | null> {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId || !charge.refunded) return null;
  const [payment] = await tx.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId)).for('update');
  if (!payment) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
  await setPayment(tx, payment, { status: 'refunded', issue: null });
  // a refund made in the Stripe dashboard ends the order too
  return order.status === 'paid' ? applyMove(tx, order, 'refunded', BY_STRIPE) : null;
}

export type EventOutcome = 'handled' | 'replayed';

/** One verified event, once: a replay (same id) is 'replayed' and changes nothing. */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<EventOutcome> {
  return catalogWrite(db, async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh.length) return 'replayed';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.expired':
        await settleSession(tx, event.data.object);
        break;
      case 'charge.refunded':
        await chargeRefunded(tx, event.data.object);
        break;
      default:
        // other events (Stripe sends what the endpoint subscribes to): stored, nothing to do
        break;
    }
    return 'handled';
  });
}
