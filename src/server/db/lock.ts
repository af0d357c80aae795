// One process per embedded data dir: PGlite holds a single connection and two processes
// writing the same files would corrupt it. The lock is a file in DATA_DIR holding the owner's
// pid (and, on Linux, its start time, so a recycled pid is not mistaken for the owner).
// A lock whose owner is gone (kill -9, power cut) is taken over.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'shop.lock';

interface LockInfo {
  pid: number;
  started: string | null;
  at: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dir} is in use by another process (pid ${pid}). ` +
        'The embedded database allows one process per data directory: stop that process first, ' +
        'use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Linux process start time (clock ticks since boot); null where /proc is unavailable. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name may contain spaces and parentheses: fields start after the last ')'
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(info: LockInfo): boolean {
  try {
    process.kill(info.pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to someone else
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!info.started) return true;
  const now = startTimeOf(info.pid);
  return now === null || now === info.started;
}

function readLock(file: string): { raw: string; info: LockInfo | null } | null {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const info = JSON.parse(raw) as LockInfo;
    return { raw, info: Number.isInteger(info.pid) ? info : null };
  } catch {
    return { raw, info: null };
  }
}

const held = new Set<string>();

/** Takes the lock on `dir` for this process (idempotent); throws DataDirLockedError when a live process holds it. */
export function acquireDataDirLock(dir: string): void {
  const file = path.join(dir, LOCK_FILE);
  if (held.has(file)) return;
  fs.mkdirSync(dir, { recursive: true });
  const mine: LockInfo = { pid: process.pid, started: startTimeOf(process.pid), at: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      held.add(file);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const current = readLock(file);
    if (!current) continue;
    if (current.info?.pid === process.pid && current.info.started === mine.started) {
      held.add(file);
      return;
    }
    if (current.info && isAlive(current.info)) throw new DataDirLockedError(dir, current.info.pid);
    // stale (owner gone) or unreadable (crash while writing it): take it over, unless
    // someone else did so in the meantime
    const again = readLock(file);
    if (again?.raw === current.raw) fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock file ${file}; remove it if no server is running.`);
}

export function releaseDataDirLock(dir: string): void {
  const file = path.join(dir, LOCK_FILE);
  if (!held.delete(file)) return;
  const current = readLock(file);
  if (current?.info?.pid === process.pid) fs.rmSync(file, { force: true });
}

/** Who holds the lock right now, if anyone alive (for tools that must not run beside a server). */
export function dataDirLockHolder(dir: string): number | null {
  const current = readLock(path.join(dir, LOCK_FILE));
  return current?.info && isAlive(current.info) && current.info.pid !== process.pid ? current.info.pid : null;
}
