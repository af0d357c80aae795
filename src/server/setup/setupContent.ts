// The content one setup writes (docs/api.md#setup), as pure functions of the answers and the
// entries as they are: the shop's details in the shell, the legal pages' placeholders and
// governing law filled, the template FAQ entries gone (the payment one says what the shop takes)
// and the demo menus chosen replaced by the shop's categories and pages.
import type { ContentCollection, ContentEntry, ContentEntryRef } from '../../lib/content';
import type { MenuEntry, SiteSettings } from '../../lib/contentSchemas';
import type { ShopSetup, ReplaceableMenu } from '../../lib/forms/shopSetup';
import { OWN_PAGES, type ShopCategory } from '../../lib/menuRoutes';
import { isTemplateFaq } from '../content/placeholders';

export interface SetupAnswers extends ShopSetup {
  /** the shop's address on the web, for {store_url} */
  storeUrl: string;
}

/** The address on one line, as the footer and the policies print it. */
export const oneLine = (address: string): string =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');

/** A Markdown text with the template's placeholders and governing law replaced by the answers. */
export function filledText(text: string, a: SetupAnswers): string {
  const values: Record<string, string> = {
    company_name: a.legalName,
    legal_name: a.legalName,
    shop_name: a.shopName,
    store_name: a.shopName,
    store_url: a.storeUrl,
    email: a.contactEmail,
    contact_email: a.contactEmail,
    support_email: a.supportEmail,
    phone: a.phone,
    address: oneLine(a.address),
    country: a.governingLaw,
  };
  return (
    text
      // the host of the shop's pages is not asked: the sentence says what it is for
      .replace(/hosting on \{platform_name\}/g, 'hosting')
      .replace(/\{platform_name\}/g, 'our hosting provider')
      .replace(/\{([a-z_]+)\}/g, (whole, key: string) => values[key] ?? whole)
      .replace(
        /(governed by the laws of )(\*\*)?[^.*\n]+(\*\*)?/g,
        (_, lead: string, open = '', close = '') => `${lead}${open}${a.governingLaw}${close}`,
      )
  );
}

export const copyrightLine = (shopName: string, year: number) => `© ${year} ${shopName}. All rights reserved.`;

const TEMPLATE_SCOPES = new Set(['blogs', 'mockups', 'templates', 'design', 'logos']);

/** The shell's settings with the answers; the theme's search scopes become the categories. */
export function setupSettings(
  current: SiteSettings,
  a: SetupAnswers,
  categories: readonly ShopCategory[],
  year: number,
): SiteSettings {
  const templateScopes = current.searchScopes.some((s) => TEMPLATE_SCOPES.has(s.toLowerCase()));
  return {
    ...current,
    shopName: a.shopName,
    contactEmail: a.contactEmail,
    supportEmail: a.supportEmail,
    phone: a.phone,
    address: oneLine(a.address),
    dealText: a.dealText ?? current.dealText,
    copyright: copyrightLine(a.shopName, year),
    searchScopes: templateScopes ? ['All categories', ...categories.map((c) => c.name)] : current.searchScopes,
  };
}

/** What the payment FAQ says of the methods the shop takes now. */
export function paymentFaqText(cards: boolean): string {
  const delivery = 'You can pay on delivery: you pay for your order when it arrives.';
  return cards
    ? `${delivery} You can also pay by card at checkout, on Stripe's secure payment page: we never see or store your card details.`
    : delivery;
}

const link = (label: string, href: string) => ({ label, href });

/** The category menu's path for a category: its own route, or the filtered catalogue when the
 *  path is a page's already. */
const categoryHref = (slug: string) =>
  OWN_PAGES.has(`/${slug}`) ? `/products?category=${encodeURIComponent(slug)}` : `/${slug}`;

/** The menu that replaces a demo one; null when there is nothing to list it with (no category). */
export function replacementMenu(
  id: ReplaceableMenu,
  current: MenuEntry,
  categories: readonly ShopCategory[],
): MenuEntry | null {
  const own = (items: { label: string; href: string; category?: string }[]) =>
    items.map((item) => ({ ...item, children: [] }));
  switch (id) {
    case 'categories':
      if (!categories.length) return null;
      return {
        ...current,
        items: own(categories.map((c) => ({ label: c.name, href: categoryHref(c.slug), category: c.slug }))),
      };
    case 'home':
      return {
        ...current,
        href: '/',
        items: own([
          link('Home', '/'),
          link('All products', '/products'),
          link('Categories', '/categories'),
          link('Compare', '/compare'),
          link('Wishlist', '/wishlist'),
        ]),
      };
    case 'shop':
      return {
        ...current,
        href: '/products',
        items: own([
          link('All products', '/products'),
          ...categories.map((c) => link(c.name, `/products?category=${encodeURIComponent(c.slug)}`)),
        ]),
      };
    case 'other':
      return {
        ...current,
        items: own([
          link('FAQs', '/faqs'),
          link('Contact Us', '/contact-us'),
          link('Order Tracking', '/order-tracking'),
        ]),
      };
    case 'footerCompany':
      return {
        ...current,
        items: own([
          link('Shop Products', '/products'),
          link('My Cart', '/cart'),
          link('Checkout', '/checkout'),
          link('Contact Us', '/contact-us'),
          link('Order Tracking', '/order-tracking'),
        ]),
      };
    case 'footerExplore':
      return {
        ...current,
        items: own([
          link('FAQs', '/faqs'),
          link('Privacy Policy', '/privacy-policy'),
          link('Refund Policy', '/refund-policy'),
          link('Terms of Service', '/terms-of-services'),
        ]),
      };
  }
}

export interface SetupEdit {
  collection: ContentCollection;
  id: string;
  /** null: the entry goes (a template FAQ entry) */
  entry: ContentEntry | null;
}

export interface SetupFacts {
  categories: readonly ShopCategory[];
  year: number;
  /** whether the shop takes cards (Stripe), for the payment question */
  cards: boolean;
  /** the policies' date of change */
  today: string;
}

/** What the answers change in the content as it is now: only the entries that change. */
export function setupEdits(
  entries: readonly (ContentEntryRef & { entry: ContentEntry })[],
  answers: SetupAnswers,
  facts: SetupFacts,
): SetupEdit[] {
  const edits: SetupEdit[] = [];
  for (const { collection, id, entry } of entries) {
    if (collection === 'settings') {
      const data = setupSettings(entry.data as SiteSettings, answers, facts.categories, facts.year);
      edits.push({ collection, id, entry: { data: { ...data }, body: '' } });
    } else if (collection === 'legal') {
      const body = filledText(entry.body, answers);
      const description = filledText(String(entry.data.description ?? ''), answers);
      if (body !== entry.body || description !== entry.data.description)
        edits.push({ collection, id, entry: { data: { ...entry.data, description, updated: facts.today }, body } });
    } else if (collection === 'faqs') {
      // the payment question stays, saying what the shop takes; the theme's and the platform's go
      if (isTemplateFaq(entry))
        edits.push({
          collection,
          id,
          entry: id === 'payment-methods' ? { data: entry.data, body: paymentFaqText(facts.cards) } : null,
        });
      else {
        const body = filledText(entry.body, answers);
        if (body !== entry.body) edits.push({ collection, id, entry: { data: entry.data, body } });
      }
    } else if (collection === 'menus' && (answers.replaceDemoMenus as string[]).includes(id)) {
      const menu = replacementMenu(id as ReplaceableMenu, entry.data as MenuEntry, facts.categories);
      if (menu) edits.push({ collection, id, entry: { data: { ...menu }, body: '' } });
    }
  }
  return edits;
}
