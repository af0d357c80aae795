// Image encoding (sharp), password hashing (argon2) and the password-strength check each take a
// core for tens of milliseconds, off the thread that answers requests. On a small server a
// burst of uploads or sign-ins must not take every core from the readers, so they queue here and
// run at most CPU_BOUND_CONCURRENCY (default: half the cores) at a time. The queue is bounded
// too (CPU_BOUND_QUEUE): a flood beyond it is told to come back (503 with Retry-After) at once,
// instead of making every later sign-in wait behind it.
import { config, configProblem } from './config';
import { HttpError } from './http/httpError';

/** How long a refused caller is asked to wait: the queue drains in about this time. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export const BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a few seconds.';

export function concurrencyLimit(max: number, maxWaiting = Infinity) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= max) {
      if (waiting.length >= maxWaiting)
        throw new HttpError(503, BUSY_MESSAGE, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

let limit: ReturnType<typeof concurrencyLimit> | null = null;

/** Runs CPU-heavy work (image encoding, password hashing and strength) with bounded concurrency
 *  and a bounded queue; beyond the queue it throws the 503. */
export function cpuBound<T>(work: () => Promise<T>): Promise<T> {
  // made on first use, which can be at import (the sign-in's dummy hash): a bad variable must not
  // throw there, the host or tool reports it (configProblem()) and stops
  limit ??=
    configProblem() === null
      ? concurrencyLimit(config.cpuBoundConcurrency, config.cpuBoundQueue)
      : concurrencyLimit(1, Infinity);
  return limit(work);
}

/** How many CPU-heavy jobs may run at once (the worker pools size themselves by it). */
export const cpuBoundConcurrency = (): number => (configProblem() === null ? config.cpuBoundConcurrency : 1);
