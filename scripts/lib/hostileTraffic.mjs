// Hostile traffic for the `abuse` part of bench:api: many clients, each from its own loopback
// address (127.64.x.y), doing what an attack run does to a shop: sign-ups with long passwords for
// taken and new e-mails, sign-in guesses at ever new e-mails, reset requests for strangers,
// order-number guesses, password changes with a wrong current password, methods nobody serves,
// unknown Host headers, malformed and oversized bodies. It counts the answers by status.
import http from 'node:http';

const LONG_PASSWORD = 'p@$$w0rd'.repeat(25);

/** Attackers: a few hundred addresses, each used over and over, as a small botnet would. */
const ADDRESSES = 400;

let sequence = 0;
const nextAddress = () => {
  const n = (sequence++ % ADDRESSES) + 1;
  return `127.64.${n >> 8}.${n & 255 || 1}`;
};

/** One request from `localAddress`; resolves with the status (0 when the connection failed). */
function send(base, { method = 'GET', path, body, headers = {}, localAddress }) {
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const req = http.request(
      `${base}${path}`,
      {
        method,
        localAddress,
        agent: false,
        headers: {
          ...(data === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }),
          ...headers,
        },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end(data);
  });
}

const email = (what) => `${what}-${sequence}-${Math.random().toString(36).slice(2, 8)}@bench.test`;

/** The attacks, each a function of (base, context) giving one request. */
const ATTACKS = [
  (ctx) => ({
    method: 'POST',
    path: '/api/auth/signup',
    body: { name: 'Flood', email: ctx.takenEmail, contact: '', password: LONG_PASSWORD },
  }),
  () => ({
    method: 'POST',
    path: '/api/auth/signup',
    body: { name: 'Flood', email: email('new'), contact: '', password: `${LONG_PASSWORD.slice(0, 120)}Zx9` },
  }),
  () => ({ method: 'POST', path: '/api/auth/signin', body: { email: email('guess'), password: 'guess-password' } }),
  (ctx) => ({ method: 'POST', path: '/api/auth/signin', body: { email: ctx.takenEmail, password: 'wrong-password' } }),
  (ctx) => ({ method: 'POST', path: '/api/auth/forgot-password', body: { email: ctx.takenEmail } }),
  () => ({ method: 'POST', path: '/api/auth/forgot-password', body: { email: email('nobody') } }),
  () => ({ method: 'POST', path: '/api/orders/track', body: { number: `ORD-${sequence}`, email: email('track') } }),
  (ctx) => ({
    method: 'PUT',
    path: '/api/auth/password',
    headers: { authorization: `Bearer ${ctx.userToken}` },
    body: { currentPassword: 'not the password', newPassword: LONG_PASSWORD },
  }),
  () => ({ method: 'TRACE', path: '/api/products' }),
  () => ({ method: 'HEAD', path: '/api/products?page=2&limit=12' }),
  (ctx) => ({ path: `/products/${ctx.productSlug}`, headers: { host: `evil-${sequence}.example` } }),
  () => ({ path: `/api/products?q=${encodeURIComponent(`zz${sequence}`)}` }),
  () => ({ method: 'POST', path: '/api/auth/signin', body: '{"email": "broken' }),
  () => ({ method: 'POST', path: '/api/messages', body: 'x'.repeat(200_000) }),
  () => ({ path: `/no-such-page-${sequence}` }),
];

/**
 * Runs `clients` loops of hostile requests for `seconds`; `context` holds a taken e-mail, a
 * signed-in user's token and a product's slug. Returns the count of answers per status.
 */
export async function hostileTraffic(base, { seconds, clients = 16, context }) {
  const statuses = new Map();
  const until = Date.now() + seconds * 1000;
  let requests = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; Date.now() < until; i++) {
        const attack = ATTACKS[i % ATTACKS.length](context);
        const status = await send(base, { ...attack, localAddress: nextAddress() });
        requests++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return { requests, statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)) };
}
