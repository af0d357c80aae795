// The one place that decides the database: PostgreSQL through `pg` when DATABASE_URL is
// set, otherwise embedded PGlite in DATA_DIR/pgdata. Opened lazily, closed on shutdown.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { config } from '../config';
import { onShutdown } from '../lifecycle';
import { acquireDataDirLock, releaseDataDirLock } from './lock';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export { schema };

export const MIGRATIONS_DIR = path.resolve(
  process.env.MIGRATIONS_DIR || fileURLToPath(new URL('./migrations', import.meta.url)),
);

interface Handle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

let opening: Promise<Handle> | null = null;

async function open(): Promise<Handle> {
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: Number(process.env.PG_POOL_MAX) || 10 });
    return { db: drizzle(pool, { schema }), kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = config.dataDir;
  acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = new PGlite(path.join(dataDir, 'pgdata'));
    await client.waitReady;
    const db = drizzle(client, { schema }) as unknown as Db;
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

function ensureOpen(): Promise<Handle> {
  if (!opening) {
    opening = open();
    // a failed open (e.g. the data dir is locked) may be retried by the next call
    opening.catch(() => (opening = null));
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
  if (!opening) return;
  const handle = await opening.catch(() => null);
  opening = null;
  await handle?.close();
}

/** Applies the committed drizzle-kit migrations (idempotent). */
export async function migrate(db: Db): Promise<void> {
  if (config.databaseUrl) {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(db, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
