// Card payments through Stripe Checkout, Stripe's hosted page: no card data ever reaches the
// shop (docs/operations.md#card-payments). The order reserves its stock and a payments row in
// its own transaction; the Checkout Session is made after it committed, for exactly the
// order's total in cents as the database holds it, under an Idempotency-Key derived from the
// order, so a retry never makes a second session. Only Stripe's signed webhooks (or the
// sweeper asking Stripe) mark an order paid: ./paymentEvents.ts.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { PAYMENT_METHOD_LABELS } from '../../lib/paymentMethods';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { HttpError } from '../http/httpError';
import { log } from '../log';
import { cardPaymentsOn, stripe, type Stripe } from './stripeClient';
import { sumCents } from '../../lib/money';
import type { OrderRecord } from '../orders/orderRecord';
import type { PaymentMethod, RefundOutcome, ReturnUrls, Tx } from './paymentMethod';

const payLog = log.child({ scope: 'payments' });

/** How long the shopper has to pay: Stripe's shortest Checkout Session, plus a minute so the
 *  session is never refused as too short when the call reaches Stripe a little later. */
export const CHECKOUT_EXPIRY_S = 30 * 60 + 60;
/** After the expiry, how long the sweeper leaves a late webhook to arrive before it asks Stripe. */
export const SWEEP_MARGIN_S = 5 * 60;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

async function paymentOf(db: Pick<Db, 'select'>, orderId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!row) throw new Error(`the card order ${orderId} has no payments row`);
  return row;
}

async function reserve(tx: Tx, order: OrderRecord): Promise<void> {
  const expiresAt = new Date(order.createdAt.getTime() + CHECKOUT_EXPIRY_S * 1000);
  await tx.insert(payments).values({
    id: randomUUID(),
    orderId: order.id,
    provider: 'stripe',
    amount: order.totalCents,
    currency: order.currency.toLowerCase(),
    expiresAt,
    checkAt: new Date(expiresAt.getTime() + SWEEP_MARGIN_S * 1000),
  });
}

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem;

const lineItem = (currency: string, name: string, unitAmount: number, quantity = 1): LineItem => ({
  quantity,
  price_data: { currency, unit_amount: unitAmount, product_data: { name } },
});

/**
 * The order's stored lines as Stripe's line items, which add up to exactly `amount` (the order's
 * total in cents): each item at its unit price, or, when a discount took part of a line, the
 * line for what is left of it; then shipping and the tax added per rate. Stripe takes no negative line, hence the
 * discount inside the lines. Should they ever not add up, the order is one line of its total.
 */
export function stripeLineItems(order: OrderRecord, currency: string, amount: number): LineItem[] {
  const items = order.items.map((item) => {
    const discount = item.discountCents;
    // the shopper sees which variant they pay for on the provider's page
    const name = item.variant ? `${item.name} (${item.variant})` : item.name;
    if (discount === 0) return lineItem(currency, name, item.unitPriceCents, item.quantity);
    return lineItem(currency, `${item.quantity} × ${name}`, item.lineTotalCents - discount);
  });
  const extras = [
    ...(order.shippingCents > 0
      ? [
          lineItem(
            currency,
            order.shippingMethod ? `Shipping (${order.shippingMethod.name})` : 'Shipping',
            order.shippingCents,
          ),
        ]
      : []),
    // tax added to the prices, a line per rate; tax inside the prices is in the lines already
    ...(order.taxIncluded
      ? []
      : order.taxLines.map((tax) => lineItem(currency, `${tax.name} (${tax.rate}%)`, tax.amountCents))),
  ];
  const lines = [...items, ...extras];
  const sum = sumCents(lines.map((line) => line.price_data!.unit_amount! * line.quantity!));
  return sum === amount ? lines : [lineItem(currency, `Order ${order.number}`, amount)];
}

async function checkout(db: Db, order: OrderRecord, urls: ReturnUrls): Promise<string> {
  const payment = await paymentOf(db, order.id);
  if (payment.paymentUrl) return payment.paymentUrl;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe().checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.id,
        customer_email: order.customer.email,
        line_items: stripeLineItems(order, payment.currency, payment.amount),
        metadata: { orderId: order.id, orderNumber: order.number },
        expires_at: Math.floor(payment.expiresAt.getTime() / 1000),
        success_url: urls.success,
        cancel_url: urls.cancel,
      },
      { idempotencyKey: `checkout-${order.id}` },
    );
  } catch (err) {
    payLog.warn({ order: order.number }, `Stripe did not open a Checkout Session: ${errorText(err)}`);
    throw new HttpError(
      502,
      'The card payment could not be started. Your order is reserved: please try again in a moment.',
    );
  }
  if (!session.url) throw new HttpError(502, 'Stripe answered without a payment page. Please try again.');
  // a concurrent retry got the same session (same key): whoever writes first, the row holds it once
  await db
    .update(payments)
    .set({ checkoutSessionId: session.id, paymentUrl: session.url })
    .where(and(eq(payments.id, payment.id), isNull(payments.checkoutSessionId)));
  return session.url;
}

/** Expires the order's Checkout Session, so a cancelled order cannot be paid any more. A failure
 *  is only logged: the session expires by itself, and money that still arrives is flagged
 *  (./paymentEvents.ts). */
async function release(db: Db, order: OrderRecord): Promise<void> {
  const payment = await paymentOf(db, order.id);
  if (!payment.checkoutSessionId || payment.status !== 'open') return;
  try {
    await stripe().checkout.sessions.expire(payment.checkoutSessionId, {}, { idempotencyKey: `expire-${order.id}` });
  } catch (err) {
    payLog.warn({ order: order.number }, `Stripe did not expire the cancelled order's session: ${errorText(err)}`);
  }
}

/** A failed refund: the order stays paid and the admin reads why. */
export class RefundFailed extends HttpError {
  constructor(reason: string) {
    super(502, `The refund failed: ${reason} The order stays paid.`);
  }
}

async function refund(db: Db, order: OrderRecord): Promise<RefundOutcome> {
  const payment = await paymentOf(db, order.id);
  if (!payment.paymentIntentId) throw new RefundFailed('Stripe has not told the shop which payment to refund.');
  let answer: Stripe.Refund;
  try {
    answer = await stripe().refunds.create(
      { payment_intent: payment.paymentIntentId, metadata: { orderId: order.id } },
      { idempotencyKey: `refund-${order.id}` },
    );
  } catch (err) {
    throw new RefundFailed(`${errorText(err).replace(/\.?$/, '.')}`);
  }
  if (answer.status === 'succeeded') return { state: 'refunded', refundId: answer.id };
  if (answer.status === 'pending' || answer.status === 'requires_action')
    return { state: 'pending', refundId: answer.id };
  throw new RefundFailed(`Stripe answered that the refund ${answer.status ?? 'failed'}.`);
}

export const cardPayment: PaymentMethod = {
  id: 'card',
  label: PAYMENT_METHOD_LABELS.card,
  initialStatus: 'awaiting_payment',
  offered: cardPaymentsOn,
  reserve,
  checkout,
  release,
  refund,
};
