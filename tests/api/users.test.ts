// GET /api/users/all, PUT /api/users/{id}, DELETE /api/users/{id} (admin only)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, uniqueEmail, type TestServer } from './harness';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.adminToken();
});
afterAll(async () => {
  await server?.stop();
});

const setStatus = (id: string, status: unknown, token = admin) =>
  server.api(`/api/users/${id}`, { method: 'PUT', token, json: { status } });
const remove = (id: string, token = admin) => server.api(`/api/users/${id}`, { method: 'DELETE', token });

describe('GET /api/users/all', () => {
  it('answers a bare array of users, newest first, without password hashes', async () => {
    const first = await server.signupUser();
    const second = await server.signupUser();
    const res = await server.api('/api/users/all', { token: admin });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const ids = res.body.map((u: { _id: string }) => u._id);
    expect(ids.indexOf(second.user._id)).toBeLessThan(ids.indexOf(first.user._id));
    expect(res.body.find((u: { email: string }) => u.email === ADMIN.email)).toMatchObject({ role: 'admin' });
    for (const u of res.body)
      expect(Object.keys(u).sort()).toEqual([
        '_id',
        'address',
        'contact',
        'createdAt',
        'email',
        // added with e-mail verification (docs/api.md#account-mail)
        'emailVerified',
        'name',
        'role',
        'savedAddress',
        'status',
        'updatedAt',
      ]);
    expect(res.text).not.toMatch(/argon2|password/i);
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    const customer = await server.signupUser();
    expect((await server.api('/api/users/all')).status).toBe(401);
    const res = await server.api('/api/users/all', { token: customer.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('with ?q= pages and searches name or e-mail case-insensitively', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const byName = await server.signupUser({ name: `Quinn ${tag.toUpperCase()}` });
    const byEmail = await server.signupUser({ email: uniqueEmail(tag) });
    await server.signupUser({ name: 'Unrelated Person' });
    const res = await server.api(`/api/users/all?q=${tag}&page=1&limit=5`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, total: 2, page: 1, pages: 1 });
    expect(res.body.users.map((u: { _id: string }) => u._id)).toEqual([byEmail.user._id, byName.user._id]);
    const pageTwo = await server.api(`/api/users/all?q=${tag}&page=2&limit=1`, { token: admin });
    expect(pageTwo.body).toMatchObject({ total: 2, page: 2, pages: 2 });
    expect(pageTwo.body.users.map((u: { _id: string }) => u._id)).toEqual([byName.user._id]);
  });

  it('treats % and _ in q literally', async () => {
    const res = await server.api('/api/users/all?q=%25', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
  });

  it('caps limit at 100', async () => {
    const before = (await server.api('/api/users/all', { token: admin })).body.length;
    const missing = Math.max(0, 101 - before);
    for (let i = 0; i < missing; i += 10) {
      await Promise.all(Array.from({ length: Math.min(10, missing - i) }, () => server.signupUser()));
    }
    const res = await server.api('/api/users/all?page=1&limit=1000', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.users).toHaveLength(100);
    expect(res.body.total).toBeGreaterThan(100);
    expect(res.body.pages).toBe(Math.ceil(res.body.total / 100));
  });

  it('filters the paged list by role and status (the admin dashboard counts)', async () => {
    const tag = `zf${Date.now().toString(36)}`;
    const blocked = await server.signupUser({ name: `Blocked ${tag}` });
    await server.signupUser({ name: `Active ${tag}` });
    expect((await setStatus(blocked.user._id, 'blocked')).status).toBe(200);
    const count = async (query: string) =>
      (await server.api(`/api/users/all?q=${tag}&limit=1&${query}`, { token: admin })).body.total;
    expect(await count('role=customer&status=blocked')).toBe(1);
    expect(await count('role=customer&status=active')).toBe(1);
    expect(await count('role=admin')).toBe(0);
    const bad = await server.api('/api/users/all?limit=1&status=asleep', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('status');
  });

  it('answers 400 naming the parameter for a bad page', async () => {
    const res = await server.api('/api/users/all?page=0', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('page');
  });
});

describe('user objects keep the field shapes of docs/product.md#entities', () => {
  it('answer address as text or null and the structure as savedAddress, in every user-returning call', async () => {
    const address = {
      name: 'Kim Lane',
      phone: '+44 161 496 0000',
      line1: '12 Canal Street',
      line2: '',
      city: 'Manchester',
      postalCode: 'M1 3HE',
      country: 'United Kingdom',
    };
    const text = '12 Canal Street, Manchester, M1 3HE, United Kingdom';
    const kim = await server.signupUser({ name: `Kim ${Date.now().toString(36)}` });
    const none = await server.signupUser({ name: `Nobody ${Date.now().toString(36)}` });
    const saved = await server.api('/api/auth/profile', { method: 'PUT', token: kim.token, json: { address } });
    const signin = await server.api('/api/auth/signin', {
      method: 'POST',
      json: { email: kim.email, password: kim.password },
    });
    const profile = await server.api('/api/auth/profile', { token: kim.token });
    const plain = await server.api('/api/users/all', { token: admin });
    const paged = await server.api(`/api/users/all?q=${encodeURIComponent(kim.email)}&limit=5`, { token: admin });
    const status = await setStatus(kim.user._id, 'active');

    const withAddress = [
      saved.body.user,
      signin.body.user,
      profile.body.user,
      plain.body.find((u: { _id: string }) => u._id === kim.user._id),
      paged.body.users[0],
      status.body.user,
    ];
    for (const user of withAddress)
      expect(user).toMatchObject({ _id: kim.user._id, address: text, savedAddress: address });
    const everyone = [kim.user, none.user, ...withAddress, ...plain.body];
    for (const user of everyone) {
      expect(typeof user.address === 'string' || user.address === null, JSON.stringify(user)).toBe(true);
      expect(typeof user.contact === 'string' || user.contact === null).toBe(true);
      for (const field of ['_id', 'name', 'email', 'role', 'status']) expect(typeof user[field]).toBe('string');
      expect(['active', 'blocked']).toContain(user.status);
      if (user.savedAddress === null) expect(user.address).toBeNull();
      else expect(Object.keys(user.savedAddress).sort()).toEqual(Object.keys(address).sort());
    }
    expect(none.user).toMatchObject({ address: null, savedAddress: null });
  });
});

describe('PUT /api/users/{id}', () => {
  it('blocks and re-activates a customer (200 with message and user)', async () => {
    const user = await server.signupUser();
    const res = await setStatus(user.user._id, 'blocked');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: expect.any(String),
      user: { _id: user.user._id, status: 'blocked' },
    });
    expect(res.text).not.toMatch(/argon2|password/i);
    expect((await server.api('/api/auth/profile', { token: user.token })).status).toBe(403);
    const back = await setStatus(user.user._id, 'active');
    expect(back.body.user.status).toBe('active');
    expect((await server.api('/api/auth/profile', { token: user.token })).status).toBe(200);
  });

  it('ignores fields other than status', async () => {
    const user = await server.signupUser();
    const res = await server.api(`/api/users/${user.user._id}`, {
      method: 'PUT',
      token: admin,
      json: { status: 'active', role: 'admin', email: 'taken@over.test', name: 'Changed' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'customer', email: user.email, name: user.name });
  });

  it('answers 400 naming status for a value other than active/blocked', async () => {
    const user = await server.signupUser();
    for (const status of ['deleted', undefined, 1]) {
      const res = await setStatus(user.user._id, status);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('status');
    }
  });

  it('answers 400 when an admin tries to block their own account', async () => {
    const me = (await server.api('/api/auth/profile', { token: admin })).body.user;
    const res = await setStatus(me._id, 'blocked');
    expect(res.status).toBe(400);
    expect((await server.api('/api/auth/profile', { token: admin })).status).toBe(200);
  });

  it('answers 404 for an unknown id, 401 without a token, 403 to a customer', async () => {
    const customer = await server.signupUser();
    const victim = await server.signupUser();
    expect((await setStatus('no-such-user', 'blocked')).status).toBe(404);
    expect(
      (await server.api(`/api/users/${victim.user._id}`, { method: 'PUT', json: { status: 'blocked' } })).status,
    ).toBe(401);
    expect((await setStatus(victim.user._id, 'blocked', customer.token)).status).toBe(403);
    expect((await server.api('/api/auth/profile', { token: victim.token })).status).toBe(200);
  });
});

describe('DELETE /api/users/{id}', () => {
  it("deletes a user (200 with message); the user's token then gets 401 and the e-mail can sign up again", async () => {
    const user = await server.signupUser();
    const res = await remove(user.user._id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    expect((await server.api('/api/auth/profile', { token: user.token })).status).toBe(401);
    expect((await remove(user.user._id)).status).toBe(404);
    const again = await server.api('/api/auth/signup', {
      method: 'POST',
      json: { name: user.name, email: user.email, contact: user.contact, password: user.password },
    });
    expect(again.status).toBe(201);
    expect((await server.api('/api/auth/profile', { token: user.token })).status).toBe(401);
  });

  it('answers 400 when an admin tries to delete their own account', async () => {
    const me = (await server.api('/api/auth/profile', { token: admin })).body.user;
    expect((await remove(me._id)).status).toBe(400);
    expect((await server.api('/api/auth/profile', { token: admin })).status).toBe(200);
  });

  it('answers 401 without a token and 403 to a customer, deleting nothing', async () => {
    const customer = await server.signupUser();
    const victim = await server.signupUser();
    expect((await server.api(`/api/users/${victim.user._id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await remove(victim.user._id, customer.token)).status).toBe(403);
    expect((await server.api('/api/auth/profile', { token: victim.token })).status).toBe(200);
  });
});
