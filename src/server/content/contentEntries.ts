// The Content section's service (docs/api.md#content): the entries and what is left to fill in,
// one entry's data and Markdown, and the changes a publish makes: an entry saved, an FAQ entry
// removed, the FAQ put in a new order, an older version restored. Every change is checked with
// the build's own schemas first, as the build will read the file written, so a refused change
// writes nothing.
import { z } from 'zod';
import {
  entryProblems,
  isContentCollection,
  MARKDOWN_COLLECTIONS,
  isEntryId,
  schemaOf,
  type ContentCollection,
  type ContentEditing,
  type ContentEntry,
  type ContentEntryRef,
  type FieldProblem,
  type Placeholder,
  type PublishState,
} from '../../lib/content';
import type { UserRow } from '../accounts/auth';
import { config } from '../config';
import type { Db } from '../db/client';
import { HttpError, notFound } from '../http/httpError';
import type { ContentChange } from './contentChanges';
import { contentEditing, assertEditing } from './editing';
import { entryAsBuilt, entryPath, entryText, listEntries, readEntry } from './contentFiles';
import { findPlaceholders } from './placeholders';
import { readSetupRecord } from '../setup/setupRecord';
import { queuePublish, recentPublishes } from './publishing';
import { entryOfVersion, versionOf } from './versions';

export const entryInput = z.object({
  data: z.record(z.string(), z.unknown(), { error: 'must be an object of the entry’s fields' }),
  body: z.string({ error: 'must be the Markdown text' }).default(''),
});

export const restoreInput = z.object({
  version: z.union([z.string(), z.number()], { error: 'must be a version number from the history' }).transform(String),
});

export const reorderInput = z.object({
  ids: z.array(z.string(), { error: 'must list the FAQ entries in their new order' }).max(500),
});

export interface ContentOverview {
  entries: ContentEntryRef[];
  placeholders: Placeholder[];
  editing: ContentEditing;
  publishes: PublishState[];
}

export async function contentOverview(db: Db): Promise<ContentOverview> {
  const [entries, editing, publishes, setup] = await Promise.all([
    listEntries(config.content.dir),
    contentEditing(),
    recentPublishes(db),
    readSetupRecord(db),
  ]);
  return {
    entries: entries.map(({ collection, id, title }) => ({ collection, id, title })),
    placeholders: findPlaceholders(entries, { governingLaw: setup.governingLaw }),
    editing,
    publishes,
  };
}

/** The collection and id of a route, 404 for anything the content cannot hold. */
export function entryRef(collection: string | undefined, id: string | undefined): [ContentCollection, string] {
  if (!collection || !isContentCollection(collection)) throw notFound('Content collection');
  if (!id || !isEntryId(collection, id)) throw notFound('Content entry');
  return [collection, id];
}

/** The entry as the editor sees it: a policy's date as `YYYY-MM-DD`. */
export async function getEntry(collection: ContentCollection, id: string): Promise<ContentEntry> {
  const entry = await readEntry(config.content.dir, collection, id);
  if (!entry) throw notFound('Content entry');
  return entry;
}

const refused = (problems: FieldProblem[], prefix = '') =>
  new HttpError(400, `${prefix}${problems[0].field}: ${problems[0].message}`, {}, { problems });

/** The data as it is written: a policy's date as a day, no empty submenus. */
function written(collection: ContentCollection, data: Record<string, unknown>): Record<string, unknown> {
  if (collection === 'legal') {
    const parsed = schemaOf('legal').parse(data) as { updated: Date };
    return { ...data, updated: parsed.updated.toISOString().slice(0, 10) };
  }
  if (collection === 'menus' && Array.isArray(data.items))
    return {
      ...data,
      items: data.items.map((item: Record<string, unknown>) =>
        Array.isArray(item.children) && item.children.length === 0
          ? Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'children'))
          : item,
      ),
    };
  return data;
}

/** Checks an entry and makes the change that publishes it; 400 with every problem by field. */
export async function checkedChange(
  collection: ContentCollection,
  id: string,
  entry: ContentEntry,
  prefix = '',
): Promise<ContentChange> {
  const problems = entryProblems(collection, entry.data, entry.body);
  if (problems.length) throw refused(problems, prefix);
  const data = written(collection, entry.data);
  // read back as the build will read the file, and checked again
  const text = await entryText(config.content.dir, collection, id, data, entry.body);
  const asBuilt = entryAsBuilt(text, collection, id);
  const again = entryProblems(collection, asBuilt?.data, entry.body);
  if (again.length) throw refused(again, prefix);
  return { collection, id, path: entryPath(collection, id), entry: { data, body: entry.body } };
}

export async function publishEntry(
  db: Db,
  user: UserRow,
  collection: ContentCollection,
  id: string,
  input: z.infer<typeof entryInput>,
): Promise<PublishState> {
  await assertEditing();
  const body = collection === 'faqs' || collection === 'legal' ? input.body : '';
  return queuePublish(db, user, [await checkedChange(collection, id, { data: input.data, body })]);
}

export async function removeFaq(db: Db, user: UserRow, id: string): Promise<PublishState> {
  await assertEditing();
  if (!(await readEntry(config.content.dir, 'faqs', id))) throw notFound('Content entry');
  return queuePublish(db, user, [{ collection: 'faqs', id, path: entryPath('faqs', id), entry: null }]);
}

/** Gives the FAQ entries the order 1, 2, 3... of `ids`, which must name each entry once. */
export async function reorderFaqs(db: Db, user: UserRow, ids: string[]): Promise<PublishState> {
  await assertEditing();
  const faqs = (await listEntries(config.content.dir)).filter((e) => e.collection === 'faqs');
  const known = new Set(faqs.map((e) => e.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
    throw new HttpError(400, 'ids: must name every FAQ entry once, in the new order.');
  const changes: ContentChange[] = [];
  for (const [index, id] of ids.entries()) {
    const entry = faqs.find((e) => e.id === id)!.entry;
    if (entry.data.order === index + 1) continue;
    changes.push(await checkedChange('faqs', id, { data: { ...entry.data, order: index + 1 }, body: entry.body }));
  }
  if (!changes.length) throw new HttpError(400, 'ids: the FAQ is in this order already.');
  return queuePublish(db, user, changes);
}

export async function restoreVersion(
  db: Db,
  user: UserRow,
  collection: ContentCollection,
  id: string,
  version: string,
): Promise<PublishState> {
  await assertEditing();
  const text = await versionOf(db, collection, id, version);
  const entry = entryOfVersion(text, collection, id);
  if (!entry) {
    if (collection !== 'faqs') throw new HttpError(400, 'version: only an FAQ entry can be removed.');
    return removeFaq(db, user, id);
  }
  const change = await checkedChange(collection, id, entry, `version ${version}: `);
  if (text === null || !MARKDOWN_COLLECTIONS.includes(collection)) return queuePublish(db, user, [change]);
  // a Markdown version is its whole file: written back as it was, once the build's reading passes
  const asBuilt = entryAsBuilt(text, collection, id);
  const problems = entryProblems(collection, asBuilt?.data, asBuilt?.body ?? '');
  if (problems.length) throw refused(problems, `version ${version}: `);
  return queuePublish(db, user, [{ ...change, text }]);
}
