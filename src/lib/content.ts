// The Content section's shapes and rules, shared by the islands and the server: which entries
// exist, how an entry is checked (the build's own schemas, src/lib/contentSchemas.ts) and the
// problems shown beside each field before anything is sent (docs/api.md#content).
import { faqSchema, legalSchema, menuSchema, settingsSchema } from './contentSchemas';
import { markdownProblem } from './markdown';
import { MENU_IDS } from './menuRoutes';
import type { PublishStatus } from './publishStatuses';

export type { PublishStatus };

export const CONTENT_COLLECTIONS = ['faqs', 'legal', 'settings', 'menus'] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

/** Collections whose entries are Markdown files (front matter and a body). */
export const MARKDOWN_COLLECTIONS: readonly ContentCollection[] = ['faqs', 'legal'];
export const LEGAL_IDS = ['privacy-policy', 'refund-policy', 'terms-of-services'] as const;
export const SETTINGS_ID = 'site';

/** An FAQ entry's id is its file name: lower-case words joined by "-". */
export const FAQ_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_ID_LENGTH = 80;
/** A page's Markdown, in characters: the longest policy is about 3,000. */
export const MAX_BODY_LENGTH = 40_000;

export const isContentCollection = (value: string): value is ContentCollection =>
  (CONTENT_COLLECTIONS as readonly string[]).includes(value);

/** Whether `id` names an entry the collection can hold (an FAQ entry that does not exist yet too). */
export function isEntryId(collection: ContentCollection, id: string): boolean {
  // `reorder` is the path that puts the FAQ in order (docs/api.md#content)
  if (collection === 'faqs') return id.length <= MAX_ID_LENGTH && FAQ_ID.test(id) && id !== 'reorder';
  if (collection === 'legal') return (LEGAL_IDS as readonly string[]).includes(id);
  if (collection === 'settings') return id === SETTINGS_ID;
  return (MENU_IDS as readonly string[]).includes(id);
}

/** The id a new FAQ entry gets from its question: "Can I pay later?" -> "can-i-pay-later". */
export function idFromQuestion(question: string): string {
  return question
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export const schemaOf = (collection: ContentCollection) =>
  ({ faqs: faqSchema, legal: legalSchema, settings: settingsSchema, menus: menuSchema })[collection];

export interface FieldProblem {
  /** the field's path: `question`, `items.2.href`, `body` */
  field: string;
  message: string;
}

interface Issue {
  code: string;
  message: string;
  minimum?: number | bigint;
  type?: string;
  origin?: string;
  expected?: string;
  received?: string;
  format?: string;
  validation?: string;
  keys?: string[];
}

const KINDS: Record<string, string> = {
  number: 'a number',
  string: 'text',
  array: 'a list',
  object: 'a group of fields',
};

/** The schema's problem in an editor's words (zod's own say "expected string to have >=1 characters"). */
function problemText(issue: Issue): string {
  const kind = issue.origin ?? issue.type;
  if (issue.code === 'too_small' && kind === 'string' && Number(issue.minimum) === 1) return 'must not be empty';
  if (issue.code === 'too_small' && kind === 'array') return `needs at least ${issue.minimum}`;
  if (issue.code === 'invalid_type' && (issue.received === 'undefined' || /received undefined/.test(issue.message)))
    return 'is required';
  if (issue.code === 'invalid_type' && issue.expected === 'date') return 'must be a date (YYYY-MM-DD)';
  if (issue.code === 'invalid_date') return 'must be a date (YYYY-MM-DD)';
  if (issue.code === 'invalid_type' && issue.expected && KINDS[issue.expected])
    return `must be ${KINDS[issue.expected]}`;
  if ((issue.format ?? issue.validation) === 'url') return 'must be a web address (https://...)';
  if (issue.code === 'unrecognized_keys') return `is not a field here: ${issue.keys?.join(', ')}`;
  return issue.message;
}

/** The problems of an entry, by field, as the build would see them; empty when it may be published. */
export function entryProblems(collection: ContentCollection, data: unknown, body: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const result = schemaOf(collection).safeParse(data);
  if (!result.success)
    for (const issue of result.error.issues)
      problems.push({ field: issue.path.join('.') || 'data', message: problemText(issue as Issue) });
  if (MARKDOWN_COLLECTIONS.includes(collection)) {
    if (!body.trim()) problems.push({ field: 'body', message: 'the text must not be empty' });
    else if (body.length > MAX_BODY_LENGTH)
      problems.push({
        field: 'body',
        message: `must be at most ${MAX_BODY_LENGTH.toLocaleString('en-US')} characters`,
      });
    else {
      const unsafe = markdownProblem(body);
      if (unsafe) problems.push({ field: 'body', message: unsafe });
    }
  }
  return problems;
}

export interface ContentEntryRef {
  collection: ContentCollection;
  id: string;
  title: string;
}

export interface ContentEntry {
  /** the front matter (Markdown) or the entry's YAML, as the schema reads it */
  data: Record<string, unknown>;
  /** the Markdown below the front matter; empty for YAML entries */
  body: string;
}

export interface Placeholder {
  collection: ContentCollection;
  id: string;
  /** the entry's title, for the list */
  title: string;
  /** the field holding it (`phone`, `body`, `newsletterUrl`), for the link to the field */
  field: string;
  /** what is still template text: `{phone}`, or a description such as "template FAQ entry" */
  text: string;
}

export interface PublishState {
  id: string;
  status: PublishStatus;
  /** why it failed (the build's own message), else null */
  reason: string | null;
  by: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface ContentVersion {
  version: string;
  /** the file's text at this version; null: the entry was removed */
  content: string | null;
  /** who published it; null: the file as found in the repository before an edit here */
  by: string | null;
  at: string;
  publish: { id: string; status: PublishStatus } | null;
}

export interface ContentEditing {
  /** whether this server may publish */
  enabled: boolean;
  /** why not, in words an editor can act on; null when enabled */
  reason: string | null;
}
