// Runs before the server, in its own short-lived process (scripts/start.mjs): creating a new
// PGlite data dir leaves ~800 MB resident for the life of the process that did it (TOOLCHAIN.md),
// so the long-running server only ever opens an existing one.
// Creates/opens the database, applies migrations, makes sure there is an admin, seeds the
// catalogue when empty. On PostgreSQL all of it runs under an advisory lock, so servers
// starting together do it once.
import { sql } from 'drizzle-orm';
import { authSecretKey } from '../src/server/accounts/authSecret';
import { closeDb, dbKind, getDb, migrate, type Db } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/lock';
import { ensureStartupAdmin, type StartupAdmin } from '../src/server/accounts/startupAdmin';
import { seedCatalogIfEmpty } from '../src/server/seed/seed';

const PREPARE_LOCK_KEY = 727_150_001; // any constant shared by every server of this shop

async function withPrepareLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if ((await dbKind()) !== 'postgres') return work();
  // session-level advisory lock on one pooled connection; the work itself uses the others
  const pool = (db as unknown as { $client: import('pg').Pool }).$client;
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    return await work();
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => undefined);
    conn.release();
  }
}

export interface PrepareResult {
  database: 'pglite' | 'postgres';
  admin: StartupAdmin;
}

async function prepare(): Promise<PrepareResult> {
  authSecretKey(); // create the kept secret now, before any server process races for it
  const db = await getDb();
  const database = await dbKind();
  const admin = await withPrepareLock(db, async () => {
    await migrate(db);
    await db.execute(sql`select 1`);
    const admin = await ensureStartupAdmin(db);
    await seedCatalogIfEmpty(db);
    return admin;
  });
  return { database, admin };
}

try {
  const result = await prepare();
  await closeDb();
  if (process.send) process.send({ type: 'prepared', result });
  else console.log(JSON.stringify(result, null, 2));
  process.exitCode = 0;
} catch (err) {
  await closeDb().catch(() => undefined);
  if (err instanceof DataDirLockedError) console.error(`\n${err.message}\n`);
  else console.error('Preparing the database failed:', err);
  process.exitCode = 1;
}
// PGlite may leave timers behind; this process has done its job
setImmediate(() => process.exit(process.exitCode ?? 0));
