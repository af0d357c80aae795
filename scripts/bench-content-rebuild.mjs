#!/usr/bin/env node
// npm run bench:content-rebuild [-- --duration 20 --connections 8]
//
// Does the shop keep answering while a publish rebuilds its pages (docs/performance.md)? Starts
// the current build (run `npm run build` first) on a throwaway database and a throwaway copy of
// src/content, measures two pages shoppers land on, /faqs (a built page) and / (rendered on
// request, kept in the page cache), for `--duration` seconds while nothing else happens, then
// publishes an FAQ change and measures them again while its rebuild runs: requests/s, p50 and
// p99 of each, the errors, and how long the rebuild took. Everything it starts is removed at the end.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBuiltShop } from './lib/builtShop.mjs';
import { printTable } from './lib/printTable.mjs';

const { values: args } = parseArgs({
  options: { duration: { type: 'string', default: '20' }, connections: { type: 'string', default: '8' } },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const root = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = { email: 'bench@shop.test', password: 'bench-admin-pass-123' };

const contentDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-content-'));
cpSync(path.join(root, 'src', 'content'), contentDir, { recursive: true });
Object.assign(process.env, {
  CONTENT_DIR: contentDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
});
const shop = await startBuiltShop(root);
const cleanUp = async () => {
  await shop.stop();
  rmSync(contentDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

async function call(pathname, init = {}) {
  const res = await fetch(shop.url + pathname, init);
  return res.json();
}

/** One autocannon run per page, both at once, as browsers asking for compressed pages. */
async function measure(label) {
  const pages = ['/faqs', '/'];
  const results = await Promise.all(
    pages.map((page) =>
      autocannon({
        url: shop.url + page,
        connections: connections / 2,
        duration,
        headers: { 'accept-encoding': 'br, gzip' },
      }),
    ),
  );
  return results.map((r, i) => ({
    phase: label,
    page: pages[i],
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    errors: r.errors + r.non2xx,
  }));
}

try {
  const { token } = await call('/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // warm: the first render of the home page and the page cache
  await measure('warm-up');
  const quiet = await measure('quiet');

  const started = Date.now();
  const { publish } = await call('/api/content/faqs/warranty', {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({
      data: { question: 'Do products come with a warranty?', order: 11 },
      body: `Two years on every product (bench ${new Date().toISOString()}).`,
    }),
  });
  const during = await measure('during rebuild');
  const statusAfter = (await call(`/api/content/publishes/${publish.id}`, { headers: auth })).publish.status;
  let state;
  do {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    state = (await call(`/api/content/publishes/${publish.id}`, { headers: auth })).publish;
  } while (state.status === 'queued' || state.status === 'building');
  const rebuildSeconds = (Date.parse(state.finishedAt) - Date.parse(state.startedAt)) / 1000;

  printTable([...quiet, ...during]);
  console.log(
    `\nrebuild: ${state.status} in ${rebuildSeconds.toFixed(0)} s (${((Date.now() - started) / 1000).toFixed(0)} s from the publish to its end); ` +
      `the measured ${duration} s ${statusAfter === 'building' ? 'all fell inside the build' : `ended with the publish ${statusAfter}`}`,
  );
  console.log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await cleanUp();
}
