// Password reset and e-mail verification (docs/api.md#account-mail): the mails arrive at a real
// SMTP server on loopback (tests/helpers/smtp.ts) and their links are followed as a shopper
// would; with mail delivery off the reset link is in the server's log and works the same.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPassword } from '../../src/server/accounts/passwordReset';
import { issueAccountToken } from '../../src/server/accounts/accountTokens';
import { verifyEmail } from '../../src/server/accounts/emailVerification';
import { HttpError } from '../../src/server/http/httpError';
import { memoryDb } from '../helpers/memoryDb';
import { waitForLoggedLink } from '../helpers/mailLinks';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { startServer, uniqueEmail, type TestServer } from './harness';

let smtp: TestSmtp;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Electro Shop <shop@example.com>' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** The link to `path` in the `count`-th mail to `to` that has one (in its text and its HTML). */
async function mailedLink(to: string, path: string, { count = 1 } = {}): Promise<URL> {
  const mails = await smtp.waitFor(to, { match: (mail) => mail.text.includes(path), count });
  const mail = mails[count - 1];
  const link = new RegExp(`https?://\\S*${path}\\?token=[\\w-]+`).exec(mail.text)![0];
  expect(mail.html).toContain(`href="${link}"`);
  return new URL(link);
}

/** Opens the link's page on the test server, as the shopper's browser would. */
async function openPage(link: URL): Promise<void> {
  const res = await fetch(`${server.url}${link.pathname}${link.search}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
}

const NEW_PASSWORD = 'a brand new passphrase';
const forgot = (email: string) => server.api('/api/auth/forgot-password', { method: 'POST', json: { email } });
const reset = (token: string, password: string) =>
  server.api('/api/auth/reset-password', { method: 'POST', json: { token, password } });
const tokenOf = (link: URL) => link.searchParams.get('token')!;

describe('POST /api/auth/forgot-password', () => {
  it('answers the same whether or not the address has an account, and mails only an account', async () => {
    const ann = await server.signupUser({ name: 'Ann' });
    const known = await forgot(ann.email.toUpperCase());
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: expect.stringMatching(/If an account uses this e-mail/) });
    const link = await mailedLink(ann.email, '/reset-password');
    expect(link.pathname).toBe('/reset-password');
    await openPage(link);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a missing or malformed address with 400 naming the field', async () => {
    for (const body of [{}, { email: 'not-an-address' }]) {
      const res = await server.api('/api/auth/forgot-password', { method: 'POST', json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/^email: /);
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password, signs out every session and answers a new token and the user', async () => {
    const bea = await server.signupUser({ name: 'Bea' });
    const other = await server.api('/api/auth/signin', {
      method: 'POST',
      json: { email: bea.email, password: bea.password },
    });
    expect((await forgot(bea.email)).status).toBe(200);
    const token = tokenOf(await mailedLink(bea.email, '/reset-password'));

    // the rule applies, and a refused password leaves the link usable
    const weak = await reset(token, 'password123');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^password: /);
    const own = await reset(token, bea.email);
    expect(own.status).toBe(400);
    expect(own.body.message).toMatch(/^password: must not be your e-mail address/);

    const res = await reset(token, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: expect.any(String),
      token: expect.any(String),
      user: { _id: bea.user._id, email: bea.email, emailVerified: true, address: null, savedAddress: null },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|password_hash/);

    // every older token stops working; the new one works
    for (const old of [bea.token, other.body.token])
      expect((await server.api('/api/auth/profile', { token: old })).status).toBe(401);
    expect((await server.api('/api/auth/profile', { token: res.body.token })).status).toBe(200);
    const signin = (password: string) =>
      server.api('/api/auth/signin', { method: 'POST', json: { email: bea.email, password } });
    expect((await signin(bea.password)).status).toBe(401);
    expect((await signin(NEW_PASSWORD)).status).toBe(200);

    // the link works once
    const again = await reset(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/^token: this password reset link has already been used/);
  });

  it('a newer reset spends the older links; an unknown token is 400 saying so', async () => {
    const cy = await server.signupUser({ name: 'Cy' });
    await forgot(cy.email);
    await forgot(cy.email);
    const first = tokenOf(await mailedLink(cy.email, '/reset-password'));
    const second = tokenOf(await mailedLink(cy.email, '/reset-password', { count: 2 }));
    expect(first).not.toBe(second);
    expect((await reset(second, NEW_PASSWORD)).status).toBe(200);
    const old = await reset(first, 'another passphrase here');
    expect(old.status).toBe(400);
    expect(old.body.message).toMatch(/already been used/);

    for (const token of ['x'.repeat(43), 'nonsense']) {
      const res = await reset(token, NEW_PASSWORD);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^token: this password reset link is not valid/);
    }
    const missing = await server.api('/api/auth/reset-password', { method: 'POST', json: { password: NEW_PASSWORD } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^token: is required/);
  });
});

describe('e-mail verification', () => {
  it('sign-up mails a link; following it verifies the address, once; the account works before', async () => {
    const dee = await server.signupUser({ name: 'Dee' });
    expect(dee.user.emailVerified).toBe(false);
    const link = await mailedLink(dee.email, '/verify-email');
    await openPage(link);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // unverified, the account does everything
    expect((await server.api('/api/orders', { token: dee.token })).status).toBe(200);

    const res = await server.api('/api/auth/verify-email', { method: 'POST', json: { token: tokenOf(link) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, email: dee.email, message: expect.stringContaining(dee.email) });
    const profile = await server.api('/api/auth/profile', { token: dee.token });
    expect(profile.body.user.emailVerified).toBe(true);

    const again = await server.api('/api/auth/verify-email', { method: 'POST', json: { token: tokenOf(link) } });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/^token: this verification link has already been used/);
    const unknown = await server.api('/api/auth/verify-email', { method: 'POST', json: { token: 'x'.repeat(43) } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^token: this verification link is not valid/);
    // a reset link is not a verification link, nor the other way round
    const crossed = await reset(tokenOf(link), NEW_PASSWORD);
    expect(crossed.body.message).toMatch(/password reset link is not valid/);
  });

  it("a sign-up naming a stranger's address cannot mail them a link: a web address as the name is 400", async () => {
    for (const name of ['Win at evil.example', 'https://evil.example', 'www.evil']) {
      const res = await server.api('/api/auth/signup', {
        method: 'POST',
        json: { name, email: uniqueEmail('stranger'), contact: '', password: 'a long enough passphrase' },
      });
      expect(res.status, name).toBe(400);
      expect(res.body.message).toBe('name: cannot hold a web address (put a space after a dot)');
    }
    const profile = await server.signupUser({ name: 'Fay' });
    const renamed = await server.api('/api/auth/profile', {
      method: 'PUT',
      token: profile.token,
      json: { name: 'Fay at evil.example' },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toMatch(/^name: cannot hold a web address/);
  });

  it('the verification mail strips bidi controls from the name and ends with the unsubscribe link', async () => {
    const eve = await server.signupUser({ name: 'Eve \u202Efdp\u202C Doe' });
    const [mail] = await smtp.waitFor(eve.email, { match: (m) => m.text.includes('/verify-email') });
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/);
      expect(body).toContain('Hello Eve fdp Doe,');
      expect(body).toMatch(/\/newsletter\/unsubscribe\?token=/);
    }
  });

  it('a signed-in, unverified account can have a new link mailed (throttled); verified, 409', async () => {
    const gil = await server.signupUser({ name: 'Gil' });
    const resend = (token?: string) => server.api('/api/auth/verify-email/resend', { method: 'POST', token });
    expect((await resend()).status).toBe(401);
    const res = await resend(gil.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(gil.email);
    const fresh = await mailedLink(gil.email, '/verify-email', { count: 2 });
    const verified = await server.api('/api/auth/verify-email', { method: 'POST', json: { token: tokenOf(fresh) } });
    expect(verified.status).toBe(200);
    expect((await resend(gil.token)).status).toBe(409);

    const hob = await server.signupUser({ name: 'Hob' });
    for (let i = 0; i < 3; i++) expect((await resend(hob.token)).status).toBe(200);
    const over = await resend(hob.token);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/Too many verification mails/);
  });

  it("the admin's customer list says who is verified", async () => {
    const eli = await server.signupUser({ name: 'Eli' });
    const admin = await server.adminToken();
    const page = await server.api(`/api/users/all?q=${encodeURIComponent(eli.email)}`, { token: admin });
    expect(page.body.users).toEqual([expect.objectContaining({ email: eli.email, emailVerified: false })]);
    const all = await server.api('/api/users/all', { token: admin });
    for (const user of all.body) expect(typeof user.emailVerified).toBe('boolean');
  });
});

describe('expired links', () => {
  it('a reset or verification link past its time is 400 saying it expired', async () => {
    const { db, close } = await memoryDb();
    try {
      await db.execute(
        sql`insert into users (id, name, email, password_hash) values ('u-exp', 'Exp', 'exp@shop.test', 'x')`,
      );
      const user = { id: 'u-exp', email: 'exp@shop.test' };
      const resetToken = await issueAccountToken(db, user, 'password-reset');
      const verifyToken = await issueAccountToken(db, user, 'verify-email');
      // a reset link lives 60 minutes, a verification link 7 days
      const lives = await db.execute<{ purpose: string; minutes: number }>(
        sql`select purpose, round(extract(epoch from expires_at - created_at) / 60)::int as minutes from account_tokens`,
      );
      expect(Object.fromEntries(lives.rows.map((r) => [r.purpose, Number(r.minutes)]))).toEqual({
        'password-reset': 60,
        'verify-email': 7 * 24 * 60,
      });
      await db.execute(sql`update account_tokens set expires_at = now() - interval '1 second'`);
      const failure = (p: Promise<unknown>) =>
        p.then(
          () => null,
          (err) => err as HttpError,
        );
      const resetError = await failure(resetPassword(db, resetToken, NEW_PASSWORD));
      expect(resetError).toBeInstanceOf(HttpError);
      expect(resetError).toMatchObject({ status: 400, message: expect.stringMatching(/reset link has expired/) });
      const verifyError = await failure(verifyEmail(db, verifyToken));
      expect(verifyError).toMatchObject({
        status: 400,
        message: expect.stringMatching(/verification link has expired/),
      });
      // only hashes are stored
      const stored = await db.execute<{ token_hash: string }>(sql`select token_hash from account_tokens`);
      for (const row of stored.rows) expect([resetToken, verifyToken]).not.toContain(row.token_hash);
    } finally {
      await close();
    }
  });
});

describe('mail delivery off (no SMTP_URL)', () => {
  it('the reset link is in the log and works', async () => {
    const quiet = await startServer();
    try {
      const kim = await quiet.signupUser({ name: 'Kim' });
      const res = await quiet.api('/api/auth/forgot-password', { method: 'POST', json: { email: kim.email } });
      expect(res.status).toBe(200);
      const link = await waitForLoggedLink(quiet, kim.email, '/reset-password');
      const reset = await quiet.api('/api/auth/reset-password', {
        method: 'POST',
        json: { token: link.searchParams.get('token'), password: NEW_PASSWORD },
      });
      expect(reset.status).toBe(200);
      expect((await quiet.api('/api/auth/profile', { token: kim.token })).status).toBe(401);
    } finally {
      await quiet.stop();
    }
  });
});

describe('throttling', () => {
  it('per e-mail: the sixth request within the hour is 429 with Retry-After, and mails nothing', async () => {
    const fay = await server.signupUser({ name: 'Fay' });
    for (let i = 0; i < 5; i++) expect((await forgot(fay.email)).status).toBe(200);
    await mailedLink(fay.email, '/reset-password', { count: 5 });
    const over = await forgot(fay.email);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.body.message).toMatch(/Too many password reset requests/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(fay.email).filter((mail) => mail.text.includes('/reset-password'))).toHaveLength(5);
  });

  it('per client address: at most 20 requests an hour over all e-mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await forgot(uniqueEmail('flood'))).status);
    // earlier tests of this file came from the same address: the limit is reached by now
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429)).every((s) => s === 429)).toBe(true);
  });
});
