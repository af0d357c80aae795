// Shipments, the order timeline and staff notes over HTTP on the real built server
// (docs/api.md#shipments, #order-timeline): who may call them, the bodies' 400s, and the shapes
// the admin's and the customer's pages read. The rules themselves: tests/api/shipments.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type SignedUp, type TestServer } from './harness';
import type { Order, OrderEvent, Product, Shipment } from '../../src/lib/types';
import { pdfText } from '../helpers/pdfText';

let server: TestServer;
let admin: string;
let ann: SignedUp;
let product: Product;

const ADDRESS = { name: 'Ann Buyer', phone: '+1 555 0101', line1: '1 Main St', city: 'Springfield', country: 'US' };

beforeAll(async () => {
  server = await startServer();
  admin = await server.adminToken();
  ann = await server.signupUser({ name: 'Ann Buyer' });
  const products: Product[] = (await server.api('/api/products')).body.products;
  product = products.filter((p) => p.isActive && p.variants.length === 1)[0];
  const form = new FormData();
  form.set('stock', '100');
  expect((await server.api(`/api/products/${product._id}`, { method: 'PUT', token: admin, body: form })).status).toBe(
    200,
  );
});
afterAll(async () => {
  await server?.stop();
});

async function placed(quantity = 3): Promise<Order> {
  const res = await server.api('/api/orders', {
    method: 'POST',
    token: ann.token,
    headers: { 'Idempotency-Key': randomUUID() },
    json: { items: [{ productId: product._id, quantity }], shippingAddress: ADDRESS, paymentMethod: 'cod' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.order;
}

const ship = (id: string, json: unknown, token = admin) =>
  server.api(`/api/orders/${id}/shipments`, { method: 'POST', token, json });

describe('POST /api/orders/{id}/shipments', () => {
  it('is for admins only', async () => {
    const order = await placed();
    expect((await ship(order._id, { carrier: 'ups' }, '')).status).toBe(401);
    expect((await ship(order._id, { carrier: 'ups' }, ann.token)).status).toBe(403);
    expect((await ship(randomUUID(), { carrier: 'ups' })).status).toBe(404);
  });

  it('checks the body: carrier from the list, tracking number, http(s) link, items', async () => {
    const order = await placed();
    const line = order.items[0]._id;
    const cases: [unknown, RegExp][] = [
      [{}, /^carrier: must be one of ups, usps, fedex, dhl, royal-mail, la-poste, dpd, gls, postnl, other\.$/],
      [{ carrier: 'pigeon' }, /^carrier: /],
      [{ carrier: 'ups', trackingNumber: 'x'.repeat(65) }, /^trackingNumber: must be at most 64/],
      [{ carrier: 'ups', trackingNumber: 'ab\u00e9' }, /^trackingNumber: must be printable/],
      [{ carrier: 'ups', trackingUrl: 'javascript:alert(1)' }, /^trackingUrl: must be an http or https address/],
      [{ carrier: 'ups', trackingUrl: 'ftp://x.example/1' }, /^trackingUrl: /],
      [{ carrier: 'ups', items: [] }, /^items: /],
      [{ carrier: 'ups', items: [{ orderItemId: line, quantity: 0 }] }, /^items\.0\.quantity: /],
      [{ carrier: 'ups', items: [{ orderItemId: line, quantity: 4 }] }, /^items\.0\.quantity: only 3 of 3 /],
      [{ carrier: 'ups', items: [{ orderItemId: `${order._id}:9`, quantity: 1 }] }, /^items\.0\.orderItemId: /],
    ];
    for (const [body, message] of cases) {
      const res = await ship(order._id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('answers 201 with the shipment and the order; the last unit ships it; its tracking is set later and its delivery delivers it', async () => {
    const order = await placed(3);
    const line = order.items[0];
    expect(order).toMatchObject({ shipments: [], fulfillment: 'unfulfilled' });
    expect(line._id).toBe(`${order._id}:0`);

    const first = await ship(order._id, { items: [{ orderItemId: line._id, quantity: 1 }], carrier: 'fedex' });
    expect(first.status, first.text).toBe(201);
    const shipment: Shipment = first.body.shipment;
    expect(first.body).toMatchObject({ success: true, order: { status: 'pending', fulfillment: 'partial' } });
    expect(shipment).toEqual({
      _id: expect.any(String),
      items: [{ orderItemId: line._id, sku: line.sku, name: line.name, variant: line.variant, quantity: 1 }],
      carrier: 'fedex',
      trackingNumber: null,
      trackingUrl: null,
      shippedAt: expect.any(String),
      deliveredAt: null,
    });
    expect(first.body.order.shipments).toEqual([shipment]);

    const later = await server.api(`/api/orders/${order._id}/shipments/${shipment._id}`, {
      method: 'PATCH',
      token: admin,
      json: { trackingNumber: '7712 3456' },
    });
    expect(later.status, later.text).toBe(200);
    expect(later.body.shipment).toMatchObject({
      trackingNumber: '7712 3456',
      trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=7712%203456',
    });

    const rest = await ship(order._id, { carrier: 'usps', trackingNumber: '9400 1' });
    expect(rest.status).toBe(201);
    expect(rest.body.order).toMatchObject({ status: 'shipped', fulfillment: 'fulfilled' });
    expect(rest.body.shipment.items[0].quantity).toBe(2);
    expect((await ship(order._id, { carrier: 'usps' })).status).toBe(409);

    const patchShipment = (id: string, json: unknown, token = admin) =>
      server.api(`/api/orders/${order._id}/shipments/${id}`, { method: 'PATCH', token, json });
    expect((await patchShipment(shipment._id, {})).status).toBe(400);
    expect((await patchShipment(shipment._id, { delivered: false })).status).toBe(400);
    expect((await patchShipment(shipment._id, { delivered: true }, ann.token)).status).toBe(403);
    expect((await patchShipment(randomUUID(), { delivered: true })).status).toBe(404);
    expect((await patchShipment(shipment._id, { delivered: true })).body.order.status).toBe('shipped');
    const done = await patchShipment(rest.body.shipment._id, { delivered: true });
    expect(done.body.order).toMatchObject({ status: 'delivered', invoiceNumber: expect.stringMatching(/^INV-/) });

    // the customer's own order shows its parcels
    const own = await server.api(`/api/orders/${order._id}`, { token: ann.token });
    expect(own.body.order.shipments).toHaveLength(2);
    expect(own.body.order.fulfillment).toBe('fulfilled');
  });

  it('PATCH {status: shipped} still works and records one parcel of everything left', async () => {
    const order = await placed(2);
    const res = await server.api(`/api/orders/${order._id}`, {
      method: 'PATCH',
      token: admin,
      json: { status: 'shipped' },
    });
    expect(res.status).toBe(200);
    expect(res.body.order.shipments).toEqual([
      expect.objectContaining({
        carrier: 'other',
        trackingNumber: null,
        items: [expect.objectContaining({ quantity: 2 })],
      }),
    ]);
  });
});

describe('carrier other', () => {
  it('takes its tracking link from the setting, which must be an http(s) address with {tracking}', async () => {
    const { settings } = (await server.api('/api/settings', { token: admin })).body;
    const put = (otherCarrierTrackingUrl: string) =>
      server.api('/api/settings', { method: 'PUT', token: admin, json: { ...settings, otherCarrierTrackingUrl } });
    for (const bad of ['ftp://t.example/{tracking}', 'https://t.example/no-number', 'javascript:{tracking}']) {
      const res = await put(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(/^otherCarrierTrackingUrl: /);
    }
    const saved = await put('https://t.example/track/{tracking}');
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.settings.otherCarrierTrackingUrl).toBe('https://t.example/track/{tracking}');
    const order = await placed(1);
    const res = await ship(order._id, { carrier: 'other', trackingNumber: 'A/1 2' });
    expect(res.body.shipment.trackingUrl).toBe('https://t.example/track/A%2F1%202');
    expect((await put('')).status).toBe(200);
  });
});

describe('the order timeline and notes', () => {
  it('GET /events (admin) lists it newest first; POST /notes adds a note', async () => {
    const order = await placed(1);
    const events = (path: string, token = admin) => server.api(`/api/orders/${order._id}/${path}`, { token });
    expect((await events('events', ann.token)).status).toBe(403);
    expect((await events('events', '')).status).toBe(401);
    expect((await server.api(`/api/orders/${randomUUID()}/events`, { token: admin })).status).toBe(404);

    const note = (text: unknown, token = admin) =>
      server.api(`/api/orders/${order._id}/notes`, { method: 'POST', token, json: { text } });
    expect((await note('   ')).status).toBe(400);
    expect((await note('x'.repeat(2001))).body.message).toMatch(/^text: must be at most 2000/);
    expect((await note(42)).status).toBe(400);
    expect((await note('hi', ann.token)).status).toBe(403);
    const added = await note('  Called the customer:\nleave it next door.  ');
    expect(added.status, added.text).toBe(201);
    expect(added.body).toEqual({
      success: true,
      event: {
        type: 'note',
        at: expect.any(String),
        actor: 'admin@shop.test',
        message: 'Called the customer:\nleave it next door.',
      },
    });

    await ship(order._id, { carrier: 'dhl', trackingNumber: 'JJD01' });
    const res = await events('events');
    expect(res.status).toBe(200);
    const list: OrderEvent[] = res.body.events;
    expect(res.body.success).toBe(true);
    expect(list.map((e) => e.type)).toEqual(['mail', 'status', 'shipment', 'note', 'mail', 'placed']);
    expect(list[0].message).toMatch(/^Mail sent: .*order EL-\d+ has shipped$/);
    expect(list[1]).toMatchObject({ actor: 'admin@shop.test', data: { from: 'pending', to: 'shipped' } });
    expect(list[4].message).toMatch(/^Mail sent: Your .* order EL-\d+$/);
    expect(list[5]).toMatchObject({ type: 'placed', actor: 'customer' });
    // amounts answer in dollars, as the order's own do
    expect(list[5].data).toEqual({ total: order.total, paymentMethod: 'cod', guest: false });
    const delivered = await server.api(`/api/orders/${order._id}`, {
      method: 'PATCH',
      token: admin,
      json: { status: 'delivered' },
    });
    expect(delivered.status, delivered.text).toBe(200);
    const paid = (await events('events')).body.events.find((e: OrderEvent) => e.type === 'paid');
    expect(paid.data).toEqual({ amount: order.total, paymentMethod: 'cod' });
  });
});

describe('the orders list by fulfilment, and a parcel of its own packing slip', () => {
  it('GET /api/orders?fulfillment= lists unfulfilled, partial or fulfilled orders; another value is 400', async () => {
    const [none, some, all] = [await placed(3), await placed(3), await placed(3)];
    expect(
      (await ship(some._id, { items: [{ orderItemId: some.items[0]._id, quantity: 1 }], carrier: 'dhl' })).status,
    ).toBe(201);
    expect((await ship(all._id, { carrier: 'dhl' })).status).toBe(201);
    const listed = async (fulfillment: string) => {
      const res = await server.api(`/api/orders?fulfillment=${fulfillment}&limit=100`, { token: admin });
      expect(res.status, res.text).toBe(200);
      const orders: Order[] = res.body.orders;
      expect(orders.every((order) => order.fulfillment === fulfillment)).toBe(true);
      return orders.map((order) => order._id);
    };
    const unfulfilled = await listed('unfulfilled');
    const partial = await listed('partial');
    const fulfilled = await listed('fulfilled');
    expect([unfulfilled.includes(none._id), partial.includes(none._id), fulfilled.includes(none._id)]).toEqual([
      true,
      false,
      false,
    ]);
    expect([unfulfilled.includes(some._id), partial.includes(some._id), fulfilled.includes(some._id)]).toEqual([
      false,
      true,
      false,
    ]);
    expect([unfulfilled.includes(all._id), partial.includes(all._id), fulfilled.includes(all._id)]).toEqual([
      false,
      false,
      true,
    ]);
    // several at once: what is left to ship
    const toShip = await server.api('/api/orders?fulfillment=unfulfilled,partial&limit=100', { token: admin });
    const toShipIds = toShip.body.orders.map((order: Order) => order._id);
    expect([toShipIds.includes(none._id), toShipIds.includes(some._id), toShipIds.includes(all._id)]).toEqual([
      true,
      true,
      false,
    ]);
    // with the status filter and for a customer too (their own orders only)
    const own = await server.api(`/api/orders?fulfillment=partial&status=pending`, { token: ann.token });
    expect(own.body.orders.map((order: Order) => order._id)).toContain(some._id);
    const bad = await server.api('/api/orders?fulfillment=shipped', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'fulfillment: must be unfulfilled, partial, fulfilled, or several of them with commas.',
    );
  });

  it('GET /api/orders/{id}/shipments/{shipmentId}/packing-slip prints only the parcel, labelled among its order', async () => {
    const order = await placed(3);
    const first = await ship(order._id, { items: [{ orderItemId: order.items[0]._id, quantity: 1 }], carrier: 'gls' });
    const second = await ship(order._id, { carrier: 'gls' });
    const slip = async (shipmentId: string, token = admin) => {
      const res = await fetch(`${server.url}/api/orders/${order._id}/shipments/${shipmentId}/packing-slip`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    const one = await slip(first.body.shipment._id);
    expect(one.res.status).toBe(200);
    expect(one.res.headers.get('content-type')).toBe('application/pdf');
    expect(one.res.headers.get('content-disposition')).toBe(`inline; filename="packing-slip-${order.number}-1.pdf"`);
    const text = (await pdfText(one.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Parcel 1 of 2');
    const two = (await pdfText((await slip(second.body.shipment._id)).bytes)).replace(/\s+/g, ' ');
    expect(two).toContain('Parcel 2 of 2');
    expect((await slip(randomUUID())).res.status).toBe(404);
    expect((await slip(first.body.shipment._id, ann.token)).res.status).toBe(403);
    expect((await slip(first.body.shipment._id, '')).res.status).toBe(401);
  });
});
