// Status moves per payment method on the service, with orders written as they may be stored: a
// card order's moves (its payment states are Stripe's, tests/api/payments.test.ts), and a
// pay-on-delivery order marked paid before deliberate change 27, which may still ship; and what
// the sales figures count as paid for each. Pay on delivery over HTTP: tests/api/orders.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { orders } from '../../src/server/db/schema';
import { HttpError } from '../../src/server/http/httpError';
import { setOrderStatus } from '../../src/server/orders/orderStatus';
import { orderStats } from '../../src/server/orders/salesFigures';
import { ORDER_STATUS_MOVES, type OrderStatus } from '../../src/lib/orderStatuses';
import type { PaymentMethod } from '../../src/lib/paymentMethods';
import { memoryDb } from '../helpers/memoryDb';

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await memoryDb());
}, 60_000);
afterAll(async () => {
  await close();
});

const ADDRESS = {
  name: 'Ann',
  phone: '+1 555 0001',
  line1: '1 Main St',
  line2: '',
  city: 'Leeds',
  postalCode: '',
  country: 'GB',
};

/** An order row as stored, without lines (nothing to restock). */
async function storedOrder(paymentMethod: PaymentMethod, status: OrderStatus, totalCents = 1000): Promise<string> {
  const id = randomUUID();
  await db.insert(orders).values({
    id,
    status,
    customerName: 'Ann',
    customerEmail: `ann-${id}@shop.test`,
    subtotalCents: totalCents,
    shippingCents: 0,
    totalCents,
    shippingAddress: ADDRESS,
    paymentMethod,
  });
  return id;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: HttpError) => ({ status: err.status, message: err.message }),
  );

describe('status moves per payment method', () => {
  it('a card order: paid -> shipped -> delivered; it never ships unpaid and a shipped one cannot be cancelled', async () => {
    const waiting = await storedOrder('card', 'awaiting_payment');
    expect(await refusal(setOrderStatus(db, waiting, 'paid'))).toMatchObject({ status: 409 });
    expect(await refusal(setOrderStatus(db, waiting, 'shipped'))).toMatchObject({ status: 409 });

    const id = await storedOrder('card', 'paid');
    expect((await setOrderStatus(db, id, 'shipped')).status).toBe('shipped');
    expect(await refusal(setOrderStatus(db, id, 'cancelled'))).toMatchObject({
      status: 409,
      message: 'An order that is shipped cannot become cancelled.',
    });
    expect((await setOrderStatus(db, id, 'delivered')).status).toBe('delivered');
  });

  it('a pay-on-delivery order marked paid before change 27 still ships and is delivered', async () => {
    const id = await storedOrder('cod', 'paid');
    expect((await setOrderStatus(db, id, 'shipped')).status).toBe('shipped');
    expect((await setOrderStatus(db, id, 'delivered')).status).toBe('delivered');
  });

  it('the admin control is offered exactly what the server allows', () => {
    expect(ORDER_STATUS_MOVES.cod.pending).toEqual(['shipped', 'cancelled']);
    expect(ORDER_STATUS_MOVES.cod.shipped).toEqual(['delivered', 'cancelled']);
    expect(ORDER_STATUS_MOVES.card.awaiting_payment).toEqual(['cancelled']);
    expect(ORDER_STATUS_MOVES.card.paid).toEqual(['shipped', 'cancelled']);
    expect(ORDER_STATUS_MOVES.card.shipped).toEqual(['delivered']);
    for (const method of ['cod', 'card'] as const) expect(ORDER_STATUS_MOVES[method].delivered).toEqual([]);
  });
});

describe('sales figures', () => {
  it('revenue counts card orders from paid on and pay-on-delivery orders once delivered; the rest that stand is not paid yet', async () => {
    // invoices keep their orders: they go first
    await db.execute(sql`delete from invoices`);
    await db.execute(sql`delete from orders`);
    const cents: [PaymentMethod, OrderStatus, number][] = [
      ['card', 'awaiting_payment', 1],
      ['card', 'paid', 10],
      ['card', 'shipped', 100],
      ['card', 'delivered', 1_000],
      ['card', 'refunded', 2],
      ['cod', 'pending', 10_000],
      ['cod', 'shipped', 100_000],
      ['cod', 'delivered', 1_000_000],
      ['cod', 'paid', 10_000_000],
      ['cod', 'cancelled', 3],
    ];
    for (const [method, status, total] of cents) await storedOrder(method, status, total);
    const stats = await orderStats(db);
    expect(stats.revenue).toBe(110_011.1); // 11,001,110 cents
    expect(stats.paidOrders).toBe(5);
    expect(stats.unpaid).toEqual({ orders: 2, total: 1_100 });
    expect(stats.orders).toBe(10);
    expect(stats.counts).toMatchObject({ paid: 2, shipped: 2, delivered: 2, pending: 1, awaiting_payment: 1 });
    const today = stats.days[stats.days.length - 1];
    expect(today.orders).toBe(7);
    expect(today.revenue).toBe(stats.revenue);
  });
});
