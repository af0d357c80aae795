// scripts/check-doc-links.mjs on this repository (no link into the docs may name a missing
// heading) and on a small made-up one, so that a checker finding nothing is seen to find things.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, slugify } from '../../scripts/check-doc-links.mjs';

const root = resolve(import.meta.dirname, '../..');
mkdirSync(join(root, '.tmp'), { recursive: true });
const workDir = mkdtempSync(join(root, '.tmp', 'doc-links-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// written so that this file does not itself cite a doc the repository lacks
const cite = (file: string, anchor: string) => `docs/${file}#${anchor}`;

function fixture(files: Record<string, string>) {
  const dir = mkdtempSync(join(workDir, 'repo-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('doc links', () => {
  it('finds none broken in this repository', () => {
    expect(brokenLinks(root)).toEqual([]);
  });

  it('makes the anchors GitHub makes', () => {
    expect(slugify("The sample shop's seeding")).toBe('the-sample-shops-seeding');
    expect(slugify('Headers, caching and CORS')).toBe('headers-caching-and-cors');
    expect(slugify('1. What the shop does')).toBe('1-what-the-shop-does');
    const anchors = anchorsOf(
      [
        '# Guide',
        '## Sign-in page (`/auth`)',
        '## Notes',
        '## Notes',
        '```sh',
        '# a shell comment, not a heading',
        '```',
        '<a id="kept"></a>',
        '## snake_case and _emphasis_',
      ].join('\n'),
    );
    expect([...anchors]).toEqual(['guide', 'sign-in-page-auth', 'notes', 'notes-1', 'snake_case-and-emphasis', 'kept']);
  });

  it('reports each broken link with its file and line', () => {
    const dir = fixture({
      'README.md': [
        '# Shop',
        '',
        `See [the guide](${cite('guide.md', 'setup')}) and`,
        `[its end](${cite('guide.md', 'the-end')}).`,
      ].join('\n'),
      'docs/guide.md': [
        '# Guide',
        '',
        '## Setup',
        '',
        '[Up](#guide), [gone](#teardown), [missing file](nowhere.md), `[code](#not-a-link)`',
        '',
        '```md',
        '[fenced](#not-a-link-either)',
        '```',
      ].join('\n'),
      'src/a.ts': `// why: ${cite('guide.md', 'setup')}\n// and ${cite('guide.md', 'set-up')}\n`,
    });
    expect(brokenLinks(dir)).toEqual([
      {
        file: 'README.md',
        line: 4,
        target: cite('guide.md', 'the-end'),
        reason: `no heading #the-end in docs/guide.md`,
      },
      { file: 'docs/guide.md', line: 5, target: '#teardown', reason: `no heading #teardown in docs/guide.md` },
      { file: 'docs/guide.md', line: 5, target: 'nowhere.md', reason: 'no such file' },
      {
        file: 'src/a.ts',
        line: 2,
        target: cite('guide.md', 'set-up'),
        reason: `no heading #set-up in docs/guide.md`,
      },
    ]);
  });
});
