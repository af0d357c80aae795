import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  dataDirLockHolder,
  LOCK_FILE,
  releaseDataDirLock,
} from '../../src/server/db/lock';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) {
    releaseDataDirLock(d);
    fs.rmSync(d, { recursive: true, force: true });
  }
});

describe('data-dir lock', () => {
  it('is taken, re-entrant for its owner, and removed on release', () => {
    const dir = tempDir();
    acquireDataDirLock(dir);
    acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    releaseDataDirLock(dir);
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses while another live process holds it, naming the dir and pid', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: other.pid, started: null, at: '' }));
      expect(dataDirLockHolder(dir)).toBe(other.pid);
      let error: unknown;
      try {
        acquireDataDirLock(dir);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(dir);
      expect((error as Error).message).toContain(`pid ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a stale lock whose process is gone, or a garbled one', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: Number(dead), started: null, at: '' }));
    expect(dataDirLockHolder(dir)).toBeNull();
    acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    releaseDataDirLock(dir);
    fs.writeFileSync(path.join(dir, LOCK_FILE), '{"pi');
    acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
  });

  it('does not mistake a recycled pid (different start time) for the owner', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, started: '1', at: '' }));
    expect(dataDirLockHolder(dir)).toBeNull();
  });
});
