// A page's module scripts import shared chunks, which the browser finds only once the script
// itself has arrived: one more round trip before the page's scripts can run, and on a slow
// network more time in the way of its largest paint. The build records each built script's
// static imports (src/host/integration.ts); a page gets a `<link rel="modulepreload">` for every
// chunk its module scripts import, so the browser fetches them all at once. Applied to the
// prerendered pages when they are built, and to pages rendered on request by the middleware.
import fs from 'node:fs';
import path from 'node:path';

/** Beside the server's entry (dist/server): the built scripts' static imports. */
export const MODULE_IMPORTS_FILE = 'module-imports.json';

/** A built script's URL path (`/_astro/x.js`) to the URL paths of the chunks it imports statically. */
export type ModuleImports = Record<string, string[]>;

/** What the running build recorded: none under `astro dev`, which serves modules one by one. */
let recorded: ModuleImports = {};

/** Reads the build's record from `serverDir`; a build without one, or with one that is not such a
 *  record (a damaged file), adds no preloads rather than failing every page. */
export function useModuleImports(serverDir: string): void {
  recorded = {};
  let read: unknown;
  try {
    read = JSON.parse(fs.readFileSync(path.join(serverDir, MODULE_IMPORTS_FILE), 'utf8'));
  } catch {
    return;
  }
  if (!read || typeof read !== 'object' || Array.isArray(read)) return;
  const entries = Object.entries(read);
  if (entries.every(([, chunks]) => Array.isArray(chunks) && chunks.every((chunk) => typeof chunk === 'string')))
    recorded = Object.fromEntries(entries) as ModuleImports;
}

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"/g;

/** `html` with a modulepreload link, before its first module script, for every chunk its module
 *  scripts import (directly or through another chunk) that it does not load or preload already. */
export function withModulePreloads(html: string, imports: ModuleImports = recorded): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (!scripts.length) return html;
  const present = new Set([...scripts, ...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]));
  const wanted: string[] = [];
  const visit = (script: string) => {
    for (const chunk of imports[script] ?? []) {
      if (present.has(chunk)) continue;
      present.add(chunk);
      wanted.push(chunk);
      visit(chunk);
    }
  };
  for (const [, src] of scripts) visit(src);
  if (!wanted.length) return html;
  const links = wanted.map((chunk) => `<link rel="modulepreload" href="${chunk}">`).join('');
  const at = scripts[0].index!;
  return html.slice(0, at) + links + html.slice(at);
}

/** The record of one client build: each script chunk's static imports, as URL paths under `base`. */
export function moduleImportsOf(
  chunks: Iterable<{ type: string; fileName: string; imports?: string[] }>,
  base = '/',
): ModuleImports {
  const scripts = [...chunks].filter((chunk) => chunk.type === 'chunk');
  const written = new Set(scripts.map((chunk) => chunk.fileName));
  const record: ModuleImports = {};
  for (const chunk of scripts) {
    // an import of a chunk that was not written (styles that went inline) loads nothing
    const imports = (chunk.imports ?? []).filter((file) => written.has(file));
    if (imports.length) record[base + chunk.fileName] = imports.map((file) => base + file);
  }
  return record;
}
