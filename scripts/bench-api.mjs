#!/usr/bin/env node
// npm run bench:api [-- --n 1000 --duration 10 --parts table,uncached]
//
// Seeds N products into a throwaway database, starts the real server on it (the current build;
// run `npm run build` first if the code changed) and measures the catalogue API. Flags:
//
//   --n N                  products to seed (default 1000)
//   --duration S           seconds per autocannon run in `table` and `nginx` (default 10)
//   --connections C        autocannon connections in `table` (default 10)
//   --soak S               seconds of the loaded phase of `soak` (default 60)
//   --abuse S              seconds of hostile traffic in `abuse` (default 180)
//   --samples K            sequential requests per `uncached` case (default 200)
//   --parts LIST           comma-separated, any of: cold-reads, table, uncached, find, soak,
//                          nginx, pages, checkout, abuse, memory
//                          (default all of them)
//   --database-url URL     PostgreSQL server to bench on (the role needs CREATEDB): a fresh
//                          database shop_bench_<random> is created there and dropped at the end.
//                          Without it, the embedded database in the throwaway data dir.
//   --port P               the server's port (default: a free one)
//
// Parts:
//   cold-reads  the first 100 reads after a start, each kind on a server started anew on the same
//             database: a deep page, a common search's pages, filtered pages (p50/p95, the
//             server's CPU per read); the start's time to its start line
//   table     the first (cold) reads, then requests/s and p50/p99 per list form (cached)
//   uncached  p50/p95 of reads that each miss the cache (deep pages, searches, page 1 after a
//             write) and the full list read after a write
//   find      p50/p95 of cache misses that sort, filter and count facets, of category pages
//             filtered by specs (scripts/lib/specFilters.mjs), of typo-forgiving searches, and
//             of search suggestions (goals 20, 20, 25 and 15 ms p95), each kind first just after
//             start (unoptimized code, no goal), then again with other reads
//   soak      20 readers over ~50 cached pages, idle and then with an admin creating a product
//             with 2 images every 2 s
//   nginx     the same cached answer served as a static file by nginx, side by side (needs
//             `nginx` on the PATH; skipped with a note otherwise)
//   pages     the storefront pages shoppers land on (a product page, a variant's link
//             ?variant=<sku>, /products, a search's page 2, a category page, /) as the shop
//             sends them to a browser (br) and the same bytes from nginx, 32 connections each;
//             then the shop's again with the soak's admin writer (needs nginx)
//   checkout  a flash sale: 32 signed-in buyers order one product (one unit, pay on delivery) as
//             fast as they can, 3 s of warm-up then 15 s measured (scripts/lib/flashSale.mjs);
//             orders/s, p50/p99, errors, the warm-up's p99, and the books (every acknowledged
//             order stored, the stock exact)
//   abuse     minutes of hostile traffic from a few hundred addresses (scripts/lib/hostileTraffic.mjs):
//             the server's RSS before, at its highest during and after, and after a quiet minute,
//             with /api/health's latency meanwhile and the answers by status
//   memory    the server's RSS after start and after the other parts; seeding time and peak RSS
//             are always printed
//
// Everything started here (server, nginx, temp dirs, the PostgreSQL database) is removed at the
// end, also when a part fails or on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants as fsConstants, existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { flashSale } from './lib/flashSale.mjs';
import { freePort } from './lib/freePort.mjs';
import { hostileTraffic } from './lib/hostileTraffic.mjs';
import { percentile } from './lib/percentile.mjs';
import { processCpuMs } from './lib/processCpu.mjs';
import { serveCommand } from './lib/serveCommand.mjs';
import { filterPlans, meetsFilter, specFilteredPaths } from './lib/specFilters.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ALL_PARTS = ['cold-reads', 'table', 'uncached', 'find', 'soak', 'nginx', 'pages', 'checkout', 'abuse', 'memory'];
const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    soak: { type: 'string', default: '60' },
    abuse: { type: 'string', default: '180' },
    samples: { type: 'string', default: '200' },
    parts: { type: 'string', default: ALL_PARTS.join(',') },
    'database-url': { type: 'string' },
    port: { type: 'string' },
  },
});
const n = Number(args.n);
const duration = Number(args.duration);
const connections = Number(args.connections);
const soakSeconds = Number(args.soak);
const abuseSeconds = Number(args.abuse);
const samples = Number(args.samples);
const parts = new Set(
  args.parts
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean),
);
for (const p of parts) {
  if (!ALL_PARTS.includes(p)) {
    console.error(`--parts: unknown part "${p}"; the parts are ${ALL_PARTS.join(', ')}`);
    process.exit(2);
  }
}

const FULL = '/api/products';
const PAGED = '/api/products?active=true&page=2&limit=12';
const IDENTITY = { 'accept-encoding': 'identity' };
const BROWSER = { 'accept-encoding': 'br, gzip' };

// ---------------------------------------------------------------------------------------------
// cleanup: every resource registers its own undo; run last-in first-out, each step on its own
// so one failing step does not leave the others behind

const undo = [];
const onCleanup = (what, fn) => undo.push({ what, fn });
let cleaning = null;
/** Runs once; a signal arriving while the normal cleanup runs waits for that same one. */
function cleanup() {
  cleaning ??= (async () => {
    while (undo.length) {
      const { what, fn } = undo.pop();
      try {
        await fn();
      } catch (err) {
        console.error(`cleanup: ${what} failed: ${err.message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping and cleaning up…`);
    await cleanup();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// small helpers

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);

const fmtMs = (ms) => (Number.isFinite(ms) ? (ms < 10 ? ms.toFixed(1) : ms.toFixed(0)) : '-');

function findOnPath(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, command);
    try {
      accessSync(candidate, fsConstants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** VmRSS and VmHWM (peak) of a process, in bytes; null where /proc is not available. */
function processMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return null;
  }
}

/** Spawned in its own process group, so stopping it also stops whatever it started. */
function spawnGroup(command, argv, options) {
  return spawn(command, argv, { ...options, detached: true });
}

async function stopGroup(child, signal, graceMs) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  const kill = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  kill(signal);
  if (await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)])) return;
  kill('SIGKILL');
  await exited;
}

function summarizeCannon(result) {
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

// ---------------------------------------------------------------------------------------------
// the HTTP client of the bench: every list path it requests is remembered, so the `uncached`
// part can pick keys nobody asked for yet (the server keeps answers per key across writes and
// may answer from the version before a write for a moment: only a never-seen key is a sure miss)

const requested = new Set();

function listPath({ q, page, limit }) {
  const query = q === undefined ? '' : `&q=${encodeURIComponent(q)}`;
  return `/api/products?active=true${query}&page=${page}&limit=${limit}`;
}

function createClient(base) {
  let token = null;
  const auth = () => ({ authorization: `Bearer ${token}` });

  async function timedGet(p, headers = IDENTITY) {
    requested.add(p);
    const started = performance.now();
    const res = await fetch(base + p, { headers });
    const text = await res.text();
    return { ms: performance.now() - started, status: res.status, text, etag: res.headers.get('etag') };
  }
  async function getJson(p, headers) {
    const { status, text } = await timedGet(p, headers);
    if (status !== 200) throw new Error(`GET ${p} answered ${status}: ${text.slice(0, 200)}`);
    return JSON.parse(text);
  }
  async function send(method, p, body) {
    const isForm = body instanceof FormData;
    const res = await fetch(base + p, {
      method,
      headers: isForm ? auth() : { ...auth(), 'content-type': 'application/json' },
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, ok: res.ok, body: text ? JSON.parse(text) : null };
  }
  return {
    base,
    timedGet,
    getJson,
    async signIn(email, password) {
      const res = await fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const body = await res.json();
      if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${body.message}`);
      token = body.token;
    },
    adminHeaders: () => ({ ...IDENTITY, ...auth() }),
    token: () => token,
    async setActive(id, isActive) {
      const started = performance.now();
      const res = await send('PATCH', `/api/products/${id}`, { isActive });
      if (!res.ok) throw new Error(`PATCH isActive answered ${res.status}: ${res.body?.message}`);
      return performance.now() - started;
    },
    createProduct: (form) => send('POST', '/api/products', form),
    deleteProduct: (id) => send('DELETE', `/api/products/${id}`),
  };
}

/** Page sizes to try, 12 first: other sizes only give more distinct keys when a list is short. */
function* limitsNear12() {
  for (let d = 0; d < 100; d++) {
    if (12 - d >= 1 && d > 0) yield 12 - d;
    if (12 + d <= 100) yield 12 + d;
  }
}

/** Up to `count` list paths over `total` items, around the middle or from the start, that
 *  the bench has not requested yet. */
function freshPageKeys(total, count, around, q) {
  const out = [];
  for (const limit of limitsNear12()) {
    const pages = Math.max(1, Math.ceil(total / limit));
    const order = [];
    if (around === 'start') for (let p = 1; p <= pages; p++) order.push(p);
    else {
      const mid = Math.ceil(pages / 2);
      for (let d = 0; order.length < pages; d++) {
        if (mid + d <= pages) order.push(mid + d);
        if (d > 0 && mid - d >= 1) order.push(mid - d);
      }
    }
    for (const page of order) {
      const p = listPath({ q, page, limit });
      if (!requested.has(p)) out.push(p);
      if (out.length === count) return out;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// setting up: database, seed, server

async function createPostgresDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `shop_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  onCleanup(`drop database ${name}`, async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      // a server that did not stop cleanly may still hold connections
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await client.query(`drop database if exists "${name}"`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

function seedProducts(env) {
  const started = Date.now();
  const seed = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts', 'bench-seed.ts'), String(n)],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  process.stdout.write(seed.stdout ?? '');
  if (seed.status !== 0) throw new Error(`seeding failed (${seed.signal ?? `exit code ${seed.status}`})`);
  const maxRssKb = Number(/maxRSS_KB=(\d+)/.exec(seed.stdout)?.[1]);
  const variants = Number(/(\d+) variants/.exec(seed.stdout)?.[1]);
  return { seconds: (Date.now() - started) / 1000, peakRss: maxRssKb * 1024, variants };
}

async function startServer(env, base) {
  const serve = serveCommand(root);
  const server = spawnGroup(process.execPath, serve.args, {
    cwd: root,
    env: { ...serve.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onCleanup('stop the server', () => stopGroup(server, 'SIGTERM', 20_000));
  // its errors show as they happen; the last of everything it printed is kept to explain a crash
  let log = '';
  let announced = false;
  const keep = (d) => {
    log = (log + d).slice(-20_000);
    announced ||= log.includes('Shop running at');
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', (d) => {
    keep(d);
    process.stderr.write(d);
  });
  server.died = () =>
    server.exitCode === null && server.signalCode === null
      ? null
      : `the server exited (${server.signalCode ?? `exit code ${server.exitCode}`}); its last output:\n${log.slice(-4000)}`;
  // ready when it says so (after its warm-up, src/server/search/warmUp.ts), as the tests wait
  for (const started = Date.now(); ;) {
    if (server.died()) throw new Error(server.died());
    const ok =
      announced &&
      (await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ok) return server;
    if (Date.now() - started > 60_000) throw new Error(`server did not start within 60 s:\n${log}`);
    await sleep(250);
  }
}

// ---------------------------------------------------------------------------------------------
// part `cold-reads`: the first reads of a server just started

const COLD_READS = 100;

/** Each kind of read timed on a server started anew (`restart`): nothing of the catalogue is in
 *  its memory but what its start made, so every read is a miss. What the reads ask for is chosen
 *  before the restarts, on the running server, so that no read of the new one goes untimed. */
async function partColdReads(api, setup, restart) {
  const common = await pickCommonTerm(api, setup.activeTotal);
  const { categories } = await api.getJson('/api/categories');
  const pages = Math.ceil(n / 12);
  const deepFrom = Math.max(1, Math.min(500, pages - COLD_READS + 1));
  const kinds = [
    {
      name: 'deep page',
      paths: Array.from({ length: Math.min(COLD_READS, pages) }, (_, i) => `/api/products?page=${deepFrom + i}`),
      note: `/api/products?page=${deepFrom}.. (every product, 12 a page)`,
    },
    {
      name: 'common search',
      paths: freshPageKeys(common.total, COLD_READS, 'start', common.term),
      note: `q=${common.term}: ${common.total} matches, its pages from 1`,
    },
    {
      name: 'filtered page',
      paths: filteredPaths(
        COLD_READS,
        categories.map((c) => c.slug),
        12,
      ),
      note: 'a sort, a price band, stock, sale, one or two categories, pages 1-3',
    },
  ];
  const rows = [];
  const starts = [];
  for (const kind of kinds) {
    const { server, ms } = await restart();
    starts.push(ms);
    const cpuBefore = processCpuMs(server.pid);
    const times = [];
    let errors = 0;
    for (const p of kind.paths) {
      const answer = await api.timedGet(p);
      if (answer.status !== 200) errors++;
      times.push(answer.ms);
    }
    const cpu = (processCpuMs(server.pid) - cpuBefore) / Math.max(1, times.length);
    rows.push({
      ...row(kind.name, times, errors, kind.note),
      'first ms': fmtMs(times[0]),
      'server CPU/read ms': fmtMs(cpu),
    });
  }
  return {
    title: `Cold reads: the first ${COLD_READS} reads after a start, sequential, each a cache miss (identity encoding; goal p95 <= 20 ms)`,
    lines: [
      `each kind on a server started anew on the same database; start to its start line: ${starts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    ],
    table: rows,
  };
}

// ---------------------------------------------------------------------------------------------
// part `table`: the first reads, then throughput of the cached list forms

async function partTable(api) {
  const cold = [];
  for (const p of [FULL, PAGED]) {
    const { ms, text } = await api.timedGet(p);
    cold.push(`${p} ${fmtMs(ms)} ms, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`);
  }
  const { etag } = await api.timedGet(FULL, {});
  const scenarios = [
    { name: 'full list, identity', path: FULL, headers: IDENTITY },
    { name: 'full list, br', path: FULL, headers: BROWSER },
    { name: 'full list, gzip', path: FULL, headers: { 'accept-encoding': 'gzip' } },
    { name: 'full list, If-None-Match (304)', path: FULL, headers: { 'if-none-match': etag }, expect304: true },
    { name: 'paged (active, page 2 of 12)', path: PAGED, headers: IDENTITY },
    { name: 'paged, br', path: PAGED, headers: BROWSER },
  ];
  const rows = [];
  for (const s of scenarios) {
    const result = await autocannon({ url: api.base + s.path, headers: s.headers, connections, duration });
    const non2xx = result.non2xx - (s.expect304 ? result.requests.total : 0);
    rows.push({
      scenario: s.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'KB/resp': (result.throughput.total / Math.max(1, result.requests.total) / 1024).toFixed(1),
      errors: result.errors + Math.max(0, non2xx),
    });
  }
  return {
    title: `Cached reads: ${connections} connections, ${duration} s each`,
    lines: [`First (uncached) request: ${cold.join('; ')}`],
    table: rows,
  };
}

// ---------------------------------------------------------------------------------------------
// part `uncached`: sequential reads that each miss the cache

/** Times `paths` one after the other; `check` looks at each answer (e.g. to count matches). */
async function timeSeries(api, name, paths, check = () => {}) {
  const times = [];
  let errors = 0;
  for (const [i, p] of paths.entries()) {
    const answer = await api.timedGet(p);
    if (answer.status !== 200) errors++;
    else check(JSON.parse(answer.text), answer, i);
    times.push(answer.ms);
  }
  return row(name, times, errors);
}

function row(name, times, errors = 0, note = '') {
  return {
    case: name,
    requests: times.length,
    'p50 ms': fmtMs(percentile(times, 50)),
    'p95 ms': fmtMs(percentile(times, 95)),
    'max ms': fmtMs(Math.max(...times)),
    errors,
    note,
  };
}

/** A word in some 5-10 % of the active products (the seed repeats the sample names). */
async function pickCommonTerm(api, activeTotal) {
  const candidates = ['wireless', 'speaker', 'headphones', 'charger', 'camera', 'console', 'battery'];
  let best = null;
  for (const term of candidates) {
    const { total } = await api.getJson(listPath({ q: term, page: 1, limit: 1 }));
    const share = total / activeTotal;
    const distance = share >= 0.05 && share <= 0.1 ? 0 : Math.abs(share - 0.075);
    if (!best || distance < best.distance) best = { term, total, share, distance };
    if (distance === 0) break;
  }
  return best;
}

/** Names of `count` active products, from the back half of the list: product `#i` with a
 *  large i, so no other name contains it as a prefix (#12 would also match #120…). */
async function uniqueProductNames(api, activeTotal, count) {
  const pages = Math.ceil(activeTotal / 100);
  const order = [];
  for (let p = Math.ceil(pages / 2); p <= pages; p++) order.push(p);
  for (let p = Math.ceil(pages / 2) - 1; p >= 1; p--) order.push(p);
  const names = [];
  for (const page of order) {
    if (names.length >= count) break;
    const { products } = await api.getJson(listPath({ page, limit: 100 }));
    names.push(...products.map((p) => p.productName));
  }
  return names.slice(0, count);
}

async function partUncached(api, setup) {
  const rows = [];
  const lines = [];
  const { activeTotal } = setup;
  const short = (got, name) => {
    if (got < samples) lines.push(`${name}: only ${got} distinct keys (the list is short)`);
  };

  const deep = freshPageKeys(activeTotal, samples, 'middle');
  short(deep.length, 'deep page');
  const pages12 = Math.ceil(activeTotal / 12);
  rows.push(await timeSeries(api, 'deep page', deep, () => {}));
  rows.at(-1).note = `around page ${Math.ceil(pages12 / 2)} of ${pages12}`;

  const common = await pickCommonTerm(api, activeTotal);
  const commonKeys = freshPageKeys(common.total, samples, 'middle', common.term);
  short(commonKeys.length, 'search, common term');
  rows.push(await timeSeries(api, `search, common term`, commonKeys));
  rows.at(-1).note = `q=${common.term}: ${common.total} matches (${(common.share * 100).toFixed(1)} %)`;
  rows.push(await searchAfterWrites(api, setup, common));

  const names = await uniqueProductNames(api, activeTotal, samples);
  let fewest = Infinity;
  let most = 0;
  const rareKeys = names.map((q) => listPath({ q, page: 1, limit: 12 })).filter((p) => !requested.has(p));
  short(rareKeys.length, 'search, rare term');
  rows.push(
    await timeSeries(api, 'search, rare term', rareKeys, ({ total }) => {
      fewest = Math.min(fewest, total);
      most = Math.max(most, total);
    }),
  );
  rows.at(-1).note = `q=<one product's name>: ${fewest === most ? fewest : `${fewest}..${most}`} match(es) each`;

  rows.push(...(await pageOneAfterWrites(api, setup)));
  const rebuilt = await fullListAfterWrites(api, setup);
  rows.push(...rebuilt.rows);
  lines.push(...rebuilt.lines);
  return { title: `Uncached reads: sequential, each a cache miss (identity encoding)`, lines, table: rows };
}

/** PATCH the newest product's isActive, then read page 1: what a shopper waits after a write. */
async function pageOneAfterWrites(api, { newest }) {
  const page1 = listPath({ page: 1, limit: 12 });
  await api.getJson(page1); // cached before the first write, as in a running shop
  const reads = [];
  const writes = [];
  let errors = 0;
  let stale = 0;
  for (let i = 0; i < samples; i++) {
    const isActive = i % 2 === 1;
    writes.push(await api.setActive(newest, isActive));
    const answer = await api.timedGet(page1);
    reads.push(answer.ms);
    if (answer.status !== 200) {
      errors++;
      continue;
    }
    const shown = JSON.parse(answer.text).products.some((p) => p._id === newest);
    if (shown !== isActive) stale++;
  }
  if (samples % 2 === 1) await api.setActive(newest, true);
  return [
    row('page 1 after a write', reads, errors, `${stale} of ${reads.length} answered from before the write`),
    row('  the write itself (PATCH isActive)', writes, 0, 'admin, not a read'),
  ];
}

/** A write clears what the server knows of every search (its matches are kept per catalogue
 *  version), so the first read of a search after a write is the full cost: trigram scan, sort,
 *  one page of JSON. Each read asks for a page not asked before, so no answer from before the
 *  write can stand in for it. */
async function searchAfterWrites(api, { newest }, common) {
  const keys = freshPageKeys(common.total, samples, 'start', common.term);
  const reads = [];
  let errors = 0;
  for (const [i, key] of keys.entries()) {
    await api.setActive(newest, i % 2 === 1);
    const answer = await api.timedGet(key);
    reads.push(answer.ms);
    if (answer.status !== 200 || JSON.parse(answer.text).products.length === 0) errors++;
  }
  if (keys.length % 2 === 1) await api.setActive(newest, true);
  return row('  its first read after a write', reads, errors, 'a write forgets every search: scan and sort again');
}

/** The full list is the biggest answer to rebuild; median of 3. A shopper may get the answer
 *  from before the write meanwhile; an admin's read (with a token) always waits for it. */
async function fullListAfterWrites(api, { newest }) {
  const times = { shopper: [], admin: [], paged: [] };
  let stale = 0;
  let flag = true; // the newest product is active
  for (const reader of ['shopper', 'admin']) {
    for (let i = 0; i < 3; i++) {
      flag = !flag;
      await api.setActive(newest, flag);
      const answer = await api.timedGet(FULL, reader === 'admin' ? api.adminHeaders() : IDENTITY);
      times[reader].push(answer.ms);
      if (reader === 'shopper') {
        const product = JSON.parse(answer.text).products.find((p) => p._id === newest);
        if (product?.isActive !== flag) stale++;
        times.paged.push((await api.timedGet(PAGED)).ms);
      }
    }
  }
  if (!flag) await api.setActive(newest, true);
  const median = (t) => fmtMs(percentile(t, 50));
  return {
    rows: [
      row('full list after a write (shopper)', times.shopper, 0, `median of 3; ${stale} from before the write`),
      row('full list after a write (admin)', times.admin, 0, 'median of 3; always waits for the rebuild'),
    ],
    lines: [
      `First read after an admin write (cache rebuild, median of 3): ${FULL} ${median(times.shopper)} ms; ${PAGED} ${median(times.paged)} ms`,
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// part `find`: sorted, filtered and faceted pages, typo searches and suggestions, each a miss

const SORTS = ['newest', 'price_asc', 'price_desc', 'best_selling', 'name'];
const BANDS = [
  [undefined, 50],
  [50, 100],
  [100, 250],
  [250, 500],
  [500, 1000],
  [1000, undefined],
];

/** `count` paths of the storefront's filtered pages, each a combination not asked for before:
 *  a sort, a price band, in stock and on sale on or off, one or two categories, and a page. */
function filteredPaths(count, categorySlugs, limit) {
  const out = [];
  for (let i = 0; out.length < count && i < count * 20; i++) {
    const params = new URLSearchParams({ active: 'true', sort: SORTS[i % SORTS.length] });
    const [min, max] = BANDS[Math.floor(i / SORTS.length) % BANDS.length];
    if (min !== undefined) params.set('min', String(min));
    if (max !== undefined) params.set('max', String(max));
    if (i % 2) params.set('inStock', '1');
    if (i % 3 === 0) params.set('onSale', '1');
    if (i % 4 === 1) params.set('category', categorySlugs[i % categorySlugs.length]);
    if (i % 4 === 3)
      params.set(
        'category',
        `${categorySlugs[i % categorySlugs.length]},${categorySlugs[(i + 1) % categorySlugs.length]}`,
      );
    params.set('page', String(1 + (i % 3)));
    params.set('limit', String(limit));
    const p = `/api/products?${params}`;
    if (!requested.has(p)) out.push(p);
  }
  return out;
}

/** One or two letters of `word` changed: a dropped, doubled or swapped letter. */
function typo(word, k) {
  const at = 1 + (k % Math.max(1, word.length - 2));
  const kinds = [
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + word[at] + word.slice(at),
    () => word.slice(0, at) + (word[at + 1] ?? '') + word[at] + word.slice(at + 2),
  ];
  return kinds[k % kinds.length]();
}

/** The three kinds of finding reads, `samples` of each, none asked for before; `limit` sets
 *  the page size (a second set at another size shares no cache key with the first), `shift`
 *  which words suggestions start from. */
function findPaths(slugs, pool, plans, { limit, shift }) {
  const filtered = filteredPaths(samples, slugs, limit);
  const specFiltered = specFilteredPaths(samples, plans, { limit, isFresh: (p) => !requested.has(p) });
  const typos = [];
  for (let k = 0; typos.length < samples && k < samples * 10; k++) {
    const q = `${typo(pool[k % pool.length], k)} ${k % 2 ? typo(pool[(k * 7) % pool.length], k + 1) : ''}`.trim();
    const p = listPath({ q, page: 1 + (k % 2), limit });
    if (!requested.has(p)) typos.push(p);
  }
  const suggestions = [];
  for (let k = shift; suggestions.length < samples; k++) {
    const word = pool[k % pool.length];
    const typed = k % 3 === 0 ? typo(word, k) : word.slice(0, 2 + (k % Math.max(1, word.length - 2)));
    suggestions.push(`/api/search/suggest?q=${encodeURIComponent(typed)}`);
  }
  return { filtered, specFiltered, typos, suggestions };
}

async function partFind(api) {
  const { categories } = await api.getJson('/api/categories');
  const slugs = categories.map((c) => c.slug);
  // the index is loaded at start (or by the first read after a write): the first read on its own
  const first = await api.timedGet('/api/products?active=true&sort=price_asc&page=1&limit=12');
  const rows = [row('first sorted read', [first.ms], first.status === 200 ? 0 : 1)];

  // typo searches from the catalogue's own words: a word of 5+ letters from product names
  const words = new Set();
  for (const page of [1, 2, 3]) {
    const { products } = await api.getJson(listPath({ page, limit: 100 }));
    for (const p of products)
      for (const w of p.productName.toLowerCase().split(/[^a-z]+/)) if (w.length >= 5) words.add(w);
  }
  const pool = [...words];
  // each category's attributes and, from a page of its products, the values its numbers take
  const sample = new Map();
  for (const slug of slugs)
    sample.set(slug, (await api.getJson(`/api/products?active=true&category=${slug}&page=1&limit=100`)).products);
  const plans = filterPlans(categories, sample);

  // Each kind is timed twice. First just after the server started, while V8 still runs the
  // search code unoptimized: a cost each server process pays once. Then the goals' series: other
  // reads that each miss the cache, as a server that has been up a while answers them.
  for (const [when, paths] of [
    ['just after start', findPaths(slugs, pool, plans, { limit: 24, shift: samples })],
    ['', findPaths(slugs, pool, plans, { limit: 12, shift: 0 })],
  ]) {
    let facetsMissing = 0;
    let found = 0;
    const label = (name) => (when ? `${name}, ${when}` : name);
    const goal = (text) => (when ? 'no goal: the code is not optimized yet' : text);
    rows.push(
      await timeSeries(api, label('filtered, sorted, faceted page'), paths.filtered, (body) => {
        if (!body.facets) facetsMissing++;
      }),
    );
    rows.at(-1).note = `${goal('goal p95 <= 20 ms')}; ${facetsMissing} without facets`;
    let outside = 0;
    let empty = 0;
    rows.push(
      await timeSeries(
        api,
        label('spec-filtered page'),
        paths.specFiltered.map((s) => s.path),
        (body, _answer, i) => {
          if (body.total === 0) empty++;
          if (body.products.some((p) => !meetsFilter(p, paths.specFiltered[i].filter))) outside++;
        },
      ),
    );
    rows.at(-1).note =
      `${goal('goal p95 <= 20 ms')}; ${outside} answers holding products outside their filter, ${empty} empty` +
      (plans.length ? '' : '; no category has filterable attributes');
    rows.push(
      await timeSeries(api, label('typo search'), paths.typos, (body) => {
        if (body.total > 0 || body.didYouMean) found++;
      }),
    );
    rows.at(-1).note =
      `${goal('goal p95 <= 25 ms')}; ${found} of ${paths.typos.length} found something or a "Did you mean"`;
    rows.push(await timeSeries(api, label('suggestion'), paths.suggestions));
    rows.at(-1).note = `${goal('goal p95 <= 15 ms')}; never cached`;
  }
  return { title: 'Finding products: sequential, each a cache miss (identity encoding)', lines: [], table: rows };
}

// part `soak`: cached readers, idle and with an admin writing

async function solidImage(sharp, rgb) {
  const [r, g, b] = rgb;
  return sharp({ create: { width: 600, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** Creates a product with 2 images every `everyMs` until stopped; keeps what it created. */
function startWriter(api, categoryId, everyMs) {
  const state = { attempted: 0, ok: 0, failures: new Map(), latencies: [], created: [], deleted: 0 };
  let stopped = false;
  let wake = () => {};
  const done = (async () => {
    const { default: sharp } = await import('sharp');
    for (let i = 0; !stopped; i++) {
      const started = Date.now();
      const form = new FormData();
      form.append('name', `Bench soak product ${i}`);
      form.append('description', 'Created by the bench while readers read.');
      form.append('price', '19.90');
      form.append('stock', '5');
      form.append('category', categoryId);
      for (const k of [0, 1]) {
        const png = await solidImage(sharp, [(i * 37 + k * 90) % 256, (i * 11) % 256, 120]);
        form.append('images', new Blob([png], { type: 'image/png' }), `soak-${i}-${k}.png`);
      }
      state.attempted++;
      try {
        const res = await api.createProduct(form);
        if (res.ok) {
          state.ok++;
          state.created.push(res.body.product._id);
        } else state.failures.set(res.status, (state.failures.get(res.status) ?? 0) + 1);
      } catch (err) {
        state.failures.set(err.message, (state.failures.get(err.message) ?? 0) + 1);
      }
      state.latencies.push(Date.now() - started);
      await new Promise((r) => {
        wake = r;
        setTimeout(r, Math.max(0, started + everyMs - Date.now()));
      });
    }
  })();
  return {
    async stop() {
      stopped = true;
      wake();
      await done;
      return state;
    },
  };
}

async function partSoak(api, setup) {
  const readers = 20;
  const keys = freshPageKeys(setup.activeTotal, 50, 'start');
  for (const p of keys) await api.timedGet(p, BROWSER); // readers start on a warm cache
  const requests = keys.map((p) => ({ method: 'GET', path: p }));
  const read = (seconds) =>
    autocannon({ url: api.base, connections: readers, duration: seconds, headers: BROWSER, requests });

  const idleSeconds = Math.max(1, Math.round(Math.min(20, soakSeconds / 3)));
  const idle = await read(idleSeconds);
  const writer = startWriter(api, setup.categoryId, 2000);
  let loaded;
  let w;
  try {
    loaded = await read(soakSeconds);
  } finally {
    w = await writer.stop();
    // outside the measured time, so the catalogue is as seeded for whatever runs next
    for (const id of w.created) if ((await api.deleteProduct(id)).ok) w.deleted++;
  }
  const failures = [...w.failures].map(([why, count]) => `${count}x ${why}`).join(', ');
  return {
    title: `Mixed soak: ${readers} readers over ${keys.length} cached pages (br), idle ${idleSeconds} s, then ${soakSeconds} s with a writer`,
    table: [
      { phase: 'idle (no writer)', seconds: idleSeconds, ...summarizeCannon(idle) },
      { phase: 'writer: a product with 2 images / 2 s', seconds: soakSeconds, ...summarizeCannon(loaded) },
    ],
    lines: [
      `loaded/idle req/s: ${(loaded.requests.average / idle.requests.average).toFixed(2)}`,
      `writes: ${w.ok} of ${w.attempted} created${failures ? ` (failed: ${failures})` : ''}, ` +
        `p50 ${fmtMs(percentile(w.latencies, 50))} ms, max ${fmtMs(Math.max(...w.latencies))} ms; ` +
        `${w.deleted} of ${w.created.length} deleted again afterwards`,
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// part `nginx`: the same bytes from a static file server, as a yardstick

/** `locations`: nginx location blocks; by default every path answers the one body.json. */
function nginxConfig(prefix, port, locations) {
  // as root, nginx's workers would switch to "nobody", who cannot read the 0700 temp dir
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '';
  const temp = (name) => `${name}_temp_path ${path.join(prefix, 'tmp', name)};`;
  return `daemon off;
master_process on;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
${user}
events { worker_connections 1024; }
http {
  access_log off;
  default_type application/json;
  sendfile on;
  keepalive_requests 1000000;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${path.join(prefix, 'www')};
    ${locations ?? 'location / { try_files /body.json =404; }'}
  }
}
`;
}

async function startNginx(bin, prefix, port, locations, probe = PAGED) {
  const conf = path.join(prefix, 'nginx.conf');
  await writeFile(conf, nginxConfig(prefix, port, locations));
  const nginx = spawnGroup(bin, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // SIGQUIT: nginx's graceful stop
  onCleanup('stop nginx', () => stopGroup(nginx, 'SIGQUIT', 5_000));
  let stderr = '';
  nginx.stderr.on('data', (d) => (stderr += d));
  for (const started = Date.now(); ;) {
    if (nginx.exitCode !== null) {
      const log = await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx exited (${nginx.exitCode}): ${stderr}${log}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}${probe}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return nginx;
    if (Date.now() - started > 10_000) throw new Error(`nginx did not answer within 10 s: ${stderr}`);
    await sleep(100);
  }
}

async function partNginx(api) {
  const title = `nginx side by side: ${PAGED}, identity, 64 connections, ${duration} s each`;
  const bin = findOnPath('nginx');
  if (!bin) return { title, lines: ['skipped: nginx is not on the PATH (apt-get install -y nginx)'] };
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-nginx-'));
  onCleanup('remove the nginx dir', () => rm(prefix, { recursive: true, force: true }));
  await mkdir(path.join(prefix, 'www'));
  await mkdir(path.join(prefix, 'tmp'));
  const { text } = await api.timedGet(PAGED);
  await writeFile(path.join(prefix, 'www', 'body.json'), text);

  const port = await freePort();
  const nginx = await startNginx(bin, prefix, port);
  const run = (url) => autocannon({ url, headers: IDENTITY, connections: 64, duration });
  const viaNginx = await run(`http://127.0.0.1:${port}${PAGED}`);
  await stopGroup(nginx, 'SIGQUIT', 5_000); // not competing for the cores while the shop runs
  const viaShop = await run(api.base + PAGED);
  return {
    title,
    table: [
      { server: 'nginx (static file)', ...summarizeCannon(viaNginx) },
      { server: 'shop', ...summarizeCannon(viaShop) },
    ],
    lines: [
      `shop/nginx req/s: ${((viaShop.requests.average / viaNginx.requests.average) * 100).toFixed(0)} % ` +
        `(body ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB)`,
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// part `pages`: the pages shoppers land on, from the page cache, against nginx serving the same
// bytes

const PAGE_CONNECTIONS = 32;

/** A page's bytes as the shop sends them to a browser (br), not decoded as fetch would. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function landingPages(api, setup) {
  const { products } = await api.getJson(listPath({ page: 1, limit: 24 }));
  // a link to one of a product's variants other than its first, as a shared or advertised link is
  const varied = products.find((p) => (p.variants ?? []).length > 1);
  const variantPage = varied
    ? [
        {
          name: 'a variant of a product',
          path: `/products/${varied.slug}?variant=${encodeURIComponent(varied.variants.at(-1).sku)}`,
        },
      ]
    : [];
  return [
    { name: 'a product page', path: `/products/${products[0].slug}` },
    ...variantPage,
    { name: '/products', path: '/products' },
    {
      name: 'a search, filtered and sorted, page 2',
      path: `/products?q=${encodeURIComponent(setup.term)}&sort=price_asc&inStock=1&min=10&page=2`,
    },
    { name: 'a category page', path: '/audio' },
    { name: 'the home page', path: '/' },
  ];
}

/** More product pages than the page cache keeps (about 400). */
const PAGES_TO_FILL = 1000;

/** Reads the product pages of the seeded products bench-1..bench-`count`, 8 at a time. */
async function fillPageCache(api, count) {
  const started = performance.now();
  let next = 1;
  let errors = 0;
  const worker = async () => {
    for (let i = next++; i <= count; i = next++) {
      const { status } = await rawGet(`${api.base}/products/bench-${i}`, BROWSER);
      if (status !== 200 && status !== 404) errors++; // inactive products are 404
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { count, errors, seconds: (performance.now() - started) / 1000 };
}

async function partPages(api, setup) {
  const title = `Pages: the shop against nginx serving the same bytes, br, ${PAGE_CONNECTIONS} connections, ${duration} s each`;
  const bin = findOnPath('nginx');
  if (!bin) return { title, lines: ['skipped: nginx is not on the PATH (apt-get install -y nginx)'] };
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-pages-'));
  onCleanup('remove the nginx pages dir', () => rm(prefix, { recursive: true, force: true }));
  await mkdir(path.join(prefix, 'www'));
  await mkdir(path.join(prefix, 'tmp'));
  setup.term ??= (await pickCommonTerm(api, setup.activeTotal)).term;
  const pages = await landingPages(api, setup);
  const locations = [];
  for (const page of pages) {
    // kept now, and asked for often enough to be compressed again, as a shop's landing pages
    // are (POPULAR_AFTER_HITS in src/server/http/cache/responseCache.ts): nginx gets the bytes the shop
    // sends from then on
    for (let load = 0; load < 5; load++) await rawGet(api.base + page.path, BROWSER);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const [i, page] of pages.entries()) {
    const { status, headers, body } = await rawGet(api.base + page.path, BROWSER);
    if (status !== 200) throw new Error(`GET ${page.path} answered ${status}`);
    page.bytes = body.length;
    page.kept = headers['cache-control']?.includes('s-maxage') ? 'yes' : 'no (built file)';
    await writeFile(path.join(prefix, 'www', `page${i}.html`), body);
    const encoding = headers['content-encoding'] ? `add_header Content-Encoding ${headers['content-encoding']};` : '';
    locations.push(`location = /page${i} { default_type text/html; ${encoding} try_files /page${i}.html =404; }`);
  }
  const port = await freePort();
  const nginx = await startNginx(bin, prefix, port, locations.join('\n    '), '/page0');
  const run = (url) => autocannon({ url, headers: BROWSER, connections: PAGE_CONNECTIONS, duration });
  const viaNginx = [];
  for (const i of pages.keys()) viaNginx.push(await run(`http://127.0.0.1:${port}/page${i}`));
  await stopGroup(nginx, 'SIGQUIT', 5_000); // not competing for the cores while the shop runs
  const viaShop = [];
  for (const page of pages) viaShop.push(await run(api.base + page.path));
  const writer = startWriter(api, setup.categoryId, 2000);
  const underWrites = [];
  let w;
  try {
    for (const page of pages) underWrites.push(await run(api.base + page.path));
  } finally {
    w = await writer.stop();
    for (const id of w.created) if ((await api.deleteProduct(id)).ok) w.deleted++;
  }
  // the page cache filled to its limit, so the memory part counts it in
  const fill = await fillPageCache(api, Math.min(n, PAGES_TO_FILL));
  const table = pages.map((page, i) => {
    const shop = summarizeCannon(viaShop[i]);
    const loaded = summarizeCannon(underWrites[i]);
    return {
      page: page.path,
      'KB (br)': (page.bytes / 1024).toFixed(1),
      'page cache': page.kept,
      'nginx req/s': Math.round(viaNginx[i].requests.average),
      'shop req/s': shop['req/s'],
      share: `${((viaShop[i].requests.average / viaNginx[i].requests.average) * 100).toFixed(0)} %`,
      'shop p99 ms': shop['p99 ms'],
      errors: shop.errors,
      'writer: req/s': loaded['req/s'],
      'writer: p99 ms': loaded['p99 ms'],
      'writer: errors': loaded.errors,
    };
  });
  return {
    title,
    table,
    lines: [
      `nginx: 1 worker; the writer: the soak's admin creating a product with 2 images every 2 s ` +
        `(${w.ok} of ${w.attempted} created, ${w.deleted} deleted again afterwards)`,
      `then ${fill.count} product pages read once each (${fill.seconds.toFixed(1)} s, ${fill.errors} errors), ` +
        'to fill the page cache to its limit before the memory part',
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// part `checkout`: a flash sale

async function partCheckout(api, setup, server) {
  let cpuBefore = NaN;
  const sale = await flashSale(api.base, {
    adminToken: api.token(),
    productId: setup.newest,
    onStart: () => (cpuBefore = processCpuMs(server.pid)),
  });
  const cpuPerOrder = (processCpuMs(server.pid) - cpuBefore) / Math.max(1, sale.books.acknowledged);
  const { books } = sale;
  if (!books.ok) process.exitCode = 1;
  return {
    title: `Checkout: a flash sale, ${sale.buyers} signed-in buyers ordering one product for ${sale.seconds.toFixed(1)} s (after ${sale.warmup.seconds} s of warm-up)`,
    table: [
      {
        'orders/s': Math.round(sale.ordersPerSecond),
        'p50 ms': Math.round(sale.p50),
        'p99 ms': Math.round(sale.p99),
        errors: sale.errors,
      },
    ],
    lines: [
      `answers by status: ${Object.entries(sale.statuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')}`,
      `books: ${books.acknowledged} orders acknowledged, ${books.stored} stored; stock ${books.stockLeft} ` +
        `(expected ${books.stockExpected}): ${books.ok ? 'exact' : 'WRONG'}`,
      `the server's CPU per order (the warm-up and the checks of the books after the sale included): ${cpuPerOrder.toFixed(1)} ms`,
      `warm-up, the server's first orders (not in the table): ${sale.warmup.orders} answers, p99 ${Math.round(sale.warmup.p99)} ms`,
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// part `abuse`: hostile traffic, and what it does to the server's memory and to a reader

/** Samples `fn` every `everyMs` until stopped; the samples are returned by stop(). */
function sampleEvery(everyMs, fn) {
  const samples = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      samples.push(await fn());
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return samples;
    },
  };
}

async function partAbuse(api, server) {
  const rss = () => processMemory(server.pid)?.rss ?? NaN;
  const email = `abuse-${randomBytes(4).toString('hex')}@bench.test`;
  const password = 'a long bench passphrase';
  const signup = await fetch(`${api.base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Abused', email, contact: '', password }),
  });
  const { token } = await signup.json();
  if (!token) throw new Error(`the abuse part could not sign up (${signup.status})`);
  const [product] = (await api.getJson(listPath({ page: 1, limit: 1 }))).products;
  const context = { takenEmail: email, userToken: token, productSlug: product.slug ?? product._id };

  await sleep(5000);
  const before = rss();
  const memory = sampleEvery(1000, rss);
  const health = sampleEvery(100, async () => (await api.timedGet('/api/health')).ms);
  const traffic = await hostileTraffic(api.base, { seconds: abuseSeconds, context });
  const during = await memory.stop();
  const latencies = await health.stop();
  const atEnd = rss();
  await sleep(60_000);
  const quiet = rss();
  return {
    title: `Abuse: ${abuseSeconds} s of hostile traffic, 16 clients from 400 addresses`,
    lines: [
      `requests: ${traffic.requests} (${(traffic.requests / abuseSeconds).toFixed(0)}/s); answers by status: ` +
        Object.entries(traffic.statuses)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', '),
      `server RSS: before ${mb(before)} MB, highest during ${mb(Math.max(...during))} MB, at the end ${mb(atEnd)} MB, ` +
        `after a quiet minute ${mb(quiet)} MB`,
      `/api/health meanwhile (every 100 ms): p50 ${fmtMs(percentile(latencies, 50))} ms, ` +
        `p99 ${fmtMs(percentile(latencies, 99))} ms, max ${fmtMs(Math.max(...latencies))} ms`,
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// main

const report = { header: [], sections: [] };

function printReport() {
  if (!report.header.length) return;
  console.log(`\n${'='.repeat(100)}`);
  for (const line of report.header) console.log(line);
  for (const s of report.sections) {
    console.log(`\n${s.title}`);
    for (const line of s.lines ?? []) console.log(`  ${line}`);
    if (s.table) console.table(s.table);
  }
}

/** The server's RSS after start and after each part, in order: [label, processMemory] */
const memorySteps = [];

async function runPart(name, live, fn) {
  if (!parts.has(name)) return;
  let server = live.server;
  console.log(`… ${name}`);
  try {
    if (server.died()) throw new Error('not run: the server is gone');
    report.sections.push(await fn());
  } catch (err) {
    process.exitCode = 1;
    report.sections.push({ title: `${name}: FAILED`, lines: [err.stack ?? err.message] });
  }
  // a part's results are not trusted once the server is gone: say so right there
  server = live.server; // cold-reads starts servers of its own
  if (server.died() && !report.serverDied) {
    report.serverDied = true;
    report.sections.push({ title: `SERVER GONE during ${name}`, lines: [server.died()] });
  }
  if (name !== 'memory') memorySteps.push([`after ${name}`, processMemory(server.pid)]);
}

async function main() {
  const entry = path.join(root, process.env.ASTRO_OUT_DIR || 'dist', 'server', 'entry.mjs');
  if (!existsSync(entry)) {
    console.log('No build found: running npm run build…');
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0)
      throw new Error('build failed');
  }
  const port = Number(args.port) || (await freePort());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  onCleanup('remove the data dir', () => rm(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: 'bench@shop.test',
    ADMIN_PASSWORD: 'bench-pass-123',
    // the flash sale's buyers each order hundreds of units unpaid, which the shop's cap on unpaid
    // units per buyer (docs/operations.md#order-limits) would refuse after the first few
    UNPAID_UNITS_PER_PRODUCT: '0',
  };
  // throwaway data only: images in the temp dir, never in a configured upload dir or bucket
  delete env.UPLOAD_DIR;
  delete env.S3_BUCKET;
  delete env.DATABASE_URL;
  let database = `embedded PGlite in ${dataDir}`;
  if (args['database-url']) {
    const created = await createPostgresDatabase(args['database-url']);
    env.DATABASE_URL = created.url;
    database = `PostgreSQL, database ${created.name} on ${new URL(created.url).host}`;
  }

  const seeded = seedProducts(env);
  const base = `http://127.0.0.1:${port}`;
  const live = { server: await startServer(env, base) };
  memorySteps.push(['after start', processMemory(live.server.pid)]);

  const api = createClient(base);
  await api.signIn(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  const firstActive = await api.getJson(listPath({ page: 1, limit: 1 }));
  const { categories } = await api.getJson('/api/categories');
  const setup = { activeTotal: firstActive.total, newest: firstActive.products[0]._id, categoryId: categories[0]._id };

  const cpu = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'})`;
  report.header.push(
    `Catalogue API bench: N=${n} products (${setup.activeTotal} active), ${seeded.variants} variants, ${database}, ${cpu}`,
    `Seeded in ${seeded.seconds.toFixed(1)} s, seeding peak RSS ${mb(seeded.peakRss)} MB`,
  );

  const restart = async () => {
    await stopGroup(live.server, 'SIGTERM', 20_000);
    const started = performance.now();
    live.server = await startServer(env, base);
    return { server: live.server, ms: performance.now() - started };
  };
  await runPart('cold-reads', live, () => partColdReads(api, setup, restart));
  await runPart('table', live, () => partTable(api));
  await runPart('uncached', live, () => partUncached(api, setup));
  await runPart('find', live, () => partFind(api));
  await runPart('nginx', live, () => partNginx(api));
  await runPart('soak', live, () => partSoak(api, setup));
  await runPart('pages', live, () => partPages(api, setup));
  await runPart('checkout', live, () => partCheckout(api, setup, live.server));
  await runPart('abuse', live, () => partAbuse(api, live.server));
  await runPart('memory', live, async () => {
    const end = processMemory(live.server.pid);
    const show = (m) => (m ? `${mb(m.rss)} MB` : 'n/a');
    return {
      title: 'Memory',
      lines: [
        `server RSS ${memorySteps.map(([label, m]) => `${label}: ${show(m)}`).join('; ')}` +
          (end ? `; server peak ${mb(end.peak)} MB` : ''),
        `seeding: ${seeded.seconds.toFixed(1)} s, peak RSS ${mb(seeded.peakRss)} MB`,
      ],
    };
  });
}

try {
  await main();
} catch (err) {
  console.error(`bench:api failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  printReport();
}
