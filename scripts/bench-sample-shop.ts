// npm run bench:sample-shop [-- --runs 3]
//
// What seeding the sample shop costs, the step of a first start on an empty database that makes
// the generated images (and their narrower copies), the catalogue and the sample orders. Seeds a
// throwaway embedded database `--runs` times (default 3), each in a fresh process and data dir,
// and prints each run's CPU time (this process's, the image encoder's threads included), wall
// time and what it made, then the medians. Images go to the throwaway data dir's uploads.
// DATABASE_URL and the bucket's settings are left out on purpose: seeding starts by removing
// stored sample images no row references, which in a real shop's bucket are that shop's own.
//
// A figure, not a test: CPU time on a shared machine moves with what else runs on it, so a bound
// in a test would fail on a busy day and catch nothing on a quiet one. Record it in
// docs/performance.md when a change to the seed or the image copies moves it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { percentile } from './lib/percentile.mjs';
import { printTable } from './lib/printTable.mjs';

interface RunFigures {
  cpuSeconds: number;
  wallSeconds: number;
  categories: number;
  products: number;
  images: number;
  orders: number;
}

const CHILD_FLAG = '--one-run';

async function oneRun(): Promise<RunFigures> {
  const { closeDb, getDb } = await import('../src/server/db/client');
  const { seedCatalogIfEmpty } = await import('../src/server/seed/seed');
  const db = await getDb(); // creating and migrating the database is not part of the figure
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  const result = await seedCatalogIfEmpty(db);
  const cpu = process.cpuUsage(cpuBefore);
  const wallSeconds = (Date.now() - started) / 1000;
  await closeDb();
  if (!result.seeded) throw new Error('the throwaway database was not empty');
  const { categories, products, images, orders } = result;
  return { cpuSeconds: (cpu.user + cpu.system) / 1e6, wallSeconds, categories, products, images, orders };
}

function runInFreshProcess(): RunFigures {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-sample-bench-'));
  try {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && !name.startsWith('S3_')),
    );
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), CHILD_FLAG], {
      env: {
        ...env,
        DATA_DIR: dataDir,
        UPLOAD_DIR: path.join(dataDir, 'uploads'),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(`a seeding run failed (${child.signal ?? `exit code ${child.status}`})`);
    const last = child.stdout.trim().split('\n').at(-1) ?? '';
    return JSON.parse(last) as RunFigures;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  let runs = NaN;
  let given = '';
  try {
    given = parseArgs({ options: { runs: { type: 'string', default: '3' } } }).values.runs;
    runs = Number(given);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`--runs: a whole number of runs, at least 1 (got "${given}")`);
    process.exit(2);
  }
  console.log(`Seeding the sample shop ${runs} time(s) on the embedded database, on ${os.cpus().length} CPU(s)\n`);
  const figures: RunFigures[] = [];
  for (let run = 1; run <= runs; run++) figures.push(runInFreshProcess());
  printTable(
    figures.map((f, i) => ({
      run: i + 1,
      'CPU s': f.cpuSeconds.toFixed(1),
      'wall s': f.wallSeconds.toFixed(1),
      categories: f.categories,
      products: f.products,
      images: f.images,
      orders: f.orders,
    })),
  );
  const median = (values: number[]) => percentile(values, 50);
  const cpu = median(figures.map((f) => f.cpuSeconds));
  const wall = median(figures.map((f) => f.wallSeconds));
  console.log(`\nmedian: ${cpu.toFixed(1)} s CPU, ${wall.toFixed(1)} s wall`);
}

if (process.argv.includes(CHILD_FLAG)) {
  const figures = await oneRun();
  console.log(JSON.stringify(figures));
  // PGlite may leave timers behind; this process has done its job
  setImmediate(() => process.exit(0));
} else {
  await main().catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
