// The `checkout` part of bench:api: a flash sale. Signed-in buyers order one product (one unit,
// paid on delivery) as fast as they can, each waiting for its answer before the next order; then
// the books are checked: every acknowledged order is stored, and the stock fell by exactly their
// units. Its steps (buyers, restocking, one order) serve the budget's checkout guard too
// (./checkoutCpu.mjs).
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { percentile } from './percentile.mjs';

const ADDRESS = { name: 'Flash Buyer', phone: '+1 555 0100', line1: '1 Sale St', city: 'Springfield', country: 'US' };

export async function call(base, method, path, { token, body, headers = {} } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

function postFrom(base, localAddress, path, body) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      base + path,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

export async function signUpBuyers(base, count) {
  const run = randomBytes(3).toString('hex');
  const buyers = [];
  for (let i = 0; i < count; i++) {
    // each from its own loopback address, as buyers are: one address may make only so many accounts
    const res = await postFrom(base, `127.0.9.${i + 1}`, '/api/auth/signup', {
      name: `Buyer ${i}`,
      email: `flash-${run}-${i}@bench.test`,
      contact: '',
      password: `flash sale ${run} ${i}`,
    });
    if (res.status !== 201) throw new Error(`buyer sign-up answered ${res.status}: ${res.body?.message}`);
    buyers.push(res.body.token);
  }
  return buyers;
}

/** Sets the product's stock (a product of one variant). */
export async function restock(base, adminToken, productId, stock) {
  const form = new FormData();
  form.set('stock', String(stock));
  const res = await call(base, 'PUT', `/api/products/${productId}`, { token: adminToken, body: form });
  if (res.status !== 200) throw new Error(`restocking answered ${res.status}: ${res.body?.message}`);
}

/** One unit of the product, paid on delivery, ordered by the buyer whose token this is. */
export function orderOne(base, token, productId) {
  return call(base, 'POST', '/api/orders', {
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: { items: [{ productId, quantity: 1 }], shippingAddress: ADDRESS, paymentMethod: 'cod' },
  });
}

const ordersTotal = async (base, adminToken) => {
  const res = await call(base, 'GET', '/api/orders?limit=1', { token: adminToken });
  if (res.status !== 200) throw new Error(`GET /api/orders answered ${res.status}`);
  return res.body.total;
};

/**
 * `productId`: the product on sale; its stock is set to `stock` first. `onStart` is called once
 * the buyers are signed up, as the sale begins. The sale runs `warmup` + `seconds`; orders/s and
 * p50/p99 are those of the last `seconds`. Returns the figures and the books' check.
 */
export async function flashSale(
  base,
  { adminToken, productId, buyers: buyerCount = 32, seconds = 15, warmup = 3, stock = 1_000_000, onStart = () => {} },
) {
  await restock(base, adminToken, productId, stock);
  const buyers = await signUpBuyers(base, buyerCount);
  const ordersBefore = await ordersTotal(base, adminToken);
  onStart();

  // The first seconds are the server's first orders: the JIT compiles the order path and the pool
  // opens its connections. They count in the books but their latency is reported on its own, as
  // the sale's figures are those of a shop that has been taking orders for a while.
  const warmLatencies = [];
  const latencies = [];
  const statuses = new Map();
  let acknowledged = 0;
  let measuredOrders = 0;
  const warmUntil = performance.now() + warmup * 1000;
  const until = warmUntil + seconds * 1000;
  await Promise.all(
    buyers.map(async (token) => {
      while (performance.now() < until) {
        const sent = performance.now();
        let status = 0;
        try {
          status = (await orderOne(base, token, productId)).status;
        } catch {
          status = 0;
        }
        const warming = sent < warmUntil;
        (warming ? warmLatencies : latencies).push(performance.now() - sent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) acknowledged++;
        if (status === 201 && !warming) measuredOrders++;
      }
    }),
  );
  const elapsed = (performance.now() - warmUntil) / 1000;

  // the catalogue's cached answer may trail the last write for a moment
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const ordersAfter = await ordersTotal(base, adminToken);
  const after = await call(base, 'GET', `/api/products/${productId}`);
  const stored = ordersAfter - ordersBefore;
  const stockLeft = after.body.product.stock;
  const errors = [...statuses].filter(([status]) => status !== 201).reduce((sum, [, count]) => sum + count, 0);
  return {
    buyers: buyerCount,
    seconds: elapsed,
    ordersPerSecond: measuredOrders / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    warmup: { seconds: warmup, orders: warmLatencies.length, p99: percentile(warmLatencies, 99) },
    errors,
    statuses: Object.fromEntries(statuses),
    books: {
      acknowledged,
      stored,
      stockExpected: stock - acknowledged,
      stockLeft,
      ok: stored === acknowledged && stockLeft === stock - acknowledged,
    },
  };
}
