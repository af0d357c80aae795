// Where the Content section shows an entry and its fields, and which shop page shows the entry:
// the placeholder lists (dashboard and Content section) link straight to the field.
import type { ContentCollection } from './content';

export const CONTENT_PAGE = '/admin/content';

/** The id of the control of a field path (`items.2.href` -> `field-items-2-href`). */
export const fieldId = (field: string): string => `field-${field.replace(/\./g, '-')}`;

export function entryHref(collection: ContentCollection, id: string, field?: string): string {
  const query = new URLSearchParams({ collection, id });
  return `${CONTENT_PAGE}/edit?${query}${field ? `#${fieldId(field)}` : ''}`;
}

export const newFaqHref = (): string => `${CONTENT_PAGE}/edit?${new URLSearchParams({ collection: 'faqs', new: '1' })}`;

/** The shop page that shows the entry (the shop's details and menus: every page, the home page first). */
export function shopPageOf(collection: ContentCollection, id: string): string {
  if (collection === 'faqs') return '/faqs';
  if (collection === 'legal') return `/${id}`;
  return '/';
}
