// DATA_DIR=<empty or new dir> npm run restore -- FILE
// Puts a backup made by `npm run backup` into an empty data dir (and upload dir); a shop started
// on it has every account, product, order and image of the backup (docs/operations.md#backups).
import path from 'node:path';
import { config } from '../src/server/config';
import { embeddedShopFile, stop } from './lib/embeddedShopCommand';
import { DataDirLockedError } from '../src/server/db/lock';
import { restoreBackup, RestoreRefused } from '../src/server/backup/restore';

const USAGE = 'Usage: DATA_DIR=<empty or new directory> npm run restore -- <backup file>';

const file = embeddedShopFile(USAGE, {
  postgres:
    'DATABASE_URL is set: this command restores the embedded database only. Restore PostgreSQL with ' +
    'pg_restore from your pg_dump (docs/operations.md#backups).',
  bucket: () =>
    "S3_BUCKET is set: the images come back from the bucket's own versioning or replication, not from this " +
    'command; unset it to restore a backup of the embedded shop (docs/operations.md#backups).',
});

try {
  const { manifest, counts } = await restoreBackup(path.resolve(file), {
    dataDir: config.dataDir,
    uploadDir: config.uploadDir,
  });
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}: ${counts.users} accounts, ` +
      `${counts.products} products, ${counts.orders} orders, ${manifest.images} image files. ` +
      'Start the shop with this DATA_DIR.',
  );
} catch (err) {
  if (err instanceof RestoreRefused || err instanceof DataDirLockedError) stop(err.message);
  stop(`The restore failed: ${(err as Error).message}`);
}
process.exit(0);
