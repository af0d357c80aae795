import { expect, it } from 'vitest';
import { concurrencyLimit } from '../../src/server/cpuBound';

it('runs at most N jobs at once, in order, and passes results and errors through', async () => {
  const limit = concurrencyLimit(2);
  let running = 0;
  let peak = 0;
  const order: number[] = [];
  const job = (i: number) =>
    limit(async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 10));
      running--;
      order.push(i);
      if (i === 3) throw new Error('boom');
      return i * 10;
    });
  const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(job));
  expect(peak).toBe(2);
  expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  expect(results[2]).toEqual({ status: 'fulfilled', value: 20 });
  expect(results[3]).toMatchObject({ status: 'rejected', reason: new Error('boom') });
});

it('refuses work beyond the queue with a 503 and Retry-After, at once', async () => {
  const limit = concurrencyLimit(1, 2);
  let release = () => {};
  const first = limit(() => new Promise<void>((resolve) => (release = resolve)));
  const queued = [limit(async () => 'a'), limit(async () => 'b')];
  await expect(limit(async () => 'c')).rejects.toMatchObject({
    status: 503,
    headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
  });
  release();
  await first;
  expect(await Promise.all(queued)).toEqual(['a', 'b']);
  // the queue has room again
  expect(await limit(async () => 'd')).toBe('d');
});
