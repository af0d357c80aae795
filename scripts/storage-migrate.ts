// npm run storage:migrate [-- --from <dir>]
// Copies the images of a local upload dir (default UPLOAD_DIR, i.e. DATA_DIR/uploads) into the
// bucket the S3_* variables name. Idempotent and resumable: an object already in the bucket is
// skipped, so an interrupted run is simply started again. Rows need no change: they keep
// host-free `/uploads/<key>.webp` URLs, which answers map to S3_PUBLIC_URL once S3_BUCKET is set.
import { parseArgs } from 'node:util';
import { LocalDirStorage } from '../src/server/storage/localDirStorage';
import { S3Storage } from '../src/server/storage/s3Storage';
import { config, configProblem } from '../src/server/config';
import { isStoredObjectKey } from '../src/server/storage/imageKeys';

function stop(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({ options: { from: { type: 'string' }, concurrency: { type: 'string' } }, strict: true });
const problem = configProblem();
if (problem) stop(problem);
const settings = config.s3;
if (!settings) stop('Set S3_BUCKET and the other S3_* variables (docs/configuration.md) to say where the images go.');

const source = new LocalDirStorage(values.from ?? config.uploadDir);
const bucket = new S3Storage(settings);
const concurrency = Math.max(1, Number(values.concurrency) || 4);

const keys: string[] = [];
for await (const entry of source.list()) if (isStoredObjectKey(entry.key)) keys.push(entry.key);
console.log(`Copying ${keys.length} image file(s) from ${source.dir} to bucket ${settings.bucket}...`);

let copied = 0;
let skipped = 0;
let failed = 0;
let next = 0;
async function worker() {
  while (next < keys.length) {
    const key = keys[next++];
    try {
      if (await bucket.has(key)) {
        skipped++;
        continue;
      }
      const object = await source.get(key);
      if (!object) continue; // removed meanwhile
      await bucket.put(key, object.bytes, object.contentType);
      copied++;
    } catch (err) {
      failed++;
      console.error(`  ${key}: ${(err as Error).message}`);
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
console.log(`Done: ${copied} copied, ${skipped} already in the bucket, ${failed} failed.`);
if (failed) stop('Some files were not copied: run the command again to retry them (copied files are skipped).');
