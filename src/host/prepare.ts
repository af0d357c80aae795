// Starts the database preparation (prepareDatabase.ts) in a child process and reports what it
// did (used by the production host and by the dev server's integration). A new embedded
// database takes a while to create and seed: a line says so first, so the wait is not silence.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { StartupAdmin } from '../server/accounts/startupAdmin';
import { config } from '../server/config';
import { flushLog, log } from '../server/log';

export interface PrepareResult {
  database: 'pglite' | 'postgres';
  admin: StartupAdmin;
}

/** The preparation's script: compiled beside the production host, or the source under `astro dev`
 *  (then run through tsx, resolved from the project root where the shop is always started). */
export interface PrepareScript {
  file: string;
  execArgv: string[];
}

/** No embedded database yet: this start creates it and seeds the sample shop. */
const firstEmbeddedStart = (): boolean =>
  !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'));

/** What a start says before the long creation and seeding of a new shop. */
export const PREPARING = 'Preparing the database and the sample shop (first start takes about 30 s)...';

export async function prepareDatabase({ file, execArgv }: PrepareScript): Promise<PrepareResult> {
  // a new embedded database is created before anything can be asked of it: said here; an empty
  // PostgreSQL database is found empty by the preparation, which says it there
  if (firstEmbeddedStart()) {
    log.info(PREPARING);
    await flushLog();
  }
  return new Promise((resolve, reject) => {
    const child = fork(file, [], {
      cwd: process.cwd(),
      execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: PrepareResult | null = null;
    child.on('message', (msg: { type?: string; result?: PrepareResult }) => {
      if (msg?.type === 'prepared' && msg.result) result = msg.result;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && result) resolve(result);
      else
        reject(new Error(`Preparing the database failed (${signal ?? `exit code ${code}`}); see the message above.`));
    });
  });
}
