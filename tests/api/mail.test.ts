// Mail over a real SMTP server on loopback (tests/helpers/smtp.ts): every mail is an outbox row
// written with the event that causes it and delivered by the server's loop: order confirmation
// (its link opens the order), status mails, the contact form's copy to the shop, the admin's
// reply; a refused order mails nothing; a mail server that is down delays a mail but never loses
// or doubles it; a mail given up is failed and Send again delivers it; two servers on one
// PostgreSQL deliver each mail once; without SMTP_URL the mail is in the log, kept as logged.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage, Order, OutboxMail, Product } from '../../src/lib/types';
import { MAX_TRIES } from '../../src/server/mail/schedule';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../helpers/smtp';
import { startServer, uniqueEmail, usesPostgres, type SignedUp, type TestServer } from './harness';

const MAIL_FROM = 'Electro Shop <shop@example.com>';
const SHOP_MAIL = 'owner@example.com';
const ADDRESS = { name: 'Mia Mailer', phone: '+1 555 0199', line1: '7 Post Lane', city: 'Letterville', country: 'US' };

let smtp: TestSmtp;
let server: TestServer;
let admin: string;
let customer: SignedUp;
let catalogue: Product[];
let nextProduct = 0;

// one trusted proxy: a test that sends many contact messages gives them their own client address
const mailEnv = () => ({ SMTP_URL: smtp.url, MAIL_FROM, SHOP_MAIL, TRUST_PROXY: '1' });

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer(mailEnv());
  admin = await server.adminToken();
  customer = await server.signupUser({ name: 'Mia Mailer', email: uniqueEmail('mia') });
  catalogue = await inStock(server);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** Products sold one way with stock to spare (the sample shop has some sold out). */
async function inStock(on: TestServer): Promise<Product[]> {
  const products: Product[] = (await on.api('/api/products?active=true&limit=100')).body.products;
  return products.filter((p) => p.stock >= 20 && p.variants.length === 1);
}

function place(on: TestServer, token: string, product: Product, quantity = 1) {
  return on.api('/api/orders', {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    json: { items: [{ productId: product._id, quantity }], shippingAddress: ADDRESS, paymentMethod: 'cod' },
  });
}

async function placed(quantity = 1, on = server, token = customer.token, products = catalogue): Promise<Order> {
  const res = await place(on, token, products[nextProduct++ % products.length], quantity);
  expect(res.status, res.text).toBe(201);
  return res.body.order;
}

const mentions = (number: string) => (mail: ReceivedMail) => mail.subject.includes(number);

async function outbox(on = server): Promise<OutboxMail[]> {
  const res = await on.api('/api/admin/outbox?limit=100', { token: await on.adminToken() });
  expect(res.status, res.text).toBe(200);
  return res.body.mails;
}

describe('order mails', () => {
  it('an order sends its confirmation: number, items, prices, total, address, payment and a link that opens it', async () => {
    const order = await placed(2);
    const [mail] = await smtp.waitFor(customer.email, { match: mentions(order.number) });
    const item = order.items[0];
    expect(mail.subject).toBe(`Your Electro Shop order ${order.number}`);
    expect(mail.parsed.from?.text).toBe('"Electro Shop" <shop@example.com>');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@example\.com>$/);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(order.number);
      expect(body).toContain(item.name.replace(/&/g, body === mail.html ? '&amp;' : '&'));
      expect(body).toContain(`$${order.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
      expect(body).toContain('7 Post Lane');
      expect(body).toContain('Pay on delivery');
    }
    expect(mail.text).toContain(`2 x $${item.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    // the shop's look, and nothing that watches the reader
    expect(mail.html).toContain('#1d4ed8');
    expect(mail.html).not.toMatch(/<img/i);

    const link = new URL(mail.text.match(/https?:\/\/\S+\/dashboard\/orders\?id=\S+/)![0]);
    expect(link.origin).toBe(`http://localhost:${server.port}`);
    expect(link.searchParams.get('id')).toBe(order._id);
    expect(mail.html).toContain(`href="${link.href}"`);
    const page = await fetch(`${server.url}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const opened = await server.api(`/api/orders/${link.searchParams.get('id')}`, { token: customer.token });
    expect(opened.body.order.number).toBe(order.number);

    const row = (await outbox()).find((m) => m.subject === mail.subject)!;
    expect(row).toMatchObject({
      to: customer.email,
      kind: 'order-confirmation',
      status: 'sent',
      tries: 1,
      lastError: null,
    });
  });

  it('the same Idempotency-Key again answers the order and mails nothing more', async () => {
    const key = randomUUID();
    const body = {
      items: [{ productId: catalogue[nextProduct++ % catalogue.length]._id, quantity: 1 }],
      shippingAddress: ADDRESS,
      paymentMethod: 'cod',
    };
    const send = () =>
      server.api('/api/orders', {
        method: 'POST',
        token: customer.token,
        headers: { 'Idempotency-Key': key },
        json: body,
      });
    const first = await send();
    expect(first.status).toBe(201);
    expect((await send()).status).toBe(200);
    await smtp.waitFor(customer.email, { match: mentions(first.body.order.number) });
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(smtp.to(customer.email).filter(mentions(first.body.order.number))).toHaveLength(1);
  });

  it('a refused order queues no mail: an order and its confirmation commit together or not at all', async () => {
    const before = (await server.api('/api/admin/outbox', { token: admin })).body.total;
    const short = catalogue.find((p) => p.stock < 99)!;
    const refused = await place(server, customer.token, short, 99);
    expect(refused.status, refused.text).toBe(409);
    expect((await server.api('/api/admin/outbox', { token: admin })).body.total).toBe(before);
  });

  it('shipped, delivered and cancelled each send a mail; a pay-on-delivery order is paid at the door', async () => {
    const order = await placed();
    for (const status of ['shipped', 'delivered']) {
      const res = await server.api(`/api/orders/${order._id}`, { method: 'PATCH', token: admin, json: { status } });
      expect(res.status, res.text).toBe(200);
    }
    const [shipped] = await smtp.waitFor(customer.email, {
      match: (m) => m.subject.endsWith(`order ${order.number} has shipped`),
    });
    expect(shipped.text).toContain('You pay the courier when it is delivered.');
    const [delivered] = await smtp.waitFor(customer.email, {
      match: (m) => m.subject.endsWith(`order ${order.number} was delivered`),
    });
    expect(delivered.text).toContain('was delivered and paid');

    const other = await placed();
    expect(
      (await server.api(`/api/orders/${other._id}/cancel`, { method: 'POST', token: customer.token })).status,
    ).toBe(200);
    const [cancelled] = await smtp.waitFor(customer.email, {
      match: (m) => m.subject.endsWith(`order ${other.number} was cancelled`),
    });
    expect(cancelled.text).toContain(`/dashboard/orders?id=${other._id}`);
    // a refused move mails nothing
    expect(
      (await server.api(`/api/orders/${other._id}`, { method: 'PATCH', token: admin, json: { status: 'paid' } }))
        .status,
    ).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(smtp.to(customer.email).filter(mentions(other.number))).toHaveLength(2);
  });
});

describe('the admin reads a mail', () => {
  it('GET /api/admin/outbox/{id} answers its text and the links in it; an unknown id is 404', async () => {
    const order = await placed();
    const listed = (await outbox()).find((m) => m.subject.includes(order.number))!;
    const res = await server.api(`/api/admin/outbox/${listed._id}`, { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body.mail).toMatchObject({ _id: listed._id, to: customer.email, subject: listed.subject });
    expect(res.body.mail.text).toContain(order.number);
    const orderLink = res.body.mail.links.find((link: string) => link.includes('/dashboard/orders?id='));
    expect(orderLink).toBe(`${new URL(orderLink).origin}/dashboard/orders?id=${order._id}`);
    expect(new Set(res.body.mail.links).size).toBe(res.body.mail.links.length);
    expect((await server.api(`/api/admin/outbox/${randomUUID()}`, { token: admin })).status).toBe(404);
  });
});

describe('contact messages', () => {
  const fromOwnAddress = { 'X-Forwarded-For': '198.51.100.7' };
  const writer = () => ({
    name: 'Carla Contact',
    email: uniqueEmail('carla'),
    subject: `Question ${randomUUID().slice(0, 8)}`,
    message: 'Does the camera come with a charger?\n\nThanks, Carla',
  });

  it('a message is stored for the admin and its copy mailed to the shop, answerable to the writer', async () => {
    const sent = writer();
    const res = await server.api('/api/messages', { method: 'POST', json: sent });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String) });

    const [copy] = await smtp.waitFor(SHOP_MAIL, { match: (m) => m.subject.includes(sent.subject) });
    expect(copy.subject).toBe(`[Electro Shop contact] ${sent.subject}`);
    expect(copy.parsed.replyTo?.value[0].address).toBe(sent.email);
    expect(copy.text).toContain('Does the camera come with a charger?');
    expect(copy.text).toContain(sent.email);

    const list = await server.api('/api/messages', { token: admin });
    expect(list.status).toBe(200);
    const stored: ContactMessage = list.body.messages.find((m: ContactMessage) => m.subject === sent.subject);
    expect(stored).toMatchObject({
      name: sent.name,
      email: sent.email,
      message: sent.message,
      read: false,
      repliedAt: null,
    });
    expect(list.body.unread).toBeGreaterThanOrEqual(1);
  });

  it('refuses a message with a field missing or bad, and more than a few per address an hour (429)', async () => {
    const missing = await server.api('/api/messages', { method: 'POST', json: { ...writer(), message: '  ' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/message/);
    expect((await server.api('/api/messages', { method: 'POST', json: { ...writer(), email: 'nope' } })).status).toBe(
      400,
    );
    const same = writer();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await server.api('/api/messages', { method: 'POST', json: { ...same, subject: `n${i}` } })).status,
      );
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
  });

  it("goes to the support address of the shop's settings, and back to SHOP_MAIL when it is emptied", async () => {
    const saved = (await server.api('/api/settings', { token: admin })).body.settings;
    const put = (supportEmail: string) =>
      server.api('/api/settings', { method: 'PUT', token: admin, json: { ...saved, supportEmail } });
    const bad = await put('not an address');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^supportEmail: /);
    const support = uniqueEmail('support');
    const set = await put(support);
    expect(set.status, set.text).toBe(200);
    expect(set.body.settings.supportEmail).toBe(support);
    // a client that sends no supportEmail keeps it
    const { supportEmail: _left, ...older } = saved;
    const kept = await server.api('/api/settings', { method: 'PUT', token: admin, json: older });
    expect(kept.body.settings.supportEmail).toBe(support);

    const toSupport = writer();
    expect(
      (await server.api('/api/messages', { method: 'POST', json: toSupport, headers: fromOwnAddress })).status,
    ).toBe(201);
    const [copy] = await smtp.waitFor(support, { match: (m) => m.subject.includes(toSupport.subject) });
    expect(copy.text).toContain(toSupport.message.split('\n')[0]);
    expect(smtp.to(SHOP_MAIL).some((m) => m.subject.includes(toSupport.subject))).toBe(false);

    expect((await put('')).body.settings.supportEmail).toBe('');
    const toShop = writer();
    expect((await server.api('/api/messages', { method: 'POST', json: toShop, headers: fromOwnAddress })).status).toBe(
      201,
    );
    await smtp.waitFor(SHOP_MAIL, { match: (m) => m.subject.includes(toShop.subject) });
  });

  it("refuses a web address as the writer's name; a link typed in the message is printed, never a link", async () => {
    const linked = await server.api('/api/messages', {
      method: 'POST',
      json: { ...writer(), name: 'See evil.example' },
      headers: fromOwnAddress,
    });
    expect(linked.status).toBe(400);
    expect(linked.body.message).toBe('name: cannot hold a web address (put a space after a dot)');
    const sent = { ...writer(), message: 'Log in at https://evil.example/login \u202Eplease' };
    expect((await server.api('/api/messages', { method: 'POST', json: sent, headers: fromOwnAddress })).status).toBe(
      201,
    );
    const [copy] = await smtp.waitFor(SHOP_MAIL, { match: (m) => m.subject.includes(sent.subject) });
    for (const body of [copy.text, copy.html]) {
      expect(body).not.toContain('https://evil.example');
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('\u202E');
      expect(body.replace(/\u200B/g, '')).toContain('Log in at https://evil.example/login please');
    }
    expect(copy.html).not.toMatch(/href="https:\/\/evil/);
  });

  it('only the admin lists, marks and answers messages', async () => {
    expect((await server.api('/api/messages')).status).toBe(401);
    expect((await server.api('/api/messages', { token: customer.token })).status).toBe(403);
    expect((await server.api('/api/admin/outbox', { token: customer.token })).status).toBe(403);
    expect((await server.api(`/api/admin/outbox/${randomUUID()}`, { token: customer.token })).status).toBe(403);
    expect(
      (
        await server.api(`/api/messages/${randomUUID()}/reply`, {
          method: 'POST',
          token: customer.token,
          json: { reply: 'x' },
        })
      ).status,
    ).toBe(403);
  });

  it("the admin's reply is mailed to the writer; unread messages come first, and read can be undone", async () => {
    const sent = writer();
    expect((await server.api('/api/messages', { method: 'POST', json: sent })).status).toBe(201);
    const list = (await server.api('/api/messages?limit=100', { token: admin })).body.messages as ContactMessage[];
    const stored = list.find((m) => m.subject === sent.subject)!;
    const firstRead = list.findIndex((m) => m.read);
    if (firstRead >= 0) expect(list.slice(firstRead).every((m) => m.read)).toBe(true);

    const reply = await server.api(`/api/messages/${stored._id}/reply`, {
      method: 'POST',
      token: admin,
      json: { reply: 'Yes, it does: a USB-C charger is in the box.' },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.contactMessage).toMatchObject({ read: true, repliedAt: expect.any(String) });
    const [mail] = await smtp.waitFor(sent.email);
    expect(mail.subject).toBe(`Re: ${sent.subject}`);
    expect(mail.text).toContain('a USB-C charger is in the box');
    expect(mail.text).toContain('> Does the camera come with a charger?');
    expect((await outbox()).find((m) => m.to === sent.email)).toMatchObject({ kind: 'contact-reply', status: 'sent' });

    const unread = await server.api(`/api/messages/${stored._id}`, {
      method: 'PATCH',
      token: admin,
      json: { read: false },
    });
    expect(unread.body.contactMessage.read).toBe(false);
    const again = (await server.api('/api/messages?limit=100', { token: admin })).body.messages as ContactMessage[];
    expect(again.findIndex((m) => m._id === stored._id)).toBeLessThan(again.findIndex((m) => m.read) >>> 0);
    expect(
      (await server.api(`/api/messages/${randomUUID()}/reply`, { method: 'POST', token: admin, json: { reply: 'x' } }))
        .status,
    ).toBe(404);
    expect(
      (await server.api(`/api/messages/${stored._id}/reply`, { method: 'POST', token: admin, json: { reply: ' ' } }))
        .status,
    ).toBe(400);
  });
});

describe('when the mail server is down', () => {
  it('an order is still placed, and its mail is delivered once the server is back, exactly once', async () => {
    await smtp.stop();
    const order = await placed();
    // the loop tried and will try again
    const deadline = Date.now() + 30_000;
    let row: OutboxMail | undefined;
    while (Date.now() < deadline) {
      row = (await outbox()).find((m) => m.subject.includes(order.number));
      if (row?.status === 'retrying') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(row).toMatchObject({ status: 'retrying', lastError: expect.any(String) });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await smtp.start();
    const started = Date.now();
    const [mail] = await smtp.waitFor(customer.email, { match: mentions(order.number), timeoutMs: 60_000 });
    expect(Date.now() - started).toBeLessThan(60_000);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(smtp.received.filter((m) => m.messageId === mail.messageId)).toHaveLength(1);
    expect((await outbox()).find((m) => m.subject.includes(order.number))).toMatchObject({
      status: 'sent',
      lastError: null,
    });
    // only a failed mail can be sent again
    const retry = await server.api(`/api/admin/outbox/${row!._id}/retry`, { method: 'POST', token: admin });
    expect(retry.status).toBe(409);
    expect((await server.api(`/api/admin/outbox/${randomUUID()}/retry`, { method: 'POST', token: admin })).status).toBe(
      404,
    );
  }, 120_000);
});

describe.skipIf(!usesPostgres())('a mail given up', () => {
  it('is failed after its last try, visible to the admin, and Send again delivers it with its Message-ID', async () => {
    const db = new pg.Client({ connectionString: server.databaseUrl! });
    await db.connect();
    try {
      await smtp.stop();
      const order = await placed();
      const row = async () => (await outbox()).find((m) => m.subject.includes(order.number))!;
      await expect.poll(async () => (await row())?.status, { timeout: 30_000 }).toBe('retrying');
      // as if three days of tries had passed: the next one is the last
      await db.query(`update outbox set tries = $1, next_try_at = now() where subject like $2`, [
        MAX_TRIES - 1,
        `%${order.number}%`,
      ]);
      await expect.poll(async () => (await row()).status, { timeout: 30_000 }).toBe('failed');
      const failed = await row();
      expect(failed).toMatchObject({ tries: MAX_TRIES, lastError: expect.any(String) });
      const page = await server.api('/api/admin/outbox', { token: admin });
      expect(page.body.failed).toBeGreaterThanOrEqual(1);
      const {
        rows: [{ message_id: messageId }],
      } = await db.query('select message_id from outbox where id = $1', [failed._id]);

      await smtp.start();
      const retry = await server.api(`/api/admin/outbox/${failed._id}/retry`, { method: 'POST', token: admin });
      expect(retry.status, retry.text).toBe(200);
      expect(retry.body.mail).toMatchObject({ status: 'queued', tries: 0 });
      const [mail] = await smtp.waitFor(customer.email, { match: mentions(order.number) });
      expect(mail.messageId).toBe(messageId);
      await expect.poll(async () => (await row()).status).toBe('sent');
    } finally {
      await smtp.start();
      await db.end();
    }
  }, 120_000);
});

describe.skipIf(!usesPostgres())('two servers on one PostgreSQL', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startServer(mailEnv(), { reuse: server });
  });
  afterAll(async () => {
    await second?.kill9();
  });

  it('deliver each mail exactly once', async () => {
    const before = smtp.received.length;
    const buyers = await Promise.all([0, 1].map(() => server.signupUser()));
    const orders = await Promise.all(
      Array.from({ length: 12 }, (_, i) => placed(1, i % 2 ? second : server, buyers[i % 2].token)),
    );
    for (const order of orders) await smtp.waitFor(order.user.email, { match: mentions(order.number) });
    // several polls of both servers later, still once each
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    const ids = smtp.received.slice(before).map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const order of orders) expect(smtp.to(order.user.email).filter(mentions(order.number))).toHaveLength(1);
  }, 120_000);
});

describe('names in order mails', () => {
  it('a shipping name with a link is refused (400 naming it); U+202E in a name never reaches the mail', async () => {
    const product = catalogue[nextProduct++ % catalogue.length];
    const order = (name: string) =>
      server.api('/api/orders', {
        method: 'POST',
        token: customer.token,
        headers: { 'Idempotency-Key': randomUUID() },
        json: {
          items: [{ productId: product._id, quantity: 1 }],
          shippingAddress: { ...ADDRESS, name },
          paymentMethod: 'cod',
        },
      });
    for (const name of ['Claim at evil.example', 'http://x.test', 'www.prize']) {
      const res = await order(name);
      expect(res.status, name).toBe(400);
      expect(res.body.message).toBe('shippingAddress.name: cannot hold a web address (put a space after a dot)');
    }
    const res = await order('Mia \u202Erelia\u202C Mailer');
    expect(res.status, res.text).toBe(201);
    const [mail] = await smtp.waitFor(customer.email, { match: mentions(res.body.order.number) });
    for (const body of [mail.text, mail.html, mail.subject]) expect(body).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(mail.text).toContain('Shipping to:\n  Mia relia Mailer\n');
    expect(mail.text).toMatch(/Unsubscribe from our newsletter: http:\/\/\S+\/newsletter\/unsubscribe\?token=/);
  });
});

describe('without SMTP_URL', () => {
  let quiet: TestServer;
  beforeAll(async () => {
    quiet = await startServer();
  });
  afterAll(async () => {
    await quiet?.stop();
  });

  it('says once at start that mail delivery is off and how to turn it on; a mail goes to the log, kept as logged', async () => {
    const said = Date.now() + 10_000;
    while (!quiet.output().includes('Mail delivery is off') && Date.now() < said)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(quiet.output()).toMatch(/Mail delivery is off.*SMTP_URL/);
    expect(quiet.output().match(/Mail delivery is off/g)).toHaveLength(1);
    const buyer = await quiet.signupUser();
    const order = await placed(1, quiet, buyer.token, await inStock(quiet));
    const deadline = Date.now() + 20_000;
    while (!quiet.output().includes(`Subject: Your Electro Shop order ${order.number}`) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const out = quiet.output();
    expect(out).toContain(`mail to ${buyer.email} (not sent: SMTP_URL is unset)`);
    expect(out).toContain(`Subject: Your Electro Shop order ${order.number}`);
    expect(out).toContain(`/dashboard/orders?id=${order._id}`);
    expect((await outbox(quiet)).find((m) => m.subject.includes(order.number))).toMatchObject({
      status: 'logged',
      tries: 1,
      sentAt: expect.any(String),
    });
    expect(smtp.to(buyer.email)).toHaveLength(0);
  });

  it('GET /api/mail/delivery says it is off, so the pages claim no mail sent and the back-office says what to set', async () => {
    const res = await quiet.api('/api/mail/delivery');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, delivery: 'off' });
    expect((await server.api('/api/mail/delivery')).body.delivery).toBe('on');
  });
});
