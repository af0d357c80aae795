// A database for service tests with the committed migrations applied, one per test file,
// emptied between tests with resetCatalog(): in-memory PGlite, or in the api-pg project
// (SHOP_TEST_DB=postgres) a fresh database on TEST_DATABASE_URL, dropped at close().
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, migrate, pgliteExtensions, schema, type Db } from '../../src/server/db/client';
import { forgetCatalogVersion } from '../../src/server/catalog/version';
import type { ImageStorage } from '../../src/server/storage/types';
import { S3Storage, s3SettingsFromEnv } from '../../src/server/storage/s3Storage';
import { createTestBucket } from './testBucket';
import { LocalDirStorage } from '../../src/server/storage/localDirStorage';

export async function memoryDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (process.env.SHOP_TEST_DB === 'postgres') return postgresDb();
  const client = new PGlite({ extensions: await pgliteExtensions() });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db);
  return { db, close: () => client.close() };
}

export async function resetCatalog(db: Db): Promise<void> {
  for (const table of ['products', 'categories', 'catalog_version']) await db.execute(sql.raw(`delete from ${table}`));
  forgetCatalogVersion();
}

/** Real files in a throwaway directory (so tests can see what a write left behind), or
 * (SHOP_TEST_STORAGE=s3) a fresh bucket on the loopback s3rver. */
export async function tempStorage(): Promise<{
  storage: ImageStorage;
  files: () => Promise<string[]>;
  objects: () => Promise<string[]>;
  cleanup: () => Promise<void>;
}> {
  if (process.env.SHOP_TEST_STORAGE === 's3') {
    const bucket = await createTestBucket();
    const settings = s3SettingsFromEnv(bucket.env as NodeJS.ProcessEnv)!;
    return { storage: new S3Storage(settings), ...views(bucket.objects), cleanup: bucket.remove };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-uploads-'));
  return {
    storage: new LocalDirStorage(dir),
    ...views(async () => (await readdir(dir).catch(() => [] as string[])).sort()),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

async function postgresDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('SHOP_TEST_DB=postgres needs TEST_DATABASE_URL');
  const { default: pg } = await import('pg');
  const { pooledDrizzle } = await import('../../src/server/db/pooledDrizzle');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  const name = `shop_t_svc_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const adminQuery = async (text: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  // pool.end() can resolve while a client's goodbye is still on the wire; the forced drop then
  // ends that client from the server's side, which only matters before close()
  let closing = false;
  pool.on('connect', (client) =>
    client.on('error', (err) => {
      if (!closing) throw err;
    }),
  );
  const db = pooledDrizzle(pool);
  await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    close: async () => {
      closing = true;
      await pool.end();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** `files`: the stored images (`<key>.webp`); `objects`: everything, their 400/800 px copies too. */
function views(objects: () => Promise<string[]>) {
  return { objects, files: async () => (await objects()).filter((name) => /^[a-f0-9]{32}\.webp$/.test(name)) };
}
