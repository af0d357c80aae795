// Guest checkout and order tracking (docs/api.md#guest-orders-and-tracking): an order without an
// account, its own link, tracking by number and e-mail, and a verified address taking over its
// guest orders. Mails arrive at a real SMTP server on loopback (tests/helpers/smtp.ts).
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '../../src/lib/types';
import { MIGRATIONS_DIR, pgliteExtensions } from '../../src/server/db/client';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { startServer, uniqueEmail, type TestServer } from './harness';

let smtp: TestSmtp;
let server: TestServer;
let admin: string;
let product: Product;

const ADDRESS = { name: 'Gus Guest', phone: '+1 555 0133', line1: '9 Elm St', city: 'Springfield', country: 'US' };

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Electro Shop <shop@example.com>' });
  admin = await server.adminToken();
  product = (await server.api('/api/products')).body.products.find(
    (p: Product) => p.isActive && p.variants.length === 1,
  );
  const form = new FormData();
  form.set('stock', '500');
  expect((await server.api(`/api/products/${product._id}`, { method: 'PUT', token: admin, body: form })).status).toBe(
    200,
  );
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** The link to `path` in the first mail to `to` that has one. */
async function mailedLink(to: string, path: string): Promise<URL> {
  const [mail] = await smtp.waitFor(to, { match: (m) => m.text.includes(path) });
  return new URL(new RegExp(`https?://\\S*${path}\\?\\S+`).exec(mail.text)![0]);
}

function placeAsGuest(extra: Record<string, unknown>, key: string = randomUUID(), token?: string) {
  return server.api('/api/orders', {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': key },
    json: {
      items: [{ productId: product._id, quantity: 1 }],
      shippingAddress: ADDRESS,
      paymentMethod: 'cod',
      ...extra,
    },
  });
}

async function guestOrder(email: string): Promise<{ order: Order; guestKey: string }> {
  const res = await placeAsGuest({ email });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const track = (json: unknown) => server.api('/api/orders/track', { method: 'POST', json });

describe('POST /api/orders without a token', () => {
  it("places a guest's order for the body's e-mail: no account, user {_id:null,name,email}, its own key", async () => {
    const email = uniqueEmail('gus');
    const res = await placeAsGuest({ email: `  ${email.toUpperCase()} ` });
    expect(res.status, res.text).toBe(201);
    const { order, guestKey } = res.body as { order: Order; guestKey: string };
    expect(order.user).toEqual({ _id: null, name: ADDRESS.name, email });
    expect(order).toMatchObject({ status: 'pending', total: product.price, items: [{ productId: product._id }] });
    expect(guestKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const byKey = await server.api(`/api/orders/guest/${guestKey}`);
    expect(byKey.status).toBe(200);
    expect(byKey.body.order).toEqual(order);
    // the confirmation mail links to the order's page by the same key, and the page opens
    const link = await mailedLink(email, '/order-tracking');
    expect(link.searchParams.get('key')).toBe(guestKey);
    const page = await fetch(`${server.url}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    for (const wrong of [guestKey.slice(0, -1) + (guestKey.endsWith('A') ? 'B' : 'A'), order._id, order.number])
      expect((await server.api(`/api/orders/guest/${encodeURIComponent(wrong)}`)).status).toBe(404);

    // the admin sees it among all orders; no customer account does
    const listed = await server.api(`/api/orders?q=${order.number}`, { token: admin });
    expect(listed.body.orders).toEqual([expect.objectContaining({ _id: order._id, user: order.user })]);
    const stranger = await server.signupUser();
    expect((await server.api(`/api/orders/${order._id}`, { token: stranger.token })).status).toBe(404);
  });

  it("cannot mail a stranger a link: a guest's name with a web address is 400, a bidi control never reaches the mail", async () => {
    const email = uniqueEmail('stranger');
    const linked = await placeAsGuest({ email, shippingAddress: { ...ADDRESS, name: 'Prize at evil.example/win' } });
    expect(linked.status).toBe(400);
    expect(linked.body.message).toBe('shippingAddress.name: cannot hold a web address (put a space after a dot)');
    const address = { ...ADDRESS, name: 'Gus \u202EGuest', line1: 'See shop.example 9' };
    const placed = await placeAsGuest({ email, shippingAddress: address });
    expect(placed.status, placed.text).toBe(201);
    const [mail] = await smtp.waitFor(email, { match: (m) => m.text.includes('/order-tracking') });
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('\u202E');
      expect(body).not.toContain('shop.example');
      expect(body).toContain('shop.\u200Bexample');
      expect(body).toContain('Hello Gus Guest,');
    }
    expect(mail.html).not.toMatch(/href="[^"]*shop\.example/);
  });

  it('keeps the Idempotency-Key rules: a retry answers the same order and key, another order is 422', async () => {
    const email = uniqueEmail('retry');
    const key = randomUUID();
    const first = await placeAsGuest({ email }, key);
    expect(first.status).toBe(201);
    const retry = await placeAsGuest({ email }, key);
    expect(retry.status).toBe(200);
    expect(retry.body.order._id).toBe(first.body.order._id);
    expect(retry.body.guestKey).toBe(first.body.guestKey);
    const other = await placeAsGuest({ email, note: 'another order' }, key);
    expect(other.status).toBe(422);
    // keys are the guest's own: another address with the same key is another order
    const elsewhere = await placeAsGuest({ email: uniqueEmail('other') }, key);
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.order._id).not.toBe(first.body.order._id);
    expect((await placeAsGuest({ email })).status).toBe(201);
  });

  it('needs an e-mail (without one it is 401 as before), a valid one, and a valid token when one is sent', async () => {
    const none = await placeAsGuest({});
    expect(none.status).toBe(401);
    expect(none.body.message).toMatch(/sign in|e-mail address/i);
    for (const email of ['', 'not-an-address', 42]) {
      const res = await placeAsGuest({ email });
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect(res.body.message).toMatch(/^email: /);
    }
    // an expired or forged session is never turned into a guest's order
    const forged = await placeAsGuest({ email: uniqueEmail('forged') }, randomUUID(), 'not-a-token');
    expect(forged.status).toBe(401);
    // signed in, the body's e-mail is ignored: the order is the account's
    const hal = await server.signupUser({ name: 'Hal' });
    const mine = await placeAsGuest({ email: uniqueEmail('ignored') }, randomUUID(), hal.token);
    expect(mine.status).toBe(201);
    expect(mine.body.order.user).toEqual({ _id: hal.user._id, name: 'Hal', email: hal.email });
    expect(mine.body.guestKey).toBeUndefined();
  });
});

describe('POST /api/orders/track', () => {
  it('answers the order for its number and e-mail, and one 404 for any mismatch', async () => {
    const email = uniqueEmail('track');
    const { order } = await guestOrder(email);
    const found = await track({ number: order.number.toLowerCase(), email: email.toUpperCase() });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ success: true, order });

    const wrongEmail = await track({ number: order.number, email: uniqueEmail('wrong') });
    const wrongNumber = await track({ number: 'EL-1', email });
    expect(wrongEmail.status).toBe(404);
    expect(wrongNumber.status).toBe(404);
    expect(wrongNumber.body).toEqual(wrongEmail.body);

    // an account's order is tracked the same way
    const ivy = await server.signupUser({ name: 'Ivy' });
    const own = await placeAsGuest({}, randomUUID(), ivy.token);
    expect((await track({ number: own.body.order.number, email: ivy.email })).body.order._id).toBe(own.body.order._id);
    const bad = await track({ number: '', email: 'x' });
    expect(bad.status).toBe(400);
  });

  it('is throttled per e-mail: the eleventh lookup within the hour is 429 with Retry-After', async () => {
    const email = uniqueEmail('guess');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await track({ number: `EL-${90000 + i}`, email })).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    const over = await track({ number: 'EL-90099', email });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('a verified address takes over its guest orders', () => {
  it('the guest orders placed with the address appear under the account once it is verified, and later ones join it', async () => {
    const email = uniqueEmail('joy');
    const [a, b] = [await guestOrder(email), await guestOrder(email)];
    const someoneElse = await guestOrder(uniqueEmail('notjoy'));

    const joy = await server.signupUser({ name: 'Joy', email: email.toUpperCase() });
    const before = await server.api('/api/orders', { token: joy.token });
    expect(before.body.orders).toEqual([]);
    // the account is told how many wait for the verification; nobody else counts them
    expect(before.body.guestOrdersWaiting).toBe(2);
    const stranger = await server.signupUser({ name: 'Stranger' });
    expect((await server.api('/api/orders', { token: stranger.token })).body.guestOrdersWaiting).toBe(0);
    expect((await server.api('/api/orders', { token: admin })).body.guestOrdersWaiting).toBe(0);

    const link = await mailedLink(email, '/verify-email');
    const verified = await server.api('/api/auth/verify-email', {
      method: 'POST',
      json: { token: link.searchParams.get('token') },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toMatch(/2 earlier orders/);

    const after = await server.api('/api/orders', { token: joy.token });
    expect(after.body.orders.map((o: Order) => o._id).sort()).toEqual([a.order._id, b.order._id].sort());
    expect(after.body.guestOrdersWaiting).toBe(0);
    for (const order of after.body.orders as Order[]) expect(order.user._id).toBe(joy.user._id);
    expect((await server.api(`/api/orders/${someoneElse.order._id}`, { token: joy.token })).status).toBe(404);
    // their links keep working
    expect((await server.api(`/api/orders/guest/${a.guestKey}`)).body.order.user._id).toBe(joy.user._id);

    // a guest order with the verified address, placed afterwards, joins the account too
    const later = await guestOrder(email);
    const now = await server.api('/api/orders', { token: joy.token });
    expect(now.body.orders.map((o: Order) => o._id)).toContain(later.order._id);
    expect((await server.api(`/api/orders/guest/${later.guestKey}`)).status).toBe(200);
  });
});

describe('migration 0011_account_mail_guest_orders', () => {
  it("keeps every claimed Idempotency-Key its customer's, now under its owner", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-migrations-'));
    const client = new PGlite({ extensions: await pgliteExtensions() });
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      const journalPath = path.join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8'));
      const all = journal.entries;
      journal.entries = all.slice(
        0,
        all.findIndex((e: { tag: string }) => e.tag === '0011_account_mail_guest_orders'),
      );
      await writeFile(journalPath, JSON.stringify(journal));
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: dir });
      await db.execute(
        sql`insert into users (id, name, email, password_hash) values ('u1', 'Ann', 'ann@shop.test', 'x')`,
      );
      await db.execute(sql`insert into orders (id, user_id, customer_name, customer_email, subtotal, shipping, total,
        shipping_address, payment_method) values ('o1', 'u1', 'Ann', 'ann@shop.test', 5, 0, 5, '{}', 'cod')`);
      await db.execute(sql`insert into idempotency_keys (user_id, key, order_id) values ('u1', 'key-1', 'o1')`);

      journal.entries = all;
      await writeFile(journalPath, JSON.stringify(journal));
      await migrate(db, { migrationsFolder: dir });
      const keys = await db.execute(sql`select owner, user_id, key, order_id from idempotency_keys`);
      expect(keys.rows).toEqual([{ owner: 'u1', user_id: 'u1', key: 'key-1', order_id: 'o1' }]);
      const users = await db.execute(sql`select email_verified_at from users`);
      expect(users.rows).toEqual([{ email_verified_at: null }]);
      // a guest's key beside it: the owner tells them apart
      await db.execute(sql`insert into idempotency_keys (owner, key) values ('guest:ann@shop.test', 'key-1')`);
    } finally {
      await client.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
