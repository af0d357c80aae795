// The JWT signing key: AUTH_SECRET, or a random one generated once and kept in the data dir
// so tokens survive restarts of the embedded default.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config, ConfigError, configProblem } from '../config';
import { log } from '../log';

/** in DATA_DIR; backups carry it (src/server/backup) */
export const SECRET_FILE = 'auth-secret';

let cached: Uint8Array | null = null;

function readOrCreate(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fresh = crypto.randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, fresh + '\n', { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (err) {
    // another process created it between our read and write: use theirs
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw err;
  }
}

/**
 * Throws a ConfigError (so the shop refuses to start) when a variable is bad: an AUTH_SECRET
 * shorter than 32 bytes, or any other (config.ts checks them all at once).
 */
export function assertAuthSecretUsable(): void {
  const problem = configProblem();
  if (problem) throw new ConfigError(problem);
}

export function authSecretKey(): Uint8Array {
  if (cached) return cached;
  let secret = config.authSecret;
  if (!secret) {
    secret = readOrCreate(path.join(config.dataDir, SECRET_FILE));
    if (config.databaseUrl) {
      log.warn(
        { scope: 'auth' },
        `AUTH_SECRET is not set: using the key kept in ${path.join(config.dataDir, SECRET_FILE)}. ` +
          'With more than one server on this PostgreSQL database, set the same AUTH_SECRET on each of them.',
      );
    }
  }
  cached = new TextEncoder().encode(secret);
  return cached;
}
