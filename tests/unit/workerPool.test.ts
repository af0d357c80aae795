import { afterEach, expect, it } from 'vitest';
import { workerPool, type WorkerPool } from '../../src/server/workerPool';

const SQUARE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, input }) => {
  if (input === 'crash') process.exit(3);
  if (input < 0) parentPort.postMessage({ id, error: 'negative' });
  else parentPort.postMessage({ id, output: input * input });
});
`;

let pool: WorkerPool<number | 'crash', number> | undefined;
afterEach(async () => {
  await pool?.close();
});

it('answers every job from at most `size` workers, and passes errors through', async () => {
  pool = workerPool({ source: SQUARE, size: 2, idleMs: 60_000 });
  const results = await Promise.all([1, 2, 3, 4, 5].map((n) => pool!.run(n)));
  expect(results).toEqual([1, 4, 9, 16, 25]);
  expect(pool.alive).toBeLessThanOrEqual(2);
  await expect(pool.run(-1)).rejects.toThrow('negative');
});

it('ends idle workers, and starts a new one for the next job', async () => {
  pool = workerPool({ source: SQUARE, size: 1, idleMs: 50 });
  expect(await pool.run(3)).toBe(9);
  expect(pool.alive).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(pool.alive).toBe(0);
  expect(await pool.run(4)).toBe(16);
});

it('a worker that dies fails its job only; the next job gets a new worker', async () => {
  pool = workerPool({ source: SQUARE, size: 1, idleMs: 60_000 });
  await expect(pool.run('crash')).rejects.toThrow(/exit code 3/);
  expect(await pool.run(5)).toBe(25);
});
