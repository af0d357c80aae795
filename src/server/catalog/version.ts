// A counter that every catalogue write bumps inside its own transaction. Cached catalogue
// responses carry the version they were built at; a different version means "rebuild".
//
// Embedded PGlite: exactly one server process owns the data dir (lock file), so the version
// this process last committed is the truth and reads never touch the database.
// PostgreSQL: other processes write too, so every read asks the database (one PK select).
//
// The row also says when the version changed, so a cache may keep answering from the version
// before while it rebuilds, for a bounded moment after the write (see src/server/http/cache/responseCache.ts).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogVersion } from '../db/schema';
import { config } from '../config';

const ROW_ID = 1;
const REMEMBERED_VERSIONS = 8;
/** versions whose change this process keeps: enough for the writes between two reads of a busy shop */
const REMEMBERED_CHANGES = 512;

/**
 * What a catalogue write changed: some products (only their stock, for an order or a restock),
 * or more than products (a category, a seeding). The find index (src/server/search/findIndex.ts)
 * updates itself from the products' rows when it knows every change since it was loaded.
 */
export type CatalogChange = { products: string[]; stockOnly: boolean } | 'more';

interface VersionState {
  /** the version this process last committed or read (embedded database only) */
  known: number | null;
  /** when (this process's clock, ms) the versions it has seen began; only the newest few matter */
  began: Map<number, number>;
  /** bumped when the versions seen so far stop meaning anything (tests emptying the database) */
  generation: number;
  /** what each version this process wrote changed, by version, once committed */
  changes: Map<number, CatalogChange>;
  /** the same for writes not yet committed (a rolled-back one is overwritten by the next bump to its number) */
  pending: Map<number, CatalogChange>;
}
const state: VersionState = { known: null, began: new Map(), generation: 0, changes: new Map(), pending: new Map() };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface OpenWrite {
  changes: CatalogChange[];
  /** the version the write's own last statement bumped to (versionBump), if it did */
  bumped: number | null;
}

/** What each open catalogWrite transaction has said it changed. */
const openWrites = new WeakMap<object, OpenWrite>();

/**
 * Runs `write` in one transaction. What it changes in the catalogue it says with
 * changedCatalog(tx, ...); then the version is bumped as the transaction's last statement (the
 * one row every catalogue write updates is locked only for the commit) and noted once the
 * commit is done. A write that changed nothing bumps nothing.
 */
export async function catalogWrite<T>(db: Pick<Db, 'transaction'>, write: (tx: Tx) => Promise<T>): Promise<T> {
  let version: number | null = null;
  const result = await db.transaction(async (tx) => {
    const open: OpenWrite = { changes: [], bumped: null };
    openWrites.set(tx, open);
    const value = await write(tx);
    if (open.bumped !== null) {
      version = open.bumped;
      remember(state.pending, version, mergeChanges(open.changes));
    } else if (open.changes.length) version = await bumpCatalogVersion(tx, mergeChanges(open.changes));
    return value;
  });
  if (version !== null) noteCatalogVersion(version);
  return result;
}

/**
 * Says, inside catalogWrite's transaction `tx`, what the write changes. `bumpedTo`: the version
 * its own last statement already bumped to, with versionBump (one round trip less while the
 * rows it changed are locked); no other change may follow it.
 */
export function changedCatalog(tx: object, change: CatalogChange, bumpedTo?: number): void {
  const open = openWrites.get(tx);
  // a change nobody would bump the version for would leave every cache stale
  if (!open) throw new Error('a catalogue change must be made inside catalogWrite');
  if (open.bumped !== null) throw new Error('no catalogue change may follow the bump');
  open.changes.push(change);
  if (bumpedTo !== undefined) open.bumped = bumpedTo;
}

/** The version bump as a statement a write can fold into its own last one (WITH ... AS), returning
 *  `version`; the write then passes that version to changedCatalog. */
export function versionBump(tx: Pick<Db, 'insert'>) {
  return tx
    .insert(catalogVersion)
    .values({ id: ROW_ID, version: 1 })
    .onConflictDoUpdate({
      target: catalogVersion.id,
      set: { version: sql`${catalogVersion.version} + 1`, changedAt: sql`clock_timestamp()` },
    })
    .returning({ version: catalogVersion.version });
}

function mergeChanges(changes: CatalogChange[]): CatalogChange {
  if (changes.some((change) => change === 'more')) return 'more';
  const parts = changes as Exclude<CatalogChange, 'more'>[];
  return {
    products: [...new Set(parts.flatMap((change) => change.products))],
    stockOnly: parts.every((change) => change.stockOnly),
  };
}

/** Inside a write's transaction, with what it changes: returns the new version (pass it to
 *  noteCatalogVersion after commit). catalogWrite does both; tools that load data in bulk call it. */
export async function bumpCatalogVersion(tx: Pick<Db, 'insert'>, change: CatalogChange): Promise<number> {
  const [row] = await versionBump(tx);
  remember(state.pending, row.version, change);
  return row.version;
}

function remember(changes: Map<number, CatalogChange>, version: number, change: CatalogChange) {
  changes.delete(version);
  changes.set(version, change);
  // a Map iterates in insertion order: the first key is the oldest remembered
  if (changes.size > REMEMBERED_CHANGES) changes.delete(changes.keys().next().value!);
}

/** After a write committed: from now on this process serves that version. Never before the
 *  commit, or a read could cache pre-commit rows under the new version. */
export function noteCatalogVersion(version: number): void {
  state.known = version;
  noteBegan(version, Date.now());
  const change = state.pending.get(version);
  state.pending.delete(version);
  if (change) remember(state.changes, version, change);
}

/**
 * What the writes after version `from` up to `to` changed, when this process made every one of
 * them (always on the embedded database; on PostgreSQL unless another server wrote between);
 * null when one is not known here.
 */
export function changesBetween(from: number, to: number): CatalogChange[] | null {
  if (to - from > REMEMBERED_CHANGES || to < from) return null;
  const changes: CatalogChange[] = [];
  for (let version = from + 1; version <= to; version++) {
    const change = state.changes.get(version);
    if (!change) return null;
    changes.push(change);
  }
  return changes;
}

function noteBegan(version: number, at: number) {
  if (state.began.has(version)) return;
  state.began.set(version, at);
  if (state.began.size > REMEMBERED_VERSIONS) state.began.delete(Math.min(...state.began.keys()));
}

/** How long ago `version` replaced the one before, in ms; Infinity when not known. */
export function versionAgeMs(version: number): number {
  const at = state.began.get(version);
  return at === undefined ? Infinity : Date.now() - at;
}

/** Whether other processes may write the catalogue (PostgreSQL) and the version must be read each time. */
export function versionIsShared(): boolean {
  return Boolean(config.databaseUrl);
}

export async function readCatalogVersion(db: Db): Promise<number> {
  if (!versionIsShared() && state.known !== null) return state.known;
  return versionIsShared() ? sharedRead(db) : queryVersion(db);
}

/** The shared version's read under way, and the one that starts after it. */
let reading: Promise<number> | null = null;
let nextRead: Promise<number> | null = null;

/**
 * Many requests at once share one read of the row, but never one that began before they
 * arrived: a write answered before a request was sent must show in its answer. So a request
 * that finds a read under way waits for the next one, which starts when that one ends and serves
 * everyone who arrived meanwhile (one query per round trip however many requests, two round trips
 * at most for each).
 */
function sharedRead(db: Db): Promise<number> {
  if (!reading) {
    reading = queryVersion(db).finally(() => (reading = null));
    return reading;
  }
  nextRead ??= reading
    .catch(() => undefined)
    .then(() => {
      nextRead = null;
      return sharedRead(db);
    });
  return nextRead;
}

async function queryVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({
      version: catalogVersion.version,
      // the age by the database's clock, so servers with skewed clocks agree on it
      ageMs: sql<number>`(extract(epoch from clock_timestamp() - ${catalogVersion.changedAt}) * 1000)::float8`,
    })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, ROW_ID));
  const version = row?.version ?? 0;
  if (row) noteBegan(version, Date.now() - Math.max(0, row.ageMs));
  if (!versionIsShared()) state.known = version;
  return version;
}

/** Tests that reset tables between cases forget what they knew. */
export function forgetCatalogVersion(): void {
  state.known = null;
  state.began.clear();
  state.changes.clear();
  state.pending.clear();
  state.generation++;
}

/** Changes when forgetCatalogVersion was called: what was kept per version must be dropped. */
export function versionGeneration(): number {
  return state.generation;
}
