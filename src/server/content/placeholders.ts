// What is still template text in the content (docs/product.md#deliberate-changes, 30): the spec's
// placeholders such as {email} or {company_name}, the template FAQ entries about the theme and
// the hosted-store platform, and the newsletter's example address. Nothing is filled in for the
// owner: this only lists them, each with the field that holds it.
import type { ContentEntry, ContentEntryRef, Placeholder } from '../../lib/content';

const PLACEHOLDER = /\{[a-z_]+\}/g;
const TEMPLATE_FAQ = /\b(theme|platform)\b/i;
export const TEMPLATE_FAQ_TEXT = 'template FAQ entry (about the theme or the hosted-store platform)';
export const EXAMPLE_NEWSLETTER_TEXT = "the newsletter's example address";

/** Every text in a value with its field path (`items.2.label`). */
function* texts(value: unknown, at: string): Generator<[field: string, text: string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value))
    for (const [i, item] of value.entries()) yield* texts(item, at ? `${at}.${i}` : String(i));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* texts(item, at ? `${at}.${key}` : key);
}

function isExampleAddress(url: string): boolean {
  try {
    return new URL(url).hostname.split('.').includes('example');
  } catch {
    return false;
  }
}

export function findPlaceholders(entries: (ContentEntryRef & { entry: ContentEntry })[]): Placeholder[] {
  const found: Placeholder[] = [];
  for (const { collection, id, title, entry } of entries) {
    const add = (field: string, text: string) => {
      if (!found.some((p) => p.collection === collection && p.id === id && p.field === field && p.text === text))
        found.push({ collection, id, title, field, text });
    };
    for (const [field, text] of texts(entry.data, ''))
      for (const [match] of text.matchAll(PLACEHOLDER)) add(field, match);
    for (const [match] of entry.body.matchAll(PLACEHOLDER)) add('body', match);
    if (
      collection === 'faqs' &&
      (TEMPLATE_FAQ.test(String(entry.data.question ?? '')) || TEMPLATE_FAQ.test(entry.body))
    )
      add('body', TEMPLATE_FAQ_TEXT);
    if (
      collection === 'settings' &&
      typeof entry.data.newsletterUrl === 'string' &&
      isExampleAddress(entry.data.newsletterUrl)
    )
      add('newsletterUrl', EXAMPLE_NEWSLETTER_TEXT);
  }
  return found;
}
