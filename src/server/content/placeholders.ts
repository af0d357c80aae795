// What is still template text in the content (docs/product.md#deliberate-changes, 30 and 31): the
// spec's placeholders such as {email} or {company_name}, the template FAQ entries about the theme
// and the hosted-store platform, the newsletter's example address, the theme's demo menus and
// search scopes, a copyright of another year, the template's deal and its governing law. Nothing
// is filled in here: this only lists them, each with the field that holds it (the setup page,
// src/server/setup/, fills them in one save).
import type { ContentEntry, ContentEntryRef, Placeholder } from '../../lib/content';
import { OWN_PAGES } from '../../lib/menuRoutes';

const PLACEHOLDER = /\{[a-z_]+\}/g;
const TEMPLATE_FAQ = /\b(theme|platform)\b/i;
export const TEMPLATE_FAQ_TEXT = 'template FAQ entry (about the theme or the hosted-store platform)';
export const EXAMPLE_NEWSLETTER_TEXT = "the newsletter's example address";
export const TEMPLATE_DEAL_TEXT = "the template's deal (50% off)";
export const TEMPLATE_SCOPES_TEXT = "the theme's search scopes (Blogs, Mockups, ...)";
export const TEMPLATE_LAW_TEXT = "the template's governing law (Vietnam)";
export const demoLinksText = (count: number) => `${count} theme demo link${count === 1 ? '' : 's'}`;
export const oldYearText = (year: string) => `copyright year ${year}`;

/** The template's own values (src/content/settings.yaml as the spec gives it). */
const TEMPLATE_DEAL = /sale off 50%/i;
const TEMPLATE_SCOPES = new Set(['blogs', 'mockups', 'templates', 'design', 'logos']);
/** "governed by the laws of Vietnam" / "of **Vietnam**" */
const TEMPLATE_LAW = /laws of \**vietnam\b/i;

/** Paths of the shop's own pages: page files, the catalogue and the category menu's routes. */
function ownPath(href: string, categoryPaths: Set<string>): boolean {
  const path = href.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return (
    href !== '#' &&
    (OWN_PAGES.has(path) || path === '/products' || path.startsWith('/products/') || categoryPaths.has(path))
  );
}

interface MenuLinkData {
  href?: unknown;
  children?: unknown;
}

function menuLinks(data: Record<string, unknown>): MenuLinkData[] {
  const items = Array.isArray(data.items) ? (data.items as MenuLinkData[]) : [];
  return items.flatMap((item) => [item, ...(Array.isArray(item.children) ? (item.children as MenuLinkData[]) : [])]);
}

export interface PlaceholderContext {
  /** the governing law the setup wrote: the template's sentence then names it on purpose */
  governingLaw?: string;
  /** the year a copyright must name; this year by default */
  year?: number;
}

/** Every text in a value with its field path (`items.2.label`). */
function* texts(value: unknown, at: string): Generator<[field: string, text: string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value))
    for (const [i, item] of value.entries()) yield* texts(item, at ? `${at}.${i}` : String(i));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* texts(item, at ? `${at}.${key}` : key);
}

/** An FAQ entry of the template: about the theme or the hosted-store platform. */
export const isTemplateFaq = (entry: ContentEntry): boolean =>
  TEMPLATE_FAQ.test(String(entry.data.question ?? '')) || TEMPLATE_FAQ.test(entry.body);

function isExampleAddress(url: string): boolean {
  try {
    return new URL(url).hostname.split('.').includes('example');
  } catch {
    return false;
  }
}

export function findPlaceholders(
  entries: (ContentEntryRef & { entry: ContentEntry })[],
  context: PlaceholderContext = {},
): Placeholder[] {
  const found: Placeholder[] = [];
  const year = String(context.year ?? new Date().getUTCFullYear());
  const lawChosen = Boolean(context.governingLaw && TEMPLATE_LAW.test(`laws of ${context.governingLaw}`));
  const categoryMenu = entries.find((e) => e.collection === 'menus' && e.id === 'categories');
  const categoryPaths = new Set(
    (categoryMenu ? menuLinks(categoryMenu.entry.data) : []).map((link) => String(link.href ?? '')),
  );
  for (const { collection, id, title, entry } of entries) {
    const add = (field: string, text: string) => {
      if (!found.some((p) => p.collection === collection && p.id === id && p.field === field && p.text === text))
        found.push({ collection, id, title, field, text });
    };
    for (const [field, text] of texts(entry.data, ''))
      for (const [match] of text.matchAll(PLACEHOLDER)) add(field, match);
    for (const [match] of entry.body.matchAll(PLACEHOLDER)) add('body', match);
    if (collection === 'faqs' && isTemplateFaq(entry)) add('body', TEMPLATE_FAQ_TEXT);
    if (
      collection === 'settings' &&
      typeof entry.data.newsletterUrl === 'string' &&
      isExampleAddress(entry.data.newsletterUrl)
    )
      add('newsletterUrl', EXAMPLE_NEWSLETTER_TEXT);
    if (collection === 'settings') {
      const { dealText, searchScopes, copyright } = entry.data;
      if (typeof dealText === 'string' && TEMPLATE_DEAL.test(dealText)) add('dealText', TEMPLATE_DEAL_TEXT);
      if (Array.isArray(searchScopes) && searchScopes.some((s) => TEMPLATE_SCOPES.has(String(s).toLowerCase())))
        add('searchScopes', TEMPLATE_SCOPES_TEXT);
      const years = typeof copyright === 'string' ? (copyright.match(/\b(19|20)\d\d\b/g) ?? []) : [];
      for (const old of years.filter((y) => y !== year)) add('copyright', oldYearText(old));
    }
    if (collection === 'legal' && !lawChosen && TEMPLATE_LAW.test(entry.body)) add('body', TEMPLATE_LAW_TEXT);
    // the category menu's entries are the catalogue's routes; every other menu links to pages
    if (collection === 'menus' && id !== 'categories') {
      const demo = menuLinks(entry.data).filter((link) => !ownPath(String(link.href ?? ''), categoryPaths));
      if (demo.length) add('items', demoLinksText(demo.length));
    }
  }
  return found;
}
