#!/usr/bin/env node
// npm run bench:api [-- --n 1000 --duration 10 --connections 10]
// Seeds N products into a throwaway data dir, starts the real server on it (the current
// build; run `npm run build` first if the code changed) and measures the catalogue reads
// with autocannon: requests/s and p50/p99 latency, printed as a table.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string' },
  },
});
const n = Number(args.n);
const duration = Number(args.duration);
const connections = Number(args.connections);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const port = Number(args.port) || (await freePort());
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  ADMIN_EMAIL: 'bench@shop.test',
  ADMIN_PASSWORD: 'bench-pass-123',
};
delete env.DATABASE_URL; // always the embedded database in the throwaway dir
delete env.UPLOAD_DIR;

let server = null;
async function cleanup() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await rm(dataDir, { recursive: true, force: true });
}

try {
  const entry = path.join(root, process.env.ASTRO_OUT_DIR || 'dist', 'server', 'entry.mjs');
  if (!existsSync(entry)) {
    console.log('No build found: running npm run build…');
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0)
      throw new Error('build failed');
  }

  let t = Date.now();
  const seed = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts', 'bench-seed.ts'), String(n)],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (seed.status !== 0) throw new Error('seeding failed');
  console.log(`Seeded ${n} products in ${((Date.now() - t) / 1000).toFixed(1)} s`);

  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src', 'host', 'start.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  for (t = Date.now(); ;) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${log}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - t > 60_000) throw new Error(`server did not start within 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  const full = '/api/products';
  const paged = '/api/products?active=true&page=2&limit=12';
  const cold = [];
  for (const p of [full, paged]) {
    const started = performance.now();
    const res = await fetch(base + p, { headers: { 'accept-encoding': 'identity' } });
    const body = await res.arrayBuffer();
    cold.push({ path: p, ms: performance.now() - started, bytes: body.byteLength });
  }
  const etag = (await fetch(base + full)).headers.get('etag');

  const scenarios = [
    { name: 'full list, identity', path: full, headers: { 'accept-encoding': 'identity' } },
    { name: 'full list, br', path: full, headers: { 'accept-encoding': 'br, gzip' } },
    { name: 'full list, gzip', path: full, headers: { 'accept-encoding': 'gzip' } },
    { name: 'full list, If-None-Match (304)', path: full, headers: { 'if-none-match': etag } },
    { name: 'paged (active, page 2 of 12)', path: paged, headers: { 'accept-encoding': 'identity' } },
    { name: 'paged, br', path: paged, headers: { 'accept-encoding': 'br, gzip' } },
  ];
  const rows = [];
  for (const s of scenarios) {
    const result = await autocannon({ url: base + s.path, headers: s.headers, connections, duration });
    const non2xx = result.non2xx - (s.name.includes('304') ? result.requests.total : 0);
    rows.push({
      scenario: s.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'KB/resp': (result.throughput.total / Math.max(1, result.requests.total) / 1024).toFixed(1),
      errors: result.errors + Math.max(0, non2xx),
    });
  }
  // what one admin write costs the next reader: the cache is rebuilt once
  const signin = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  }).then((r) => r.json());
  const rebuild = [];
  for (const isActive of [false, true, false]) {
    const { products } = await fetch(`${base}${paged}`).then((r) => r.json());
    await fetch(`${base}/api/products/${products[0]._id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${signin.token}` },
      body: JSON.stringify({ isActive }),
    });
    for (const p of [full, paged]) {
      const started = performance.now();
      await fetch(base + p, { headers: { 'accept-encoding': 'identity' } }).then((r) => r.arrayBuffer());
      rebuild.push({ path: p, ms: performance.now() - started });
    }
  }

  console.log(
    `\nCatalogue reads, N=${n} products, ${connections} connections, ${duration} s each, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'})`,
  );
  console.log(
    'First (uncached) request: ' +
      cold.map((c) => `${c.path} ${c.ms.toFixed(0)} ms, ${(c.bytes / 1024).toFixed(0)} KB`).join('; '),
  );
  const median = (p) =>
    rebuild
      .filter((r) => r.path === p)
      .map((r) => r.ms)
      .sort((a, b) => a - b)[1]
      .toFixed(0);
  console.log(
    `First read after an admin write (cache rebuild, median of 3): ${full} ${median(full)} ms; ${paged} ${median(paged)} ms`,
  );
  console.table(rows);
} catch (err) {
  console.error(`bench:api failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
