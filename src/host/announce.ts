// What a start says once the shop listens: the address it really listens on, the database and
// the admin login. On a terminal a box, with a password generated now; without one (a service
// manager, a container) a log line, and the password only in its file: stdout is then the log,
// and a log collector keeps what it is given (docs/operations.md#admins).
import type { AddressInfo } from 'node:net';
import { config } from '../server/config';
import { log } from '../server/log';
import type { PrepareResult } from './prepare';

/** The address a browser on this machine reaches the server at: `localhost` when it listens on
 *  every interface, else the address it is bound to, at the port it really took. */
export function listeningUrl({ address, family, port }: Pick<AddressInfo, 'address' | 'family' | 'port'>): string {
  if (address === '::' || address === '0.0.0.0') return `http://localhost:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

function boxLines({ admin, database }: PrepareResult, url: string, terminal: boolean): string[] {
  const lines = [`Shop running at ${url}`];
  if (config.publicUrl && config.publicUrl !== url) lines.push(`Public address (PUBLIC_URL): ${config.publicUrl}`);
  lines.push(
    `Database: ${database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    `Admin e-mail: ${admin.email}`,
  );
  if (admin.generatedPassword && terminal) {
    lines.push(
      `Admin password: ${admin.generatedPassword}`,
      'Generated now and shown on this terminal only, never in the log. Until an admin first',
      `signs in it is also in ${admin.passwordFile} (readable by this user only).`,
    );
  } else if (admin.passwordFile) {
    lines.push(
      `Admin password: in ${admin.passwordFile}`,
      '(generated at the first start, readable by this user only, removed when an admin first signs in)',
    );
  }
  if (admin.generatedPassword || admin.passwordFile)
    lines.push('Set another with: npm run create-admin -- --email <e-mail> --password <password>');
  return lines;
}

/** The start-up message, once the shop listens at `url`. */
export function announce(prepared: PrepareResult, url: string, terminal = Boolean(process.stdout.isTTY)): void {
  const lines = boxLines(prepared, url, terminal);
  if (!terminal) {
    const fields = {
      url,
      database: prepared.database,
      adminEmail: prepared.admin.email,
      passwordFile: prepared.admin.passwordFile,
    };
    // the one line a start always says, whatever LOG_LEVEL keeps out
    if (log.isLevelEnabled('info')) log.info(fields, lines.join(' | '));
    else console.log(lines.join(' | '));
    return;
  }
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '='.repeat(width + 4);
  console.log(['', bar, ...lines.map((l) => `| ${l.padEnd(width)} |`), bar, ''].join('\n'));
}
