// Reservations expire even without webhooks (docs/operations.md#card-payments): a card order
// still waiting once its Checkout Session has expired, plus a margin for a late webhook, is
// checked with Stripe: paid -> paid, not paid -> cancelled with its stock returned. Taking a
// payment moves its check_at a lease ahead in the same statement (FOR UPDATE SKIP LOCKED), as
// the mail delivery loop does, so one server checks it however many run; the move itself is
// conditional, so a webhook arriving meanwhile and the sweeper agree. Nothing here throws.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { describeForLog } from '../db/outage';
import { orders, payments } from '../db/schema';
import { onShutdown } from '../lifecycle';
import { log } from '../log';
import { cardPaymentsOn, stripe } from './stripeClient';
import { catalogWrite } from '../catalog/version';
import { applyMove } from '../orders/orderStatus';
import { settleSession } from './paymentEvents';

const sweepLog = log.child({ scope: 'payments' });

const POLL_MS = 10_000;
const BATCH = 10;
/** Longer than a Stripe call can take (the client's timeout and retries). */
const LEASE_S = 120;

type Claimed = { id: string; order_id: string; checkout_session_id: string | null };

async function claim(db: Db): Promise<Claimed[]> {
  const result = await db.execute<Claimed>(sql`
    update payments set check_at = now() + ${`${LEASE_S} seconds`}::interval
    where id in (
      select id from payments
      where status = 'open' and check_at <= now()
      order by check_at
      limit ${BATCH}
      for update skip locked)
    returning id, order_id, checkout_session_id`);
  return result.rows;
}

/** A reservation whose session was never opened (Stripe unreachable at checkout): nothing can be paid. */
async function lapse(db: Db, row: Claimed): Promise<void> {
  await catalogWrite(db, async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, row.id)).for('update');
    if (payment?.status !== 'open') return null;
    await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(eq(payments.id, row.id));
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, row.order_id), eq(orders.status, 'awaiting_payment')))
      .for('update');
    // the shop's own move: nobody paid within the reservation
    return order ? applyMove(tx, order, 'cancelled', { actor: null }) : null;
  });
}

async function check(db: Db, row: Claimed): Promise<void> {
  if (!row.checkout_session_id) return lapse(db, row);
  const session = await stripe().checkout.sessions.retrieve(row.checkout_session_id);
  const moved = await catalogWrite(db, (tx) => settleSession(tx, session));
  if (!moved && session.status === 'open')
    sweepLog.warn({ session: session.id }, 'Stripe still shows an expired reservation open: checked again later');
}

async function pass(db: Db): Promise<void> {
  for (;;) {
    const rows = await claim(db);
    if (!rows.length) return;
    for (const row of rows) {
      await check(db, row).catch((err: unknown) =>
        sweepLog.warn(
          `A card reservation could not be checked with Stripe (${describeForLog(err)}); tried again later.`,
        ),
      );
    }
  }
}

/** Starts this process's sweeper when card payments are on (the production host and `astro dev`). */
export function startReservationSweeper(openDb: () => Promise<Db>): void {
  if (!cardPaymentsOn()) return;
  let stopped = false;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = openDb()
      .then(pass)
      .catch((err: unknown) => sweepLog.warn(`The card reservations could not be read: ${describeForLog(err)}`))
      .finally(() => (running = null));
  }, POLL_MS);
  timer.unref();
  onShutdown('reservation sweeper', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
}
