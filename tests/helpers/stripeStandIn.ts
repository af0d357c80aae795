// A local stand-in for the part of Stripe's API the shop calls, so the tests need no internet:
// POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire
// and POST /v1/refunds, with form-encoded bodies as Stripe takes them and answers shaped as
// Stripe's API reference documents them (an Idempotency-Key answers its first answer again). GET /pay/:id is the
// "hosted page": it marks the session paid, sends a signed checkout.session.completed to the
// shop and redirects to the session's success_url. Webhooks are signed with the SDK's own
// test-header helper.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  /** the lines as sent (Stripe keeps them with the session) */
  line_items: { name: string; unit_amount: number; quantity: number }[];
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface StripeStandIn {
  /** what STRIPE_API_URL is set to */
  url: string;
  /** the shop's settings that point it at this stand-in */
  env: { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string; STRIPE_API_URL: string };
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, StandInSession>;
  refunds: StandInRefund[];
  /** every API call, in order: method, path and the Idempotency-Key sent */
  calls: { method: string; path: string; idempotencyKey: string | null }[];
  /** where the hosted page sends its webhook (the shop's /api/payments/stripe/webhook) */
  webhookUrl: string | null;
  /** how refunds answer: as succeeded (default), pending, or refused with this message */
  refundMode: 'succeeded' | 'pending' | { error: string };
  /** while true, every API call's connection is dropped, as when Stripe cannot be reached */
  unreachable: boolean;
  /** pays a session as the hosted page does, without sending a webhook */
  pay: (id: string) => StandInSession;
  /** lets a session's time run out as Stripe does */
  expire: (id: string) => StandInSession;
  /** an event about `object`, as Stripe would send it, with its raw body and signature header */
  event: (
    type: string,
    object: object,
    options?: { timestamp?: number; secret?: string },
  ) => { id: string; payload: string; signature: string };
  /** signs and POSTs an event to `url` (default webhookUrl) */
  send: (type: string, object: object, url?: string) => Promise<Response>;
  close: () => Promise<void>;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=1` -> { a: { b: [ { c: '1' } ] } }, as Stripe reads its form bodies. */
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

function stripeError(res: http.ServerResponse, status: number, message: string, param?: string) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } }));
}

export interface StandInOptions {
  webhookUrl?: string;
  /** fixed keys and port for a stand-in another process is configured for (the e2e run) */
  secretKey?: string;
  webhookSecret?: string;
  port?: number;
}

export async function startStripeStandIn(options: StandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(16).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const sdk = new Stripe(secretKey);
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  const calls: StripeStandIn['calls'] = [];
  const answered = new Map<string, { status: number; body: string }>();

  const expireIfDue = (session: StandInSession) => {
    if (session.status === 'open' && session.expires_at <= now()) session.status = 'expired';
    return session;
  };

  function createSession(form: Record<string, any>, base: string): [number, object] | string {
    // Stripe's total is the sum of every line: unit amount × quantity, each in one currency
    const lines: any[] = Array.isArray(form.line_items) ? form.line_items : [];
    if (!lines.length) return 'line_items';
    let total = 0;
    const currency = String(lines[0]?.price_data?.currency ?? '');
    for (const [at, line] of lines.entries()) {
      const unit = Number(line?.price_data?.unit_amount);
      const quantity = Number(line?.quantity ?? 1);
      if (!Number.isInteger(unit) || unit < 0) return `line_items[${at}][price_data][unit_amount]`;
      if (!Number.isInteger(quantity) || quantity < 1) return `line_items[${at}][quantity]`;
      if (!currency || line?.price_data?.currency !== currency) return `line_items[${at}][price_data][currency]`;
      total += unit * quantity;
    }
    if (!form.success_url) return 'success_url';
    const created = now();
    const expiresAt = form.expires_at ? Number(form.expires_at) : created + 24 * 3600;
    if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) return 'expires_at';
    const id = newId('cs');
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      line_items: lines.map((line) => ({
        name: String(line.price_data.product_data?.name ?? ''),
        unit_amount: Number(line.price_data.unit_amount),
        quantity: Number(line.quantity ?? 1),
      })),
      cancel_url: form.cancel_url ?? null,
      client_reference_id: form.client_reference_id ?? null,
      created,
      currency,
      customer_email: form.customer_email ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata: form.metadata ?? {},
      mode: form.mode ?? 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.success_url,
      url: `${base}/pay/${id}`,
    };
    sessions.set(id, session);
    return [200, session];
  }

  function createRefund(form: Record<string, any>): [number, object] | string {
    const session = [...sessions.values()].find((s) => s.payment_intent && s.payment_intent === form.payment_intent);
    if (!session) return 'payment_intent';
    if (typeof standIn.refundMode === 'object') return `!${standIn.refundMode.error}`;
    const refund: StandInRefund = {
      id: newId('re'),
      object: 'refund',
      amount: form.amount ? Number(form.amount) : session.amount_total,
      charge: `ch_${session.payment_intent!.slice(3)}`,
      created: now(),
      currency: session.currency,
      metadata: form.metadata ?? {},
      payment_intent: session.payment_intent!,
      status: standIn.refundMode,
    };
    refunds.push(refund);
    return [200, refund];
  }

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (d) => (text += d));
      req.on('end', () => resolve(text));
    });

  const server = http.createServer(async (req, res) => {
    if (standIn.unreachable) return void req.socket.destroy();
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const body = await readBody(req);

    const hosted = /^\/pay\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'GET' && hosted) {
      const session = sessions.get(hosted[1]);
      if (!session || expireIfDue(session).status === 'expired') {
        res.writeHead(410, { 'Content-Type': 'text/html' });
        res.end('<!doctype html><title>Expired</title><p>This payment page has expired.</p>');
        return;
      }
      standIn.pay(session.id);
      if (standIn.webhookUrl) await standIn.send('checkout.session.completed', session).catch(() => undefined);
      res.writeHead(303, { Location: session.success_url });
      res.end();
      return;
    }

    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('Stripe stand-in');
      return;
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }));
      return;
    }
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    calls.push({ method: req.method ?? '', path: url.pathname, idempotencyKey });
    const cacheKey = idempotencyKey && `${req.method} ${url.pathname} ${idempotencyKey}`;
    const cached = cacheKey ? answered.get(cacheKey) : undefined;
    if (cached) {
      res.writeHead(cached.status, { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' });
      res.end(cached.body);
      return;
    }

    let result: [number, object] | string | null = null;
    const form = parseForm(body);
    const retrieve = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') result = createSession(form, base);
    else if (req.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]);
      if (!session) return stripeError(res, 404, `No such checkout.session: '${retrieve[1]}'`, 'session');
      result = [200, expireIfDue(session)];
    } else if (req.method === 'POST' && url.pathname === '/v1/refunds') result = createRefund(form);
    else if (req.method === 'POST' && /^\/v1\/checkout\/sessions\/\w+\/expire$/.test(url.pathname)) {
      const session = sessions.get(url.pathname.split('/')[4]);
      if (!session) return stripeError(res, 404, 'No such checkout.session', 'session');
      if (expireIfDue(session).status !== 'open')
        return stripeError(res, 400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
      session.status = 'expired';
      result = [200, session];
    } else return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);

    if (typeof result === 'string') {
      const refused = result.startsWith('!');
      return stripeError(
        res,
        400,
        refused ? result.slice(1) : `Invalid value for ${result}.`,
        refused ? undefined : result,
      );
    }
    const [status, object] = result;
    const text = JSON.stringify(object);
    if (cacheKey) answered.set(cacheKey, { status, body: text });
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const url = `http://127.0.0.1:${port}`;
  const standIn: StripeStandIn = {
    url,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: url },
    secretKey,
    webhookSecret,
    sessions,
    refunds,
    calls,
    unreachable: false,
    webhookUrl: options.webhookUrl ?? null,
    refundMode: 'succeeded',
    pay(id) {
      const session = sessions.get(id)!;
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent ??= newId('pi');
      return session;
    },
    expire(id) {
      const session = sessions.get(id)!;
      session.status = 'expired';
      return session;
    },
    event(type, object, { timestamp = now(), secret = webhookSecret } = {}) {
      const id = newId('evt');
      const payload = JSON.stringify({
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: timestamp,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
      return { id, payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
    },
    send(type, object, url = standIn.webhookUrl ?? '') {
      const { payload, signature } = standIn.event(type, object);
      return fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
