// Card payments through Stripe Checkout on the real built server, against a local stand-in for
// Stripe's API (tests/helpers/stripeStandIn.ts): a card order reserves its stock and opens one
// Checkout Session for exactly its total; only a signed webhook (or the sweeper asking Stripe)
// marks it paid; expiry returns the stock once; the admin's cancel refunds. On PostgreSQL also
// with two servers on one database, as behind a load balancer.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '../../src/lib/types';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripeStandIn';
import { startServer, usesPostgres, type SignedUp, type TestServer, plainProducts } from './harness';

let stripe: StripeStandIn;
let server: TestServer;
let admin: string;
let alice: SignedUp;
let catalogue: Product[];
let nextProduct = 0;

const ADDRESS = { name: 'Alice Buyer', phone: '+1 555 0101', line1: '1 Main St', city: 'Springfield', country: 'US' };
const WEBHOOK = '/api/payments/stripe/webhook';

const stripeEnv = () => stripe.env;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  server = await startServer(stripeEnv());
  stripe.webhookUrl = server.url + WEBHOOK;
  admin = await server.adminToken();
  alice = await server.signupUser({ name: 'Alice Buyer' });
  catalogue = plainProducts((await server.api('/api/products?limit=100')).body.products);
});
afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

async function productWithStock(stock: number, on = server): Promise<Product> {
  const product = catalogue.filter((p) => p.isActive)[nextProduct++];
  const form = new FormData();
  form.set('stock', String(stock));
  const res = await on.api(`/api/products/${product._id}`, { method: 'PUT', token: admin, body: form });
  expect(res.status).toBe(200);
  return res.body.product;
}

const stockOf = async (id: string, on = server): Promise<number> =>
  (await on.api(`/api/products/${id}`, { token: admin })).body.product.stock;

const orderOf = async (id: string, on = server): Promise<Order> =>
  (await on.api(`/api/orders/${id}`, { token: admin })).body.order;

function placeCard(product: Product, quantity = 1, key = randomUUID(), on = server) {
  return on.api('/api/orders', {
    method: 'POST',
    token: alice.token,
    headers: { 'Idempotency-Key': key },
    json: { items: [{ productId: product._id, quantity }], shippingAddress: ADDRESS, paymentMethod: 'card' },
  });
}

async function cardOrder(quantity = 1, stock = 10) {
  const product = await productWithStock(stock);
  const res = await placeCard(product, quantity);
  expect(res.status, res.text).toBe(201);
  const order: Order = res.body.order;
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order._id)!;
  return { product, order, session, paymentUrl: res.body.paymentUrl as string };
}

function postEvent(payload: string, signature: string | null, on = server) {
  return on.api(WEBHOOK, {
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json', ...(signature === null ? {} : { 'Stripe-Signature': signature }) },
  });
}

const deliver = (type: string, object: object, on = server) => {
  const { payload, signature } = stripe.event(type, object);
  return postEvent(payload, signature, on);
};

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('paying by card', () => {
  it('offers the card beside pay on delivery when Stripe is set up', async () => {
    const res = await server.api('/api/payments/methods');
    expect(res.body.methods).toEqual(['cod', 'card']);
  });

  it("sends Stripe the order's stored lines, which add up to the order's total to the cent", async () => {
    const [first, second] = [await productWithStock(10), await productWithStock(10)];
    const res = await server.api('/api/orders', {
      method: 'POST',
      token: alice.token,
      headers: { 'Idempotency-Key': randomUUID() },
      json: {
        items: [
          { productId: first._id, quantity: 3 },
          { productId: second._id, quantity: 1 },
        ],
        shippingAddress: ADDRESS,
        paymentMethod: 'card',
      },
    });
    expect(res.status, res.text).toBe(201);
    const order: Order = res.body.order;
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order._id)!;
    expect(session.line_items).toEqual(
      order.items.map((item) => ({
        name: item.name,
        unit_amount: Math.round(item.price * 100),
        quantity: item.quantity,
      })),
    );
    expect(session.amount_total).toBe(order.payment!.amount);
    expect(session.amount_total).toBe(Math.round(order.total * 100));
  });

  it('reserves the stock and opens one Checkout Session for exactly the total, also when retried', async () => {
    const product = await productWithStock(5);
    const key = randomUUID();
    const res = await placeCard(product, 2, key);
    expect(res.status, res.text).toBe(201);
    const order: Order = res.body.order;
    expect(order.status).toBe('awaiting_payment');
    expect(order.paymentMethod).toBe('card');
    expect(order.payment).toMatchObject({ provider: 'stripe', status: 'open', currency: 'usd' });
    expect(order.payment!.amount).toBe(Math.round(order.total * 100));
    expect(await stockOf(product._id)).toBe(3);

    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order._id)!;
    expect(res.body.paymentUrl).toBe(session.url);
    expect(session.amount_total).toBe(Math.round(order.total * 100));
    expect(session.currency).toBe('usd');
    const minutes = (session.expires_at - Date.parse(order.createdAt) / 1000) / 60;
    expect(minutes).toBeGreaterThanOrEqual(30);
    expect(minutes).toBeLessThanOrEqual(32);
    expect(session.success_url).toContain(`/dashboard/orders?id=${order._id}`);
    const created = stripe.calls.filter((c) => c.path === '/v1/checkout/sessions');
    expect(created.at(-1)!.idempotencyKey).toBe(`checkout-${order._id}`);

    const sessionsBefore = stripe.sessions.size;
    const again = await placeCard(product, 2, key);
    expect(again.status).toBe(200);
    expect(again.body.paymentUrl).toBe(session.url);
    expect(stripe.sessions.size).toBe(sessionsBefore);
    expect(await stockOf(product._id)).toBe(3);
  });

  it('answers 502 with the order reserved while Stripe cannot be reached; the same key then opens the page', async () => {
    const product = await productWithStock(5);
    const key = randomUUID();
    stripe.unreachable = true;
    let res: Awaited<ReturnType<typeof placeCard>>;
    try {
      res = await placeCard(product, 1, key);
    } finally {
      stripe.unreachable = false;
    }
    expect(res.status, res.text).toBe(502);
    expect(res.body.message).toMatch(/could not be started.*reserved/);
    expect(await stockOf(product._id)).toBe(4);
    const again = await placeCard(product, 1, key);
    expect(again.status, again.text).toBe(200);
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === again.body.order._id)!;
    expect(again.body.paymentUrl).toBe(session.url);
    expect(await stockOf(product._id)).toBe(4);
  });

  it('marks the order paid on a signed checkout.session.completed, once, however often it comes', async () => {
    const { order, session } = await cardOrder();
    const before = (await server.api('/api/orders/stats', { token: admin })).body.revenue;
    const paid = stripe.pay(session.id);
    const event = stripe.event('checkout.session.completed', paid);
    const first = await postEvent(event.payload, event.signature);
    expect(first.status, first.text).toBe(200);
    expect(first.body.outcome).toBe('handled');
    const replay = await postEvent(event.payload, event.signature);
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe('replayed');
    // the same news under a new event id changes nothing either
    expect((await deliver('checkout.session.completed', paid)).status).toBe(200);

    const now = await orderOf(order._id);
    expect(now.status).toBe('paid');
    expect(now.payment).toMatchObject({
      status: 'paid',
      checkoutSessionId: session.id,
      paymentIntentId: paid.payment_intent,
    });
    const after = (await server.api('/api/orders/stats', { token: admin })).body.revenue;
    expect(Math.round((after - before) * 100)).toBe(Math.round(order.total * 100));
    const mails = (await server.api('/api/admin/outbox?limit=100', { token: admin })).body.mails;
    expect(mails.filter((m: { subject: string }) => m.subject.includes(`${order.number} is paid`))).toHaveLength(1);
  });

  it('refuses forged, stale, unsigned and altered webhooks, changing nothing', async () => {
    const { order, session } = await cardOrder();
    const paid = { ...stripe.pay(session.id) };
    const forged = stripe.event('checkout.session.completed', paid, { secret: 'whsec_not_the_shops' });
    const stale = stripe.event('checkout.session.completed', paid, { timestamp: Math.floor(Date.now() / 1000) - 360 });
    const good = stripe.event('checkout.session.completed', paid);
    for (const [payload, signature] of [
      [forged.payload, forged.signature],
      [stale.payload, stale.signature],
      [good.payload, null],
      [good.payload.replace(`"${order._id}"`, '"someone-else"'), good.signature],
      [good.payload, 't=1,v1=deadbeef'],
    ] as const) {
      const res = await postEvent(payload, signature);
      expect(res.status, res.text).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await orderOf(order._id)).status).toBe('awaiting_payment');
    // the refused events were not stored: the genuine one still counts
    expect((await postEvent(good.payload, good.signature)).body.outcome).toBe('handled');
    expect((await orderOf(order._id)).status).toBe('paid');
  });

  it('flags a payment of the wrong amount for the admin and does not mark the order paid', async () => {
    const { order, session } = await cardOrder();
    const paid = { ...stripe.pay(session.id), amount_total: 1 };
    expect((await deliver('checkout.session.completed', paid)).status).toBe(200);
    const now = await orderOf(order._id);
    expect(now.status).toBe('awaiting_payment');
    expect(now.payment!.status).toBe('mismatch');
    expect(now.payment!.issue).toMatch(/1 usd/);
  });

  it('cancels an expired order and returns its stock exactly once', async () => {
    const { product, order, session } = await cardOrder(2, 4);
    expect(await stockOf(product._id)).toBe(2);
    const expired = stripe.expire(session.id);
    expect((await deliver('checkout.session.expired', expired)).status).toBe(200);
    expect((await deliver('checkout.session.expired', expired)).status).toBe(200);
    expect((await orderOf(order._id)).status).toBe('cancelled');
    expect(await stockOf(product._id)).toBe(4);
    // a late "paid" for a cancelled order is flagged, not obeyed
    expect((await deliver('checkout.session.completed', stripe.pay(session.id))).status).toBe(200);
    expect((await orderOf(order._id)).status).toBe('cancelled');
    expect(await stockOf(product._id)).toBe(4);
  });

  it('a card order holds its promotion use while it awaits payment, and gives it back when it expires', async () => {
    const product = await productWithStock(5);
    const code = `CARD${randomUUID().slice(0, 6).toUpperCase()}`;
    const made = await server.api('/api/promotions', {
      method: 'POST',
      token: admin,
      json: { name: 'Once by card', code, type: 'fixed', value: 1, usageLimit: 1, combinable: true },
    });
    expect(made.status, made.text).toBe(201);
    const usesOf = async () =>
      (await server.api(`/api/promotions/${made.body.promotion._id}`, { token: admin })).body.promotion.uses;
    const order = (couponCode: string) =>
      server.api('/api/orders', {
        method: 'POST',
        token: alice.token,
        headers: { 'Idempotency-Key': randomUUID() },
        json: {
          items: [{ productId: product._id, quantity: 1 }],
          shippingAddress: ADDRESS,
          paymentMethod: 'card',
          couponCode,
        },
      });
    const first = await order(code);
    expect(first.status, first.text).toBe(201);
    expect(first.body.order.discount).toBe(1);
    // the session asks for the discounted total
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === first.body.order._id)!;
    expect(session.amount_total).toBe(Math.round(first.body.order.total * 100));
    expect(await usesOf()).toBe(1);
    expect((await order(code)).status).toBe(409);
    expect((await deliver('checkout.session.expired', stripe.expire(session.id))).status).toBe(200);
    expect(await usesOf()).toBe(0);
    expect((await order(code)).status).toBe(201);
  });

  it('reserves exactly the last 3 units among 20 parallel card orders', async () => {
    const product = await productWithStock(3);
    const results = await Promise.all(Array.from({ length: 20 }, () => placeCard(product)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(17);
    expect(await stockOf(product._id)).toBe(0);
    const ids = new Set(results.filter((r) => r.status === 201).map((r) => r.body.order._id));
    expect([...stripe.sessions.values()].filter((s) => ids.has(s.client_reference_id))).toHaveLength(3);
  });

  it('lets the customer cancel only while the order waits for payment', async () => {
    const waiting = await cardOrder();
    const cancel = (id: string) => server.api(`/api/orders/${id}/cancel`, { method: 'POST', token: alice.token });
    expect((await cancel(waiting.order._id)).status).toBe(200);
    expect(await stockOf(waiting.product._id)).toBe(10);
    // Stripe's page stops taking the money of a cancelled order
    expect(stripe.sessions.get(waiting.session.id)!.status).toBe('expired');
    expect(stripe.calls.at(-1)).toMatchObject({
      path: `/v1/checkout/sessions/${waiting.session.id}/expire`,
      idempotencyKey: `expire-${waiting.order._id}`,
    });

    const paidOne = await cardOrder();
    await deliver('checkout.session.completed', stripe.pay(paidOne.session.id));
    expect((await cancel(paidOne.order._id)).status).toBe(409);
    // the admin may not mark an unpaid card order paid: only Stripe's word does
    const other = await cardOrder();
    const patched = await server.api(`/api/orders/${other.order._id}`, {
      method: 'PATCH',
      token: admin,
      json: { status: 'paid' },
    });
    expect(patched.status).toBe(409);
  });
});

describe('refunds', () => {
  async function paidOrder() {
    const made = await cardOrder(1, 5);
    await deliver('checkout.session.completed', stripe.pay(made.session.id));
    expect((await orderOf(made.order._id)).status).toBe('paid');
    return made;
  }
  const adminCancel = (id: string) =>
    server.api(`/api/orders/${id}`, { method: 'PATCH', token: admin, json: { status: 'cancelled' } });

  it('refunds a paid card order the admin cancels, through an idempotent refund call', async () => {
    const { product, order, session } = await paidOrder();
    stripe.refundMode = 'succeeded';
    const res = await adminCancel(order._id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.order.status).toBe('refunded');
    expect(res.body.order.payment).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^re_/) });
    const refund = stripe.refunds.find((r) => r.payment_intent === stripe.sessions.get(session.id)!.payment_intent)!;
    expect(refund.amount).toBe(Math.round(order.total * 100));
    expect(stripe.calls.filter((c) => c.path === '/v1/refunds').at(-1)!.idempotencyKey).toBe(`refund-${order._id}`);
    expect(await stockOf(product._id)).toBe(5);
    // Stripe's own word on it afterwards changes nothing
    await deliver('charge.refunded', {
      id: refund.charge,
      object: 'charge',
      payment_intent: refund.payment_intent,
      refunded: true,
    });
    expect(await stockOf(product._id)).toBe(5);
  });

  it('waits for charge.refunded when Stripe answers the refund as pending', async () => {
    const { product, order } = await paidOrder();
    stripe.refundMode = 'pending';
    const res = await adminCancel(order._id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.order.status).toBe('paid');
    expect(res.body.order.payment.status).toBe('refund_pending');
    expect((await adminCancel(order._id)).status).toBe(409);
    const refund = stripe.refunds.at(-1)!;
    const charge = { id: refund.charge, object: 'charge', payment_intent: refund.payment_intent, refunded: true };
    expect((await deliver('charge.refunded', charge)).status).toBe(200);
    expect((await orderOf(order._id)).status).toBe('refunded');
    expect(await stockOf(product._id)).toBe(5);
    stripe.refundMode = 'succeeded';
  });

  it('leaves the order paid and says why when the refund fails', async () => {
    const { product, order } = await paidOrder();
    stripe.refundMode = { error: 'Charge has already been disputed.' };
    const res = await adminCancel(order._id);
    expect(res.status).toBe(502);
    expect(res.body.message).toContain('Charge has already been disputed.');
    expect(res.body.message).toContain('stays paid');
    const now = await orderOf(order._id);
    expect(now.status).toBe('paid');
    expect(now.payment).toMatchObject({ status: 'refund_failed', issue: expect.stringContaining('disputed') });
    expect(await stockOf(product._id)).toBe(4);
    stripe.refundMode = 'succeeded';
  });
});

describe.skipIf(!usesPostgres())('two servers on one PostgreSQL database', () => {
  let second: TestServer;
  let db: pg.Client;

  beforeAll(async () => {
    second = await startServer(stripeEnv(), { reuse: server });
    db = new pg.Client({ connectionString: server.databaseUrl! });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await second?.kill9(); // shares the first server's database; its stop() cleans up
  });

  /** As if the payment window had passed: the sweeper looks at it on its next round. */
  const dueNow = (orderId: string) => db.query(`update payments set check_at = now() where order_id = $1`, [orderId]);

  it('marks an order paid once when the same event reaches both servers twice', async () => {
    const { order, session } = await cardOrder();
    const event = stripe.event('checkout.session.completed', stripe.pay(session.id));
    const answers = await Promise.all(
      [server, second, server, second].map((on) => postEvent(event.payload, event.signature, on)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.outcome === 'handled')).toHaveLength(1);
    expect((await orderOf(order._id, second)).status).toBe('paid');
    const mails = (await server.api('/api/admin/outbox?limit=100', { token: admin })).body.mails;
    expect(mails.filter((m: { subject: string }) => m.subject.includes(`${order.number} is paid`))).toHaveLength(1);
  });

  it('cancels an expired reservation without any webhook, and restocks once while a webhook races it', async () => {
    const { product, order, session } = await cardOrder(3, 3);
    const expired = stripe.expire(session.id);
    await dueNow(order._id);
    // the webhook to both servers while their sweepers take the same reservation
    await Promise.all([
      deliver('checkout.session.expired', expired),
      deliver('checkout.session.expired', expired, second),
    ]);
    const now = await waitFor(
      () => orderOf(order._id),
      (o) => o.status === 'cancelled',
    );
    expect(now.status).toBe('cancelled');
    // another round of both sweepers
    await new Promise((r) => setTimeout(r, 12_000));
    expect(await stockOf(product._id)).toBe(3);

    const quiet = await cardOrder(2, 2);
    stripe.expire(quiet.session.id);
    await dueNow(quiet.order._id);
    const cancelled = await waitFor(
      () => orderOf(quiet.order._id, second),
      (o) => o.status === 'cancelled',
    );
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment!.status).toBe('expired');
    expect(await stockOf(quiet.product._id)).toBe(2);
  });

  it('asks Stripe about an overdue reservation and marks it paid when it was', async () => {
    const { order, session } = await cardOrder();
    stripe.pay(session.id); // paid, but the webhook never came
    await dueNow(order._id);
    const now = await waitFor(
      () => orderOf(order._id),
      (o) => o.status === 'paid',
    );
    expect(now.status).toBe('paid');
    expect(now.payment!.status).toBe('paid');
  });
});
