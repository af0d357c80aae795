#!/usr/bin/env node
// Links into the docs that name a heading which no longer exists. Headings get reworded and the
// links to them (in README.md, docs/*.md and the code's `docs/<file>.md#anchor` citations) go on
// pointing at nothing; GitHub then opens the top of the page without a word, so nobody notices.
// Reads README.md and docs/**/*.md (Markdown links and reference definitions outside code, plus
// bare `docs/<file>.md#anchor` mentions) and src/, scripts/, tests/ (`docs/<file>.md#anchor`
// mentions). Prints file:line for each broken one and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const CODE_DIRS = ['src', 'scripts', 'tests'];
const CODE_EXTENSIONS = /\.(?:[cm]?[jt]sx?|astro|ya?ml|css|json)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.astro', '.tmp', 'data', 'test-results', 'playwright-report']);
// a citation such as docs/api.md#commerce-contract; the lookbehind keeps longer paths
// (../docs/x.md, src/docs/x.md) out. A doc named without a heading is not a citation: tests and
// scripts name made-up docs/ files of their own.
const DOC_CITATION = /(?<![\w./-])docs\/[\w./-]+?\.md#[\p{L}\p{N}_%-]+/gu;

/**
 * GitHub's heading anchor (github-slugger): lowercase, punctuation other than - and _ dropped,
 * each space a hyphen.
 */
export function slugify(headingText) {
  return headingText
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** What a heading's Markdown shows as text, which is what GitHub slugs. */
function headingPlainText(source) {
  const parts = source.split(/(`+)([\s\S]*?)\1/);
  let text = '';
  // split with two groups gives [outside, fence, code, outside, ...]
  for (let i = 0; i < parts.length; i += 3) {
    text += parts[i]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/(^|[^\p{L}\p{N}])_+(?=\S)|(?<=\S)_+(?=[^\p{L}\p{N}_]|$)/gu, '$1');
    if (i + 2 < parts.length) text += parts[i + 2].trim();
  }
  return text.trim();
}

/**
 * The file with fenced code blocks blanked (line numbers kept), so that `# comment` lines and
 * sample links inside them count neither as headings nor as links.
 */
function withoutFences(markdown) {
  const lines = markdown.split('\n');
  let fence = null;
  return lines
    .map((line) => {
      const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (
          opener &&
          opener[1][0] === fence[0] &&
          opener[1].length >= fence.length &&
          !/\S/.test(line.slice(opener[0].length))
        )
          fence = null;
        return '';
      }
      if (opener) {
        fence = opener[1];
        return '';
      }
      return line;
    })
    .join('\n');
}

/** Inline code spans blanked, newlines kept; per paragraph, as a code span cannot cross a blank line. */
function withoutCodeSpans(text) {
  return text
    .split(/(\n[ \t]*\n)/)
    .map((paragraph) => paragraph.replace(/(`+)[\s\S]*?(?<!`)\1(?!`)/g, (span) => span.replace(/[^\n]/g, ' ')))
    .join('');
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats get -1, -2, ...) and HTML ids. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const text = withoutFences(markdown);
  for (const line of text.split('\n')) {
    const heading = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (heading) {
      const base = slugify(headingPlainText(heading[1] ?? ''));
      let slug = base;
      for (let n = 1; anchors.has(slug); n++) slug = `${base}-${n}`;
      anchors.add(slug);
    }
  }
  for (const match of withoutCodeSpans(text).matchAll(/<[a-z][\w-]*\s[^>]*?\b(?:id|name)\s*=\s*["']([^"']+)["']/gi))
    anchors.add(match[1]);
  return anchors;
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** Link targets in a Markdown file, with their line: inline links, reference definitions, bare citations. */
function markdownTargets(markdown) {
  const targets = [];
  let text = withoutFences(markdown);
  const prose = withoutCodeSpans(text);
  const inline =
    /\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?\s*\)/g;
  const definition = /^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/gm;
  const blank = [];
  for (const pattern of [inline, definition]) {
    for (const match of prose.matchAll(pattern)) {
      const start = match.index + match[0].indexOf(match[1]);
      targets.push({ target: match[1].replace(/^<|>$/g, ''), line: lineAt(prose, start), fromRoot: false });
      blank.push([start, start + match[1].length]);
    }
  }
  // so that a link's own target is not found again as a bare citation
  for (const [start, end] of blank) text = text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
  for (const match of text.matchAll(DOC_CITATION))
    targets.push({ target: match[0], line: lineAt(text, match.index), fromRoot: true });
  return targets;
}

function codeTargets(source) {
  return [...source.matchAll(DOC_CITATION)].map((match) => ({
    target: match[0],
    line: lineAt(source, match.index),
    fromRoot: true,
  }));
}

function filesUnder(root, dir, keep) {
  const found = [];
  const walk = (at) => {
    if (!existsSync(at)) return;
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(path);
      } else if (keep(entry.name)) found.push(path);
    }
  };
  walk(join(root, dir));
  return found.sort();
}

/**
 * The broken links of the repository at `root`: `{ file, line, target, reason }`, file relative
 * to root with forward slashes.
 */
export function brokenLinks(root) {
  root = resolve(root);
  const anchorCache = new Map();
  const anchorsIn = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  const sources = [
    ...[join(root, 'README.md')].filter((file) => existsSync(file)).map((file) => ({ file, markdown: true })),
    ...filesUnder(root, 'docs', (name) => name.endsWith('.md')).map((file) => ({ file, markdown: true })),
    ...CODE_DIRS.flatMap((dir) => filesUnder(root, dir, (name) => CODE_EXTENSIONS.test(name))).map((file) => ({
      file,
      markdown: false,
    })),
  ];
  const broken = [];
  for (const { file, markdown } of sources) {
    const text = readFileSync(file, 'utf8');
    const name = relative(root, file).split(sep).join('/');
    for (const { target, line, fromRoot } of markdown ? markdownTargets(text) : codeTargets(text)) {
      // other sites, mail, and links that only name a page of the site itself
      if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(target)) continue;
      const hash = target.indexOf('#');
      let path = hash < 0 ? target : target.slice(0, hash);
      const anchor = hash < 0 ? null : target.slice(hash + 1);
      path = path.split('?')[0];
      try {
        path = decodeURIComponent(path);
      } catch {
        // a stray % is left as written and reported below if no such file exists
      }
      const report = (reason) => broken.push({ file: name, line, target, reason });
      let targetFile = file;
      if (path) {
        targetFile = path.startsWith('/') || fromRoot ? join(root, path) : resolve(dirname(file), path);
        if (!existsSync(targetFile)) {
          report('no such file');
          continue;
        }
      }
      if (anchor === null || !targetFile.endsWith('.md') || statSync(targetFile).isDirectory()) continue;
      let wanted = anchor;
      try {
        wanted = decodeURIComponent(anchor);
      } catch {
        // compared as written
      }
      if (!anchorsIn(targetFile).has(wanted))
        report(`no heading #${wanted} in ${relative(root, targetFile).split(sep).join('/')}`);
    }
  }
  return broken;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const broken = brokenLinks(root);
  for (const link of broken) console.log(`${link.file}:${link.line}: ${link.target} (${link.reason})`);
  if (broken.length) {
    console.log(`${broken.length} broken link${broken.length === 1 ? '' : 's'} into the docs`);
    process.exit(1);
  }
}
