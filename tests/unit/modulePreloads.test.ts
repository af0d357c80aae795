import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  MODULE_IMPORTS_FILE,
  moduleImportsOf,
  useModuleImports,
  withModulePreloads,
} from '../../src/server/http/modulePreloads';

const imports = {
  '/_astro/layout.js': ['/_astro/session.js', '/_astro/helper.js'],
  '/_astro/page.js': ['/_astro/session.js', '/_astro/cart.js'],
  '/_astro/cart.js': ['/_astro/store.js'],
};
const script = (src: string) => `<script type="module" src="${src}"></script>`;

describe('withModulePreloads', () => {
  it("preloads every chunk the page's module scripts import, through other chunks too, once each", () => {
    const html = `<html><head><title>x</title>${script('/_astro/layout.js')}${script('/_astro/page.js')}</head><body></body></html>`;
    const out = withModulePreloads(html, imports);
    const links = [...out.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual(['/_astro/session.js', '/_astro/helper.js', '/_astro/cart.js', '/_astro/store.js']);
    // before the first script, so the browser asks for them all at once; nothing else changes
    expect(out.indexOf('modulepreload')).toBeLessThan(out.indexOf('<script'));
    expect(out.replace(/<link rel="modulepreload" href="[^"]+">/g, '')).toBe(html);
  });

  it('leaves alone a page without module scripts, one whose scripts import nothing, and one already done', () => {
    const plain = '<html><head><script>1</script></head></html>';
    expect(withModulePreloads(plain, imports)).toBe(plain);
    const alone = `<head>${script('/_astro/other.js')}</head>`;
    expect(withModulePreloads(alone, imports)).toBe(alone);
    const once = withModulePreloads(`<head>${script('/_astro/page.js')}</head>`, imports);
    expect(withModulePreloads(once, imports)).toBe(once);
  });

  it('does not preload a chunk the page loads as a script of its own', () => {
    const html = `<head>${script('/_astro/page.js')}${script('/_astro/cart.js')}</head>`;
    const links = [...withModulePreloads(html, imports).matchAll(/modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['/_astro/session.js', '/_astro/store.js']);
  });
});

describe('moduleImportsOf', () => {
  it("records each script chunk's static imports as URL paths, and skips assets, chunks importing nothing and chunks not written", () => {
    expect(
      moduleImportsOf(
        [
          { type: 'chunk', fileName: '_astro/a.js', imports: ['_astro/b.js', '_astro/inlined-style.js'] },
          { type: 'chunk', fileName: '_astro/b.js', imports: [] },
          { type: 'asset', fileName: '_astro/a.css' },
        ],
        '/shop/',
      ),
    ).toEqual({ '/shop/_astro/a.js': ['/shop/_astro/b.js'] });
  });
});

describe('useModuleImports', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'module-imports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const page = `<head>${script('/_astro/page.js')}</head>`;

  it("reads the build's record, and adds nothing when the file is missing or is not such a record", () => {
    writeFileSync(path.join(dir, MODULE_IMPORTS_FILE), JSON.stringify(imports));
    useModuleImports(dir);
    expect(withModulePreloads(page)).toContain('<link rel="modulepreload" href="/_astro/store.js">');
    for (const damaged of [
      'null',
      '[1]',
      '{"/_astro/page.js":"/_astro/cart.js"}',
      '{"/_astro/page.js":[1]}',
      '{oops',
    ]) {
      writeFileSync(path.join(dir, MODULE_IMPORTS_FILE), damaged);
      useModuleImports(dir);
      expect(withModulePreloads(page), damaged).toBe(page);
    }
    rmSync(path.join(dir, MODULE_IMPORTS_FILE));
    useModuleImports(dir);
    expect(withModulePreloads(page)).toBe(page);
  });
});
