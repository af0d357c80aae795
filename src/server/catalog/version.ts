// A counter that every catalogue write bumps inside its own transaction. Cached catalogue
// responses carry the version they were built at; a different version means "rebuild".
//
// Embedded PGlite: exactly one server process owns the data dir (lock file), so the version
// this process last committed is the truth and reads never touch the database.
// PostgreSQL: other processes write too, so every read asks the database (one PK select).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogVersion } from '../db/schema';
import { config } from '../config';

const ROW_ID = 1;
let known: number | null = null;

/** Call inside the write's transaction; returns the new version (pass it to noteCatalogVersion after commit). */
export async function bumpCatalogVersion(tx: Pick<Db, 'insert'>): Promise<number> {
  const [row] = await tx
    .insert(catalogVersion)
    .values({ id: ROW_ID, version: 1 })
    .onConflictDoUpdate({ target: catalogVersion.id, set: { version: sql`${catalogVersion.version} + 1` } })
    .returning({ version: catalogVersion.version });
  return row.version;
}

/** After a write committed: from now on this process serves that version. Never before the
 *  commit, or a read could cache pre-commit rows under the new version. */
export function noteCatalogVersion(version: number): void {
  known = version;
}

/** Whether other processes may write the catalogue (PostgreSQL) and the version must be read each time. */
export function versionIsShared(): boolean {
  return Boolean(config.databaseUrl);
}

export async function readCatalogVersion(db: Db): Promise<number> {
  if (!versionIsShared() && known !== null) return known;
  const [row] = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, ROW_ID));
  const version = row?.version ?? 0;
  if (!versionIsShared()) known = version;
  return version;
}

/** Tests that reset tables between cases forget what they knew. */
export function forgetCatalogVersion(): void {
  known = null;
}
