// Worker threads for JavaScript work that would otherwise hold the thread that answers requests
// (the password-strength check). Native work (argon2, libvips) already runs on libuv's threads.
// A worker is started on first use and ended after a quiet spell, so the memory its code and
// data take (the strength check's dictionary) is given back when nobody is signing up.
import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** CommonJS source of the worker: it answers each `{id, input}` message with `{id, output}` or `{id, error}` */
  source: string;
  workerData?: unknown;
  /** most workers alive at once */
  size: number;
  /** a worker with no job for this long ends */
  idleMs: number;
}

interface Job {
  id: number;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (err: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  job: Job | null;
  idleTimer: NodeJS.Timeout | null;
}

export interface WorkerPool<In, Out> {
  run(input: In): Promise<Out>;
  /** ends every worker (tests, shutdown); later runs start new ones */
  close(): Promise<void>;
  /** workers alive now */
  readonly alive: number;
}

export function workerPool<In, Out>(options: WorkerPoolOptions): WorkerPool<In, Out> {
  const workers = new Set<PoolWorker>();
  const waiting: Job[] = [];
  let nextId = 1;

  function retire(entry: PoolWorker) {
    workers.delete(entry);
    if (entry.idleTimer) clearTimeout(entry.idleTimer);
    void entry.worker.terminate();
  }

  function start(): PoolWorker {
    const worker = new Worker(options.source, { eval: true, workerData: options.workerData });
    // an idle worker must not keep a tool's process alive
    worker.unref();
    const entry: PoolWorker = { worker, job: null, idleTimer: null };
    worker.on('message', (message: { id: number; output?: unknown; error?: string }) => {
      const job = entry.job;
      if (!job || job.id !== message.id) return;
      entry.job = null;
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.output);
      next(entry);
    });
    const fail = (err: Error) => {
      workers.delete(entry);
      if (entry.idleTimer) clearTimeout(entry.idleTimer);
      entry.job?.reject(err);
      entry.job = null;
      // the jobs waiting for a worker get a new one
      if (waiting.length) dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (workers.has(entry)) fail(new Error(`worker stopped (exit code ${code})`));
    });
    workers.add(entry);
    return entry;
  }

  function give(entry: PoolWorker, job: Job) {
    if (entry.idleTimer) clearTimeout(entry.idleTimer);
    entry.idleTimer = null;
    entry.job = job;
    entry.worker.postMessage({ id: job.id, input: job.input });
  }

  function next(entry: PoolWorker) {
    const job = waiting.shift();
    if (job) return give(entry, job);
    entry.idleTimer = setTimeout(() => retire(entry), options.idleMs);
    entry.idleTimer.unref();
  }

  function dispatch() {
    while (waiting.length) {
      const idle = [...workers].find((entry) => entry.job === null);
      if (idle) give(idle, waiting.shift()!);
      else if (workers.size < options.size) give(start(), waiting.shift()!);
      else return;
    }
  }

  return {
    run(input: In): Promise<Out> {
      return new Promise<Out>((resolve, reject) => {
        waiting.push({ id: nextId++, input, resolve: resolve as (output: unknown) => void, reject });
        dispatch();
      });
    },
    async close() {
      await Promise.all(
        [...workers].map((entry) => {
          workers.delete(entry);
          if (entry.idleTimer) clearTimeout(entry.idleTimer);
          entry.job?.reject(new Error('worker pool closed'));
          return entry.worker.terminate();
        }),
      );
    },
    get alive() {
      return workers.size;
    },
  };
}
