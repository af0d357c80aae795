// A PostgreSQL cluster a test owns (initdb into a temp dir, its own port and socket dir), so it
// can stop and start it on purpose without touching anyone else's database.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
// PostgreSQL refuses to run as root: as root, its tools run as the "postgres" system user
const asRoot = process.getuid?.() === 0;
const run = (file: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}) =>
  asRoot
    ? execFileAsync('runuser', ['-u', 'postgres', '--', file, ...args], options)
    : execFileAsync(file, args, options);

function binDir(): string | null {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

export const canRunOwnPostgres = () => binDir() !== null;

export interface OwnPostgres {
  url: string;
  port: number;
  start: () => Promise<void>;
  /** shutdown, fast by default (every connection is terminated); immediate skips the checkpoint,
   *  so the next start runs crash recovery */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  /** SQL as the superuser */
  query: (text: string) => Promise<string>;
  destroy: () => Promise<void>;
}

export async function startOwnPostgres(port: number): Promise<OwnPostgres> {
  const bin = binDir();
  if (!bin) throw new Error('No PostgreSQL binaries found (set PG_BIN)');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-pg-'));
  if (asRoot) await execFileAsync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  await run(path.join(bin, 'initdb'), ['-D', data, '-U', 'shop', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    env: { ...process.env, LC_ALL: 'C' },
  });
  const pgCtl = (...args: string[]) => run(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-t', '60', ...args]);
  const start = async () => {
    await pgCtl(
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      path.join(dir, 'log'),
      'start',
    );
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pgCtl('-m', mode, 'stop').catch(() => undefined);
  };
  const query = async (text: string) =>
    (
      await run(path.join(bin, 'psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'shop',
        '-d',
        'shop',
        '-Atc',
        text,
      ])
    ).stdout.trim();
  await start();
  await run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'shop', 'shop']);
  return {
    url: `postgres://shop@127.0.0.1:${port}/shop`,
    port,
    start,
    stop,
    query,
    destroy: async () => {
      await stop('immediate');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A free port in [from, to] on loopback (a test's own port range). */
export async function freePortIn(from: number, to: number): Promise<number> {
  const net = await import('node:net');
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}
