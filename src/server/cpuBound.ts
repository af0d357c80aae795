// Image encoding (sharp) and password hashing (argon2) each take a core for tens of milliseconds.
// On a small server a burst of uploads or sign-ins must not take every core from the readers, so
// they queue here and run at most CPU_BOUND_CONCURRENCY (default 1) at a time.
import os from 'node:os';

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

const configured = Number(process.env.CPU_BOUND_CONCURRENCY);
const CPU_BOUND_CONCURRENCY =
  Number.isInteger(configured) && configured > 0 ? configured : Math.max(1, Math.floor(os.availableParallelism() / 2));

/** Runs CPU-heavy work (image encoding, password hashing) with bounded concurrency. */
export const cpuBound = concurrencyLimit(CPU_BOUND_CONCURRENCY);
