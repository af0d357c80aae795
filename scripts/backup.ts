// npm run backup -- FILE
// One file with the embedded shop's database, images and generated signing key, consistent
// while the shop runs: the running shop writes it (through DATA_DIR/control.sock), or this
// command does when no shop runs. Restore with `npm run restore` (docs/operations.md#backups).
import { createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BackupRefused, CONTROL_SOCKET, requestBackup } from '../src/server/backup/controlSocket';
import { verifyBackup, writeBackup } from '../src/server/backup/backup';
import { config } from '../src/server/config';
import { embeddedShopFile, stop } from './lib/embeddedShopCommand';
import { closeDb, getDb } from '../src/server/db/client';
import { DataDirLockedError, dataDirLockHolder } from '../src/server/db/lock';

const USAGE = 'Usage: npm run backup -- <file>   (e.g. npm run backup -- backups/shop-2025-01-31.tar.gz)';

const file = embeddedShopFile(USAGE, {
  postgres:
    'DATABASE_URL is set: the database is PostgreSQL, which this command does not copy. Back it up with ' +
    'pg_dump (e.g. pg_dump --format=custom "$DATABASE_URL" > shop.dump) or your provider\'s snapshots, ' +
    'together with the images (docs/operations.md#backups).',
  bucket: (bucket) =>
    `S3_BUCKET is set: the images are in the bucket ${bucket}, which this command does not copy. Keep ` +
    "them with the bucket's own versioning or replication, and the embedded database by copying DATA_DIR while " +
    'the shop is stopped (docs/operations.md#backups).',
});

const target = path.resolve(file);
const partial = `${target}.partial-${process.pid}`;
const dirs = { dataDir: config.dataDir, uploadDir: config.uploadDir };

async function write(): Promise<void> {
  const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  await new Promise((resolve, reject) => out.once('open', resolve).once('error', reject));
  const holder = dataDirLockHolder(config.dataDir);
  if (holder) {
    try {
      await requestBackup(path.join(config.dataDir, CONTROL_SOCKET), out);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw err;
      throw new BackupRefused(
        `The process ${holder} has the shop's database in ${config.dataDir} open but does not answer on ` +
          `${CONTROL_SOCKET} (a dev server has none): stop it and run this command again.`,
      );
    }
    return;
  }
  if (!existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION')))
    throw new BackupRefused(`No shop database in ${config.dataDir} (DATA_DIR): nothing to back up.`);
  try {
    await writeBackup(await getDb(), dirs, out);
  } finally {
    await closeDb();
  }
}

try {
  await fs.mkdir(path.dirname(target), { recursive: true });
  await write();
  const manifest = await verifyBackup(partial);
  await fs.rename(partial, target);
  const { size } = await fs.stat(target);
  console.log(
    `Backup written to ${target} (${(size / 1e6).toFixed(1)} MB): the database and ${manifest.images} image files ` +
      `as of ${manifest.createdAt}.`,
  );
} catch (err) {
  await fs.rm(partial, { force: true });
  if (err instanceof BackupRefused || err instanceof DataDirLockedError) stop(err.message);
  stop(`The backup failed: ${(err as Error).message}`);
}
process.exit(0);
