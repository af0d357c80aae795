// Publishing content (docs/api.md#content): a publish is queued (at most one waits behind the
// one building), then, one at a time in this process, writes its files into CONTENT_DIR, keeps the text each replaced as a version (who,
// when), rebuilds the pages in the background (siteBuild.ts) and switches the server to them
// (liveSite.ts). A failed build puts the files back and changes nothing shoppers see; the
// editor reads why from the publish's status.
import crypto from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PublishState } from '../../lib/content';
import type { UserRow } from '../accounts/auth';
import { config } from '../config';
import { schema, type Db } from '../db/client';
import { HttpError, notFound } from '../http/httpError';
import { log } from '../log';
import type { ContentChange } from './contentChanges';
import { entryText, readText, writeText } from './contentFiles';
import { bootSite, switchSite } from './liveSite';
import { BuildFailed, buildSite, readySite } from './siteBuild';
import { versionText } from './versions';

const { contentPublishes, contentVersions } = schema;
type PublishRow = typeof contentPublishes.$inferSelect;

/** This server: publishes are built by the instance that queued them (one holds the source). */
const instance = () => `${os.hostname()}:${config.dataDir}`;

const INTERRUPTED = 'The server stopped before this publish was finished: publish it again.';

let queue: Promise<void> = Promise.resolve();
let recovered: Promise<void> | null = null;

/** The publish building and the one waiting behind it: each rebuild takes a minute or more, so a
 *  longer line would only keep editors waiting for builds of pages already out of date. */
const MAX_IN_LINE = 2;
/** this process's publishes queued or building */
let inLine = 0;

export const PUBLISH_WAITING =
  'Another publish is already waiting for the one being built. Publish again once it has started building: your changes are still in the form.';

/** Publishes this instance left queued or building when it last stopped are failed: nothing
 *  here will build them. Once per process, before the first publish is read or queued. */
export function recoverInterrupted(db: Db): Promise<void> {
  recovered ??= db
    .update(contentPublishes)
    .set({ status: 'failed', reason: INTERRUPTED, finishedAt: sql`now()` })
    .where(and(eq(contentPublishes.instance, instance()), inArray(contentPublishes.status, ['queued', 'building'])))
    .then(() => undefined)
    .catch((err) => {
      recovered = null;
      throw err;
    });
  return recovered;
}

export function publishState(row: PublishRow): PublishState {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    by: row.byName,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function readPublish(db: Db, id: string): Promise<PublishState> {
  await recoverInterrupted(db);
  const [row] = await db.select().from(contentPublishes).where(eq(contentPublishes.id, id)).limit(1);
  if (!row) throw notFound('Publish');
  return publishState(row);
}

export async function recentPublishes(db: Db, limit = 5): Promise<PublishState[]> {
  await recoverInterrupted(db);
  const rows = await db.select().from(contentPublishes).orderBy(desc(contentPublishes.createdAt)).limit(limit);
  return rows.map(publishState);
}

/** Queues the changes as one publish and answers at once; the build runs after the one before.
 *  409 while one already waits behind the one building. */
export async function queuePublish(db: Db, user: UserRow, changes: ContentChange[]): Promise<PublishState> {
  await recoverInterrupted(db);
  // counted before the first await that follows, so two requests at once cannot both take the place
  if (inLine >= MAX_IN_LINE) throw new HttpError(409, PUBLISH_WAITING);
  inLine++;
  let row: PublishRow;
  try {
    [row] = await db
      .insert(contentPublishes)
      .values({ id: crypto.randomUUID(), changes, userId: user.id, byName: user.name, instance: instance() })
      .returning();
  } catch (err) {
    inLine--;
    throw err;
  }
  queue = queue.then(() =>
    runPublish(db, row)
      .catch((err) => log.error(`content: publish ${row.id} could not be recorded: ${err}`))
      .finally(() => inLine--),
  );
  return publishState(row);
}

const finish = (db: Db, id: string, status: 'done' | 'failed', reason: string | null = null) =>
  db
    .update(contentPublishes)
    .set({ status, reason, finishedAt: sql`now()` })
    .where(eq(contentPublishes.id, id));

/** The newest version of an entry that was in its file: the source's, or a finished publish's. */
async function lastKnownText(db: Db, change: ContentChange): Promise<{ content: string | null } | null> {
  const [row] = await db
    .select({ content: contentVersions.content })
    .from(contentVersions)
    .leftJoin(contentPublishes, eq(contentPublishes.id, contentVersions.publishId))
    .where(
      and(
        eq(contentVersions.collection, change.collection),
        eq(contentVersions.entryId, change.id),
        or(isNull(contentVersions.publishId), eq(contentPublishes.status, 'done')),
      ),
    )
    .orderBy(desc(contentVersions.id))
    .limit(1);
  return row ?? null;
}

/** The file's text after the change: a restored Markdown version as it was, else made from the entry. */
async function newText(dir: string, change: ContentChange): Promise<string | null> {
  if (change.text !== undefined) return change.text;
  if (!change.entry) return null;
  return entryText(dir, change.collection, change.id, change.entry.data, change.entry.body);
}

async function runPublish(db: Db, row: PublishRow): Promise<void> {
  const dir = config.content.dir;
  const boot = bootSite();
  const outDir = boot ? path.join(boot.sitesDir, row.id) : null;
  /** each file as it was before this publish, to put back if the build fails */
  const before = new Map<string, string | null>();
  await db
    .update(contentPublishes)
    .set({ status: 'building', startedAt: sql`now()` })
    .where(eq(contentPublishes.id, row.id));
  try {
    const writes: { path: string; text: string | null }[] = [];
    for (const change of row.changes) {
      const current = await readText(dir, change.path);
      if (!before.has(change.path)) before.set(change.path, current);
      const text = await newText(dir, change);
      const previous = current === null ? null : versionText(current, change.collection, change.id);
      const known = await lastKnownText(db, change);
      // the text it replaces, unless a version here holds it already (a developer's edit, or the
      // repository's text before the first publish of this entry)
      if ((known ? known.content : null) !== previous)
        await db.insert(contentVersions).values({
          collection: change.collection,
          entryId: change.id,
          path: change.path,
          content: previous,
        });
      await db.insert(contentVersions).values({
        collection: change.collection,
        entryId: change.id,
        path: change.path,
        content: text === null ? null : versionText(text, change.collection, change.id),
        publishId: row.id,
        byName: row.byName,
      });
      writes.push({ path: change.path, text });
      // the next change of the same file (a menu after a menu) starts from this one's text
      await writeText(dir, change.path, text);
    }
    if (boot && outDir) {
      await buildSite({ outDir, contentDir: dir, timeoutSeconds: config.content.buildTimeoutSeconds });
      await readySite(outDir, boot.clientDir);
      switchSite(outDir);
      await dropOldSites(boot.sitesDir, row.id);
    }
    // under `astro dev` no pages are built: the dev server shows the files as they change
    await finish(db, row.id, 'done');
    log.info(`content: publish ${row.id} by ${row.byName} is live (${writes.map((w) => w.path).join(', ')})`);
  } catch (err) {
    for (const [file, text] of before) await writeText(dir, file, text).catch(() => undefined);
    if (outDir)
      for (const folder of [outDir, `${outDir}.cache`])
        await fs.rm(folder, { recursive: true, force: true }).catch(() => undefined);
    const reason =
      err instanceof BuildFailed ? err.message : `The publish failed on the server: ${(err as Error).message}`;
    log.warn(`content: publish ${row.id} failed: ${reason.split('\n')[0]}`);
    await finish(db, row.id, 'failed', reason);
  }
}

/** Keeps the site just switched to and the one before (answers still streaming from it). */
async function dropOldSites(sitesDir: string, current: string): Promise<void> {
  const names = await fs.readdir(sitesDir, { withFileTypes: true });
  const sites = await Promise.all(
    names
      .filter((entry) => entry.isDirectory() && entry.name !== current)
      .map(async (entry) => ({
        name: entry.name,
        at: (await fs.stat(path.join(sitesDir, entry.name))).mtimeMs,
      })),
  );
  sites.sort((a, b) => b.at - a.at);
  for (const site of sites.slice(1))
    await fs.rm(path.join(sitesDir, site.name), { recursive: true, force: true }).catch(() => undefined);
}
