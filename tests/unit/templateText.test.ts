// The template-text detector (src/server/content/placeholders.ts) on the content as shipped, and
// the setup's edits (src/server/setup/setupContent.ts) that leave it nothing to list: the spec's
// placeholders, the theme's demo menus and search scopes, the copyright year, the deal, the FAQ's
// template entries and the governing law.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentEntry, ContentEntryRef } from '../../src/lib/content';
import { pricesIncludeTaxIn, shopSetupSchema } from '../../src/lib/forms/shopSetup';
import { listEntries } from '../../src/server/content/contentFiles';
import {
  demoLinksText,
  findPlaceholders,
  oldYearText,
  TEMPLATE_DEAL_TEXT,
  TEMPLATE_FAQ_TEXT,
  TEMPLATE_LAW_TEXT,
  TEMPLATE_SCOPES_TEXT,
} from '../../src/server/content/placeholders';
import { filledText, setupEdits, type SetupAnswers } from '../../src/server/setup/setupContent';

const CONTENT = path.resolve(import.meta.dirname, '../../src/content');
type Entries = (ContentEntryRef & { entry: ContentEntry })[];

const ANSWERS: SetupAnswers = {
  ...shopSetupSchema.parse({
    shopName: 'Volt & Co',
    contactEmail: 'hello@volt.example',
    supportEmail: 'help@volt.example',
    phone: '+49 30 1234567',
    address: 'Hauptstr. 1\n10115 Berlin',
    legalName: 'Volt & Co GmbH',
    taxId: 'DE123456789',
    country: 'de',
    governingLaw: 'Germany',
    dealText: 'Free returns for 30 days',
    replaceDemoMenus: ['home', 'shop', 'other', 'footerCompany', 'footerExplore'],
  }),
  storeUrl: 'https://volt.example',
};
const FACTS = {
  categories: [
    { name: 'Audio', slug: 'audio' },
    { name: 'Phones', slug: 'phones' },
  ],
  year: 2026,
  cards: false,
  today: '2026-12-02',
};

/** The entries after the edits, as the publish would write them. */
function applied(entries: Entries, edits: ReturnType<typeof setupEdits>): Entries {
  const out: Entries = [];
  for (const e of entries) {
    const edit = edits.find((x) => x.collection === e.collection && x.id === e.id);
    if (!edit) out.push(e);
    else if (edit.entry) out.push({ ...e, entry: edit.entry });
  }
  return out;
}

describe('the template-text detector', () => {
  it('lists everything a shopper sees of the template in the content as shipped', async () => {
    const found = findPlaceholders(await listEntries(CONTENT), { year: 2026 });
    const has = (id: string, field: string, text: string) =>
      expect(found).toContainEqual(expect.objectContaining({ id, field, text }));
    has('site', 'phone', '{phone}');
    has('site', 'dealText', TEMPLATE_DEAL_TEXT);
    has('site', 'searchScopes', TEMPLATE_SCOPES_TEXT);
    has('site', 'copyright', oldYearText('2020'));
    has('privacy-policy', 'body', '{company_name}');
    has('privacy-policy', 'body', '{platform_name}');
    has('privacy-policy', 'description', '{company_name}');
    has('terms-of-services', 'body', TEMPLATE_LAW_TEXT);
    has('refund-policy', 'body', TEMPLATE_LAW_TEXT);
    has('what-is-this-platform', 'body', TEMPLATE_FAQ_TEXT);
    has('payment-methods', 'body', TEMPLATE_FAQ_TEXT);
    // HOME's eight layouts, SHOP's 26 pages, More's three and the footer's "#" links
    has('home', 'items', demoLinksText(8));
    has('other', 'items', demoLinksText(3));
    has('footerCompany', 'items', demoLinksText(2));
    has('footerExplore', 'items', demoLinksText(2));
    expect(found.find((p) => p.id === 'shop')?.text).toMatch(/^\d+ theme demo links$/);
    // the shop's own pages and the catalogue's routes are not the template's
    expect(found.some((p) => p.id === 'pages' || p.id === 'categories')).toBe(false);
    expect(found.some((p) => p.id === 'warranty')).toBe(false);
  });

  it('takes a copyright of this year and a governing law the owner chose', () => {
    const site = (copyright: string) => [
      {
        collection: 'settings' as const,
        id: 'site',
        title: '',
        entry: { data: { copyright, dealText: 'Free returns', searchScopes: ['Audio'] }, body: '' },
      },
    ];
    expect(findPlaceholders(site('© 2026 Volt'), { year: 2026 })).toEqual([]);
    expect(findPlaceholders(site('© 2025 Volt'), { year: 2026 }).map((p) => p.text)).toEqual([oldYearText('2025')]);
    const terms = [
      {
        collection: 'legal' as const,
        id: 'terms-of-services',
        title: '',
        entry: { data: {}, body: 'These terms are governed by the laws of Vietnam.' },
      },
    ];
    expect(findPlaceholders(terms).map((p) => p.text)).toEqual([TEMPLATE_LAW_TEXT]);
    expect(findPlaceholders(terms, { governingLaw: 'Vietnam' })).toEqual([]);
  });
});

describe('the setup edits', () => {
  it('leave the detector nothing to list (the newsletter subscribes to the own list of the shop)', async () => {
    const entries = await listEntries(CONTENT);
    const after = applied(entries, setupEdits(entries, ANSWERS, FACTS));
    expect(findPlaceholders(after, { year: 2026, governingLaw: 'Germany' }).map((p) => p.text)).toEqual([]);
  });

  it('fill the policies from the answers and name the governing law', async () => {
    const entries = await listEntries(CONTENT);
    const edits = setupEdits(entries, ANSWERS, FACTS);
    const terms = edits.find((e) => e.id === 'terms-of-services')!.entry!;
    expect(terms.body).toContain('This website is operated by Volt & Co GmbH.');
    expect(terms.body).toContain('governed by the laws of Germany.');
    expect(terms.body).toContain(
      'Questions about these terms: hello@volt.example, +49 30 1234567, Hauptstr. 1, 10115 Berlin.',
    );
    expect(terms.data.updated).toBe('2026-12-02');
    const refund = edits.find((e) => e.id === 'refund-policy')!.entry!;
    expect(refund.body).toContain('governed by the laws of **Germany**');
    const privacy = edits.find((e) => e.id === 'privacy-policy')!.entry!;
    expect(privacy.body).toContain('make a purchase from https://volt.example');
    expect(privacy.body).not.toMatch(/\{[a-z_]+\}/);
    // the payment question says what the shop takes; the theme's and the platform's go
    expect(edits.find((e) => e.id === 'payment-methods')!.entry!.body).toMatch(/^You can pay on delivery/);
    expect(edits.find((e) => e.id === 'what-is-this-platform')!.entry).toBeNull();
    const site = edits.find((e) => e.id === 'site')!.entry!.data;
    expect(site).toMatchObject({
      shopName: 'Volt & Co',
      address: 'Hauptstr. 1, 10115 Berlin',
      dealText: 'Free returns for 30 days',
      copyright: '© 2026 Volt & Co. All rights reserved.',
      searchScopes: ['All categories', 'Audio', 'Phones'],
    });
    const shop = edits.find((e) => e.id === 'shop')!.entry!.data;
    expect(shop.items).toEqual([
      { label: 'All products', href: '/products', children: [] },
      { label: 'Audio', href: '/products?category=audio', children: [] },
      { label: 'Phones', href: '/products?category=phones', children: [] },
    ]);
    // a menu not chosen stays
    expect(edits.some((e) => e.id === 'categories')).toBe(false);
  });

  it('keep a filled text as it is, and fill only the placeholders they know', () => {
    expect(filledText('Write to {email} or {fax}.', ANSWERS)).toBe('Write to hello@volt.example or {fax}.');
    expect(filledText('hosting on {platform_name}, payment processing', ANSWERS)).toBe('hosting, payment processing');
  });
});

describe('the setup answers', () => {
  it('give the tax mode of the country the shop sells from', () => {
    expect(pricesIncludeTaxIn('DE')).toBe(true);
    expect(pricesIncludeTaxIn('GB')).toBe(true);
    expect(pricesIncludeTaxIn('US')).toBe(false);
  });

  it('name the field of each refusal', () => {
    const base = { ...ANSWERS };
    const problem = (change: Record<string, unknown>) => {
      const result = shopSetupSchema.safeParse({ ...base, ...change });
      return result.success ? null : `${result.error.issues[0].path.join('.')}: ${result.error.issues[0].message}`;
    };
    expect(problem({ contactEmail: 'not mail' })).toMatch(/^contactEmail: must be an e-mail address/);
    expect(problem({ phone: 'call me' })).toMatch(/^phone: must be a phone number/);
    expect(problem({ country: 'XX' })).toMatch(/^country: must be a country code/);
    expect(problem({ legalName: '   ' })).toBe('legalName: is required.');
    expect(problem({ shopName: '{shop_name}' })).toMatch(/^shopName: must be your own text/);
    expect(problem({ replaceDemoMenus: ['pages'] })).toMatch(/^replaceDemoMenus\.0: must list menus among/);
    expect(problem({})).toBeNull();
  });
});
