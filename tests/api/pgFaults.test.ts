// Database faults under load (docs/operations.md#database-faults): 8 customers placing orders
// (retrying a 503 with the same Idempotency-Key), readers of the catalogue, product pages,
// order lists and sign-in, and an admin writing products, while PostgreSQL is stopped (fast and
// immediate), while the shop's backends are terminated, and while the network between the shop
// and PostgreSQL drops (a TCP proxy in between resets every connection). Each time: the process
// keeps running, the fault answers 503 with Retry-After (never 500), every kind of request
// succeeds again within seconds of the database coming back, and nothing is lost or invented:
// every acknowledged order is stored, every stored order was acknowledged (or its key was
// still being retried), and each product's stock is its starting stock minus what the stored
// orders hold. On the embedded database, a query failing inside an order's transaction rolls
// all of it back and the process stays healthy.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../../src/server/db/client';
import { canRunOwnPostgres, freePortIn, startOwnPostgres, type OwnPostgres } from '../helpers/ownPostgres';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy';
import {
  startServer,
  usesBucket,
  usesPostgres,
  type ApiResult,
  type SignedUp,
  type TestServer,
  plainProducts,
} from './harness';
import type { Product } from '../../src/lib/types';

const SECRET = 'f'.repeat(48);
const WRITERS = 8;
const READERS = 3;
const START_STOCK = 1_000_000;
/** how long each fault lasts */
const FAULT_MS = 3000;
/** every kind of request must succeed again within this long after the database is back */
const HEAL_WITHIN_MS = 10_000;
/** a clean stretch of load after healing, in which nothing may fail */
const CLEAN_MS = 2000;
/** a retried order key is given up only this long after the load stops (then it stays "retryable") */
const DRAIN_MS = 15_000;

const ADDRESS = { name: 'Fault Buyer', phone: '+1 555 0199', line1: '9 Fault Way', city: 'Springfield', country: 'US' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Phase = 'before' | 'fault' | 'healing' | 'after';

interface Shop {
  server: TestServer;
  admin: string;
  customers: SignedUp[];
  /** products the customers order (each starts at START_STOCK) */
  ordered: { id: string; slug: string }[];
  /** products the admin edits meanwhile */
  edited: string[];
  /** what every case so far acknowledged (Idempotency-Key -> order id) and left retryable */
  acknowledged: Map<string, string>;
  retryable: Set<string>;
}

interface Tally {
  /** "<phase> <kind> <status>" -> count */
  statuses: Map<string, number>;
  /** Idempotency-Key -> the order id its 201/200 named */
  acknowledged: Map<string, string>;
  /** keys still being retried when the load ended: their order may or may not exist */
  retryable: Set<string>;
  /** the admin's acknowledged product edits, in order, per product */
  adminWrites: Map<string, string[]>;
  unexpected: string[];
}

const count = (tally: Tally, phase: Phase, kind: string, status: number) => {
  const key = `${phase} ${kind} ${status}`;
  tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
};
const total = (tally: Tally, pred: (phase: string, kind: string, status: number) => boolean) =>
  [...tally.statuses]
    .filter(([key]) => {
      const [phase, kind, status] = key.split(' ');
      return pred(phase, kind, Number(status));
    })
    .reduce((n, [, v]) => n + v, 0);

/**
 * Customers placing orders, readers and one admin writing products, until `stop()`. A 503 must
 * carry Retry-After and the error body; an order answered 503 is retried with the same key (and
 * the same lines) until it is acknowledged. `extraOrder` lets a case send some orders its own way.
 */
function load(shop: Shop, options: { pages?: boolean } = {}) {
  const tally: Tally = {
    statuses: new Map(),
    acknowledged: new Map(),
    retryable: new Set(),
    adminWrites: new Map(),
    unexpected: [],
  };
  let running = true;
  let drainUntil = Infinity;
  let phase: Phase = 'before';
  const { server, admin, customers, ordered, edited } = shop;

  /** Records an answer; true when it is one of `ok`, or a proper 503. */
  const answered = (at: Phase, kind: string, res: ApiResult, ok: number[]): boolean => {
    count(tally, at, kind, res.status);
    if (ok.includes(res.status)) return true;
    if (res.status === 503) {
      const retryAfter = res.headers.get('retry-after');
      const isJson = kind !== 'page';
      if (!retryAfter || (isJson && (res.body?.success !== false || typeof res.body?.message !== 'string')))
        tally.unexpected.push(`${at} ${kind} 503 without Retry-After or error body: ${res.text.slice(0, 200)}`);
      return true;
    }
    tally.unexpected.push(`${at} ${kind} ${res.status} ${res.text.slice(0, 300)}`);
    return false;
  };
  const call = async (kind: string, go: () => Promise<ApiResult>): Promise<ApiResult | null> => {
    const at = phase;
    try {
      return await go();
    } catch (err) {
      count(tally, at, kind, 0);
      tally.unexpected.push(`${at} ${kind} network error ${(err as Error).message}`);
      return null;
    }
  };

  const writer = async (i: number) => {
    const customer = customers[i % customers.length];
    for (let n = 0; running; n++) {
      const key = randomUUID();
      const first = ordered[(i + n) % ordered.length];
      const second = ordered[(i * 3 + n * 7 + 1) % ordered.length];
      const items = [{ productId: first.id, quantity: 1 + (n % 3) }];
      if (second.id !== first.id && n % 2) items.push({ productId: second.id, quantity: 1 });
      for (let attempt = 0; ; attempt++) {
        const at = phase;
        const res = await call('order', () =>
          server.api('/api/orders', {
            method: 'POST',
            token: customer.token,
            headers: { 'Idempotency-Key': key },
            json: { items, shippingAddress: ADDRESS, paymentMethod: 'cod' },
          }),
        );
        if (res && (res.status === 201 || res.status === 200)) {
          count(tally, at, 'order', res.status);
          const id = res.body?.order?._id;
          const earlier = tally.acknowledged.get(key);
          if (typeof id !== 'string' || (earlier && earlier !== id))
            tally.unexpected.push(`order ${key} acknowledged as ${id} (and before as ${earlier})`);
          tally.acknowledged.set(key, id);
          break;
        }
        if (res && !answered(at, 'order', res, [])) break;
        if (!running && Date.now() > drainUntil) {
          tally.retryable.add(key);
          break;
        }
        await pause(100 + 50 * Math.min(attempt, 8));
      }
    }
  };

  const reader = async (i: number) => {
    const customer = customers[i % customers.length];
    for (let n = 0; running; n++) {
      const product = ordered[(i + n) % ordered.length];
      const reads: [string, () => Promise<ApiResult>][] = [
        ['list', () => server.api(`/api/products?limit=6&page=${(n % 3) + 1}`)],
        ['product', () => server.api(`/api/products/${product.id}`)],
        ['categories', () => server.api('/api/categories')],
        ['orders', () => server.api('/api/orders?limit=5', { token: customer.token })],
        [
          'signin',
          () =>
            server.api('/api/auth/signin', {
              method: 'POST',
              json: { email: customer.email, password: customer.password },
            }),
        ],
        ...(options.pages === false
          ? []
          : ([['page', () => server.api(`/products/${encodeURIComponent(product.slug)}`)]] as [
              string,
              () => Promise<ApiResult>,
            ][])),
      ];
      const [kind, go] = reads[(i + n) % reads.length];
      const at = phase;
      const res = await call(kind, go);
      if (res) answered(at, kind, res, [200]);
    }
  };

  const adminWriter = async () => {
    for (let n = 0; running; n++) {
      const id = edited[n % edited.length];
      const description = `Edited under fault ${n} ${randomUUID().slice(0, 8)}`;
      const form = new FormData();
      form.set('description', description);
      form.set('price', String(100 + (n % 50)));
      const at = phase;
      const res = await call('admin', () =>
        server.api(`/api/products/${id}`, { method: 'PUT', token: admin, body: form }),
      );
      if (res && answered(at, 'admin', res, [200]) && res.status === 200) {
        const list = tally.adminWrites.get(id) ?? [];
        list.push(description);
        tally.adminWrites.set(id, list);
      }
      await pause(50);
    }
  };

  const done = Promise.all([
    ...Array.from({ length: WRITERS }, (_, i) => writer(i)),
    ...Array.from({ length: READERS }, (_, i) => reader(i)),
    adminWriter(),
  ]);
  return {
    tally,
    setPhase: (next: Phase) => (phase = next),
    stop: async () => {
      running = false;
      drainUntil = Date.now() + DRAIN_MS;
      await done;
      return tally;
    },
  };
}

/** Reads rows from the shop's database (PostgreSQL directly, or the embedded one while the server is stopped). */
type Rows = (text: string) => Promise<Record<string, unknown>[]>;
type OpenRows = () => Promise<{ rows: Rows; close: () => Promise<void> }>;

/** The stock the catalogue answers for each ordered product, once the load has stopped. */
async function servedStock(shop: Shop): Promise<[string, unknown][]> {
  await pause(1100); // past the moment after a write in which readers may get the answer from before it
  return Promise.all(
    shop.ordered.map(async (p) => [p.id, (await shop.server.api(`/api/products/${p.id}`)).body?.product?.stock]),
  );
}

/** The invariants after a fault: what is stored against what was acknowledged, and the
 *  catalogue's answers (`served`) against the stored stock, so no failed rebuild left an old
 *  answer behind. */
async function storedAgainstAcknowledged(rows: Rows, shop: Shop, tally: Tally, served: [string, unknown][]) {
  // the customers' orders of earlier cases are stored too
  for (const [key, id] of tally.acknowledged) shop.acknowledged.set(key, id);
  for (const key of tally.retryable) shop.retryable.add(key);
  const userIds = shop.customers.map((c) => `'${c.user._id}'`).join(',');
  const stored = await rows(`select id from orders where user_id in (${userIds})`);
  const keys = await rows(`select key, order_id from idempotency_keys where user_id in (${userIds})`);
  const orderOfKey = new Map(keys.map((k) => [String(k.key), k.order_id === null ? null : String(k.order_id)]));
  const storedIds = new Set(stored.map((o) => String(o.id)));
  const acknowledgedIds = new Set(shop.acknowledged.values());
  const lost = [...shop.acknowledged].filter(([key, id]) => !storedIds.has(id) || orderOfKey.get(key) !== id);
  const retryableIds = new Set([...shop.retryable].map((key) => orderOfKey.get(key)).filter(Boolean));
  const unacknowledged = [...storedIds].filter((id) => !acknowledgedIds.has(id) && !retryableIds.has(id));
  const keyless = [...storedIds].filter((id) => ![...orderOfKey.values()].includes(id));
  // a claimed key always has its order (they commit together)
  const dangling = [...orderOfKey].filter(([, id]) => id === null).map(([key]) => key);

  const stockRows = await rows(
    `select p.id, p.stock, coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
       where i.product_id = p.id and o.user_id in (${userIds})), 0) as taken
     from products p where p.id in (${shop.ordered.map((p) => `'${p.id}'`).join(',')})`,
  );
  const stockMismatches = stockRows
    .filter((r) => Number(r.stock) !== START_STOCK - Number(r.taken))
    .map((r) => `${r.id}: stock ${r.stock}, ${START_STOCK} - ${r.taken} expected`);

  const adminRows = await rows(
    `select id, description from products where id in (${shop.edited.map((id) => `'${id}'`).join(',')})`,
  );
  // the stored description is the last acknowledged edit or one made after it (answered 503 meanwhile)
  const adminLost = adminRows.filter((r) => {
    const acknowledged = tally.adminWrites.get(String(r.id)) ?? [];
    const last = acknowledged.at(-1);
    if (!last) return false;
    const at = (d: string) => Number(/Edited under fault (\d+)/.exec(d)?.[1] ?? -1);
    return at(String(r.description)) < at(last);
  });
  const storedStock = new Map(stockRows.map((r) => [String(r.id), Number(r.stock)]));
  const staleAnswers = served
    .filter(([id, stock]) => stock !== storedStock.get(id))
    .map(([id, stock]) => `${id}: served ${stock}, stored ${storedStock.get(id)}`);
  return {
    staleAnswers,
    storedOrders: storedIds.size,
    lost,
    unacknowledged,
    keyless,
    dangling,
    stockMismatches,
    adminLost: adminLost.map((r) => String(r.id)),
    stockTaken: stockRows.reduce((n, r) => n + Number(r.taken), 0),
  };
}

/**
 * Whether the whole shop answers again: an order, every read, and an admin write. The probe's
 * order counts like any other: its key is kept until it is acknowledged.
 */
async function healed(shop: Shop, tally: Tally, probe: { key: string }): Promise<{ ok: boolean; detail: string }> {
  const { server, customers, ordered, admin, edited } = shop;
  const form = new FormData();
  form.set('price', '120');
  const key = probe.key;
  const started = Date.now();
  // each answer as "<kind> <status> <ms>", or what went wrong, so a failed healing says which part stayed down
  const timed = (kind: string, request: Promise<ApiResult>) =>
    request.then(
      (res) => ({
        ok: res.status === 200 || res.status === 201,
        detail: `${kind} ${res.status} ${Date.now() - started}ms`,
      }),
      (err: Error) => ({ ok: false, detail: `${kind} ${err.message} ${Date.now() - started}ms` }),
    );
  const answers = await Promise.all([
    timed(
      'order',
      server
        .api('/api/orders', {
          method: 'POST',
          token: customers[0].token,
          headers: { 'Idempotency-Key': key },
          json: { items: [{ productId: ordered[0].id, quantity: 1 }], shippingAddress: ADDRESS, paymentMethod: 'cod' },
        })
        .then((res) => {
          if (res.status === 201 || res.status === 200) {
            tally.acknowledged.set(key, res.body.order._id);
            probe.key = randomUUID();
          }
          return res;
        }),
    ),
    timed('list', server.api('/api/products?limit=6')),
    timed('product', server.api(`/api/products/${ordered[1].id}`)),
    timed('orders', server.api('/api/orders?limit=5', { token: customers[1].token })),
    timed('page', server.api(`/products/${encodeURIComponent(ordered[2].slug)}`)),
    timed('admin', server.api(`/api/products/${edited[0]}`, { method: 'PUT', token: admin, body: form })),
  ]);
  return { ok: answers.every((a) => a.ok), detail: answers.map((a) => a.detail).join(', ') };
}

async function alive(server: TestServer): Promise<boolean> {
  return (await Promise.race([server.exited.then(() => false), pause(20).then(() => true)])) as boolean;
}

/** Sets every ordered product's stock to START_STOCK through the admin API. */
async function prepareShop(server: TestServer): Promise<Shop> {
  const admin = await server.adminToken();
  const customers = await Promise.all(
    Array.from({ length: WRITERS }, (_, i) => server.signupUser({ name: `Fault Customer ${i}` })),
  );
  const { body } = await server.api('/api/products?limit=100');
  const active = plainProducts(body.products as Product[]);
  const ordered = active.slice(0, 6).map((p) => ({ id: p._id, slug: p.slug }));
  const edited = active.slice(6, 8).map((p) => p._id);
  for (const product of ordered) {
    const form = new FormData();
    form.set('stock', String(START_STOCK));
    const res = await server.api(`/api/products/${product.id}`, { method: 'PUT', token: admin, body: form });
    if (res.status !== 200) throw new Error(`could not set the stock: ${res.status} ${res.text}`);
  }
  return { server, admin, customers, ordered, edited, acknowledged: new Map(), retryable: new Set() };
}

interface Fault {
  begin: () => Promise<void>;
  /** the database is back (or the fault is over) */
  end: () => Promise<void>;
}

/**
 * One fault under load: load, fault for FAULT_MS, the database back, healed within
 * HEAL_WITHIN_MS, a clean stretch, then the invariants.
 */
async function underLoad(shop: Shop, openRows: OpenRows, fault: Fault, name: string) {
  const run = load(shop);
  await pause(1500);
  run.setPhase('fault');
  await fault.begin();
  await pause(FAULT_MS);
  const aliveDuringFault = await alive(shop.server);
  run.setPhase('healing');
  await fault.end();
  const backAt = Date.now();
  let healedAfterMs = -1;
  const probe = { key: randomUUID() };
  const healAttempts: string[] = [];
  while (Date.now() - backAt < HEAL_WITHIN_MS + 5000 && (await alive(shop.server))) {
    const attempt = await healed(shop, run.tally, probe);
    healAttempts.push(`+${Date.now() - backAt}ms: ${attempt.detail}`);
    if (attempt.ok) {
      healedAfterMs = Date.now() - backAt;
      break;
    }
    await pause(200);
  }
  run.setPhase('after');
  await pause(CLEAN_MS);
  const tally = await run.stop();
  if (healedAfterMs < 0) tally.retryable.add(probe.key);
  const served = await servedStock(shop);
  const { rows, close } = await openRows();
  const invariants = await storedAgainstAcknowledged(rows, shop, tally, served);
  // the pool replaced what it lost and holds no more than PG_POOL_MAX (10); +2: this check and the terminating client
  const [{ n: backends }] = await rows(
    `select count(*)::int as n from pg_stat_activity where datname = 'shop' and backend_type = 'client backend'`,
  ).finally(close);
  const figures = {
    fault: name,
    aliveDuringFault,
    alive: await alive(shop.server),
    crashOutput: /Unhandled 'error' event|Emitted 'error' event/.test(shop.server.output()),
    answers503: total(tally, (_, __, status) => status === 503),
    answers500: total(tally, (_, __, status) => status >= 500 && status !== 503),
    failedAfterHealing: total(tally, (phase, _, status) => phase === 'after' && status >= 300),
    acknowledgedOrders: tally.acknowledged.size,
    retryableKeys: tally.retryable.size,
    storedOrders: invariants.storedOrders,
    lostOrders: invariants.lost.length,
    unacknowledgedOrders: invariants.unacknowledged.length,
    stockTaken: invariants.stockTaken,
    stockCheck: invariants.stockMismatches.length === 0 ? 'ok' : invariants.stockMismatches.join('; '),
    adminWrites: [...tally.adminWrites.values()].reduce((n, l) => n + l.length, 0),
    adminLost: invariants.adminLost.length,
    healedAfterMs,
    // the first and last tries, when healing took more than one
    healAttempts: healAttempts.length > 1 ? [healAttempts[0], healAttempts.at(-1)] : [],
    backends,
    statuses: Object.fromEntries(tally.statuses),
  };
  console.log('[fault figures]', JSON.stringify(figures));
  return { figures, tally, invariants };
}

function expectSurvived({ figures, tally, invariants }: Awaited<ReturnType<typeof underLoad>>) {
  expect(tally.unexpected.slice(0, 8), tally.unexpected.slice(0, 8).join('\n')).toEqual([]);
  expect(figures.aliveDuringFault).toBe(true);
  expect(figures.alive).toBe(true);
  expect(figures.crashOutput).toBe(false);
  expect(figures.answers500).toBe(0);
  expect(figures.healedAfterMs, `not healed: ${figures.healAttempts.join(' | ')}`).toBeGreaterThanOrEqual(0);
  expect(figures.healedAfterMs).toBeLessThan(HEAL_WITHIN_MS);
  expect(figures.failedAfterHealing).toBe(0);
  expect(invariants.lost).toEqual([]);
  expect(invariants.unacknowledged).toEqual([]);
  expect(invariants.keyless).toEqual([]);
  expect(invariants.dangling).toEqual([]);
  expect(invariants.stockMismatches).toEqual([]);
  expect(invariants.adminLost).toEqual([]);
  expect(invariants.staleAnswers).toEqual([]);
  expect(figures.backends).toBeLessThanOrEqual(12);
  expect(figures.acknowledgedOrders).toBeGreaterThan(0);
}

// one run is enough: the test brings its own PostgreSQL and keeps images on disk
describe.skipIf(usesPostgres() || usesBucket() || !canRunOwnPostgres())('PostgreSQL faults under load', () => {
  let pgc: OwnPostgres;
  let proxy: TcpProxy;
  let shop: Shop;
  /** straight to PostgreSQL, not through the proxy */
  const freshRows: OpenRows = async () => {
    const client = new pg.Client({ connectionString: pgc.url });
    client.on('error', () => undefined);
    await client.connect();
    return { rows: async (text) => (await client.query(text)).rows, close: () => client.end() };
  };

  beforeAll(async () => {
    pgc = await startOwnPostgres(await freePortIn(55450, 55459));
    proxy = await startTcpProxy({ host: '127.0.0.1', port: pgc.port });
    const server = await startServer({
      // through the proxy, so the network between them can drop
      DATABASE_URL: `postgres://shop@127.0.0.1:${proxy.port}/shop`,
      AUTH_SECRET: SECRET,
    });
    shop = await prepareShop(server);
  }, 240_000);
  afterAll(async () => {
    await shop?.server.stop();
    await proxy?.close();
    await pgc?.destroy();
  });

  it('survives a fast stop of PostgreSQL', async () => {
    const result = await underLoad(
      shop,
      freshRows,
      { begin: () => pgc.stop('fast'), end: () => pgc.start() },
      'stop fast',
    );
    expectSurvived(result);
    expect(result.figures.answers503).toBeGreaterThan(0);
  });

  it('survives an immediate stop of PostgreSQL (crash recovery on start)', async () => {
    const result = await underLoad(
      shop,
      freshRows,
      { begin: () => pgc.stop('immediate'), end: () => pgc.start() },
      'stop immediate',
    );
    expectSurvived(result);
    expect(result.figures.answers503).toBeGreaterThan(0);
  });

  it("survives pg_terminate_backend of the shop's connections", async () => {
    let terminating = true;
    let terminated = 0;
    let loop: Promise<void> = Promise.resolve();
    const admin = new pg.Client({ connectionString: pgc.url });
    admin.on('error', () => undefined);
    await admin.connect();
    const result = await underLoad(
      shop,
      freshRows,
      {
        begin: async () => {
          loop = (async () => {
            while (terminating) {
              const { rows: r } = await admin.query(
                `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
                 where datname = 'shop' and pid <> pg_backend_pid() and backend_type = 'client backend'`,
              );
              terminated += r[0].n;
              await pause(150);
            }
          })();
        },
        end: async () => {
          terminating = false;
          await loop;
        },
      },
      'terminate backends',
    );
    await admin.end();
    console.log('[fault figures] terminated backends', terminated);
    expectSurvived(result);
    expect(terminated).toBeGreaterThan(0);
  });

  it('survives a network drop between the shop and PostgreSQL', async () => {
    const result = await underLoad(
      shop,
      freshRows,
      { begin: async () => proxy.cut(), end: async () => proxy.restore() },
      'network drop',
    );
    expectSurvived(result);
    expect(result.figures.answers503).toBeGreaterThan(0);
  });

  it('stops cleanly after all of them (exit code 0)', async () => {
    const code = await shop.server.terminate();
    console.log('[fault figures] exit code after the faults', code);
    expect(code).toBe(0);
  });
});

// A query that fails inside an order's transaction (raised by a trigger the test adds to the
// embedded database): the order's stock, its row and its key claim all roll back, and the
// process goes on serving. A failure that looks like a lost connection answers 503.
describe.skipIf(usesPostgres() || usesBucket())('embedded database: a failing query inside a transaction', () => {
  let shop: Shop;

  const FAIL_NOTE = 'fail inside the transaction';
  const UNAVAILABLE_NOTE = 'connection lost inside the transaction';
  // fires on the order's own row, written after the key was claimed and before the stock is taken
  const TRIGGER = `
    create or replace function fail_marked_order() returns trigger language plpgsql as $$
    begin
      if new.note = '${FAIL_NOTE}' then
        raise exception 'injected failure';
      end if;
      if new.note = '${UNAVAILABLE_NOTE}' then
        raise exception 'injected connection failure' using errcode = '08006';
      end if;
      return new;
    end $$;
    create trigger fail_marked_order before insert on orders for each row execute function fail_marked_order();`;

  const embeddedRows =
    (server: TestServer): OpenRows =>
    async () => {
      const db = new PGlite(path.join(server.dataDir, 'pgdata'), { extensions: await pgliteExtensions() });
      return { rows: async (text) => (await db.query<Record<string, unknown>>(text)).rows, close: () => db.close() };
    };

  beforeAll(async () => {
    const first = await startServer({ AUTH_SECRET: SECRET });
    const prepared = await prepareShop(first);
    await first.terminate();
    const db = new PGlite(path.join(first.dataDir, 'pgdata'), { extensions: await pgliteExtensions() });
    await db.exec(TRIGGER).finally(() => db.close());
    const server = await startServer({ AUTH_SECRET: SECRET }, { reuse: first });
    shop = { ...prepared, server };
  }, 240_000);
  afterAll(async () => {
    await shop?.server.stop();
  });

  it('rolls the whole order back, answers 500 (or 503 for a lost connection), and keeps serving under load', async () => {
    const { server, customers, ordered } = shop;
    const run = load(shop);
    await pause(1000);
    // failing orders among the load: each must leave nothing behind, and its key must stay free
    const failures: { status: number; key: string; retryAfter: string | null }[] = [];
    const retriedKeys = new Map<string, string>();
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const key = randomUUID();
        const customer = customers[i % customers.length];
        const body = (note: string) => ({
          items: [{ productId: ordered[i % ordered.length].id, quantity: 5 }],
          shippingAddress: ADDRESS,
          paymentMethod: 'cod',
          note,
        });
        const res = await server.api('/api/orders', {
          method: 'POST',
          token: customer.token,
          headers: { 'Idempotency-Key': key },
          json: body(i % 2 ? FAIL_NOTE : UNAVAILABLE_NOTE),
        });
        failures.push({ status: res.status, key, retryAfter: res.headers.get('retry-after') });
        // the client retries with the same key: the failed attempt claimed nothing
        const retry = await server.api('/api/orders', {
          method: 'POST',
          token: customer.token,
          headers: { 'Idempotency-Key': key },
          json: body('retried'),
        });
        if (retry.status === 201) retriedKeys.set(key, retry.body.order._id);
        else failures.push({ status: retry.status, key, retryAfter: null });
      }),
    );
    await pause(1000);
    const probe = { key: randomUUID() };
    const { ok: healthy, detail } = await healed(shop, run.tally, probe);
    const tally = await run.stop();
    if (!healthy) tally.retryable.add(probe.key);
    for (const [key, id] of retriedKeys) tally.acknowledged.set(key, id);

    expect(await alive(server)).toBe(true);
    const served = await servedStock(shop);
    await server.terminate();
    const { rows, close } = await embeddedRows(server)();
    let invariants;
    let marked;
    try {
      invariants = await storedAgainstAcknowledged(rows, shop, tally, served);
      marked = await rows(
        `select count(*)::int as n from orders where note in ('${FAIL_NOTE}', '${UNAVAILABLE_NOTE}')`,
      );
    } finally {
      await close();
    }
    const figures = {
      fault: 'embedded failing transaction',
      exitCode: await server.exited,
      failedAttempts: failures.map((f) => f.status),
      answers503: total(tally, (_, __, status) => status === 503) + failures.filter((f) => f.status === 503).length,
      acknowledgedOrders: tally.acknowledged.size,
      storedOrders: invariants.storedOrders,
      lostOrders: invariants.lost.length,
      unacknowledgedOrders: invariants.unacknowledged.length,
      stockCheck: invariants.stockMismatches.length === 0 ? 'ok' : invariants.stockMismatches.join('; '),
      statuses: Object.fromEntries(tally.statuses),
    };
    console.log('[fault figures]', JSON.stringify(figures));

    expect(tally.unexpected.slice(0, 8), tally.unexpected.slice(0, 8).join('\n')).toEqual([]);
    expect(healthy, detail).toBe(true);
    expect(figures.exitCode).toBe(0);
    expect(failures.filter((f) => f.status === 500)).toHaveLength(6);
    expect(failures.filter((f) => f.status === 503 && f.retryAfter === '5')).toHaveLength(6);
    expect(retriedKeys.size).toBe(12);
    expect(marked[0].n).toBe(0);
    expect(invariants.lost).toEqual([]);
    expect(invariants.unacknowledged).toEqual([]);
    expect(invariants.dangling).toEqual([]);
    expect(invariants.stockMismatches).toEqual([]);
    expect(invariants.staleAnswers).toEqual([]);
  });
});
