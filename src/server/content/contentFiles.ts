// The content source as files (CONTENT_DIR): which file holds an entry, reading an entry out of
// its text and writing it back. FAQ entries and policies are Markdown with YAML front matter;
// the shop's details and the menus are keys of settings.yaml and menus.yaml, rewritten in place
// so the comments and the other keys stay as a developer left them.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, stringify, type Node } from 'yaml';
import {
  LEGAL_IDS,
  MARKDOWN_COLLECTIONS,
  SETTINGS_ID,
  type ContentCollection,
  type ContentEntry,
  type ContentEntryRef,
} from '../../lib/content';
import { MENU_IDS } from '../../lib/menuRoutes';

/** The file of an entry, relative to the content folder. */
export function entryPath(collection: ContentCollection, id: string): string {
  if (collection === 'faqs' || collection === 'legal') return `${collection}/${id}.md`;
  return collection === 'settings' ? 'settings.yaml' : 'menus.yaml';
}

/** The YAML key of an entry inside its file (settings and menus). */
const yamlKey = (collection: ContentCollection, id: string) => (collection === 'settings' ? SETTINGS_ID : id);

export async function readText(dir: string, file: string): Promise<string | null> {
  try {
    return await fs.readFile(path.join(dir, file), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Writes (or with null removes) a file so a reader sees the old text or the new, never half. */
export async function writeText(dir: string, file: string, text: string | null): Promise<void> {
  const target = path.join(dir, file);
  if (text === null) {
    await fs.rm(target, { force: true });
    return;
  }
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, text);
  await fs.rename(temporary, target);
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A Markdown file's front matter and body; a file without front matter is all body. */
export function parseMarkdown(text: string): ContentEntry {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, body: text };
  const data = (parseDocument(match[1]).toJS() ?? {}) as Record<string, unknown>;
  return { data, body: match[2].replace(/^\r?\n/, '') };
}

// Written as YAML 1.1, which quotes every text an older reader would take for something else
// ("yes", "2024-01-01", "0123"): the build's reader (js-yaml) then reads back exactly the text.
const WRITE = { version: '1.1', lineWidth: 0 } as const;

export function markdownText(data: Record<string, unknown>, body: string): string {
  return `---\n${stringify(data, WRITE)}---\n\n${body.trim()}\n`;
}

/** The entry `id` of a settings or menus file's text, or null when the file lacks it. */
export function yamlEntry(text: string, collection: ContentCollection, id: string): ContentEntry | null {
  const all = (parseDocument(text).toJS() ?? {}) as Record<string, unknown>;
  const value = all[yamlKey(collection, id)];
  return value && typeof value === 'object' ? { data: value as Record<string, unknown>, body: '' } : null;
}

/** Lists of plain values and menu links without children read best on one line, as the
 *  files were written by hand. */
function flowShortCollections(node: Node | null | undefined): void {
  if (isSeq(node)) {
    if (node.items.every((item) => isScalar(item))) node.flow = true;
    node.items.forEach((item) => flowShortCollections(item as Node));
  } else if (isMap(node)) {
    if (node.items.every((pair) => isScalar(pair.value)) && node.has('href')) node.flow = true;
    node.items.forEach((pair) => flowShortCollections(pair.value as Node));
  }
}

/** The settings or menus file's text with the entry `id` replaced by `data`. */
export function withYamlEntry(
  text: string,
  collection: ContentCollection,
  id: string,
  data: Record<string, unknown>,
): string {
  const doc = parseDocument(text, { version: '1.1' });
  const node = doc.createNode(data);
  flowShortCollections(node);
  doc.set(yamlKey(collection, id), node);
  return doc.toString(WRITE);
}

/** The entry as stored, or null when it does not exist. */
export async function readEntry(dir: string, collection: ContentCollection, id: string): Promise<ContentEntry | null> {
  const text = await readText(dir, entryPath(collection, id));
  if (text === null) return null;
  return entryFromText(text, collection, id);
}

/** The entry as a YAML 1.1 reader such as the build's reads it (dates as dates). */
export function entryAsBuilt(text: string, collection: ContentCollection, id: string): ContentEntry | null {
  if (MARKDOWN_COLLECTIONS.includes(collection)) {
    const match = FRONT_MATTER.exec(text);
    const data = match ? parseDocument(match[1], { version: '1.1' }).toJS() : {};
    return { data: (data ?? {}) as Record<string, unknown>, body: match ? match[2] : text };
  }
  const all = (parseDocument(text, { version: '1.1' }).toJS() ?? {}) as Record<string, unknown>;
  const value = all[yamlKey(collection, id)];
  return value && typeof value === 'object' ? { data: value as Record<string, unknown>, body: '' } : null;
}

export function entryFromText(text: string, collection: ContentCollection, id: string): ContentEntry | null {
  return MARKDOWN_COLLECTIONS.includes(collection) ? parseMarkdown(text) : yamlEntry(text, collection, id);
}

/** The file's new text for an entry (for settings and menus, the whole file with the entry changed). */
export async function entryText(
  dir: string,
  collection: ContentCollection,
  id: string,
  data: Record<string, unknown>,
  body: string,
): Promise<string> {
  if (MARKDOWN_COLLECTIONS.includes(collection)) return markdownText(data, body);
  const current = (await readText(dir, entryPath(collection, id))) ?? '';
  return withYamlEntry(current, collection, id, data);
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);

/** Every entry of the content, FAQ entries in their order on /faqs. */
export async function listEntries(dir: string): Promise<(ContentEntryRef & { entry: ContentEntry })[]> {
  const faqFiles = (await fs.readdir(path.join(dir, 'faqs')).catch(() => [] as string[])).filter((f) =>
    f.endsWith('.md'),
  );
  const faqs = await Promise.all(
    faqFiles.map(async (file) => {
      const id = file.slice(0, -3);
      const entry = parseMarkdown((await readText(dir, `faqs/${file}`)) ?? '');
      return { collection: 'faqs' as const, id, title: text(entry.data.question, id), entry };
    }),
  );
  const order = (e: (typeof faqs)[number]) => (typeof e.entry.data.order === 'number' ? e.entry.data.order : 0);
  faqs.sort((a, b) => order(a) - order(b) || a.id.localeCompare(b.id));
  const legal = await Promise.all(
    LEGAL_IDS.map(async (id) => {
      const entry = (await readEntry(dir, 'legal', id)) ?? { data: {}, body: '' };
      return { collection: 'legal' as const, id, title: text(entry.data.title, id), entry };
    }),
  );
  const settingsText = (await readText(dir, 'settings.yaml')) ?? '';
  const settings = yamlEntry(settingsText, 'settings', SETTINGS_ID) ?? { data: {}, body: '' };
  const menusText = (await readText(dir, 'menus.yaml')) ?? '';
  const menus = MENU_IDS.map((id) => {
    const entry = yamlEntry(menusText, 'menus', id) ?? { data: {}, body: '' };
    return { collection: 'menus' as const, id, title: `Menu: ${text(entry.data.label, id)}`, entry };
  });
  return [
    ...faqs,
    ...legal,
    { collection: 'settings' as const, id: SETTINGS_ID, title: "Shop's details", entry: settings },
    ...menus,
  ];
}
