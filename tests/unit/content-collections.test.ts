// Content editors change only src/content/. A wrong edit must stop the build with a message
// naming the file: this runs Astro's own content sync (the first step of `astro build`) on a
// copy of the real content with one broken file.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { menuSchema } from '../../src/lib/contentSchemas';

const root = resolve(import.meta.dirname, '../..');
// inside the project so the copy resolves node_modules
mkdirSync(join(root, '.tmp'), { recursive: true });
const workDir = mkdtempSync(join(root, '.tmp', 'content-check-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

let copies = 0;
function syncContent(breakIt: (dir: string) => void) {
  const dir = join(workDir, String(copies++));
  mkdirSync(join(dir, 'src', 'lib'), { recursive: true });
  cpSync(join(root, 'src', 'content'), join(dir, 'src', 'content'), { recursive: true });
  cpSync(join(root, 'src', 'content.config.ts'), join(dir, 'src', 'content.config.ts'));
  cpSync(join(root, 'src', 'lib', 'contentSchemas.ts'), join(dir, 'src', 'lib', 'contentSchemas.ts'));
  writeFileSync(join(dir, 'astro.config.mjs'), 'export default {};\n');
  breakIt(dir);
  const run = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'astro.js'), 'sync', '--root', dir], {
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 60_000,
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

const edit = (dir: string, file: string, change: (text: string) => string) => {
  const path = join(dir, 'src', 'content', file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
};

describe('content collections', () => {
  it('accept the content as shipped', () => {
    const { status, output } = syncContent(() => {});
    expect(output).not.toMatch(/Error/);
    expect(status).toBe(0);
  }, 180_000);

  it('fail on an FAQ without a question and with a text order, naming the file and fields', () => {
    const { status, output } = syncContent((dir) =>
      edit(dir, 'faqs/returns.md', (text) =>
        text.replace(/^question: .*\n/m, '').replace(/^order: \d+$/m, 'order: nine'),
      ),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/faqs/returns.md');
    expect(output).toMatch(/question.*Required/);
    expect(output).toMatch(/order.*number/);
  }, 180_000);

  it('fail on a policy without a title, naming the file', () => {
    const { status, output } = syncContent((dir) =>
      edit(dir, 'legal/refund-policy.md', (text) => text.replace(/^title: .*\n/m, '')),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/legal/refund-policy.md');
    expect(output).toMatch(/title.*Required/);
  }, 180_000);

  it('fail on settings or menus of the wrong type, naming the YAML file', () => {
    const settings = syncContent((dir) =>
      edit(dir, 'settings.yaml', (text) => text.replace(/^ {2}shopName: .*$/m, '  shopName: 42')),
    );
    expect(settings.status).not.toBe(0);
    expect(settings.output).toContain('src/content/settings.yaml');
    expect(settings.output).toMatch(/shopName.*string/);

    const menus = syncContent((dir) =>
      edit(dir, 'menus.yaml', (text) => text.replace('{ label: Home 2, href: /home2 }', '{ href: /home2 }')),
    );
    expect(menus.status).not.toBe(0);
    expect(menus.output).toContain('src/content/menus.yaml');
    expect(menus.output).toMatch(/label.*Required/);
  }, 180_000);

  it('fail on a menu link to another site, naming the YAML file', () => {
    const menus = syncContent((dir) =>
      edit(dir, 'menus.yaml', (text) =>
        text.replace('{ label: Home 2, href: /home2 }', '{ label: Home 2, href: //evil.example/login }'),
      ),
    );
    expect(menus.status).not.toBe(0);
    expect(menus.output).toContain('src/content/menus.yaml');
    expect(menus.output).toMatch(/must be "#" or a path of this site/);
  }, 180_000);
});

describe('menu links', () => {
  const link = (href: string) => menuSchema.safeParse({ label: 'Help', items: [{ label: 'Login', href }] });

  it('take "#" and the paths of this site', () => {
    for (const href of ['#', '/', '/faqs', '/products?category=audio&sort=newest', '/productStyles/out-of-stock'])
      expect(link(href).success, href).toBe(true);
  });

  it('refuse another site however it is written: "//", a scheme, a backslash, a relative path', () => {
    for (const href of [
      '//evil.example/login',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example/login',
      ' /faqs',
      '/%2F%2Fevil.example',
    ]) {
      const result = link(href);
      expect(result.success, href).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['items', 0, 'href'],
        message: 'must be "#" or a path of this site, starting with a single "/" (like /faqs)',
      });
    }
  });
});
