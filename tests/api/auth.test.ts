// POST /api/auth/signup, POST /api/auth/signin, GET /api/auth/profile
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { PGlite } from '@electric-sql/pglite';
import { SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../../src/server/db/client';
import { startServer, uniqueEmail, type TestServer } from './harness';

let server: TestServer;
// per-email limit 3; each test signs in from its own forwarded address so the per-address
// limit (6) is only reached where a test means to reach it
let address = 0;
const from = () => ({ 'X-Forwarded-For': `10.0.0.${++address}` });

const SERVER_ENV = {
  SIGNIN_MAX_FAILURES_PER_EMAIL: '3',
  SIGNIN_MAX_FAILURES_PER_IP: '6',
  SIGNIN_WINDOW_SECONDS: '600',
  TRUST_PROXY: '1',
};

beforeAll(async () => {
  server = await startServer(SERVER_ENV);
});
afterAll(async () => {
  await server?.stop();
});

const signup = (json: unknown, headers?: Record<string, string>) =>
  server.api('/api/auth/signup', { method: 'POST', json, headers });
const signin = (json: unknown, headers: Record<string, string> = from()) =>
  server.api('/api/auth/signin', { method: 'POST', json, headers });
const validSignup = () => ({
  name: 'Ann Lee',
  email: uniqueEmail('ann'),
  contact: '+1 555 0101',
  password: 'ann-pass-123',
});

describe('POST /api/auth/signup', () => {
  it('creates a customer and answers 201 with message, token and user', async () => {
    const body = validSignup();
    const res = await signup(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String), token: expect.any(String) });
    expect(res.body.user).toMatchObject({
      name: 'Ann Lee',
      email: body.email,
      contact: '+1 555 0101',
      role: 'customer',
      status: 'active',
    });
    expect(res.body.user._id).toEqual(expect.any(String));
    expect(new Date(res.body.user.createdAt).toISOString()).toBe(res.body.user.createdAt);
    expect(res.text).not.toMatch(/argon2|password/i);
    const profile = await server.api('/api/auth/profile', { token: res.body.token });
    expect(profile.body.user._id).toBe(res.body.user._id);
  });

  it('trims and lower-cases the e-mail', async () => {
    const email = uniqueEmail('Mixed');
    const res = await signup({ ...validSignup(), email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe(email.toLowerCase());
  });

  it('always makes a customer, whatever role or status the body claims, and ignores unknown fields', async () => {
    const res = await signup({
      ...validSignup(),
      role: 'admin',
      status: 'blocked',
      address: 'Somewhere 1',
      _id: 'mine',
      isAdmin: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'customer', status: 'active', address: null });
    expect(res.body.user._id).not.toBe('mine');
    const admin = await server.api('/api/users/all', { token: res.body.token });
    expect(admin.status).toBe(403);
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: undefined }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: undefined }],
    ['contact', { contact: 'x'.repeat(41) }],
    ['name', { name: 'Ann\u0000Lee' }],
    ['name', { name: 'Ann\nLee' }],
    ['contact', { contact: '555\u0007' }],
    ['password', { password: 'pass\u0000word-123' }],
    ['password', { password: 'short' }],
    ['password', { password: 12345678 }],
  ])('answers 400 naming the field %s', async (field, change) => {
    const res = await signup({ ...validSignup(), ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: expect.stringContaining(field) });
  });

  it('says "is required" of an empty e-mail address or password, whatever else the field must be', async () => {
    for (const [change, message] of [
      [{ email: '' }, 'email: is required'],
      [{ email: '   ' }, 'email: is required'],
      [{ password: '' }, 'password: is required'],
      [{ email: 'not-an-email' }, 'email: must be a valid e-mail address'],
    ] as const) {
      const res = await signup({ ...validSignup(), ...change });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await signin({ email: '', password: 'x' })).body.message).toBe('email: is required');
  });

  it.each([
    ['empty', { contact: '' }],
    ['missing', { contact: undefined }],
    ['null', { contact: null }],
  ])(
    'accepts a sign-up whose contact is %s (deliberate change 16); the same e-mail again is 409',
    async (_label, change) => {
      const body = { ...validSignup(), ...change };
      const res = await signup(body);
      expect(res.status).toBe(201);
      expect(res.body.user.contact ?? '').toBe('');
      expect((await signup(body)).status).toBe(409);
    },
  );

  it('answers 400 for a body that is not JSON', async () => {
    const res = await server.api('/api/auth/signup', {
      method: 'POST',
      body: 'name=x',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('answers 409 for an e-mail that already has an account, in any letter case', async () => {
    const body = validSignup();
    expect((await signup(body)).status).toBe(201);
    const again = await signup({ ...body, email: body.email.toUpperCase(), name: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: expect.stringMatching(/already/i) });
  });

  it.each([
    ['password', 'password: is too common or too easy to guess: please choose another'],
    ['12345678', 'password: is too common or too easy to guess: please choose another'],
    ['Password1', 'password: is too common or too easy to guess: please choose another'],
    ['<e-mail>', 'password: must not be your e-mail address'],
    ['<E-MAIL BEFORE THE @>', 'password: must not be your e-mail address'],
  ])('refuses the password %s with 400 naming the field, and makes no account', async (password, message) => {
    const body = validSignup();
    const local = body.email.split('@')[0];
    const chosen = password.replace('<e-mail>', body.email).replace('<E-MAIL BEFORE THE @>', local.toUpperCase());
    const res = await signup({ ...body, password: chosen });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
    expect((await signin({ email: body.email, password: chosen })).status).toBe(401);
  });

  it('accepts a password that keeps the rule, however plain its words', async () => {
    const body = { ...validSignup(), password: 'kettle-harbour-42' };
    expect((await signup(body)).status).toBe(201);
    expect((await signin({ email: body.email, password: body.password })).status).toBe(200);
  });

  it('answers 413 to an oversized JSON body and stores nothing', async () => {
    const body = { ...validSignup(), name: 'x'.repeat(200_000) };
    const res = await signup(body);
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
    expect((await signin({ email: body.email, password: body.password })).status).toBe(401);
  });
});

/** Writes a password into the stored account as an account made before the rule holds one:
 *  straight into the database (PGlite is one process's, so the server stops meanwhile). */
async function storePasswordDirectly(email: string, password: string): Promise<void> {
  const passwordHash = await hash(password);
  const update = 'UPDATE users SET password_hash = $1 WHERE email = $2';
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    await client.query(update, [passwordHash, email]);
    await client.end();
    return;
  }
  await server.terminate();
  const db = new PGlite(path.join(server.dataDir, 'pgdata'), { extensions: await pgliteExtensions() });
  await db.query(update, [passwordHash, email]);
  await db.close();
  server = await startServer(SERVER_ENV, { reuse: server });
}

describe('POST /api/auth/signin', () => {
  it('answers 200 with message, token and user for the right pair (e-mail in any case)', async () => {
    const user = await server.signupUser();
    const res = await signin({ email: ` ${user.email.toUpperCase()} `, password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String), token: expect.any(String) });
    expect(res.body.user).toMatchObject({ _id: user.user._id, email: user.email, role: 'customer' });
    expect(res.text).not.toMatch(/argon2|passwordHash/i);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password, in about the same time', async () => {
    const user = await server.signupUser();
    const timed = async (email: string) => {
      const t = performance.now();
      const res = await signin({ email, password: 'wrong-password' });
      return { res, ms: performance.now() - t };
    };
    const wrong = [];
    const unknown = [];
    for (let i = 0; i < 3; i++) {
      wrong.push(await timed(user.email));
      unknown.push(await timed(uniqueEmail('nobody')));
    }
    for (const { res } of [...wrong, ...unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unknown[0].res.body);
    }
    const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[1];
    // both paths run one argon2 verify; without the dummy verify an unknown e-mail answers several times faster
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });

  it('signs in an account made before the password rule, whose password the rule now refuses', async () => {
    const body = validSignup();
    expect((await signup(body)).status).toBe(201);
    await storePasswordDirectly(body.email, 'password');
    const res = await signin({ email: body.email, password: 'password' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.user.email).toBe(body.email);
  });

  it('answers 400 naming the field for a missing password', async () => {
    const res = await signin({ email: uniqueEmail() });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('password');
  });

  it('answers 403 for a blocked account with the right password, 401 with a wrong one', async () => {
    const user = await server.signupUser();
    const token = await server.adminToken();
    expect(
      (await server.api(`/api/users/${user.user._id}`, { method: 'PUT', token, json: { status: 'blocked' } })).status,
    ).toBe(200);
    const res = await signin({ email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: expect.stringMatching(/blocked/i) });
    expect((await signin({ email: user.email, password: 'not-the-password' })).status).toBe(401);
  });

  it('throttles repeated failures for one e-mail from one address with 429 and Retry-After, even for the right password', async () => {
    const user = await server.signupUser();
    const attacker = from();
    for (let i = 0; i < 3; i++)
      expect((await signin({ email: user.email, password: `wrong-${i}-pass` }, attacker)).status).toBe(401);
    const blocked = await signin({ email: user.email, password: user.password }, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, message: expect.stringMatching(/too many/i) });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // the owner, from their own address, is not locked out; another account is not affected
    expect((await signin({ email: user.email, password: user.password })).status).toBe(200);
    const other = await server.signupUser();
    expect((await signin({ email: other.email, password: other.password }, attacker)).status).toBe(200);
  });

  it('throttles repeated failures from one client address across e-mails', async () => {
    const headers = from();
    for (let i = 0; i < 6; i++) {
      expect((await signin({ email: uniqueEmail('spray'), password: 'wrong-password' }, headers)).status).toBe(401);
    }
    const res = await signin({ email: uniqueEmail('spray'), password: 'wrong-password' }, headers);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const user = await server.signupUser();
    expect((await signin({ email: user.email, password: user.password }, from())).status).toBe(200);
  });
});

describe('GET /api/auth/profile', () => {
  it('answers 200 with the user for a valid token', async () => {
    const user = await server.signupUser({ name: 'Profile Person' });
    const res = await server.api('/api/auth/profile', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, user: user.user });
  });

  it('answers 401 without a token, with a malformed one and with one signed by another key', async () => {
    const user = await server.signupUser();
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user._id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(64)));
    for (const token of [undefined, 'not-a-jwt', forged]) {
      const res = await server.api('/api/auth/profile', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it("stops a blocked user's token at once (403) and a deleted user's (401)", async () => {
    const admin = await server.adminToken();
    const blocked = await server.signupUser();
    const deleted = await server.signupUser();
    await server.api(`/api/users/${blocked.user._id}`, { method: 'PUT', token: admin, json: { status: 'blocked' } });
    await server.api(`/api/users/${deleted.user._id}`, { method: 'DELETE', token: admin });
    expect((await server.api('/api/auth/profile', { token: blocked.token })).status).toBe(403);
    expect((await server.api('/api/auth/profile', { token: deleted.token })).status).toBe(401);
  });
});
