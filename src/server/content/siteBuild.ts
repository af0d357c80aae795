// One rebuild of the static pages after a publish: `astro build` of the project in a child process
// at low priority (the shop keeps both cores' worth of priority for shoppers), into a folder of
// its own beside the served build. Only its client/ files and the shell it was built with are
// kept: the running server's code is never replaced. The hashed assets of the build the server
// was started from are linked in too, since the pages it renders on request still name them.
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log } from '../log';
import { projectDir } from './editing';
import { SHELL_FILE } from './shellFile';

/** Lower than the server's own priority (0): what the build does not use, requests get. */
const BUILD_NICENESS = 10;
/** The end of the build's output an editor is shown when it fails. */
const REASON_CHARS = 1500;

export class BuildFailed extends Error {
  name = 'BuildFailed';
}

// Astro's error lines carry ANSI colours unless told otherwise; an editor reads plain text
// eslint-disable-next-line no-control-regex -- the escape character is what starts a colour
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The lines of the build's output that say what went wrong, or its last lines. */
function failureText(output: string): string {
  // the bundler's list of files written says nothing about what failed
  const lines = plain(output)
    .split('\n')
    .filter((line) => !/\[vite\] \S+\.(m?js|css)\s/.test(line));
  const first = lines.findIndex((line) => /\berror\b|failed|\[[A-Za-z]+Error\]|does not exist/i.test(line));
  const shown = (first >= 0 ? lines.slice(first) : lines.slice(-15)).join('\n').trim();
  return shown.length > REASON_CHARS ? `${shown.slice(0, REASON_CHARS)}…` : shown;
}

const cacheDirOf = (outDir: string) => `${outDir}.cache`;

/** The build prerenders its pages by loading its own server code from `outDir`, whose packages
 *  must resolve from there: a data dir outside the project gets a link to its node_modules. */
async function linkPackages(sitesDir: string, project: string): Promise<void> {
  const link = path.join(sitesDir, 'node_modules');
  await fs.mkdir(sitesDir, { recursive: true });
  const target = path.join(project, 'node_modules');
  if ((await fs.readlink(link).catch(() => null)) === target) return;
  await fs.rm(link, { force: true });
  await fs.symlink(target, link, 'dir');
}

/** Builds the pages from `contentDir` into `outDir`; throws BuildFailed with the reason. */
export async function buildSite(options: { outDir: string; contentDir: string; timeoutSeconds: number }) {
  const project = projectDir();
  await linkPackages(path.dirname(options.outDir), project);
  const astro = path.join(project, 'node_modules', 'astro', 'astro.js');
  const child = spawn(process.execPath, [astro, 'build'], {
    cwd: project,
    env: {
      ...process.env,
      ASTRO_OUT_DIR: options.outDir,
      // beside the output, not in it: the build empties its output folder after reading the content
      ASTRO_CACHE_DIR: cacheDirOf(options.outDir),
      CONTENT_DIR: options.contentDir,
      // a production build whatever the server runs under: Astro's content sync starts a Vite
      // server, which would run the dev server's set-up (src/host/integration.ts) otherwise
      NODE_ENV: 'production',
      ASTRO_TELEMETRY_DISABLED: '1',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    if (child.pid) os.setPriority(child.pid, BUILD_NICENESS);
  } catch {
    /* not allowed here: the build runs at the server's priority */
  }
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-64_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, options.timeoutSeconds * 1000);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  }).finally(() => clearTimeout(timer));
  if (timedOut)
    throw new BuildFailed(
      `The build took longer than ${options.timeoutSeconds} s (CONTENT_BUILD_TIMEOUT_SECONDS) and was stopped.`,
    );
  if (code !== 0) throw new BuildFailed(failureText(output) || `The build stopped with exit code ${code}.`);
  try {
    await fs.access(path.join(options.outDir, SHELL_FILE));
  } catch {
    throw new BuildFailed('The build finished without the shell content (shell-content.json).');
  }
  log.info(`content: pages rebuilt in ${options.outDir}`);
}

/** Links the boot build's hashed assets the new build lacks into it, and drops its server part. */
export async function readySite(outDir: string, bootClientDir: string): Promise<void> {
  const assets = path.join(outDir, 'client', '_astro');
  await fs.mkdir(assets, { recursive: true });
  const have = new Set(await fs.readdir(assets));
  const bootAssets = path.join(bootClientDir, '_astro');
  for (const name of await fs.readdir(bootAssets).catch(() => [] as string[])) {
    if (have.has(name)) continue;
    await fs
      .link(path.join(bootAssets, name), path.join(assets, name))
      .catch(() => fs.copyFile(path.join(bootAssets, name), path.join(assets, name)));
  }
  await Promise.all([
    fs.rm(path.join(outDir, 'server'), { recursive: true, force: true }),
    fs.rm(cacheDirOf(outDir), { recursive: true, force: true }),
  ]);
}
