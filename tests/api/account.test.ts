// The customer's own account: PUT /api/auth/profile (name, contact, saved address only) and
// PUT /api/auth/password (a new token; every older token of that user stops working).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const ADDRESS = {
  name: 'Eve Home',
  phone: '+44 20 7946 0000',
  line1: '2 High St',
  line2: 'Flat 3',
  city: 'London',
  postalCode: 'N1 9GU',
  country: 'UK',
};
/** `address` in answers is this one line (docs/api.md#field-shapes); the structure is `savedAddress` */
const ADDRESS_TEXT = '2 High St, Flat 3, London, N1 9GU, United Kingdom';
const putProfile = (token: string, json: unknown) => server.api('/api/auth/profile', { method: 'PUT', token, json });
const putPassword = (token: string, json: unknown) => server.api('/api/auth/password', { method: 'PUT', token, json });

describe('PUT /api/auth/profile', () => {
  it('changes name, contact and address; e-mail, role and status are not writable', async () => {
    const eve = await server.signupUser({ name: 'Eve' });
    expect(eve.user).toMatchObject({ address: null, savedAddress: null });
    const res = await putProfile(eve.token, {
      name: ' Eve Adams ',
      contact: '+1 555 0199',
      address: ADDRESS,
      email: 'x@shop.test',
      role: 'admin',
      status: 'blocked',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(res.body.user).toMatchObject({
      name: 'Eve Adams',
      contact: '+1 555 0199',
      address: ADDRESS_TEXT,
      savedAddress: ADDRESS,
      email: eve.email,
      role: 'customer',
      status: 'active',
    });
    const profile = await server.api('/api/auth/profile', { token: eve.token });
    expect(profile.body.user).toMatchObject({ name: 'Eve Adams', address: ADDRESS_TEXT, savedAddress: ADDRESS });

    // only what is sent changes; optional address parts come back as ''; null clears
    const partial = await putProfile(eve.token, { address: { ...ADDRESS, line2: undefined, postalCode: null } });
    expect(partial.body.user).toMatchObject({
      name: 'Eve Adams',
      contact: '+1 555 0199',
      address: '2 High St, London, United Kingdom',
      savedAddress: { ...ADDRESS, line2: '', postalCode: '' },
    });
    const cleared = await putProfile(eve.token, { contact: '', address: null });
    expect(cleared.body.user).toMatchObject({ name: 'Eve Adams', contact: null, address: null, savedAddress: null });
  });

  it('answers 400 naming the field for bad input and changes nothing; 401 without a token', async () => {
    const frank = await server.signupUser({ name: 'Frank' });
    const cases: [unknown, RegExp][] = [
      [{ name: '' }, /^name: is required/],
      [{ name: 'x'.repeat(101) }, /^name/],
      [{ contact: 'x'.repeat(41) }, /^contact/],
      [{ address: { ...ADDRESS, country: '' } }, /^address\.country: is required/],
      [{ address: 'Somewhere 1' }, /^address/],
    ];
    for (const [body, message] of cases) {
      const res = await putProfile(frank.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await server.api('/api/auth/profile', { token: frank.token })).body.user).toMatchObject({
      name: 'Frank',
      address: null,
      savedAddress: null,
    });
    expect((await putProfile('', { name: 'Nobody' })).status).toBe(401);
  });
});

describe('the saved address on the user object', () => {
  it('answers address as text or null and the structure as savedAddress, from every account call', async () => {
    const ivy = await server.signupUser({ name: 'Ivy' });
    const shapes = (user: { address: unknown; savedAddress: unknown }) => {
      expect(typeof user.address === 'string' || user.address === null, JSON.stringify(user)).toBe(true);
      expect(user.savedAddress === null || typeof user.savedAddress === 'object').toBe(true);
    };
    shapes(ivy.user);
    const saved = await putProfile(ivy.token, { address: ADDRESS });
    shapes(saved.body.user);
    expect(saved.body.user).toMatchObject({ address: ADDRESS_TEXT, savedAddress: ADDRESS });
    const signin = await server.api('/api/auth/signin', {
      method: 'POST',
      json: { email: ivy.email, password: ivy.password },
    });
    const profile = await server.api('/api/auth/profile', { token: ivy.token });
    for (const user of [signin.body.user, profile.body.user]) {
      shapes(user);
      expect(user).toMatchObject({ address: ADDRESS_TEXT, savedAddress: ADDRESS });
      expect(Object.keys(user.savedAddress).sort()).toEqual(Object.keys(ADDRESS).sort());
    }
  });

  it('takes the structured address as savedAddress as well as address, not both at once', async () => {
    const jo = await server.signupUser({ name: 'Jo' });
    const res = await putProfile(jo.token, { savedAddress: { ...ADDRESS, line2: null } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      address: '2 High St, London, N1 9GU, United Kingdom',
      savedAddress: { ...ADDRESS, line2: '' },
    });
    const both = await putProfile(jo.token, { address: ADDRESS, savedAddress: ADDRESS });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('savedAddress: send either savedAddress or address, not both');
    const bad = await putProfile(jo.token, { savedAddress: { ...ADDRESS, city: ' ' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('savedAddress.city: is required');
    const cleared = await putProfile(jo.token, { savedAddress: null });
    expect(cleared.body.user).toMatchObject({ address: null, savedAddress: null });
  });
});

describe('PUT /api/auth/password', () => {
  it('answers a new token; the old tokens of that user answer 401, the new one and the new password work', async () => {
    const gina = await server.signupUser({ name: 'Gina', password: 'old-password-1' });
    const other = await server.api('/api/auth/signin', {
      method: 'POST',
      json: { email: gina.email, password: 'old-password-1' },
    });
    const bystander = await server.signupUser();

    const res = await putPassword(gina.token, { currentPassword: 'old-password-1', newPassword: 'new-password-2' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String), token: expect.any(String) });
    for (const old of [gina.token, other.body.token]) {
      const denied = await server.api('/api/auth/profile', { token: old });
      expect(denied.status).toBe(401);
      expect(denied.body.success).toBe(false);
    }
    expect((await server.api('/api/auth/profile', { token: res.body.token })).body.user.email).toBe(gina.email);
    // other users keep their sessions
    expect((await server.api('/api/auth/profile', { token: bystander.token })).status).toBe(200);

    const oldPair = await server.api('/api/auth/signin', {
      method: 'POST',
      json: { email: gina.email, password: 'old-password-1' },
    });
    expect(oldPair.status).toBe(401);
    const newPair = await server.api('/api/auth/signin', {
      method: 'POST',
      json: { email: gina.email, password: 'new-password-2' },
    });
    expect(newPair.status).toBe(200);
    expect((await server.api('/api/auth/profile', { token: newPair.body.token })).status).toBe(200);
  });

  it('refuses a wrong current password or a short new one with 400, changing nothing', async () => {
    const hal = await server.signupUser({ password: 'hal-password-1' });
    const wrong = await putPassword(hal.token, { currentPassword: 'not-it-at-all', newPassword: 'new-password-2' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^currentPassword/);
    const short = await putPassword(hal.token, { currentPassword: 'hal-password-1', newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('newPassword: must be at least 8 characters');
    expect((await putPassword(hal.token, {})).status).toBe(400);
    expect((await server.api('/api/auth/profile', { token: hal.token })).status).toBe(200);
    expect(
      (await server.api('/api/auth/signin', { method: 'POST', json: { email: hal.email, password: 'hal-password-1' } }))
        .status,
    ).toBe(200);
    expect((await putPassword('', { currentPassword: 'a', newPassword: 'bbbbbbbb' })).status).toBe(401);
  });

  it('refuses a common new password, the e-mail or the current password with 400 naming newPassword', async () => {
    const ivy = await server.signupUser({ password: 'ivy-password-1' });
    const common = 'newPassword: is too common or too easy to guess: please choose another';
    for (const [newPassword, message] of [
      ['password', common],
      ['12345678', common],
      ['qwertyuiop', common],
      [ivy.email, 'newPassword: must not be your e-mail address'],
      [ivy.email.split('@')[0], 'newPassword: must not be your e-mail address'],
      ['ivy-password-1', 'newPassword: must not be your current password'],
    ]) {
      const res = await putPassword(ivy.token, { currentPassword: 'ivy-password-1', newPassword });
      expect(res.status, newPassword).toBe(400);
      expect(res.body).toEqual({ success: false, message });
    }
    // nothing changed: the old token and password still work
    expect((await server.api('/api/auth/profile', { token: ivy.token })).status).toBe(200);
    const signin = (password: string) =>
      server.api('/api/auth/signin', { method: 'POST', json: { email: ivy.email, password } });
    expect((await signin('ivy-password-1')).status).toBe(200);

    const strong = await putPassword(ivy.token, {
      currentPassword: 'ivy-password-1',
      newPassword: 'lantern-orchard-77',
    });
    expect(strong.status, strong.text).toBe(200);
    expect((await signin('lantern-orchard-77')).status).toBe(200);
  });
});
