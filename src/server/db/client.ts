// The one place that decides the database: PostgreSQL through `pg` when DATABASE_URL is set,
// otherwise embedded PGlite in DATA_DIR/pgdata. Opened lazily, migrated whenever it is opened
// (so the dev server, the host, tools and tests all see the current schema), closed on shutdown.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { config, configProblem } from '../config';
import { onShutdown } from '../lifecycle';
import { log } from '../log';
import { acquireDataDirLock, releaseDataDirLock } from './lock';
import { pgliteOpened } from './prepared';
import { databaseErrorCode, isDatabaseUnavailable } from './outage';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export { schema };

// Beside this file when it runs from source; the built bundle lives elsewhere, and the shop always
// runs from the project root, so the source folder is found from there. Found at import, where a
// bad variable must not throw: the host reports it (configProblem()) and stops.
export const MIGRATIONS_DIR =
  [
    configProblem() === null ? config.migrationsDir : null,
    fileURLToPath(new URL('./migrations', import.meta.url)),
    'src/server/db/migrations',
  ]
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => path.resolve(dir))
    .find((dir) => existsSync(path.join(dir, 'meta', '_journal.json'))) ?? path.resolve('src/server/db/migrations');

const dbLog = log.child({ scope: 'db' });

/** Advisory-lock keys shared by every server of this shop (any constants). */
export const LOCK_KEYS = { migrate: 727_150_000, prepare: 727_150_001 } as const;

interface Handle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

async function openPostgres(): Promise<Handle> {
  const { default: pg } = await import('pg');
  const { pooledDrizzle } = await import('./pooledDrizzle');
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: config.pgPoolMax,
    // one connection stays open however quiet the shop: a new one costs the next read its
    // sign-in and the server's first plans on it (docs/performance.md#cold-reads)
    min: 1,
    // while PostgreSQL is unreachable a request fails fast (503) instead of hanging
    connectionTimeoutMillis: 5_000,
  });
  // A connection PostgreSQL or the network drops (stop, restart, failover, pg_terminate_backend)
  // emits 'error' on its client. The pool listens only while the client is idle; a client checked
  // out for a transaction has no listener between its queries, and an unheard 'error' event ends
  // the process. So every client gets its own listener for life: the query under way (if any)
  // fails with the same error (503), and the pool drops the dead client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      dbLog.warn(`a PostgreSQL connection was lost (${describeDbError(err)}); the pool reconnects on demand.`);
    });
  });
  // the pool re-emits an idle client's error: already logged by the client's own listener
  pool.on('error', () => undefined);
  const db = pooledDrizzle(pool);
  try {
    await waitForPostgres(pool);
    await withAdvisoryLock(db, LOCK_KEYS.migrate, () => migrate(db));
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

const describeDbError = (err: unknown) =>
  databaseErrorCode(err) ?? (err as NodeJS.ErrnoException)?.code ?? (err as Error)?.message ?? String(err);

let waitedAtStart = false;

/**
 * At start, PostgreSQL may still be coming up (compose, a restart): retry for up to
 * DB_WAIT_SECONDS (default 60) with one clear log line, then give up with the last error. A
 * later re-open (after a failed first one) does not wait: requests answer 503 meanwhile.
 */
async function waitForPostgres(pool: Pool): Promise<void> {
  const deadline = Date.now() + (waitedAtStart ? 0 : config.dbWaitSeconds * 1000);
  waitedAtStart = true;
  let announced = false;
  for (let delay = 500; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      await pool.query('select 1');
      if (announced) dbLog.info('PostgreSQL is reachable; starting.');
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() + delay > deadline) throw err;
      if (!announced) {
        const target = new URL(config.databaseUrl);
        dbLog.info(
          `waiting for PostgreSQL at ${target.hostname}:${target.port || 5432} (${describeDbError(err)}); ` +
            `retrying for up to ${config.dbWaitSeconds} s (DB_WAIT_SECONDS)...`,
        );
        announced = true;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

async function openPglite(): Promise<Handle> {
  const dataDir = config.dataDir;
  acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = new PGlite(path.join(dataDir, 'pgdata'), {
      extensions: await pgliteExtensions(),
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${config.pgliteSharedBuffersMb}MB`,
        // only the server's prepared statements are affected (./prepared.ts)
        '-c',
        'plan_cache_mode=force_generic_plan',
      ],
    });
    await client.waitReady;
    pgliteOpened();
    const db = drizzle(client, { schema }) as unknown as Db;
    await migrate(db);
    const close = async () => {
      try {
        await client.close();
      } finally {
        releaseDataDirLock(dataDir);
      }
    };
    return { db, kind: 'pglite', close };
  } catch (err) {
    releaseDataDirLock(dataDir);
    throw err;
  }
}

let handle: Promise<Handle> | null = null;

function ensureOpen(): Promise<Handle> {
  let opening = handle;
  if (!opening) {
    opening = config.databaseUrl ? openPostgres() : openPglite();
    handle = opening;
    // a failed open (e.g. the data dir is locked) may be retried by the next call
    opening.catch(() => {
      if (handle === opening) handle = null;
    });
    onShutdown('database', closeDb);
  }
  return opening;
}

// `astro dev` evaluates this module again after an edit to it or what it imports: the old handle
// lets go of the data dir first
import.meta.hot?.dispose(() => closeDb());

export async function getDb(): Promise<Db> {
  return (await ensureOpen()).db;
}

export async function dbKind(): Promise<Handle['kind']> {
  return (await ensureOpen()).kind;
}

export async function closeDb(): Promise<void> {
  const opening = handle;
  if (!opening) return;
  handle = null;
  const open = await opening.catch(() => null);
  await open?.close();
}

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, so servers starting together do
 * it once; on the embedded database (one process per data dir) it just runs.
 */
export async function withAdvisoryLock<T>(db: Db, key: number, work: () => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client?: Pool }).$client;
  if (!config.databaseUrl || !pool || typeof pool.connect !== 'function') return work();
  // losing this connection is heard by the listener every pool client has (openPostgres)
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    conn.release();
  }
}

/** Applies the committed drizzle-kit migrations (idempotent); also used on test databases. */
export async function migrate(db: Db): Promise<void> {
  if (config.databaseUrl) {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(db, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}

/** Extensions the migrations need on PGlite (PostgreSQL has them built in). */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}
