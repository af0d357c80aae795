// Shipments on the service, on PGlite and (api-pg) PostgreSQL: which units may ship and from which
// statuses, the moves they bring (shipped with the last unit, delivered with the last parcel) and
// their mail (one per parcel, never both it and the status mail), tracking links from the carriers'
// templates, two parcels of the same lines at once, and the order's timeline. Over HTTP (shapes,
// auth, the 400s of the bodies): tests/api/shipments.http.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../src/lib/orderStatuses';
import type { PaymentMethod } from '../../src/lib/paymentMethods';
import type { UserRow } from '../../src/server/accounts/auth';
import type { Db } from '../../src/server/db/client';
import { orderItems, orders, outbox, shopSettings } from '../../src/server/db/schema';
import { HttpError } from '../../src/server/http/httpError';
import { outboxRow } from '../../src/server/mail/outbox';
import { listOrderEvents, addNote } from '../../src/server/orders/orderEvents';
import { orderMail } from '../../src/server/orders/orderMail';
import { withItems } from '../../src/server/orders/orderRecord';
import { cancelOwnOrder, setOrderStatus } from '../../src/server/orders/orderStatus';
import { orderToApi } from '../../src/server/orders/orderView';
import { createShipment, updateShipment } from '../../src/server/orders/shipments';
import { SETTINGS_ROW_ID } from '../../src/server/settings/shopSettings';
import { memoryDb } from '../helpers/memoryDb';

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await memoryDb());
}, 60_000);
afterAll(async () => {
  await close();
});

const admin = { id: 'admin-1', email: 'staff@shop.test', role: 'admin' } as UserRow;
const customer = (userId: string) => ({ id: userId, email: 'ann@shop.test', role: 'customer' }) as UserRow;

const ADDRESS = {
  name: 'Ann',
  phone: '+1 555 0001',
  line1: '1 Main St',
  line2: '',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
};

/** An order as stored, with lines of these quantities (no products: nothing is restocked here). */
async function storedOrder(
  status: OrderStatus,
  quantities: number[] = [2, 1],
  paymentMethod: PaymentMethod = status === 'pending' ? 'cod' : 'card',
) {
  const id = randomUUID();
  await db.insert(orders).values({
    id,
    status,
    customerName: 'Ann',
    customerEmail: `ann-${id}@shop.test`,
    subtotalCents: 3000,
    shippingCents: 0,
    totalCents: 3000,
    shippingAddress: ADDRESS,
    paymentMethod,
  });
  await db.insert(orderItems).values(
    quantities.map((quantity, position) => ({
      orderId: id,
      position,
      productId: `p-${position}`,
      sku: `SKU-${position}`,
      variant: position === 0 ? '256 GB / Blue' : '',
      name: position === 0 ? 'Phone' : 'Case',
      unitPriceCents: 1000,
      quantity,
      lineTotalCents: 1000 * quantity,
    })),
  );
  return { id, line: (position: number) => `${id}:${position}` };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: HttpError) => ({ status: err.status, message: err.message }),
  );

const mailsOf = async (id: string) => {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.to, row.customerEmail))
    .orderBy(asc(outbox.createdAt), asc(outbox.subject));
};

const apiOrder = async (id: string) => {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return orderToApi((await withItems(db, [row]))[0], 'https://shop.test');
};

describe('shipping an order', () => {
  it('ships part, then the rest: partial, then fulfilled and shipped, with one mail per parcel', async () => {
    const { id, line } = await storedOrder('paid');
    const first = await createShipment(db, admin, id, {
      items: [{ orderItemId: line(0), quantity: 1 }],
      carrier: 'ups',
      trackingNumber: '1Z 999/AA',
    });
    expect(first.order.status).toBe('paid');
    expect(first.shipment).toMatchObject({
      carrier: 'ups',
      trackingNumber: '1Z 999/AA',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z%20999%2FAA',
      items: [{ position: 0, quantity: 1 }],
      deliveredAt: null,
    });
    let order = await apiOrder(id);
    expect(order.fulfillment).toBe('partial');
    expect(order.items.map((item) => item._id)).toEqual([line(0), line(1)]);
    expect(order.shipments[0].items).toEqual([
      { orderItemId: line(0), sku: 'SKU-0', name: 'Phone', variant: '256 GB / Blue', quantity: 1 },
    ]);

    const second = await createShipment(db, admin, id, { carrier: 'dhl', trackingNumber: 'JD0001' });
    expect(second.order.status).toBe('shipped');
    expect(second.shipment.items).toEqual([
      { position: 0, quantity: 1 },
      { position: 1, quantity: 1 },
    ]);
    order = await apiOrder(id);
    expect(order.fulfillment).toBe('fulfilled');
    expect(order.shipments).toHaveLength(2);

    const mails = await mailsOf(id);
    // one mail per parcel, and no "has shipped" status mail beside the last one
    expect(mails.map((m) => m.kind)).toEqual(['order-shipment', 'order-shipment']);
    const [partMail, lastMail] = mails.sort(
      (a, b) => (a.subject.includes('last') ? 1 : 0) - (b.subject.includes('last') ? 1 : 0),
    );
    expect(partMail.subject).toMatch(/a parcel of order EL-\d+ has shipped$/);
    expect(partMail.text).toContain('Carrier: UPS');
    expect(partMail.text).toContain('Tracking number: 1Z 999/AA');
    expect(partMail.text).toContain('Track your parcel: https://www.ups.com/track?tracknum=1Z%20999%2FAA');
    expect(partMail.text).toMatch(/In this parcel:\n- 1 x Phone\n {2}256 GB \/ Blue · SKU SKU-0/);
    expect(partMail.text).toMatch(/Still to come:\n- 1 x Phone\n.*\n- 1 x Case/);
    expect(partMail.html).toContain('Track your parcel');
    expect(lastMail.subject).toMatch(/the last parcel of order EL-\d+ has shipped$/);
    expect(lastMail.text).toContain('everything you ordered has shipped');
    expect(lastMail.text).not.toContain('Still to come');
  });

  it('refuses more than is left, lines of other orders and a line named twice, naming the entry (400)', async () => {
    const { id, line } = await storedOrder('paid');
    const other = await storedOrder('paid');
    expect(
      await refusal(createShipment(db, admin, id, { items: [{ orderItemId: line(1), quantity: 2 }], carrier: 'ups' })),
    ).toEqual({ status: 400, message: 'items.0.quantity: only 1 of 1 Case are left to ship.' });
    expect(
      await refusal(
        createShipment(db, admin, id, { items: [{ orderItemId: other.line(0), quantity: 1 }], carrier: 'ups' }),
      ),
    ).toMatchObject({ status: 400, message: expect.stringMatching(/^items\.0\.orderItemId: /) });
    expect(
      await refusal(
        createShipment(db, admin, id, {
          items: [
            { orderItemId: line(0), quantity: 1 },
            { orderItemId: line(0), quantity: 1 },
          ],
          carrier: 'ups',
        }),
      ),
    ).toMatchObject({ status: 400, message: expect.stringMatching(/^items\.1\.orderItemId: /) });
    await createShipment(db, admin, id, { items: [{ orderItemId: line(1), quantity: 1 }], carrier: 'ups' });
    expect(
      await refusal(createShipment(db, admin, id, { items: [{ orderItemId: line(1), quantity: 1 }], carrier: 'ups' })),
    ).toEqual({ status: 400, message: 'items.0.quantity: all of 1 Case have shipped already.' });
    // nothing was written by the refusals
    expect((await apiOrder(id)).shipments).toHaveLength(1);
  });

  it('refuses unpaid card orders, cancelled and refunded ones, and orders with nothing left (409)', async () => {
    for (const [status, message] of [
      ['awaiting_payment', /waiting for its card payment/],
      ['cancelled', /was cancelled/],
      ['refunded', /was refunded/],
      ['shipped', /nothing left to ship/],
      ['delivered', /nothing left to ship/],
    ] as const) {
      const { id } = await storedOrder(status);
      expect(await refusal(createShipment(db, admin, id, { carrier: 'ups' }))).toMatchObject({
        status: 409,
        message: expect.stringMatching(message),
      });
    }
    expect(await refusal(createShipment(db, admin, randomUUID(), { carrier: 'ups' }))).toMatchObject({ status: 404 });
  });

  it('a pending pay-on-delivery order ships; its customer can no longer cancel it once part has shipped', async () => {
    const userId = randomUUID();
    const { id, line } = await storedOrder('pending');
    await db.update(orders).set({ userId: null }).where(eq(orders.id, id));
    await db.execute(
      sql`insert into users (id, name, email, password_hash) values (${userId}, 'Ann', ${`${userId}@shop.test`}, 'x')`,
    );
    await db.update(orders).set({ userId }).where(eq(orders.id, id));
    await createShipment(db, admin, id, { items: [{ orderItemId: line(0), quantity: 2 }], carrier: 'royal-mail' });
    expect(await refusal(cancelOwnOrder(db, customer(userId), id))).toMatchObject({ status: 409 });
    expect((await apiOrder(id)).status).toBe('pending');
  });

  it('makes the link of `other` from the shop setting, and none without it', async () => {
    const { id, line } = await storedOrder('paid');
    const none = await createShipment(db, admin, id, {
      items: [{ orderItemId: line(0), quantity: 1 }],
      carrier: 'other',
      trackingNumber: 'AB 1',
    });
    expect(none.shipment.trackingUrl).toBeNull();
    await db
      .insert(shopSettings)
      .values({ id: SETTINGS_ROW_ID, otherCarrierTrackingUrl: 'https://track.example/{tracking}?x=1' })
      .onConflictDoUpdate({
        target: shopSettings.id,
        set: { otherCarrierTrackingUrl: 'https://track.example/{tracking}?x=1' },
      });
    const made = await createShipment(db, admin, id, {
      items: [{ orderItemId: line(0), quantity: 1 }],
      carrier: 'other',
      trackingNumber: 'AB 2',
    });
    expect(made.shipment.trackingUrl).toBe('https://track.example/AB%202?x=1');
    const given = await createShipment(db, admin, id, {
      carrier: 'gls',
      trackingNumber: 'G1',
      trackingUrl: 'https://gls.example/mine',
    });
    expect(given.shipment.trackingUrl).toBe('https://gls.example/mine');
    await db.update(shopSettings).set({ otherCarrierTrackingUrl: '' }).where(eq(shopSettings.id, SETTINGS_ROW_ID));
  });

  it('two parcels of the same units at once: one ships, the other is refused, and no unit ships twice', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, line } = await storedOrder('paid', [2, 1]);
      const body = { items: [{ orderItemId: line(0), quantity: 2 }], carrier: 'ups' as const };
      const results = await Promise.allSettled([
        createShipment(db, admin, id, body),
        createShipment(db, admin, id, body),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [refused] = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused.reason).toBeInstanceOf(HttpError);
      expect((refused.reason as HttpError).message).toMatch(/^items\.0\.quantity: all of 2 Phone/);
      const order = await apiOrder(id);
      expect(order.shipments).toHaveLength(1);
      expect(order.status).toBe('paid');
    }
  });
});

describe('PATCH {status}: shipped and delivered', () => {
  it('shipped records one parcel of everything left, carrier other without tracking, with its one mail', async () => {
    const { id, line } = await storedOrder('paid');
    await createShipment(db, admin, id, { items: [{ orderItemId: line(0), quantity: 1 }], carrier: 'fedex' });
    const shipped = await setOrderStatus(db, id, 'shipped', admin);
    expect(shipped.status).toBe('shipped');
    expect(shipped.shipments).toHaveLength(2);
    expect(shipped.shipments[1]).toMatchObject({
      carrier: 'other',
      trackingNumber: null,
      trackingUrl: null,
      items: [
        { position: 0, quantity: 1 },
        { position: 1, quantity: 1 },
      ],
    });
    const mails = await mailsOf(id);
    expect(mails.map((m) => m.kind)).toEqual(['order-shipment', 'order-shipment']);
    const last = mails.find((m) => m.subject.includes('last'))!;
    expect(last.text).not.toContain('Carrier:');
    expect(last.text).not.toContain('Track your parcel');
  });

  it('shipped in one go words its only parcel as the order having shipped', async () => {
    const { id } = await storedOrder('pending');
    await setOrderStatus(db, id, 'shipped', admin);
    const [mail] = await mailsOf(id);
    expect(mail.subject).toMatch(/: order EL-\d+ has shipped$/);
    expect(mail.text).toContain('You pay the courier when it is delivered.');
  });

  it('delivered delivers every parcel; a pay-on-delivery order is paid and invoiced', async () => {
    const { id } = await storedOrder('pending');
    await setOrderStatus(db, id, 'shipped', admin);
    const delivered = await setOrderStatus(db, id, 'delivered', admin);
    expect(delivered.invoiceNumber).toMatch(/^INV-/);
    expect(delivered.shipments.every((s) => s.deliveredAt)).toBe(true);
  });
});

describe('PATCH a shipment', () => {
  it('sets tracking later, then delivers each parcel; the last delivery delivers the order (and pays it on delivery)', async () => {
    const { id, line } = await storedOrder('pending');
    const a = await createShipment(db, admin, id, { items: [{ orderItemId: line(0), quantity: 2 }], carrier: 'other' });
    const retracked = await updateShipment(db, admin, id, a.shipment.id, {
      carrier: 'postnl',
      trackingNumber: '3S ABC',
    });
    expect(retracked.shipment).toMatchObject({
      carrier: 'postnl',
      trackingNumber: '3S ABC',
      trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3S%20ABC',
    });
    const early = await updateShipment(db, admin, id, a.shipment.id, { delivered: true });
    // delivered, but the order has not all shipped: it stays as it is
    expect(early.shipment.deliveredAt).toBeInstanceOf(Date);
    expect(early.order.status).toBe('pending');
    const b = await createShipment(db, admin, id, { carrier: 'dpd' });
    expect(b.order.status).toBe('shipped');
    const done = await updateShipment(db, admin, id, b.shipment.id, { delivered: true });
    expect(done.order.status).toBe('delivered');
    expect(done.order.invoiceNumber).toMatch(/^INV-/);
    // again: nothing more happens
    const again = await updateShipment(db, admin, id, b.shipment.id, { delivered: true });
    expect(again.order.status).toBe('delivered');
    expect(await refusal(updateShipment(db, admin, id, randomUUID(), { delivered: true }))).toMatchObject({
      status: 404,
    });
  });

  it('a cancelled order’s parcel is not delivered (409)', async () => {
    const { id, line } = await storedOrder('pending');
    const a = await createShipment(db, admin, id, { items: [{ orderItemId: line(0), quantity: 1 }], carrier: 'ups' });
    await setOrderStatus(db, id, 'cancelled', admin);
    expect(await refusal(updateShipment(db, admin, id, a.shipment.id, { delivered: true }))).toMatchObject({
      status: 409,
    });
  });
});

describe('the order timeline', () => {
  it('tells the placement, its mail, each move with who made it, parcels, deliveries, mails, the invoice and notes, newest first', async () => {
    const { id } = await storedOrder('pending');
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    // the confirmation mail as the checkout writes it, beside the order (src/server/checkout/placeOrder.ts)
    await db.insert(outbox).values(outboxRow(orderMail('order-confirmation', (await withItems(db, [row]))[0])));
    const shipment = await createShipment(db, admin, id, { carrier: 'usps', trackingNumber: '9400' });
    await updateShipment(db, admin, id, shipment.shipment.id, { delivered: true });
    const note = await addNote(db, admin, id, 'Customer asked to leave it with the neighbour.');
    expect(note).toMatchObject({ type: 'note', actor: 'staff@shop.test' });

    const events = await listOrderEvents(db, id);
    expect(events.map((e) => e.type)).toEqual([
      'note',
      'mail',
      'invoice',
      'paid',
      'status',
      'delivered',
      'mail',
      'status',
      'shipment',
      'mail',
      'placed',
    ]);
    const byType = (type: string) => events.filter((e) => e.type === type);
    expect(byType('status').map((e) => e.data)).toEqual([
      { from: 'shipped', to: 'delivered' },
      { from: 'pending', to: 'shipped' },
    ]);
    expect(byType('status').every((e) => e.actor === 'staff@shop.test')).toBe(true);
    expect(byType('placed')[0]).toMatchObject({
      actor: 'customer',
      message: expect.stringMatching(/^Order EL-\d+ placed/),
    });
    expect(byType('mail').at(-1)!.message).toMatch(/^Mail sent: Your .* order EL-\d+$/);
    expect(byType('mail')[1].message).toMatch(/has shipped$/);
    expect(byType('invoice')[0].message).toMatch(/^Invoice INV-\d{4}-\d{6} issued$/);
    expect(byType('shipment')[0].data).toMatchObject({ carrier: 'usps', trackingNumber: '9400' });
    for (const event of events) expect(Date.parse(event.at)).not.toBeNaN();
    expect(events.map((e) => Date.parse(e.at)).every((at, i, all) => i === 0 || all[i - 1] >= at)).toBe(true);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect(await refusal(listOrderEvents(db, randomUUID()))).toMatchObject({ status: 404 });
    expect(await refusal(addNote(db, admin, randomUUID(), 'x'))).toMatchObject({ status: 404 });
  });

  it('records Stripe as who paid a card order', async () => {
    const { id } = await storedOrder('awaiting_payment');
    const { applyMove } = await import('../../src/server/orders/orderStatus');
    const { STRIPE_ACTOR } = await import('../../src/lib/orderEvents');
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id)));
      await applyMove(tx, row, 'paid', { actor: STRIPE_ACTOR });
    });
    const paid = (await listOrderEvents(db, id)).find((e) => e.type === 'paid')!;
    expect(paid).toMatchObject({ actor: 'Stripe', message: 'Paid: Stripe confirmed the card payment of $30.00' });
  });
});
