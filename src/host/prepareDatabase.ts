// Runs in its own short-lived process before a server opens the database: creating a new PGlite
// data dir leaves the process that did it several times larger for its whole life
// (docs/architecture.md#data-and-files), so long-running servers only ever open an existing one.
// Opens (and so creates and migrates) the database, makes sure there is an admin and seeds the
// sample shop when empty; on PostgreSQL under an advisory lock, so servers starting together do it once.
import { sql } from 'drizzle-orm';
import { categories } from '../server/db/schema';
import { authSecretKey } from '../server/accounts/authSecret';
import { ensureStartupAdmin } from '../server/accounts/startupAdmin';
import { closeDb, dbKind, getDb, LOCK_KEYS, withAdvisoryLock } from '../server/db/client';
import { DataDirLockedError } from '../server/db/lock';
import { describeForLog, isDatabaseUnavailable } from '../server/db/outage';
import { config } from '../server/config';
import { seedCatalogIfEmpty } from '../server/seed/seed';
import { getImageStorage } from '../server/storage/imageStorage';
import { addMissingVariants, removeOrphanImages } from '../server/storage/orphans';
import { IMAGE_VARIANT_WIDTHS } from '../lib/imageSrcset';
import { PREPARING, type PrepareResult } from './prepare';
import { flushLog, log } from '../server/log';

const imagesLog = log.child({ scope: 'images' });

/** No category yet: this start seeds the sample shop. */
async function isEmptyShop(db: Awaited<ReturnType<typeof getDb>>): Promise<boolean> {
  const result = await db.execute(sql`select not exists (select 1 from ${categories}) as empty`);
  const empty = (result.rows[0] as { empty: unknown } | undefined)?.empty;
  return empty === true || empty === 't';
}

async function prepare(): Promise<PrepareResult> {
  authSecretKey(); // create the kept secret now, before any server process races for it
  const db = await getDb();
  const database = await dbKind();
  const admin = await withAdvisoryLock(db, LOCK_KEYS.prepare, async () => {
    if (database === 'postgres' && (await isEmptyShop(db))) {
      log.info(PREPARING);
      await flushLog();
    }
    const admin = await ensureStartupAdmin(db);
    await seedCatalogIfEmpty(db);
    return admin;
  });
  const orphans = await removeOrphanImages(db, getImageStorage(), { minAgeMs: config.orphanMinAgeSeconds * 1000 });
  imagesLog.info(
    `orphan sweep: removed ${orphans} stored image file(s) no row references (older than ${config.orphanMinAgeSeconds} s)`,
  );
  const copied = await addMissingVariants(db, getImageStorage());
  if (copied)
    imagesLog.info(`made the missing narrower copies (${IMAGE_VARIANT_WIDTHS.join('/')} px) of ${copied} image(s)`);
  return { database, admin };
}

try {
  const result = await prepare();
  await closeDb();
  if (process.send) process.send({ type: 'prepared', result });
  else {
    // run by hand, not by a host: the generated password is in its file, never in the log
    const { generatedPassword: _shownOnlyByTheHost, ...admin } = result.admin;
    log.info({ result: { ...result, admin } }, 'database prepared');
  }
  process.exitCode = 0;
} catch (err) {
  await closeDb().catch(() => undefined);
  await flushLog();
  // the start stops here: plain text on stderr for the person starting it, as the host's own
  if (err instanceof DataDirLockedError) console.error(`\n${err.message}\n`);
  else if (isDatabaseUnavailable(err)) {
    console.error(
      `\nPostgreSQL did not accept connections within DB_WAIT_SECONDS (${config.dbWaitSeconds} s): ${describeForLog(err).split('\n')[0]}.\n` +
        'Check DATABASE_URL and that the database is running.\n',
    );
  } else console.error(`Preparing the database failed: ${describeForLog(err)}`);
  process.exitCode = 1;
}
// PGlite may leave timers behind; this process has done its job
await flushLog();
setImmediate(() => process.exit(process.exitCode ?? 0));
