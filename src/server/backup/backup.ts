// Backups of the embedded shop (docs/operations.md#backups): one gzipped tar holding the
// PGlite data dir as PGlite dumps it, the image files and the generated signing key. Made by
// the process that has the data dir open: the running shop (./controlSocket.ts) or, when none
// runs, `npm run backup` itself.
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { SECRET_FILE } from '../accounts/authSecret';
import type { Db } from '../db/client';
import { log } from '../log';
import { storedKeyOfFile } from '../storage/localDirStorage';

const backupLog = log.child({ scope: 'backup' });

/** What an archive holds, by name inside it. */
export const ENTRIES = {
  manifest: 'shop-backup.json',
  /** PGlite's own dump of its data dir (dumpDataDir), loaded back with loadDataDir */
  database: 'pgdata.tar',
  secret: SECRET_FILE,
  images: 'uploads',
} as const;

export const BACKUP_FORMAT = 'shop-backup/1';

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  postgres: string;
  images: number;
}

/** Where a backup gathers its parts: inside DATA_DIR, never in the upload dir (which may be
 *  served by something else), and left over only by a process that died during a backup. */
const STAGING_PREFIX = '.backup-';

export interface BackupDirs {
  dataDir: string;
  uploadDir: string;
}

function pgliteOf(db: Db): PGlite {
  const client = (db as unknown as { $client?: PGlite }).$client;
  if (!client || typeof client.dumpDataDir !== 'function') throw new Error('Backups are for the embedded database.');
  return client;
}

/** The image files in the upload dir not yet in `into`, hard-linked (or copied) there. Files are
 *  written once under a new key and removed only after no row names them, so a file a row names
 *  stays in place until that row changes. */
async function captureImages(uploadDir: string, into: string, captured: Set<string>): Promise<void> {
  const names = await fs.readdir(uploadDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  for (const name of names) {
    if (captured.has(name) || !storedKeyOfFile(name)) continue;
    const from = path.join(uploadDir, name);
    const to = path.join(into, name);
    try {
      await fs.link(from, to);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // removed since the listing: no row names it any more
      if (code === 'ENOENT') continue;
      // another file system, or one without hard links
      if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP' || code === 'EMLINK') {
        try {
          await fs.copyFile(from, to, constants.COPYFILE_FICLONE);
        } catch (copyErr) {
          if ((copyErr as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw copyErr;
        }
      } else throw err;
    }
    captured.add(name);
  }
}

async function removeLeftovers(dataDir: string): Promise<void> {
  const names = await fs.readdir(dataDir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.startsWith(STAGING_PREFIX)))
    await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
}

/**
 * Writes a backup of the open embedded database and its images to `out` (a gzipped tar). The
 * database and the images show one moment: PGlite runs one statement at a time, and between two
 * transactions no statement runs while its data dir is dumped and the last images are taken.
 */
export async function writeBackup(db: Db, dirs: BackupDirs, out: Writable): Promise<Manifest> {
  const client = pgliteOf(db);
  const started = performance.now();
  await removeLeftovers(dirs.dataDir);
  const staging = await fs.mkdtemp(path.join(dirs.dataDir, STAGING_PREFIX));
  try {
    const images = path.join(staging, ENTRIES.images);
    await fs.mkdir(images);
    const captured = new Set<string>();
    // most images while the shop goes on; what comes after, in the pause below
    await captureImages(dirs.uploadDir, images, captured);
    const [{ version }] = (await db.execute<{ version: string }>(sql`select version()`)).rows;
    // written dirty pages shorten the recovery a restored copy starts with
    await db.execute(sql`checkpoint`);
    let paused = 0;
    const dump = await client._runExclusiveTransaction(async () => {
      const from = performance.now();
      const blob = await client.dumpDataDir('none');
      await captureImages(dirs.uploadDir, images, captured);
      paused = performance.now() - from;
      return blob;
    });
    await fs.writeFile(path.join(staging, ENTRIES.database), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    const parts: string[] = [ENTRIES.manifest, ENTRIES.database, ENTRIES.images];
    try {
      await fs.copyFile(path.join(dirs.dataDir, ENTRIES.secret), path.join(staging, ENTRIES.secret));
      parts.push(ENTRIES.secret);
    } catch (err) {
      // AUTH_SECRET is set: the key is not in the data dir
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      postgres: version,
      images: captured.size,
    };
    await fs.writeFile(path.join(staging, ENTRIES.manifest), JSON.stringify(manifest, null, 2) + '\n');
    await pipeline(tar.create({ gzip: true, cwd: staging, portable: true }, parts), out);
    backupLog.info(
      `backup written: the database and ${captured.size} image files in ${Math.round(performance.now() - started)} ms ` +
        `(statements waited ${Math.round(paused)} ms)`,
    );
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Reads a written backup through to its end (gzip and tar both check what they read) and
 *  answers its manifest; throws when the file is cut short or holds no database. */
export async function verifyBackup(file: string): Promise<Manifest> {
  let manifest = '';
  let database = false;
  await tar.list({
    file,
    strict: true,
    onReadEntry: (entry) => {
      if (entry.path === ENTRIES.database) database = entry.size > 0;
      if (entry.path === ENTRIES.manifest) entry.on('data', (chunk: Buffer) => (manifest += chunk.toString('utf8')));
    },
  });
  const parsed = JSON.parse(manifest || '{}') as Partial<Manifest>;
  if (parsed.format !== BACKUP_FORMAT || !database) throw new Error(`${file} is not a complete backup.`);
  return parsed as Manifest;
}
