// scripts/budget.mjs on small fake build outputs: it follows script tags, modulepreload,
// island URLs, static imports and dynamic ones (but not the chunks loaded on demand), and fails
// over-budget or React content pages.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
mkdirSync(join(root, '.tmp'), { recursive: true });
const workDir = mkdtempSync(join(root, '.tmp', 'budget-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** `size` bytes of incompressible code, so its gzip size is about `size` too */
const noise = (size: number) => `const n="${randomBytes(size).toString('base64')}";`;
let outputs = 0;

function runBudget(files: Record<string, string>) {
  const outDir = join(workDir, String(outputs++));
  for (const [path, text] of Object.entries(files)) {
    const full = join(outDir, 'client', path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  const run = spawnSync(process.execPath, [join(root, 'scripts', 'budget.mjs')], {
    encoding: 'utf8',
    env: { ...process.env, ASTRO_OUT_DIR: outDir },
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

const page = (body: string) => `<!doctype html><html><head>${body}</head><body></body></html>`;
const rowOf = (output: string, route: string) => output.split('\n').find((line) => line.startsWith(route + ' ')) ?? '';

describe('npm run budget', () => {
  it('passes small content pages; counts static imports and dynamic ones, but not the on-demand chunks', () => {
    const { status, output } = runBudget({
      'faqs/index.html': page('<script type="module" src="/_astro/shell.js"></script>'),
      '_astro/shell.js':
        `import{a as b}from"./store.js";import"./menus.js";const l=()=>import("./idle.js");` +
        `const t=()=>import("./toastRegion.B7DtdDlB.js");${noise(200)}`,
      '_astro/store.js': noise(300),
      '_astro/menus.js': noise(300),
      '_astro/idle.js': `import"./idleDep.js";${noise(300)}`,
      '_astro/idleDep.js': noise(300),
      '_astro/toastRegion.B7DtdDlB.js': noise(20_000),
    });
    expect(status).toBe(0);
    const [, files, kb] = rowOf(output, '/faqs').match(/^\/faqs\s+(\d+)\s+([\d.]+) KB .*ok\s*$/) ?? [];
    expect(Number(files)).toBe(5);
    // about 1.4 KB: the page's imports, the idle-time import and its own; the 20 KB toast region
    // comes only with a first toast, so it is not counted
    expect(Number(kb)).toBeGreaterThan(1.35);
    expect(Number(kb)).toBeLessThan(2);
  });

  it('fails a page whose dynamic import, made when the browser is idle, pushes it over its limit', () => {
    const { status, output } = runBudget({
      'privacy-policy/index.html': page('<script type="module" src="/_astro/page.js"></script>'),
      '_astro/page.js': `requestIdleCallback(()=>import("./gallery.js"));`,
      '_astro/gallery.js': `import"./slider.js";`,
      '_astro/slider.js': noise(6_000),
    });
    expect(status).toBe(1);
    expect(rowOf(output, '/privacy-policy')).toContain('FAIL: over 5.40 KB');
  });

  it('fails a content page whose static imports push it over 5.4 KB', () => {
    const { status, output } = runBudget({
      'refund-policy/index.html': page(
        '<link rel="modulepreload" href="/_astro/entry.js"><script type="module" src="/_astro/entry.js"></script>',
      ),
      '_astro/entry.js': `export*from"./big.js";`,
      '_astro/big.js': noise(5_800),
    });
    expect(status).toBe(1);
    expect(rowOf(output, '/refund-policy')).toContain('FAIL: over 5.40 KB');
  });

  it('fails a content page that hydrates a React island, and limits / and /products', () => {
    const island = '<astro-island component-url="/_astro/Thing.js" renderer-url="/_astro/client.js"></astro-island>';
    const { status, output } = runBudget({
      'home3/index.html': page(island),
      'index.html': page('<script type="module" src="/_astro/home.js"></script>'),
      'products/index.html': page(
        '<astro-island component-url="/_astro/Catalog.js" renderer-url="/_astro/client.js"></astro-island>',
      ),
      'audio/index.html': page(
        '<astro-island component-url="/_astro/Catalog.js" renderer-url="/_astro/client.js"></astro-island>',
      ),
      '_astro/Thing.js': 'export default 1;',
      '_astro/client.js': `/* react-dom */${noise(500)}`,
      '_astro/Catalog.js': noise(80_000),
      '_astro/home.js': noise(40_000),
    });
    expect(status).toBe(1);
    expect(rowOf(output, '/home3')).toContain('ships React');
    expect(rowOf(output, '/')).toContain('FAIL: over 34.00 KB');
    expect(rowOf(output, '/products')).toContain('FAIL: over 76.60 KB');
    // category routes hydrate the catalogue: reported, not limited
    expect(rowOf(output, '/audio')).toMatch(/report only\s+ok/);
  });

  it('says what to do when there is no build output', () => {
    const run = spawnSync(process.execPath, [join(root, 'scripts', 'budget.mjs')], {
      encoding: 'utf8',
      env: { ...process.env, ASTRO_OUT_DIR: join(workDir, 'none') },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm run build');
  });
});
