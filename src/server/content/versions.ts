// The versions of each content entry (docs/api.md#content): what every publish wrote and the
// text it replaced. A Markdown entry's version is its file; a settings or menu entry's is its
// own key of the YAML file, so restoring one menu leaves the other menus as they are.
import { and, desc, eq } from 'drizzle-orm';
import { stringify } from 'yaml';
import {
  MARKDOWN_COLLECTIONS,
  SETTINGS_ID,
  type ContentCollection,
  type ContentEntry,
  type ContentVersion,
} from '../../lib/content';
import { schema, type Db } from '../db/client';
import { badRequest } from '../http/httpError';
import { parseMarkdown, yamlEntry } from './contentFiles';

const { contentPublishes, contentVersions } = schema;

/** The versions shown for an entry, newest first. */
const HISTORY_LENGTH = 50;

/** The text kept as a version of the entry, from its file's text. */
export function versionText(fileText: string, collection: ContentCollection, id: string): string | null {
  if (MARKDOWN_COLLECTIONS.includes(collection)) return fileText;
  const entry = yamlEntry(fileText, collection, id);
  const key = collection === 'settings' ? SETTINGS_ID : id;
  return entry ? stringify({ [key]: entry.data }, { version: '1.1', lineWidth: 0 }) : null;
}

/** The entry a version holds (null: the version removed it). */
export function entryOfVersion(text: string | null, collection: ContentCollection, id: string): ContentEntry | null {
  if (text === null) return null;
  if (MARKDOWN_COLLECTIONS.includes(collection)) return parseMarkdown(text);
  const entry = yamlEntry(text, collection, id);
  if (!entry) throw badRequest('version: it holds no entry to restore.');
  return entry;
}

export async function entryHistory(db: Db, collection: ContentCollection, id: string): Promise<ContentVersion[]> {
  const rows = await db
    .select({ version: contentVersions, publishStatus: contentPublishes.status })
    .from(contentVersions)
    .leftJoin(contentPublishes, eq(contentPublishes.id, contentVersions.publishId))
    .where(and(eq(contentVersions.collection, collection), eq(contentVersions.entryId, id)))
    .orderBy(desc(contentVersions.id))
    .limit(HISTORY_LENGTH);
  return rows.map(({ version, publishStatus }) => ({
    version: String(version.id),
    content: version.content,
    by: version.byName,
    at: version.createdAt.toISOString(),
    publish: version.publishId && publishStatus ? { id: version.publishId, status: publishStatus } : null,
  }));
}

/** The text of one version of the entry; 404 when the entry has no such version. */
export async function versionOf(
  db: Db,
  collection: ContentCollection,
  id: string,
  version: string,
): Promise<string | null> {
  const number = /^\d{1,15}$/.test(version) ? Number(version) : NaN;
  if (!Number.isSafeInteger(number)) throw badRequest('version: must be a version number from the history.');
  const [row] = await db
    .select({ content: contentVersions.content })
    .from(contentVersions)
    .where(
      and(eq(contentVersions.id, number), eq(contentVersions.collection, collection), eq(contentVersions.entryId, id)),
    )
    .limit(1);
  if (!row) throw badRequest(`version: this entry has no version ${version}.`);
  return row.content;
}
