// Issue "many servers for real": sign-in throttling in the database (the three attacks),
// control characters refused with a 400 naming the field, no secrets in logs, AUTH_SECRET length
// and tokens without exp/iat.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom } from '../helpers/requestFrom';
import { ADMIN, startServer, uniqueEmail, type TestServer } from './harness';

const SECRET = 'k'.repeat(48);

/** A JSON POST from a chosen loopback source address (127.0.0.x), as another machine would. */
const postFrom = (
  server: TestServer,
  localAddress: string,
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
) => requestFrom(server, localAddress, 'POST', pathname, body, headers);

describe('sign-in throttling without TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      AUTH_SECRET: SECRET,
      SIGNIN_MAX_FAILURES_PER_EMAIL: '5',
      SIGNIN_MAX_FAILURES_PER_IP: '8',
      SIGNIN_WINDOW_SECONDS: '600',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('checks 40 parallel wrong passwords for one account at most 5 times, across a restart', async () => {
    const user = await server.signupUser();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postFrom(server, '127.0.0.11', '/api/auth/signin', { email: user.email, password: `wrong-${i}-pass` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    // counted in the database: a restarted server still refuses
    await server.terminate();
    server = await startServer(
      {
        AUTH_SECRET: SECRET,
        SIGNIN_MAX_FAILURES_PER_EMAIL: '5',
        SIGNIN_MAX_FAILURES_PER_IP: '8',
        SIGNIN_WINDOW_SECONDS: '600',
      },
      { reuse: server },
    );
    const again = await postFrom(server, '127.0.0.11', '/api/auth/signin', {
      email: user.email,
      password: user.password,
    });
    expect(again.status).toBe(429);
  }, 120_000);

  it('ignores X-Forwarded-For: rotating it does not get past the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await postFrom(
        server,
        '127.0.0.12',
        '/api/auth/signin',
        { email: uniqueEmail('spray'), password: 'wrong-password' },
        { 'X-Forwarded-For': `198.51.100.${i + 1}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it("cannot lock the admin out by sending the admin's address in X-Forwarded-For", async () => {
    for (let i = 0; i < 12; i++) {
      await postFrom(
        server,
        '127.0.0.13',
        '/api/auth/signin',
        { email: ADMIN.email, password: `guess-${i}-pass` },
        { 'X-Forwarded-For': '127.0.0.14' },
      );
    }
    const admin = await postFrom(server, '127.0.0.14', '/api/auth/signin', {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    expect(admin.status).toBe(200);
  });
});

describe('sign-in throttling behind one trusted proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      AUTH_SECRET: SECRET,
      TRUST_PROXY: '1',
      SIGNIN_MAX_FAILURES_PER_EMAIL: '3',
      SIGNIN_MAX_FAILURES_PER_IP: '5',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("takes the right-most entry, so a spoofed victim's address in front cannot lock the admin out", async () => {
    // the proxy appends the attacker's real address after whatever the attacker sent
    for (let i = 0; i < 8; i++) {
      await server.api('/api/auth/signin', {
        method: 'POST',
        json: { email: ADMIN.email, password: `guess-${i}-pass` },
        headers: { 'X-Forwarded-For': '203.0.113.50, 192.0.2.66' },
      });
    }
    const locked = await server.api('/api/auth/signin', {
      method: 'POST',
      json: { email: ADMIN.email, password: ADMIN.password },
      headers: { 'X-Forwarded-For': '192.0.2.66' },
    });
    expect(locked.status).toBe(429);
    const admin = await server.api('/api/auth/signin', {
      method: 'POST',
      json: { email: ADMIN.email, password: ADMIN.password },
      headers: { 'X-Forwarded-For': '203.0.113.50' },
    });
    expect(admin.status).toBe(200);
  });
});

describe('bad text and secrets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ AUTH_SECRET: SECRET });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ['/api/products?q=a%00b', 'q'],
    ['/api/products?category=x%00', 'category'],
    ['/api/categories?q=%1b[31m', 'q'],
    ['/api/users/all?q=%00', 'q'],
  ])('answers 400 naming the field for %s', async (pathname, field) => {
    const res = await server.api(pathname);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: expect.stringContaining(field) });
  });

  it.each([
    ['PATCH', '/api/products/abc%00def', { isActive: true }],
    ['PATCH', '/api/categories/%07', { isActive: true }],
    ['PUT', '/api/users/x%1fy', { status: 'active' }],
    ['DELETE', '/api/users/%00', undefined],
  ])('answers 400 naming the id for %s %s', async (method, pathname, json) => {
    const res = await server.api(pathname, { method, json, token: await server.adminToken() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: expect.stringContaining('id') });
  });

  it('refuses a NUL in a multipart field with 400 naming it, and stores nothing', async () => {
    const token = await server.adminToken();
    const form = new FormData();
    form.set('name', 'Bad\u0000Name');
    form.set('description', 'Line one\nline two');
    const res = await server.api('/api/categories', { method: 'POST', token, body: form });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: expect.stringContaining('name') });
    const list = await server.api('/api/categories');
    expect(JSON.stringify(list.body)).not.toContain('Bad');
  });

  it('never logs SQL parameters, password hashes or passwords', async () => {
    const email = uniqueEmail('nul');
    await server.api('/api/auth/signup', {
      method: 'POST',
      json: { name: 'N\u0000', email, contact: '', password: 'secret-pass-9' },
    });
    await server.api('/api/products/%00');
    const log = server.output();
    expect(log).not.toMatch(/\$argon2|secret-pass-9|params:/);
  });

  it('refuses a token without exp or iat, even signed with the key', async () => {
    const user = await server.signupUser();
    const key = new TextEncoder().encode(SECRET);
    const noExp = await new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user._id)
      .setIssuedAt()
      .sign(key);
    const noIat = await new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user._id)
      .setExpirationTime('1h')
      .sign(key);
    expect((await server.api('/api/auth/profile', { token: noExp })).status).toBe(401);
    expect((await server.api('/api/auth/profile', { token: noIat })).status).toBe(401);
    expect((await server.api('/api/auth/profile', { token: user.token })).status).toBe(200);
  });

  it('refuses to start with an AUTH_SECRET shorter than 32 bytes, saying how to make one', async () => {
    const weak = await startServer({ AUTH_SECRET: 'supersecret' }, { expectExit: true, timeoutMs: 60_000 });
    expect(await weak.exited).not.toBe(0);
    expect(weak.output()).toMatch(/AUTH_SECRET.*32 bytes[\s\S]*openssl rand -base64 48/);
    await weak.cleanup();
  });
});
