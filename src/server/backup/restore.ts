// `npm run restore -- FILE`: a backup made by ./backup.ts into an empty (or new) DATA_DIR,
// which a shop then starts on as it was (docs/operations.md#backups).
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { pgliteExtensions } from '../db/client';
import { acquireDataDirLock, releaseDataDirLock } from '../db/lock';
import { storedKeyOfFile } from '../storage/localDirStorage';
import { BACKUP_FORMAT, ENTRIES, type BackupDirs, type Manifest } from './backup';

export class RestoreRefused extends Error {}

/** What a backup may hold; anything else in the file is not extracted. */
function isBackupEntry(name: string): boolean {
  const [first, second, ...rest] = name.split('/');
  if (first === ENTRIES.images) return rest.length === 0 && Boolean(second && storedKeyOfFile(second));
  return second === undefined && [ENTRIES.manifest, ENTRIES.database, ENTRIES.secret].includes(first as never);
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

async function move(from: string, to: string): Promise<void> {
  try {
    await fs.rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await fs.copyFile(from, to, constants.COPYFILE_EXCL);
  }
}

export interface Restored {
  manifest: Manifest;
  counts: Record<'users' | 'products' | 'orders', number>;
}

/** Refuses (RestoreRefused) a data dir or upload dir that holds anything: a restore never mixes two shops. */
export async function restoreBackup(file: string, dirs: BackupDirs): Promise<Restored> {
  await fs.access(file).catch(() => {
    throw new RestoreRefused(`No backup file at ${file}.`);
  });
  for (const dir of new Set([dirs.dataDir, dirs.uploadDir])) {
    if (!(await isEmptyDir(dir)))
      throw new RestoreRefused(`${dir} is not empty: restore into an empty or new directory (DATA_DIR, UPLOAD_DIR).`);
  }
  await fs.mkdir(dirs.dataDir, { recursive: true });
  acquireDataDirLock(dirs.dataDir);
  const work = await fs.mkdtemp(path.join(dirs.dataDir, '.restore-'));
  const pgdata = path.join(dirs.dataDir, 'pgdata');
  const created: string[] = [];
  try {
    try {
      await tar.extract({
        file,
        cwd: work,
        strict: true,
        // plain files only: a link could point the shop's images anywhere
        filter: (name, entry) => 'type' in entry && entry.type === 'File' && isBackupEntry(name),
      });
    } catch (err) {
      throw new RestoreRefused(`${file} is not a readable backup: ${(err as Error).message}`);
    }
    const manifest = await readManifest(path.join(work, ENTRIES.manifest), file);

    const { PGlite } = await import('@electric-sql/pglite');
    const dump = await fs.readFile(path.join(work, ENTRIES.database));
    created.push(pgdata);
    const pg = new PGlite(pgdata, {
      loadDataDir: new Blob([dump], { type: 'application/x-tar' }),
      extensions: await pgliteExtensions(),
    });
    let counts: Restored['counts'];
    try {
      await pg.waitReady;
      const { rows } = await pg.query<Restored['counts']>(
        'select (select count(*) from users)::int as users, (select count(*) from products)::int as products, ' +
          '(select count(*) from orders)::int as orders',
      );
      counts = rows[0];
    } finally {
      await pg.close();
    }

    const images = path.join(work, ENTRIES.images);
    const names = await fs.readdir(images).catch(() => [] as string[]);
    if (names.length) {
      await fs.mkdir(dirs.uploadDir, { recursive: true });
      created.push(dirs.uploadDir);
    }
    for (const name of names) await move(path.join(images, name), path.join(dirs.uploadDir, name));
    const secret = path.join(work, ENTRIES.secret);
    if (await fs.stat(secret).catch(() => null)) {
      created.push(path.join(dirs.dataDir, ENTRIES.secret));
      await move(secret, path.join(dirs.dataDir, ENTRIES.secret));
      await fs.chmod(path.join(dirs.dataDir, ENTRIES.secret), 0o600);
    }
    return { manifest, counts };
  } catch (err) {
    // leave the directories as empty as they were found, so the restore can simply run again
    for (const made of created.reverse()) await fs.rm(made, { recursive: true, force: true });
    throw err;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
    releaseDataDirLock(dirs.dataDir);
  }
}

async function readManifest(file: string, backup: string): Promise<Manifest> {
  const manifest = (await fs
    .readFile(file, 'utf8')
    .then(JSON.parse)
    .catch(() => null)) as Manifest | null;
  if (manifest?.format !== BACKUP_FORMAT)
    throw new RestoreRefused(`${backup} is not a backup made by npm run backup (no ${ENTRIES.manifest}).`);
  return manifest;
}
