// An in-memory PGlite with the committed migrations applied: one per test file (creating
// one takes seconds), emptied between tests with resetCatalog().
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { migrate, schema, type Db } from '../../src/server/db/client';
import { forgetCatalogVersion } from '../../src/server/catalogVersion';
import { LocalDirStorage } from '../../src/server/storage/localDirStorage';

export async function memoryDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const client = new PGlite();
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db);
  return { db, close: () => client.close() };
}

export async function resetCatalog(db: Db): Promise<void> {
  for (const table of ['products', 'categories', 'catalog_version']) await db.execute(sql.raw(`delete from ${table}`));
  forgetCatalogVersion();
}

/** Real files in a throwaway directory, so tests can see what a write left behind. */
export async function tempStorage(): Promise<{ storage: LocalDirStorage; files: () => Promise<string[]>; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-uploads-'));
  return {
    storage: new LocalDirStorage(dir),
    files: async () => (await readdir(dir).catch(() => [] as string[])).sort(),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
