// Which build of the static pages this process serves, and the shell content (settings and menus)
// its pages rendered on request show. The host starts with the build it was started from; a
// publish (publishing.ts) builds the pages again beside it and switches both at once, so a
// shopper gets either the old pages or the new ones, never a mix, and the server code itself is
// never swapped. The host serves files from `clientDir()` and follows `onSiteChange`; the page
// cache keys pages by `siteGeneration()`, so no page kept before the switch is answered after it.
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MenuEntry, SiteSettings } from '../../lib/contentSchemas';
import type { MenuId } from '../../lib/menuRoutes';
import { log } from '../log';
import { SHELL_FILE } from './shellFile';

export interface ShellContent {
  settings: SiteSettings;
  menus: Record<MenuId, MenuEntry>;
}

interface Site {
  /** the folder of built files served (client/ of a build) */
  clientDir: string;
  /** the shell the published build was made with; null: the one compiled into the server */
  shell: ShellContent | null;
  generation: number;
}

/** Where the build the host was started from is, and the folder publishes build into. */
interface Boot {
  clientDir: string;
  /** changes with every `npm run build`: a published site is only served on the build it was made for */
  buildId: string;
  sitesDir: string;
}

const POINTER = 'current.json';

let boot: Boot | null = null;
let site: Site | null = null;
const listeners: ((clientDir: string) => void)[] = [];

/** The identity of the build in `serverDir` (dist/server): its entry is written by every build. */
export function buildIdOf(serverDir: string): string {
  return String(statSync(path.join(serverDir, 'entry.mjs')).mtimeMs);
}

/** Reads the shell a build wrote beside its client/ folder. */
export function readShell(buildDir: string): ShellContent {
  return JSON.parse(readFileSync(path.join(buildDir, SHELL_FILE), 'utf8')) as ShellContent;
}

/**
 * Called once by the host before it serves: the build it was started from, or the last site
 * published for that same build (kept in `sitesDir/current.json` across restarts). A site
 * published for an older build is dropped: `npm run build` has built the same source since.
 */
export function startSite(options: Boot): string {
  boot = options;
  site = { clientDir: options.clientDir, shell: null, generation: 0 };
  const pointerFile = path.join(options.sitesDir, POINTER);
  try {
    if (existsSync(pointerFile)) {
      const pointer = JSON.parse(readFileSync(pointerFile, 'utf8')) as { dir: string; buildId: string };
      const buildDir = path.join(options.sitesDir, pointer.dir);
      if (pointer.buildId === options.buildId && existsSync(path.join(buildDir, 'client'))) {
        site = { clientDir: path.join(buildDir, 'client'), shell: readShell(buildDir), generation: 1 };
        log.info(`serving the pages published in ${buildDir}`);
      } else {
        rmSync(options.sitesDir, { recursive: true, force: true });
      }
    }
  } catch (err) {
    log.warn(
      `the published pages in ${options.sitesDir} cannot be read (${(err as Error).message}): serving the build`,
    );
    site = { clientDir: options.clientDir, shell: null, generation: 0 };
  }
  return site.clientDir;
}

/** Null under `astro dev` and in tools: no host serves built pages there. */
export const bootSite = (): Readonly<Boot> | null => boot;

export const clientDir = (): string | null => site?.clientDir ?? null;

export const siteGeneration = (): number => site?.generation ?? 0;

/** The shell of the published pages, or null to read the one compiled in (astro:content). */
export const publishedShell = (): ShellContent | null => site?.shell ?? null;

export function onSiteChange(listener: (clientDir: string) => void): void {
  listeners.push(listener);
}

/** Serves the build in `buildDir` from now on and remembers it for the next start. */
export function switchSite(buildDir: string): void {
  if (!boot || !site) throw new Error('no host serves built pages in this process');
  const next: Site = {
    clientDir: path.join(buildDir, 'client'),
    shell: readShell(buildDir),
    generation: site.generation + 1,
  };
  const pointerFile = path.join(boot.sitesDir, POINTER);
  writeFileSync(`${pointerFile}.tmp`, JSON.stringify({ dir: path.basename(buildDir), buildId: boot.buildId }));
  renameSync(`${pointerFile}.tmp`, pointerFile);
  site = next;
  for (const listener of listeners) listener(next.clientDir);
}
