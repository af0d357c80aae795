#!/usr/bin/env node
// npm run bench:abuse [-- --duration 15 --parts invoice,quote,coupon]
//
// The floods an attack run found (docs/performance.md#floods-from-one-address), against the
// built server (run `npm run build` first; ASTRO_OUT_DIR points at another build) on the sample
// shop in a throwaway data dir, each flood from one address of its own (X-Forwarded-For, with
// TRUST_PROXY=1), so one flood's throttle does not refuse the next. While each runs, /api/health is asked
// every 20 ms and its p50/p99 printed, with the flood's answers by status:
//
//   invoice   8 clients download one invoice link as fast as they can
//   quote     16 clients send 50-line cart quotes as fast as they can
//   coupon    4 clients send quotes with made-up coupon codes as fast as they can
//
// Flags: --duration S (seconds per flood, default 15), --parts LIST (default all three),
// --port P (default a free one). The server and its data dir are removed at the end.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './lib/freePort.mjs';
import { percentile } from './lib/percentile.mjs';
import { serveCommand } from './lib/serveCommand.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    parts: { type: 'string', default: 'invoice,quote,coupon' },
    port: { type: 'string' },
  },
});
const DURATION_MS = Number(args.duration) * 1000;
const parts = args.parts.split(',');
const ADMIN = { email: 'bench@shop.test', password: 'bench-pass-123' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const port = Number(args.port ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-abuse-'));
const serve = serveCommand(root);
const server = spawn(process.execPath, serve.args, {
  cwd: root,
  env: {
    ...process.env,
    ...serve.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function cleanup() {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  await rm(dataDir, { recursive: true, force: true });
}
process.once('SIGINT', () => cleanup().then(() => process.exit(130)));

async function api(pathname, { method = 'GET', token, json, from, headers = {} } = {}) {
  const res = await fetch(base + pathname, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...(from ? { 'X-Forwarded-For': from } : {}),
      ...headers,
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // a PDF
  }
  return { status: res.status, body };
}

/** Runs `client` in `clients` loops for the duration, asking /api/health every 20 ms meanwhile. */
async function flood(name, clients, client) {
  const statuses = new Map();
  const health = [];
  const until = Date.now() + DURATION_MS;
  const loops = Array.from({ length: clients }, async () => {
    while (Date.now() < until) {
      const status = await client().catch(() => 'error');
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  const pinger = (async () => {
    while (Date.now() < until) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - started);
      await sleep(20);
    }
  })();
  await Promise.all([...loops, pinger]);
  const answers = [...statuses].map(([status, count]) => `${status}: ${count}`).join(', ');
  const ms = (p) => percentile(health, p).toFixed(1);
  console.log(`${name.padEnd(8)} /api/health p50 ${ms(50)} ms, p99 ${ms(99)} ms (${health.length} asked); ${answers}`);
}

try {
  for (const started = Date.now(); ; await sleep(250)) {
    if (server.exitCode !== null) throw new Error('the server exited');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 120_000) throw new Error('the server did not start within 120 s');
  }
  const token = (await api('/api/auth/signin', { method: 'POST', json: ADMIN })).body.token;
  const products = (await api('/api/products?limit=100')).body.products.filter((p) => p.isActive);
  const lines = products
    .flatMap((p) => p.variants.filter((v) => v.isActive && v.stock > 0).map((v) => ({ p, v })))
    .slice(0, 50)
    .map(({ p, v }) => ({ productId: p._id, variantId: v._id, quantity: 1 }));
  const address = { name: 'Bench', phone: '+1 555 0100', line1: '1 Main St', city: 'Springfield', country: 'US' };
  await flood('idle', 0, async () => 0);

  if (parts.includes('invoice')) {
    // a pay-on-delivery order, delivered: it has its invoice
    const placed = await api('/api/orders', {
      method: 'POST',
      token,
      headers: { 'Idempotency-Key': randomUUID() },
      json: { items: lines.slice(0, 3), shippingAddress: address, paymentMethod: 'cod' },
    });
    const id = placed.body.order._id;
    for (const status of ['shipped', 'delivered'])
      await api(`/api/orders/${id}`, { method: 'PATCH', token, json: { status } });
    const { invoiceUrl } = (await api(`/api/orders/${id}`, { token })).body.order;
    await flood('invoice', 8, async () => (await api(invoiceUrl, { from: '203.0.113.1' })).status);
  }
  if (parts.includes('quote')) {
    const json = { items: lines, shippingAddress: address };
    const from = '203.0.113.2';
    await flood('quote', 16, async () => (await api('/api/cart/quote', { method: 'POST', json, from })).status);
  }
  if (parts.includes('coupon')) {
    const guess = async () => {
      const couponCode = `GUESS${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      const json = { items: lines.slice(0, 1), couponCode };
      const res = await api('/api/cart/quote', { method: 'POST', json, from: '203.0.113.3' });
      return res.status === 200 ? `200 ${res.body.quote.coupon?.reason ?? 'applied'}` : res.status;
    };
    await flood('coupon', 4, guess);
  }
} finally {
  await cleanup();
}
