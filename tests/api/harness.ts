// Starts the real built shop (npm run serve) for API tests: a free port, a fresh data dir
// and - when SHOP_TEST_DB=postgres (the api-pg project) - a fresh database on TEST_DATABASE_URL,
// dropped again afterwards; both copied from the project's prepared shop when the server's
// settings allow (./preparedShop.ts). Needs a build: `npm run build`.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import type { User } from '../../src/lib/types';
import { childEnvironment } from '../helpers/runNode';
import { createTestBucket, type TestBucket } from '../helpers/testBucket';
import { serveCommand } from '../../scripts/lib/serveCommand.mjs';
import { ADMIN, copyPreparedShop, createTestDatabase, distFile, mayStartPrepared, ROOT } from './preparedShop';

export { ADMIN, ROOT };

export const usesPostgres = () => process.env.SHOP_TEST_DB === 'postgres';
/** SHOP_TEST_STORAGE=s3: every server keeps its images in its own bucket on a loopback s3rver. */
export const usesBucket = () => process.env.SHOP_TEST_STORAGE === 's3';

export interface ApiInit {
  method?: string;
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export interface ApiResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestServer {
  url: string;
  port: number;
  /** pid of the server process (the built src/host/start.ts) */
  pid: number;
  dataDir: string;
  /** the PostgreSQL database this server uses (postgres runs only) */
  databaseUrl: string | null;
  /** the bucket this server keeps images in (s3 runs only) */
  bucket: TestBucket | null;
  /** stored image objects ("<key>.webp", copies included), from the upload dir or the bucket, sorted */
  storedFiles: () => Promise<string[]>;
  /** everything the server printed so far */
  output: () => string;
  /** resolves with the exit code once the process has ended */
  exited: Promise<number | null>;
  api: <T = any>(pathname: string, init?: ApiInit) => Promise<ApiResult<T>>;
  signupUser: (overrides?: Partial<SignupBody>) => Promise<SignedUp>;
  adminToken: () => Promise<string>;
  /** SIGTERM, wait for a clean exit, then remove the data dir / drop the database */
  stop: () => Promise<number | null>;
  /** SIGTERM and wait for the exit, keeping the data (restart with `reuse`) */
  terminate: () => Promise<number | null>;
  /** kill -9: no clean-up at all (for crash tests; pass the server as `reuse` to restart) */
  kill9: () => Promise<void>;
  /** removes the data dir and drops the database (after kill9 when not restarting) */
  cleanup: () => Promise<void>;
}

export interface SignupBody {
  name: string;
  email: string;
  contact: string;
  password: string;
}

export interface SignedUp extends SignupBody {
  token: string;
  user: User;
}

export interface StartOptions {
  /** restart on the data dir and database of this (stopped or killed) server */
  reuse?: TestServer;
  /** resolve as soon as the process exits instead of failing (for start-up failure tests) */
  expectExit?: boolean;
  timeoutMs?: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Store {
  dataDir: string;
  databaseUrl: string | null;
  drop: (() => Promise<void>) | null;
  bucket: TestBucket | null;
}
const stores = new WeakMap<TestServer, Store>();

let emailCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${++emailCounter}@shop.test`;
}

export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  if (!existsSync(distFile('server', 'entry.mjs'))) {
    throw new Error(
      `No build at ${distFile('server', 'entry.mjs')}: run "npm run build" first (the API tests start the built server).`,
    );
  }
  const port = await freePort();
  // a restarted server shares its predecessor's data dir and database, and their clean-up
  const store: Store = (options.reuse && stores.get(options.reuse)) || {
    dataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'shop-api-')),
    databaseUrl: null,
    drop: null,
    bucket: null,
  };
  if (!store.bucket && usesBucket() && !('S3_BUCKET' in env)) store.bucket = await createTestBucket();
  const prepared = inject('preparedShop');
  if (!options.reuse && !options.expectExit && prepared && mayStartPrepared(env)) {
    const copied = await copyPreparedShop(prepared, store.dataDir);
    if (copied) {
      store.databaseUrl = copied.url;
      store.drop = copied.drop;
    }
  }
  if (!store.databaseUrl && usesPostgres()) {
    const created = await createTestDatabase();
    store.databaseUrl = created.url;
    store.drop = created.drop;
  }
  const { dataDir, databaseUrl } = store;

  const childEnv = childEnvironment({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SIGNIN_MAX_FAILURES_PER_IP: '1000',
    SIGNUP_MAX_PER_IP: '1000',
    // every test client is 127.0.0.1 and many files reuse one product: the order limits have
    // their own tests (abuse.orders.test.ts), which set them back
    GUEST_ORDERS_PER_ADDRESS: '1000',
    UNPAID_UNITS_PER_PRODUCT: '0',
    // the same for the limits against floods and guessed codes: quote.test.ts, promotions.test.ts
    // and invoices.test.ts set them back
    QUOTES_PER_ADDRESS: '0',
    COUPON_FAILURES_PER_ADDRESS: '0',
    INVOICE_DOWNLOADS_PER_ADDRESS: '0',
    ASTRO_TELEMETRY_DISABLED: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...store.bucket?.env,
    ...env,
  });

  const serve = serveCommand(ROOT);
  const child: ChildProcess = spawn(process.execPath, serve.args, {
    cwd: ROOT,
    env: { ...serve.env, ...childEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  let adminTokenCache: string | null = null;

  const server: TestServer = {
    url,
    port,
    pid: child.pid!,
    dataDir,
    databaseUrl,
    bucket: store.bucket,
    storedFiles: async () => {
      if (store.bucket) return store.bucket.objects();
      const names = await fs.readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[]);
      return names.filter((f) => f.endsWith('.webp')).sort();
    },
    exited,
    output: () => output,
    api: (pathname, init) => callApi(url, pathname, init),
    signupUser: async (overrides = {}) => {
      const body: SignupBody = {
        name: 'Test Customer',
        email: uniqueEmail(),
        contact: '+1 555 0100',
        password: 'customer-pass-1',
        ...overrides,
      };
      const res = await callApi(url, '/api/auth/signup', { method: 'POST', json: body });
      if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.text}`);
      return { ...body, token: res.body.token, user: res.body.user };
    },
    adminToken: async () => {
      if (adminTokenCache) return adminTokenCache;
      const res = await callApi(url, '/api/auth/signin', {
        method: 'POST',
        json: { email: env.ADMIN_EMAIL ?? ADMIN.email, password: env.ADMIN_PASSWORD ?? ADMIN.password },
      });
      if (res.status !== 200) throw new Error(`admin signin failed: ${res.status} ${res.text}`);
      adminTokenCache = res.body.token as string;
      return adminTokenCache;
    },
    terminate: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    stop: async () => {
      const code = await server.terminate();
      await server.cleanup();
      return code;
    },
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    cleanup: async () => {
      await fs.rm(dataDir, { recursive: true, force: true });
      const bucket = store.bucket;
      store.bucket = null;
      await bucket?.remove().catch(() => undefined);
      const drop = store.drop;
      store.drop = null;
      await drop?.();
    },
  };

  stores.set(server, store);
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (output.includes('Shop running at')) return server;
    if (child.exitCode !== null || child.signalCode !== null) {
      if (options.expectExit) return server;
      await server.cleanup();
      throw new Error(`The server exited during start (code ${child.exitCode}):\n${output}`);
    }
    if (Date.now() > deadline) {
      await server.kill9();
      await server.cleanup();
      throw new Error(`The server did not start within ${(options.timeoutMs ?? 180_000) / 1000}s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function callApi<T = any>(base: string, pathname: string, init: ApiInit = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await fetch(base + pathname, { method: init.method ?? 'GET', headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

/** Free-standing forms of the server's helpers, for tests that prefer functions. */
export const api = <T = any>(server: TestServer, pathname: string, init?: ApiInit) => server.api<T>(pathname, init);
export const signupUser = (server: TestServer, overrides?: Partial<SignupBody>) => server.signupUser(overrides);
export const adminToken = (server: TestServer) => server.adminToken();

/**
 * Two server processes on one database, as behind a load balancer (every server knows the shop
 * by one public address), started before the calling describe's tests and stopped after them:
 * `b` shares `a`'s database and data dir, so `a.stop()` cleans up both.
 */
export function useTwoServers(env: Record<string, string> = {}): { a: TestServer; b: TestServer } {
  const pair = {} as { a: TestServer; b: TestServer };
  beforeAll(async () => {
    const shared = { PUBLIC_URL: 'https://shop.example', ...env };
    pair.a = await startServer(shared);
    pair.b = await startServer(shared, { reuse: pair.a });
  });
  afterAll(async () => {
    await pair.b?.kill9();
    await pair.a?.stop();
  });
  return pair;
}

/**
 * The products a test may buy or reprice without naming a variant or meeting a promotion: active,
 * sold one way (one variant), and outside the sample shop's automatic promotion (10% off
 * headphones, src/server/seed/samplePromotions.ts), which tests/api/promotions.test.ts covers.
 */
export function plainProducts<P extends { isActive: boolean; variants: unknown[]; category: { name: string } }>(
  products: P[],
): P[] {
  return products.filter((p) => p.isActive && p.variants.length === 1 && p.category.name !== 'Headphones');
}
