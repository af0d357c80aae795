// For the tools that measure a server of the build (budget, Lighthouse bench): start one on a
// throwaway embedded database (the sample shop it seeds), and find a product page to measure.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.mjs';
import { serveCommand } from './serveCommand.mjs';

/** Starts the build in `root` on a throwaway embedded database, with `settings` added to the
 *  environment; resolves to its URL, its pid and a stop function that also removes the data dir. */
export async function startBuiltShop(root, settings = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-measure-'));
  const port = await freePort();
  const env = { ...process.env, ...settings, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  delete env.UPLOAD_DIR;
  const serve = serveCommand(root);
  const child = spawn(process.execPath, serve.args, {
    cwd: root,
    env: { ...serve.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (${child.exitCode}):\n${log}`);
    }
    if (
      await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return { url, pid: child.pid, stop };
    if (Date.now() - started > 120_000) {
      await stop();
      throw new Error(`the server did not start within 120 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The slug of the first active product: the product page both tools measure. */
export async function firstActiveSlug(server) {
  const res = await fetch(`${server}/api/products?active=true&page=1&limit=1`);
  const slug = (await res.json()).products?.[0]?.slug;
  if (!slug) throw new Error('no active product to measure');
  return slug;
}
