// The Content section's pure parts: the checks run in the browser and on the server, the files
// written back as the build reads them, the placeholder list and the compare view's line diff.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { entryProblems, idFromQuestion, isEntryId } from '../../src/lib/content';
import { lineDiff } from '../../src/lib/lineDiff';
import { markdownProblem, renderMarkdown } from '../../src/lib/markdown';
import {
  entryAsBuilt,
  markdownText,
  parseMarkdown,
  withYamlEntry,
  yamlEntry,
} from '../../src/server/content/contentFiles';
import {
  EXAMPLE_NEWSLETTER_TEXT,
  findPlaceholders,
  oldYearText,
  TEMPLATE_DEAL_TEXT,
  TEMPLATE_FAQ_TEXT,
  TEMPLATE_SCOPES_TEXT,
} from '../../src/server/content/placeholders';
import { versionText } from '../../src/server/content/versions';

const content = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../../src/content', file), 'utf8');

describe('entry checks', () => {
  it('accept the content as shipped and name each problem by field in plain words', () => {
    const faq = parseMarkdown(content('faqs/returns.md'));
    expect(entryProblems('faqs', faq.data, faq.body)).toEqual([]);
    expect(entryProblems('faqs', { question: '', order: '3' }, '')).toEqual([
      { field: 'question', message: 'must not be empty' },
      { field: 'order', message: 'must be a number' },
      { field: 'body', message: 'the text must not be empty' },
    ]);
    expect(entryProblems('faqs', { order: 1, answer: 'x' }, 'Hi')).toEqual([
      { field: 'question', message: 'is required' },
      { field: 'data', message: 'is not a field here: answer' },
    ]);
  });

  it('refuse raw HTML and script links in Markdown, which the build would put in the page as they are', () => {
    expect(markdownProblem('See the [Refund Policy](/refund-policy), **30 days**, 2 < 3.')).toBeNull();
    expect(markdownProblem('Hello <img src=x onerror=alert(1)>')).toMatch(/Markdown only/);
    expect(markdownProblem('[x](javascript:alert(1))')).toMatch(/Markdown only/);
    expect(renderMarkdown('<script>alert(1)</script>')).not.toContain('<script>');
  });

  it('take only web addresses as the newsletter form target', () => {
    const site = yamlEntry(content('settings.yaml'), 'settings', 'site')!.data;
    expect(entryProblems('settings', site, '')).toEqual([]);
    expect(entryProblems('settings', { ...site, newsletterUrl: 'javascript:alert(1)' }, '')[0].field).toBe(
      'newsletterUrl',
    );
  });

  it('give a new FAQ entry an id from its question', () => {
    expect(idFromQuestion('Can I pay with Café points?')).toBe('can-i-pay-with-cafe-points');
    expect(isEntryId('faqs', 'reorder')).toBe(false);
    expect(isEntryId('legal', 'about-us')).toBe(false);
    expect(isEntryId('menus', 'footerExplore')).toBe(true);
  });
});

describe('content files', () => {
  it('write a YAML entry back in place, keeping the comments, the other keys and one-line lists', () => {
    const text = content('menus.yaml');
    const home = yamlEntry(text, 'menus', 'home')!.data;
    const next = withYamlEntry(text, 'menus', 'home', { ...home, label: 'START' });
    expect(next).toContain('# Every menu of the shell.');
    expect(next).toContain('  label: START');
    expect(next).toContain('- { label: Home 1, href: /home1 }');
    expect(parse(next).categories).toEqual(parse(text).categories);
  });

  it('quote every text a YAML 1.1 reader (the build) would read as something else', () => {
    const text = markdownText({ question: 'yes', order: 1 }, 'Body');
    expect(entryAsBuilt(text, 'faqs', 'x')!.data).toEqual({ question: 'yes', order: 1 });
    const site = yamlEntry(content('settings.yaml'), 'settings', 'site')!.data;
    const odd = withYamlEntry(content('settings.yaml'), 'settings', 'site', {
      ...site,
      phone: '0123',
      callLine: 'on',
      copyright: '2024-01-01',
    });
    expect(entryAsBuilt(odd, 'settings', 'site')!.data).toMatchObject({
      phone: '0123',
      callLine: 'on',
      copyright: '2024-01-01',
    });
  });

  it('keep a menu version as its own key, so restoring one menu leaves the others', () => {
    const version = versionText(content('menus.yaml'), 'menus', 'pages')!;
    expect(Object.keys(parse(version))).toEqual(['pages']);
  });
});

describe('placeholders', () => {
  it('list the template text with the field holding it, and nothing already filled in', () => {
    const site = yamlEntry(content('settings.yaml'), 'settings', 'site')!;
    const theme = parseMarkdown(content('faqs/theme-support.md'));
    const warranty = parseMarkdown(content('faqs/warranty.md'));
    const found = findPlaceholders([
      { collection: 'settings', id: 'site', title: "Shop's details", entry: site },
      { collection: 'faqs', id: 'theme-support', title: 'Theme', entry: theme },
      { collection: 'faqs', id: 'warranty', title: 'Warranty', entry: warranty },
    ]);
    expect(found.map((p) => [p.id, p.field, p.text])).toEqual([
      ['site', 'contactEmail', '{email}'],
      ['site', 'supportEmail', '{email}'],
      ['site', 'phone', '{phone}'],
      ['site', 'address', '{address}'],
      ['site', 'dealText', TEMPLATE_DEAL_TEXT],
      ['site', 'searchScopes', TEMPLATE_SCOPES_TEXT],
      ['site', 'copyright', oldYearText('2020')],
      ['theme-support', 'body', TEMPLATE_FAQ_TEXT],
    ]);
    // the shop comes with its own list (newsletterUrl empty); the mailing-list example is still told
    const example = {
      ...site,
      data: {
        ...site.data,
        newsletterUrl: 'https://example.us21.list-manage.com/subscribe/post?u=0000000000&id=0000000000',
      },
    };
    expect(
      findPlaceholders([{ collection: 'settings', id: 'site', title: '', entry: example }]).map((p) => [
        p.field,
        p.text,
      ]),
    ).toContainEqual(['newsletterUrl', EXAMPLE_NEWSLETTER_TEXT]);
    const filled = { ...site, data: { ...site.data, phone: '+44 20 7946 0199' } };
    expect(
      findPlaceholders([{ collection: 'settings', id: 'site', title: '', entry: filled }]).map((p) => p.field),
    ).not.toContain('phone');
  });
});

describe('line diff', () => {
  it('marks the lines removed and added between two versions, in order', () => {
    expect(lineDiff('a\nb\nc\nd', 'a\nc\nx\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'd' },
    ]);
    expect(lineDiff('same', 'same')).toEqual([{ kind: 'same', text: 'same' }]);
    expect(lineDiff('', 'new')).toEqual([
      { kind: 'removed', text: '' },
      { kind: 'added', text: 'new' },
    ]);
  });
});
