// Image encoding (sharp) and password hashing (argon2) each take a core for tens of milliseconds.
// On a small server a burst of uploads or sign-ins must not take every core from the readers, so
// they queue here and run at most CPU_BOUND_CONCURRENCY (default: half the cores) at a time.
import { config, configProblem } from './config';

export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
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

/** Runs CPU-heavy work (image encoding, password hashing) with bounded concurrency. */
export function cpuBound<T>(work: () => Promise<T>): Promise<T> {
  // made on first use, which can be at import (the sign-in's dummy hash): a bad variable must not
  // throw there, the host or tool reports it (configProblem()) and stops
  limit ??= concurrencyLimit(configProblem() === null ? config.cpuBoundConcurrency : 1);
  return limit(work);
}
