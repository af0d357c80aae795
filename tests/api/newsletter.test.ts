// The shop's own newsletter (docs/api.md#newsletter) over a real SMTP server on loopback
// (tests/helpers/smtp.ts): the footer's form answers 202 for any address, the confirmation mail's
// link confirms (double opt-in), every mail to a customer unsubscribes in one click, sign-ups are
// throttled per client address and per e-mail from one address, and only an admin lists the
// subscribers or exports them as CSV. The server trusts one proxy, so X-Forwarded-For gives each
// test its own client address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterSubscriber, OutboxMail } from '../../src/lib/types';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../helpers/smtp';
import { startServer, uniqueEmail, type SignedUp, type TestServer } from './harness';

let smtp: TestSmtp;
let server: TestServer;
let admin: string;
let customer: SignedUp;
let nextAddress = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Electro Shop <shop@example.com>',
    TRUST_PROXY: '1',
  });
  admin = await server.adminToken();
  customer = await server.signupUser({ name: 'Nora News' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A client address of its own (the throttles count per address). */
const newAddress = () => `203.0.113.${++nextAddress}`;

const subscribe = (email: unknown, from = newAddress()) =>
  server.api('/api/newsletter', { method: 'POST', json: { email }, headers: { 'X-Forwarded-For': from } });
const confirm = (token: unknown) => server.api('/api/newsletter/confirm', { method: 'POST', json: { token } });
const unsubscribe = (token: unknown) => server.api('/api/newsletter/unsubscribe', { method: 'POST', json: { token } });

const isConfirmation = (mail: ReceivedMail) => mail.text.includes('/newsletter/confirm?token=');

/** The token of the `count`-th confirmation mailed to `to`, checked in the text and the HTML. */
async function confirmationToken(to: string, count = 1): Promise<string> {
  const mail = (await smtp.waitFor(to, { match: isConfirmation, count }))[count - 1];
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)![0];
  expect(mail.html).toContain(`href="${link}"`);
  return new URL(link).searchParams.get('token')!;
}

/** The unsubscribe page's link in a mail's footer (text and HTML), and its token. */
function unsubscribeToken(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w.%-]+/.exec(mail.text)![0];
  expect(mail.html).toContain(`href="${link}"`);
  return new URL(link).searchParams.get('token')!;
}

async function listed(email: string): Promise<NewsletterSubscriber | undefined> {
  const res = await server.api(`/api/newsletter/subscribers?q=${encodeURIComponent(email)}`, { token: admin });
  expect(res.status, res.text).toBe(200);
  return res.body.subscribers.find((s: NewsletterSubscriber) => s.email === email);
}

async function outboxTo(email: string): Promise<OutboxMail[]> {
  const res = await server.api(`/api/admin/outbox?q=${encodeURIComponent(email)}&limit=100`, { token: admin });
  return res.body.mails;
}

describe('POST /api/newsletter', () => {
  it('answers 202 alike for a new and a known address; the new one gets a confirmation mail with its token', async () => {
    const email = uniqueEmail('news');
    const first = await subscribe(email.toUpperCase());
    expect(first.status, first.text).toBe(202);
    expect(first.body).toEqual({ success: true, message: expect.stringMatching(/check your inbox/) });
    const token = await confirmationToken(email);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await listed(email)).toMatchObject({ status: 'pending', confirmedAt: null, unsubscribedAt: null });

    const again = await subscribe(email);
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    // a pending address asking again gets a fresh link; the first one stops working
    const second = await confirmationToken(email, 2);
    expect(second).not.toBe(token);
    expect((await confirm(token)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
  });

  it('says which field is wrong and changes nothing', async () => {
    for (const body of [{}, { email: '' }, { email: 'not-an-address' }, { email: 42 }]) {
      const res = await server.api('/api/newsletter', {
        method: 'POST',
        json: body,
        headers: { 'X-Forwarded-For': newAddress() },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/^email: /);
    }
    const form = await server.api('/api/newsletter', {
      method: 'POST',
      body: 'EMAIL=a%40b.test',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    expect((await server.api('/api/newsletter')).status).toBe(405);
  });

  it('mails a confirmed address nothing more', async () => {
    const email = uniqueEmail('known');
    await subscribe(email);
    expect((await confirm(await confirmationToken(email))).status).toBe(200);
    const res = await subscribe(email);
    expect(res.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await outboxTo(email)).filter((m) => m.kind === 'newsletter-confirm')).toHaveLength(1);
    expect((await listed(email))?.status).toBe('confirmed');
  });

  it('is throttled per e-mail from one address (3 an hour) and per address (20), with Retry-After', async () => {
    const from = newAddress();
    const email = uniqueEmail('often');
    for (let i = 0; i < 3; i++) expect((await subscribe(email, from)).status).toBe(202);
    const refused = await subscribe(email, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/Too many newsletter sign-ups\. Please try again in \d+ minutes?\./);
    // the owner, from their own address, is not refused for it
    expect((await subscribe(email, newAddress())).status).toBe(202);

    const busy = newAddress();
    for (let i = 0; i < 20; i++) expect((await subscribe(uniqueEmail(`many${i}`), busy)).status).toBe(202);
    expect((await subscribe(uniqueEmail('one-more'), busy)).status).toBe(429);
  });
});

describe('POST /api/newsletter/confirm', () => {
  it("confirms the link's address (again: the same answer) and refuses a link it did not make", async () => {
    const email = uniqueEmail('confirm');
    await subscribe(email);
    const token = await confirmationToken(email);
    const page = await fetch(`${server.url}/newsletter/confirm?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm your subscription');
    // opening the page confirms nothing by itself (a mail scanner runs no script)
    expect((await listed(email))?.status).toBe('pending');

    const res = await confirm(token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.stringMatching(/confirmed/), email });
    const row = await listed(email);
    expect(row?.status).toBe('confirmed');
    expect(Date.parse(row!.confirmedAt!)).toBeGreaterThan(0);
    expect((await confirm(token)).body).toEqual(res.body);
    expect((await listed(email))?.confirmedAt).toBe(row!.confirmedAt);

    for (const bad of ['x'.repeat(43), '', undefined]) {
      const refused = await confirm(bad);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^token: /);
    }
  });
});

describe('unsubscribing', () => {
  it('the confirmation mail carries a one-click List-Unsubscribe header that works without a session', async () => {
    const email = uniqueEmail('oneclick');
    await subscribe(email);
    const [mail] = await smtp.waitFor(email, { match: isConfirmation });
    const header = (name: string) =>
      mail.parsed.headerLines
        .find((h) => h.key === name)
        ?.line.replace(/^[^:]+:\s*/, '')
        .replace(/\r?\n\s*/g, '');
    const list = /^<(https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+)>$/.exec(header('list-unsubscribe') ?? '');
    expect(list, header('list-unsubscribe')).not.toBeNull();
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(list![1]);

    const wrongBody = await server.api(`${url.pathname}${url.search}`, {
      method: 'POST',
      body: 'nothing',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(wrongBody.status).toBe(400);
    const res = await server.api(`${url.pathname}${url.search}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.email).toBe(email);
    expect((await listed(email))?.status).toBe('unsubscribed');
    // the confirmation link stops working once the address has left
    expect((await confirm(await confirmationToken(email))).status).toBe(400);
  });

  it("every mail to a customer has the unsubscribe page's link; it unsubscribes a subscriber, and records anyone else", async () => {
    const email = customer.email;
    await subscribe(email);
    expect((await confirm(await confirmationToken(email))).status).toBe(200);
    const [verification] = await smtp.waitFor(email, { match: (m) => m.text.includes('/verify-email?token=') });
    const token = unsubscribeToken(verification);
    expect(verification.text).toContain('Unsubscribe from our newsletter: ');
    // the page asks for one click; opening it changes nothing
    const page = await fetch(`${server.url}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect((await listed(email))?.status).toBe('confirmed');

    const res = await unsubscribe(token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.stringMatching(/unsubscribed/), email });
    const row = await listed(email);
    expect(row).toMatchObject({ status: 'unsubscribed', confirmedAt: expect.any(String) });
    expect((await unsubscribe(token)).status).toBe(200);
    expect((await listed(email))?.unsubscribedAt).toBe(row!.unsubscribedAt);
    // subscribing again starts over with a new confirmation
    await subscribe(email);
    expect((await confirm(await confirmationToken(email, 2))).status).toBe(200);

    // a stranger's address from a sign-up: written down as unsubscribed, never subscribed
    const stranger = await server.signupUser({ name: 'Stray Reader' });
    const [mail] = await smtp.waitFor(stranger.email, { match: (m) => m.text.includes('/verify-email?token=') });
    expect((await unsubscribe(unsubscribeToken(mail))).status).toBe(200);
    expect(await listed(stranger.email)).toMatchObject({ status: 'unsubscribed', subscribedAt: null });
  });

  it('refuses a token the shop did not sign', async () => {
    const forged = `${Buffer.from('someone@shop.test').toString('base64url')}.${'A'.repeat(24)}`;
    for (const bad of [forged, 'nonsense', '', undefined]) {
      const res = await unsubscribe(bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^token: /);
    }
    expect(await listed('someone@shop.test')).toBeUndefined();
  });
});

describe('GET /api/newsletter/subscribers and its CSV export', () => {
  it('are for admins only', async () => {
    for (const path of ['/api/newsletter/subscribers', '/api/newsletter/subscribers/export']) {
      expect((await server.api(path)).status).toBe(401);
      expect((await server.api(path, { token: customer.token })).status).toBe(403);
    }
  });

  it('lists every address newest first with its status and dates, filtered by status; the CSV holds the same', async () => {
    const confirmed = uniqueEmail('csv-a');
    const pending = uniqueEmail('csv-b');
    await subscribe(confirmed);
    expect((await confirm(await confirmationToken(confirmed))).status).toBe(200);
    await subscribe(pending);
    await confirmationToken(pending);

    const all = await server.api('/api/newsletter/subscribers?q=csv-&limit=50', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, total: 2, page: 1, pages: 1 });
    expect(all.body.subscribers.map((s: NewsletterSubscriber) => [s.email, s.status])).toEqual([
      [pending, 'pending'],
      [confirmed, 'confirmed'],
    ]);
    expect(all.body.counts).toEqual({
      pending: expect.any(Number),
      confirmed: expect.any(Number),
      unsubscribed: expect.any(Number),
    });
    expect(all.body.counts.confirmed).toBeGreaterThanOrEqual(1);
    const only = await server.api('/api/newsletter/subscribers?q=csv-&status=confirmed', { token: admin });
    expect(only.body.subscribers.map((s: NewsletterSubscriber) => s.email)).toEqual([confirmed]);
    const bad = await server.api('/api/newsletter/subscribers?status=maybe', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^status: /);

    const csv = await fetch(`${server.url}/api/newsletter/subscribers/export?q=csv-`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,status,subscribedAt,confirmedAt,unsubscribedAt,createdAt');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2))).toEqual([
      [confirmed, 'confirmed'],
      [pending, 'pending'],
    ]);
    const confirmedRow = lines[1].split(',');
    expect(Date.parse(confirmedRow[2])).toBeGreaterThan(0);
    expect(Date.parse(confirmedRow[3])).toBeGreaterThan(0);
    expect(confirmedRow[4]).toBe('');
  });
});

describe('the footer', () => {
  it("subscribes to the shop's own list in the page when no provider address is set (the built settings)", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const form = /<form[^>]*data-newsletter="own"[^>]*>/.exec(html)?.[0];
    expect(form).toBeDefined();
    expect(form).toContain('action="/api/newsletter"');
    expect(form).not.toContain('target=');
    expect(html).toMatch(/<input[^>]*name="EMAIL"[^>]*type="email"[^>]*required/);
  });
});

describe('GET /api/mail/delivery', () => {
  it('says delivery is on with SMTP_URL set', async () => {
    const res = await server.api('/api/mail/delivery');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, delivery: 'on' });
  });
});
