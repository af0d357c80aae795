// Issue "Nobody can stall, flood or lock out the shop", at the edge: the Host header never
// reaches a link (Stripe's return address, image URLs, product pages and what is cached for
// them), every method of the IANA registry gets a clean answer on every kind of route, HEAD on
// the read-only API answers as GET does, and a webhook signed in the future is refused like a
// stale one.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '../../src/lib/types';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripeStandIn';
import { startServer, type TestServer } from './harness';

const EVIL = 'evil.example';
const ADDRESS = { name: 'Gus Guest', phone: '+1 555 0102', line1: '2 Main St', city: 'Springfield', country: 'US' };
const WEBHOOK = '/api/payments/stripe/webhook';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request through node:http, which (unlike fetch) sends whatever Host header it is given. */
function send(
  server: TestServer,
  pathname: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: server.port, path: pathname, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The status (0: no answer at all) and head of the answer to a request written as raw bytes,
 *  for methods no HTTP client sends as they are (CONNECT, PRI, ...); read until the server closes. */
function rawStatus(server: TestServer, method: string, target: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 10_000);
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, head: text.split('\r\n\r\n')[0] });
    });
    socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
}

/** What the server printed while `run` ran. */
async function outputDuring(server: TestServer, run: () => Promise<void>): Promise<string> {
  const before = server.output().length;
  await run();
  // the access lines of the last answers are written as their connections close
  await new Promise((r) => setTimeout(r, 300));
  return server.output().slice(before);
}

describe('the Host header never reaches a link (ALLOWED_HOSTS unset)', () => {
  let stripe: StripeStandIn;
  let server: TestServer;
  let product: Product;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startServer(stripe.env);
    const products: Product[] = (await server.api('/api/products?limit=100')).body.products;
    product = products.find((p) => p.isActive && p.stock > 5 && p.images.length > 0 && p.variants.length === 1)!;
  });
  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
  });

  const guestCardOrder = (host: string) =>
    send(server, '/api/orders', {
      method: 'POST',
      headers: { Host: host, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({
        email: `guest-${randomUUID()}@shop.test`,
        items: [{ productId: product._id, quantity: 1 }],
        shippingAddress: ADDRESS,
        paymentMethod: 'card',
      }),
    });

  it("sends Stripe a success_url on the shop's own address, not the Host a card order came with", async () => {
    const res = await guestCardOrder(EVIL);
    expect(res.status, res.body).toBe(201);
    const order: Order = JSON.parse(res.body).order;
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order._id)!;
    expect(new URL(session.success_url).host).toBe(`localhost:${server.port}`);
    expect(session.success_url).toMatch(/\/order-tracking\?key=/);
    expect(session.cancel_url ?? '').not.toContain(EVIL);
    expect(res.body.includes(EVIL)).toBe(false);

    // a host the shop knows (its listening address) is kept
    const known = await guestCardOrder(`127.0.0.1:${server.port}`);
    expect(known.status, known.body).toBe(201);
    const knownOrder: Order = JSON.parse(known.body).order;
    const knownSession = [...stripe.sessions.values()].find((s) => s.client_reference_id === knownOrder._id)!;
    expect(new URL(knownSession.success_url).host).toBe(`127.0.0.1:${server.port}`);
  });

  it('builds image URLs in API answers on the default address for an unknown Host', async () => {
    for (const path of ['/api/products?limit=5', `/api/products/${product._id}`, '/api/categories']) {
      const res = await send(server, path, { headers: { Host: EVIL } });
      expect(res.status, path).toBe(200);
      expect(res.body.includes(EVIL), path).toBe(false);
      expect(res.body, path).toContain(`http://localhost:${server.port}/uploads/`);
    }
    // X-Forwarded-Host counts only behind a trusted proxy (TRUST_PROXY is off here)
    const forwarded = await send(server, '/api/products?limit=5', { headers: { 'X-Forwarded-Host': EVIL } });
    expect(forwarded.body.includes(EVIL)).toBe(false);
    expect(forwarded.body).toContain(`http://127.0.0.1:${server.port}/uploads/`);
  });

  it('renders product pages for an unknown Host without it, and keeps nothing of its own for it', async () => {
    for (const path of [`/products/${product.slug}`, '/products', '/']) {
      const evil = await send(server, path, { headers: { Host: EVIL, 'Accept-Encoding': 'identity' } });
      expect(evil.status, path).toBe(200);
      expect(evil.body.includes(EVIL), path).toBe(false);
      const normal = await send(server, path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(normal.status, path).toBe(200);
      expect(normal.body.includes(EVIL), path).toBe(false);
      // answered from the entry of the default address: the unknown host has none of its own
      const local = await send(server, path, { headers: { Host: `localhost:${server.port}` } });
      if (local.headers.etag) expect(evil.headers.etag, path).toBe(local.headers.etag);
    }
  });
});

describe('ALLOWED_HOSTS set, behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ ALLOWED_HOSTS: 'shop.example', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses an unknown Host with a 400: JSON on /api, text on pages and files', async () => {
    const api = await send(server, '/api/products?limit=2', { headers: { Host: EVIL } });
    expect(api.status).toBe(400);
    expect(api.headers['content-type']).toContain('application/json');
    expect(JSON.parse(api.body)).toEqual({ success: false, message: expect.stringMatching(/host/i) });
    for (const path of ['/', '/products', '/favicon.svg', '/no-such-page']) {
      const page = await send(server, path, { headers: { Host: EVIL } });
      expect(page.status, path).toBe(400);
      expect(page.headers['content-type'], path).toContain('text/plain');
      expect(page.body.includes(EVIL), path).toBe(false);
    }
    // a forwarded host must be allowed too
    const forwarded = await send(server, '/api/products?limit=2', {
      headers: { Host: 'shop.example', 'X-Forwarded-Host': EVIL },
    });
    expect(forwarded.status).toBe(400);
  });

  it('answers an allowed host, direct or forwarded, with links on it', async () => {
    const direct = await send(server, '/api/products?limit=2', { headers: { Host: 'shop.example' } });
    expect(direct.status).toBe(200);
    expect(direct.body).toContain('http://shop.example/uploads/');
    const forwarded = await send(server, '/api/products?limit=2', {
      headers: { Host: `127.0.0.1:${server.port}`, 'X-Forwarded-Host': 'shop.example', 'X-Forwarded-Proto': 'https' },
    });
    expect(forwarded.status).toBe(200);
    expect(forwarded.body).toContain('https://shop.example/uploads/');
    // a load balancer's health check names the server by its address
    expect((await send(server, '/api/health', { headers: { Host: '10.1.2.3:8080' } })).status).toBe(200);
  });
});

// https://www.iana.org/assignments/http-methods
const IANA_METHODS = [
  'ACL',
  'BASELINE-CONTROL',
  'BIND',
  'CHECKIN',
  'CHECKOUT',
  'CONNECT',
  'COPY',
  'DELETE',
  'GET',
  'HEAD',
  'LABEL',
  'LINK',
  'LOCK',
  'MERGE',
  'MKACTIVITY',
  'MKCALENDAR',
  'MKCOL',
  'MKREDIRECTREF',
  'MKWORKSPACE',
  'MOVE',
  'OPTIONS',
  'ORDERPATCH',
  'PATCH',
  'POST',
  'PRI',
  'PROPFIND',
  'PROPPATCH',
  'PUT',
  'QUERY',
  'REBIND',
  'REPORT',
  'SEARCH',
  'TRACE',
  'UNBIND',
  'UNCHECKOUT',
  'UNLINK',
  'UNLOCK',
  'UPDATE',
  'UPDATEREDIRECTREF',
  'VERSION-CONTROL',
];

describe('every method has a clean answer', () => {
  let server: TestServer;
  let product: Product;
  beforeAll(async () => {
    server = await startServer();
    const products: Product[] = (await server.api('/api/products?limit=100')).body.products;
    product = products.find((p) => p.isActive && p.images.length > 0)!;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers TRACE with 405 and Allow, as JSON on /api', async () => {
    for (const path of ['/', '/api/products', `/products/${product.slug}`, `/api/products/${product._id}`]) {
      const res = await send(server, path, { method: 'TRACE' });
      expect(res.status, path).toBe(405);
      expect(res.headers.allow, path).toBeTruthy();
      expect(res.headers.allow, path).not.toContain('TRACE');
      if (path.startsWith('/api'))
        expect(JSON.parse(res.body), path).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('answers every registered method on every kind of route without a 5xx or a logged failure', async () => {
    const image = new URL(product.images[0].url).pathname;
    const routes = [
      '/',
      `/products/${product.slug}`,
      '/favicon.svg',
      image,
      '/api/products',
      `/api/products/${product._id}`,
      '/api/health',
      '/api/no-such-thing',
      '/no-such-page',
    ];
    const answers: string[] = [];
    const printed = await outputDuring(server, async () => {
      for (const route of routes)
        for (const method of IANA_METHODS) {
          const { status } = await rawStatus(server, method, route);
          answers.push(`${method} ${route} ${status}`);
        }
    });
    const unclean = answers.filter((line) => {
      const status = Number(line.split(' ')[2]);
      return status === 0 || status >= 500;
    });
    expect(unclean).toEqual([]);
    expect(printed).not.toMatch(/\n\s+at /);
    expect(printed).not.toMatch(/failed/i);
  });

  it('answers HEAD on the read-only API as GET, without a body', async () => {
    for (const path of [
      '/api/products?limit=3',
      '/api/categories',
      `/api/products/${product._id}`,
      '/api/payments/methods',
      '/api/search/suggest?q=cam',
    ]) {
      const headers = { 'Accept-Encoding': 'identity' };
      const get = await send(server, path, { headers });
      const head = await send(server, path, { method: 'HEAD', headers });
      expect(head.status, path).toBe(get.status);
      expect(get.status, path).toBe(200);
      expect(head.body, path).toBe('');
      for (const name of ['content-type', 'cache-control', 'etag', 'content-length', 'vary'])
        expect(head.headers[name], `${path} ${name}`).toBe(get.headers[name]);
    }
  });
});

describe('webhook time is checked both ways', () => {
  let stripe: StripeStandIn;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startServer(stripe.env);
  });
  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
  });

  it('refuses an event signed 10 minutes in the future, changing nothing', async () => {
    const products: Product[] = (await server.api('/api/products?limit=100')).body.products;
    const product = products.find((p) => p.isActive && p.stock > 5 && p.variants.length === 1)!;
    const placed = await server.api('/api/orders', {
      method: 'POST',
      headers: { 'Idempotency-Key': randomUUID() },
      json: {
        email: `guest-${randomUUID()}@shop.test`,
        items: [{ productId: product._id, quantity: 1 }],
        shippingAddress: ADDRESS,
        paymentMethod: 'card',
      },
    });
    expect(placed.status, placed.text).toBe(201);
    const order: Order = placed.body.order;
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order._id)!;
    const paid = { ...stripe.pay(session.id) };
    const future = stripe.event('checkout.session.completed', paid, {
      timestamp: Math.floor(Date.now() / 1000) + 600,
    });
    const res = await server.api(WEBHOOK, {
      method: 'POST',
      body: future.payload,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': future.signature },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual({ success: false, message: expect.any(String) });
    const tracked = await server.api(`/api/orders/guest/${placed.body.guestKey}`);
    expect(tracked.body.order.status).toBe('awaiting_payment');
    // the genuine event, signed now, still counts
    const now = stripe.event('checkout.session.completed', paid);
    const ok = await server.api(WEBHOOK, {
      method: 'POST',
      body: now.payload,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': now.signature },
    });
    expect(ok.status, ok.text).toBe(200);
    expect((await server.api(`/api/orders/guest/${placed.body.guestKey}`)).body.order.status).toBe('paid');
  });
});
