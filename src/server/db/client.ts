// The one place that decides the database: PostgreSQL through `pg` when DATABASE_URL is set,
// otherwise embedded PGlite in DATA_DIR/pgdata. Opened lazily, migrated whenever it is opened
// (so the dev server, the host, tools and tests all see the current schema), closed on shutdown.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { config } from '../config';
import { onShutdown } from '../lifecycle';
import { acquireDataDirLock, releaseDataDirLock } from './lock';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export { schema };

// Beside this file when it runs from source; the built bundle lives elsewhere, and the shop always
// runs from the project root, so the source folder is found from there.
export const MIGRATIONS_DIR =
  [process.env.MIGRATIONS_DIR, fileURLToPath(new URL('./migrations', import.meta.url)), 'src/server/db/migrations']
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => path.resolve(dir))
    .find((dir) => existsSync(path.join(dir, 'meta', '_journal.json'))) ?? path.resolve('src/server/db/migrations');

/** Advisory-lock keys shared by every server of this shop (any constants). */
export const LOCK_KEYS = { migrate: 727_150_000, prepare: 727_150_001 } as const;

interface Handle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

async function openPostgres(): Promise<Handle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: Number(process.env.PG_POOL_MAX) || 10 });
  const db = drizzle(pool, { schema });
  try {
    await withAdvisoryLock(db, LOCK_KEYS.migrate, () => migrate(db));
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(): Promise<Handle> {
  const dataDir = config.dataDir;
  acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = new PGlite(path.join(dataDir, 'pgdata'));
    await client.waitReady;
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

// The dev server re-evaluates changed modules; the open handle must survive that, or a reload
// would open the data dir a second time. So it is kept per process, not per module instance.
const HANDLE = Symbol.for('shop.db.handle');
const slot = globalThis as unknown as { [HANDLE]?: Promise<Handle> | null };

function ensureOpen(): Promise<Handle> {
  let opening = slot[HANDLE];
  if (!opening) {
    opening = config.databaseUrl ? openPostgres() : openPglite();
    slot[HANDLE] = opening;
    // a failed open (e.g. the data dir is locked) may be retried by the next call
    opening.catch(() => {
      if (slot[HANDLE] === opening) slot[HANDLE] = null;
    });
    onShutdown('database', closeDb);
  }
  return opening;
}

export async function getDb(): Promise<Db> {
  return (await ensureOpen()).db;
}

export async function dbKind(): Promise<Handle['kind']> {
  return (await ensureOpen()).kind;
}

export async function closeDb(): Promise<void> {
  const opening = slot[HANDLE];
  if (!opening) return;
  slot[HANDLE] = null;
  const handle = await opening.catch(() => null);
  await handle?.close();
}

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, so servers starting together do
 * it once; on the embedded database (one process per data dir) it just runs.
 */
export async function withAdvisoryLock<T>(db: Db, key: number, work: () => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client?: Pool }).$client;
  if (!config.databaseUrl || !pool || typeof pool.connect !== 'function') return work();
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
