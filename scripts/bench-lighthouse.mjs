#!/usr/bin/env node
// npm run bench:lighthouse [-- --runs 3 --server URL]
//
// Lighthouse (mobile, its default simulated phone and network) on the pages shoppers land on: a
// product page, /products, a category page and /, each `--runs` times (default 3), in rounds so
// that a change in the machine's state falls on every page alike. Prints each run's LCP,
// performance, accessibility and total blocking time, the medians (and that of the scripts'
// transfer size), whether each page meets the goals in docs/performance.md (LCP at most 1.0 s,
// performance at least 98, accessibility 100), and what each page's largest paint is, with the
// parts of its time in the real load.
//
// A control page runs in the same rounds: one heading and the product page's main image, served by
// a bare Node server here. It carries nothing of the shop, so its figures are this machine's
// floor: Lighthouse multiplies the main thread's time of one real load by four, including
// Chromium's own start-up, so on a slow or busy machine even the control page misses the goals.
//
// Measures the current build on a throwaway embedded database (run `npm run build` first), or a
// running shop with --server. Needs Chromium (CHROME_PATH, default Debian's /usr/bin/chromium) and
// Lighthouse 13: LIGHTHOUSE_CLI=<path to its `lighthouse` binary>, or else `npx lighthouse@13.5.0`
// fetches it from the npm registry (it asks for Node 22 but runs on Node 20 with a warning).
// Everything it starts (the shop, its data dir, the control page) is removed at the end, also on
// Ctrl-C. Run it on a quiet machine: a test run or build alongside changes the figures more than most
// changes to a page do.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { firstActiveSlug, startBuiltShop } from './lib/builtShop.mjs';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { freePort } from './lib/freePort.mjs';
import { percentile } from './lib/percentile.mjs';
import { printTable } from './lib/printTable.mjs';

const GOALS = { lcpMs: 1000, performance: 98, accessibility: 100 };

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, server: { type: 'string' } },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('bench:lighthouse: --runs must be a whole number of at least 1');
  process.exit(2);
}
const lighthouse = process.env.LIGHTHOUSE_CLI
  ? { command: process.env.LIGHTHOUSE_CLI, args: [] }
  : { command: 'npx', args: ['--yes', 'lighthouse@13.5.0'] };

const median = (values) => percentile(values, 50);

const ATTEMPTS = 3;
/** Loads of each page before the runs: enough for the page cache to count it as popular. */
const WARM_LOADS = 5;

/** One Lighthouse run of `url`: the figures the goals are about, from its JSON report. A run that
 *  Lighthouse itself gives up on (it fails now and then to record the trace, and asks to be run
 *  again) is tried again, up to ATTEMPTS times. Not a synchronous child: the control page is
 *  served from this process meanwhile. */
async function measure(url, reportDir) {
  const output = path.join(reportDir, 'report.json');
  let report;
  for (let attempt = 1; ; attempt++) {
    const failure = await promisify(execFile)(
      lighthouse.command,
      [
        ...lighthouse.args,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility',
        `--chrome-flags=${['--headless=new', ...chromiumFlags].join(' ')}`,
      ],
      { env: { ...process.env, ...(chromiumPath && { CHROME_PATH: chromiumPath }) }, maxBuffer: 64 * 1024 * 1024 },
    ).then(
      () => {
        report = JSON.parse(readFileSync(output, 'utf8'));
        return report.runtimeError?.message;
      },
      (error) => error.stderr || error.message,
    );
    if (!failure) break;
    if (attempt === ATTEMPTS) throw new Error(`lighthouse failed ${ATTEMPTS} times on ${url}:\n${failure}`);
    console.log(`lighthouse failed on ${url}, trying again: ${failure.trim().split('\n').pop()}`);
  }
  const audit = (id) => report.audits[id].numericValue;
  const [parts, element] = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  return {
    lcpElement: element?.nodeLabel ? `${element.nodeLabel} (${element.selector})` : 'not found',
    lcpParts: (parts?.items ?? []).map((part) => `${part.label.toLowerCase()} ${Math.round(part.duration)} ms`),
    version: report.lighthouseVersion,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // the scripts' transfer size (brotli and headers), the page's JavaScript as Lighthouse counts it
    scriptBytes: report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
      ?.transferSize,
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/** The control page and the image it shows (copied from the shop once), on a port of its own. */
async function startControlPage(shop, productPath) {
  const html = await (await fetch(shop + productPath)).text();
  const preload = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0];
  const attribute = (name) => preload?.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
  const srcset = attribute('imagesrcset');
  if (!srcset) throw new Error(`no preloaded main image on ${productPath}`);
  const images = new Map();
  const local = (url) => new URL(url, shop).pathname;
  for (const candidate of srcset.split(',').map((part) => part.trim().split(/\s+/)[0])) {
    images.set(local(candidate), Buffer.from(await (await fetch(new URL(candidate, shop))).arrayBuffer()));
  }
  const localSrcset = srcset.replace(/[^\s,]+(?=\s+\d+w)/g, local);
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Control page</title>
<meta name="description" content="One heading and one image: the floor of this machine."></head>
<body><main><h1>Control page</h1><img srcset="${localSrcset}" sizes="${attribute('imagesizes') ?? '100vw'}"
src="${local(attribute('href') ?? srcset.split(/\s+/)[0])}" width="800" height="800" alt="The product"
fetchpriority="high" style="width:100%;height:auto"></main></body></html>`;
  const server = http.createServer((req, res) => {
    const image = images.get(req.url);
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else if (image) res.writeHead(200, { 'content-type': 'image/webp' }).end(image);
    else res.writeHead(404).end();
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** Waits (at most a minute) until the CPUs were at least 90% idle over a second: a shop just
 *  started is still seeding and warming up. Resolves to that share. */
async function settle() {
  const idleShare = async () => {
    const times = () => os.cpus().map((cpu) => cpu.times);
    const before = times();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    let idle = 0;
    let total = 0;
    times().forEach((after, i) => {
      for (const key of Object.keys(after)) total += after[key] - before[i][key];
      idle += after.idle - before[i].idle;
    });
    return idle / total;
  };
  let share = 0;
  for (let second = 0; second < 60 && (share = await idleShare()) < 0.9; second++);
  return share;
}

let shop = args.server?.replace(/\/$/, '');
let stopShop = async () => {};
if (!shop) ({ url: shop, stop: stopShop } = await startBuiltShop(root));
else if (
  !(await fetch(`${shop}/api/health`).then(
    (res) => res.ok,
    () => false,
  ))
) {
  console.error(`bench:lighthouse: no shop answers at ${shop} (GET /api/health)`);
  process.exit(2);
}
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
let control;
const cleanUp = async () => {
  await control?.stop();
  await stopShop();
  rmSync(reportDir, { recursive: true, force: true });
};
// Ctrl-C: the shop's data dir and the reports go too
process.once('SIGINT', () => cleanUp().finally(() => process.exit(130)));
try {
  const productPath = `/products/${encodeURIComponent(await firstActiveSlug(shop))}`;
  control = await startControlPage(shop, productPath);
  const pages = [
    { name: 'control page', url: control.url },
    { name: 'a product page', url: shop + productPath },
    { name: '/products', url: `${shop}/products` },
    { name: '/audio (a category page)', url: `${shop}/audio` },
    { name: '/', url: `${shop}/` },
  ];
  // Lighthouse should see a warm shop, as shoppers see its landing pages: the first load of a
  // page fills the page cache, and a page asked for a few times more is compressed again, harder,
  // in the background (POPULAR_AFTER_HITS in src/server/http/cache/responseCache.ts)
  for (let load = 0; load < WARM_LOADS; load++)
    for (const page of pages) await (await fetch(page.url, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  const idle = await settle();
  if (idle < 0.9)
    console.log(
      `Note: the CPUs are only ${Math.round(idle * 100)}% idle; the figures will be worse and noisier than on a quiet machine.`,
    );
  const started = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const results = new Map(pages.map((page) => [page.name, []]));
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      const result = await measure(page.url, reportDir);
      results.get(page.name).push(result);
      console.log(
        `round ${round}: ${page.name}: LCP ${(result.lcpMs / 1000).toFixed(2)} s, performance ${result.performance}, ` +
          `accessibility ${result.accessibility}, blocking ${Math.round(result.tbtMs)} ms`,
      );
    }
  }

  const rows = pages.map(({ name }) => {
    const list = results.get(name);
    const lcpMs = median(list.map((r) => r.lcpMs));
    const performance = median(list.map((r) => r.performance));
    const accessibility = median(list.map((r) => r.accessibility));
    const missed = [
      lcpMs > GOALS.lcpMs && 'LCP',
      performance < GOALS.performance && 'performance',
      accessibility < GOALS.accessibility && 'accessibility',
    ].filter(Boolean);
    return {
      page: name,
      'LCP (s)': list.map((r) => (r.lcpMs / 1000).toFixed(2)).join(', '),
      'LCP median': (lcpMs / 1000).toFixed(2),
      performance: list.map((r) => r.performance).join(', '),
      'perf. median': performance,
      'a11y median': accessibility,
      'blocking median (ms)': Math.round(median(list.map((r) => r.tbtMs))),
      'CLS max': Math.max(...list.map((r) => r.cls)).toFixed(3),
      'JS KB': (median(list.map((r) => r.scriptBytes ?? 0)) / 1024).toFixed(1),
      goals: missed.length ? `not met: ${missed.join(', ')}` : 'met',
    };
  });
  const all = [...results.values()].flat();
  const index = all.map((r) => r.benchmarkIndex);
  console.log(
    `\nLighthouse ${all[0].version}, mobile, ${runs} run(s) a page, started ${started} UTC, ` +
      `${os.cpus().length} cores, CPUs ${Math.round(idle * 100)}% idle at the start, ` +
      `benchmark index ${Math.min(...index)}-${Math.max(...index)}`,
  );
  printTable(rows);
  console.log(
    `Goals (medians): LCP at most ${GOALS.lcpMs / 1000} s, performance at least ${GOALS.performance}, ` +
      `accessibility ${GOALS.accessibility}. The control page shows what this machine allows.`,
  );
  console.log('\nThe largest paint, in the run with the median LCP, and its parts in that real (unslowed) load:');
  for (const { name } of pages) {
    const list = results.get(name);
    const lcpMs = median(list.map((r) => r.lcpMs));
    const run = list.reduce((best, r) => (Math.abs(r.lcpMs - lcpMs) < Math.abs(best.lcpMs - lcpMs) ? r : best));
    console.log(`${name}: ${run.lcpElement}\n  ${run.lcpParts.join(', ') || 'no parts reported'}`);
  }
} finally {
  await cleanUp();
}
