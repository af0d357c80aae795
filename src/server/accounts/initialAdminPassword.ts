// The generated password of a new shop's first admin, kept as Jenkins keeps its initial admin
// password: in a file of the data dir that only the shop's user can read, until an admin first
// signs in. It is shown on the terminal, never written to the log (a log collector keeps what
// it is given), so on a server started without a terminal the file is where it is found.
import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config';
import { log } from '../log';

export const INITIAL_PASSWORD_FILE = 'initial-admin-password';

export const initialPasswordPath = (): string => path.join(config.dataDir, INITIAL_PASSWORD_FILE);

/** Writes `password` to the file, readable and writable by this user only (mode 600). */
export function keepInitialPassword(password: string): string {
  const file = initialPasswordPath();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // a file left by an earlier try is replaced, not reopened: its mode may not be ours
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, `${password}\n`, { flag: 'wx', mode: 0o600 });
  return file;
}

/** Whether the file still waits for an admin's first sign-in. */
export const initialPasswordKept = (): boolean => fs.existsSync(initialPasswordPath());

/** An admin signed in: the file has done its job. */
export async function forgetInitialPassword(): Promise<void> {
  const file = initialPasswordPath();
  try {
    await fs.promises.unlink(file);
    log.info({ scope: 'auth' }, `An admin signed in: removed ${file}, which held the generated admin password.`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') log.warn({ scope: 'auth', err }, `Could not remove ${file}`);
  }
}
