// PostgreSQL outages: the shop on a PostgreSQL this test runs itself, under a steady load of
// sign-ups (writes), catalogue reads, health checks and pages, while the database is stopped
// and started again and while its backends are terminated. 0 crashes, 503 (not 500) while it
// is away, pages served throughout, every acknowledged write stored, no restart needed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePortIn, startOwnPostgres, type OwnPostgres } from '../helpers/ownPostgres';
import { startServer, uniqueEmail, usesBucket, usesPostgres, type TestServer } from './harness';

const SECRET = 'o'.repeat(48);

interface Tally {
  statuses: Map<string, number>;
  acknowledged: string[];
  unexpected: string[];
}

/** Runs `workers` loops of mixed requests until `stop()`; counts statuses per kind. */
function load(server: TestServer, workers: number) {
  const tally: Tally = { statuses: new Map(), acknowledged: [], unexpected: [] };
  let running = true;
  const count = (kind: string, status: number) => {
    const key = `${kind} ${status}`;
    tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
  };
  const loop = async (i: number) => {
    for (let n = 0; running; n++) {
      const kind = ['signup', 'products', 'health', 'page', 'quote'][(i + n) % 5];
      try {
        if (kind === 'signup') {
          const email = uniqueEmail('outage');
          const res = await server.api('/api/auth/signup', {
            method: 'POST',
            json: { name: 'Load', email, password: 'outage-pass-1' },
          });
          count(kind, res.status);
          if (res.status === 201) tally.acknowledged.push(email);
          else if (res.status !== 503) tally.unexpected.push(`${kind} ${res.status} ${res.text.slice(0, 200)}`);
          else if (res.body?.success !== false || typeof res.body?.message !== 'string')
            tally.unexpected.push(`503 body ${res.text}`);
        } else if (kind === 'quote') {
          // the cart's quote reads the products: 200 (this id's line "unavailable") or 503
          const res = await server.api('/api/cart/quote', {
            method: 'POST',
            json: { items: [{ productId: `outage-${n}`, quantity: 1 }] },
          });
          count(kind, res.status);
          if (res.status !== 200 && res.status !== 503)
            tally.unexpected.push(`${kind} ${res.status} ${res.text.slice(0, 200)}`);
          else if (res.status === 503 && res.body?.success !== false) tally.unexpected.push(`503 body ${res.text}`);
        } else {
          const path =
            kind === 'products' ? `/api/products?limit=4&page=${(n % 3) + 1}` : kind === 'health' ? '/api/health' : '/';
          const res = await server.api(path);
          count(kind, res.status);
          const fine = res.status === 200 || (kind !== 'page' && res.status === 503);
          if (!fine) tally.unexpected.push(`${kind} ${res.status} ${res.text.slice(0, 200)}`);
        }
      } catch (err) {
        count(kind, 0);
        tally.unexpected.push(`${kind} network error ${(err as Error).message}`);
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, i) => loop(i)));
  return {
    tally,
    stop: async () => {
      running = false;
      await done;
      return tally;
    },
  };
}

const sum = (t: Tally, pred: (key: string) => boolean) =>
  [...t.statuses].filter(([k]) => pred(k)).reduce((n, [, v]) => n + v, 0);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(server: TestServer, status: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await server.api('/api/health').catch(() => ({ status: 0 }))).status === status) return;
    if (Date.now() > deadline) throw new Error(`/api/health never answered ${status}`);
    await pause(200);
  }
}

// one run is enough: the test brings its own PostgreSQL and keeps images on disk
describe.skipIf(usesPostgres() || usesBucket())('PostgreSQL outages', () => {
  let pg: OwnPostgres;
  let server: TestServer;

  beforeAll(async () => {
    pg = await startOwnPostgres(await freePortIn(55440, 55449));
    server = await startServer({ DATABASE_URL: pg.url, AUTH_SECRET: SECRET, PG_POOL_MAX: '4' });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await pg?.destroy();
  });

  it('answers 503 while PostgreSQL is stopped, serves pages throughout, heals without a restart, loses no acknowledged write', async () => {
    const run = load(server, 6);
    await pause(1500);
    const before = sum(run.tally, () => true);
    await pg.stop();
    await waitForHealth(server, 503);
    await pause(3000);
    const duringStart = sum(run.tally, () => true);
    const outage503Start = sum(run.tally, (k) => k.endsWith(' 503'));
    await pg.start();
    await waitForHealth(server, 200);
    const duringEnd = sum(run.tally, () => true);
    await pause(1500);
    // and a second kind of outage: every backend of the shop terminated
    await pg.query(
      "select count(pg_terminate_backend(pid)) from pg_stat_activity where datname = 'shop' and pid <> pg_backend_pid()",
    );
    await pause(1500);
    const tally = await run.stop();

    const stored = new Set(
      (await pg.query("select email from users where email like 'outage-%'")).split('\n').filter(Boolean),
    );
    const lost = tally.acknowledged.filter((email) => !stored.has(email));
    const figures = {
      requestsBeforeOutage: before,
      requestsDuringOutage: duringEnd - before,
      answers503: sum(tally, (k) => k.endsWith(' 503')),
      answers503WhileStopped: outage503Start,
      pagesServed: sum(tally, (k) => k === 'page 200'),
      pagesFailed: sum(tally, (k) => k.startsWith('page ') && k !== 'page 200'),
      acknowledgedWrites: tally.acknowledged.length,
      lostWrites: lost.length,
      unexpected: tally.unexpected.length,
      crashes:
        server.output().includes('Unhandled') ||
        (await Promise.race([server.exited.then(() => 1), pause(10).then(() => 0)])),
      statuses: Object.fromEntries(tally.statuses),
      during: duringStart - before,
    };
    console.log('[outage figures]', JSON.stringify(figures));

    expect(tally.unexpected, tally.unexpected.slice(0, 5).join('\n')).toEqual([]);
    expect(figures.crashes).toBe(0);
    expect(figures.answers503WhileStopped).toBeGreaterThan(0);
    expect(figures.pagesFailed).toBe(0);
    expect(lost).toEqual([]);
    // healed: a write goes through again
    expect(
      (
        await server.api('/api/auth/signup', {
          method: 'POST',
          json: { name: 'After', email: uniqueEmail('after'), password: 'after-pass-1' },
        })
      ).status,
    ).toBe(201);
  }, 180_000);

  it('waits for PostgreSQL at start (clear log line), and gives up after DB_WAIT_SECONDS', async () => {
    await pg.stop();
    const gaveUp = await startServer(
      { DATABASE_URL: pg.url, AUTH_SECRET: SECRET, DB_WAIT_SECONDS: '2' },
      { expectExit: true, timeoutMs: 60_000 },
    );
    expect(await gaveUp.exited).not.toBe(0);
    expect(gaveUp.output()).toMatch(/waiting for PostgreSQL at 127\.0\.0\.1:\d+/);
    await gaveUp.cleanup();

    const starting = startServer({ DATABASE_URL: pg.url, AUTH_SECRET: SECRET, DB_WAIT_SECONDS: '60' });
    await pause(4000);
    await pg.start();
    const waited = await starting;
    expect(waited.output()).toMatch(/waiting for PostgreSQL[\s\S]*Shop running at/);
    expect((await waited.api('/api/health')).status).toBe(200);
    await waited.stop();
  }, 180_000);
});
