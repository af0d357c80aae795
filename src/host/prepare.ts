// Starts the database preparation (prepareDatabase.ts) in a child process and reports what it
// did (used by the production host and by the dev server's integration), then prints the admin
// login once.
import { fork } from 'node:child_process';
import type { StartupAdmin } from '../server/accounts/startupAdmin';
import { config } from '../server/config';

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

export function prepareDatabase({ file, execArgv }: PrepareScript): Promise<PrepareResult> {
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

/** The boxed start-up message: where the shop runs, on what database, and the admin login. */
export function announce({ admin, database }: PrepareResult, url: string): void {
  const lines = [
    `Shop running at ${url}`,
    `Database: ${database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    `Admin e-mail: ${admin.email}`,
  ];
  if (admin.generatedPassword) {
    lines.push(
      `Admin password: ${admin.generatedPassword}`,
      'This password was generated now and is shown ONLY THIS ONCE: note it down, or set another with',
      '  npm run create-admin -- --email <e-mail> --password <password>',
    );
  }
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '='.repeat(width + 4);
  console.log(['', bar, ...lines.map((l) => `| ${l.padEnd(width)} |`), bar, ''].join('\n'));
}
