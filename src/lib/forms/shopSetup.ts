// What the "Set up your shop" page asks once (PUT /api/setup, docs/api.md#setup), for the server
// and the page alike: every field is checked here, so a refusal names its field and writes nothing.
import { z } from 'zod';
import type { ContentEditing, PublishState } from '../content';
import { isCountryCode } from '../countries';

import { REQUIRED } from './required';
import { addressLines, SHOP_SETTINGS_LIMITS } from './shopSettings';

export const SHOP_SETUP_LIMITS = {
  shopName: 80,
  email: 254,
  phone: 40,
  governingLaw: 100,
  dealText: 120,
  ...SHOP_SETTINGS_LIMITS,
} as const;

/** The menus the setup may replace with the shop's own categories and pages (PAGES already lists
 *  the shop's own policies and FAQ). */
export const REPLACEABLE_MENUS = ['categories', 'home', 'shop', 'other', 'footerCompany', 'footerExplore'] as const;
export type ReplaceableMenu = (typeof REPLACEABLE_MENUS)[number];

/** Where a shop sells from decides whether its catalogue prices include tax: the EU's and the UK's
 *  shops show prices with VAT in them, a US shop adds the sales tax of the address. */
const PRICES_WITH_TAX = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE GB'.split(' '),
);
export const pricesIncludeTaxIn = (country: string): boolean => PRICES_WITH_TAX.has(country);

const required = (max: number) =>
  z
    .string({ message: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `must be at most ${max} characters.`)
    .refine((v) => !/[{}]/.test(v), 'must be your own text, without { or }.');

const email = required(SHOP_SETUP_LIMITS.email).pipe(z.email('must be an e-mail address, such as help@shop.example.'));

export const shopSetupSchema = z.object({
  shopName: required(SHOP_SETUP_LIMITS.shopName),
  contactEmail: email,
  supportEmail: email,
  phone: required(SHOP_SETUP_LIMITS.phone).refine(
    (v) => /^\+?[0-9][0-9 ().\-/]{4,}$/.test(v),
    'must be a phone number: digits, spaces and + ( ) - . /',
  ),
  /** several lines, as an invoice prints it; the footer shows it on one line */
  address: addressLines(REQUIRED, required(SHOP_SETUP_LIMITS.address)),
  legalName: required(SHOP_SETUP_LIMITS.legalName),
  taxId: required(SHOP_SETUP_LIMITS.taxId),
  country: z
    .string({ message: REQUIRED })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, 'must be a country code (ISO 3166 alpha-2), such as US or DE.'),
  /** "Germany", "the State of New York": the policies say "governed by the laws of …" */
  governingLaw: required(SHOP_SETUP_LIMITS.governingLaw),
  /** the top bar's deal; left out: the current one stays */
  dealText: required(SHOP_SETUP_LIMITS.dealText).optional(),
  replaceDemoMenus: z
    .array(z.enum(REPLACEABLE_MENUS, { message: `must list menus among ${REPLACEABLE_MENUS.join(', ')}.` }), {
      message: 'must be a list of menus.',
    })
    .max(REPLACEABLE_MENUS.length)
    .default([]),
});

export type ShopSetupInput = z.input<typeof shopSetupSchema>;
export type ShopSetup = z.output<typeof shopSetupSchema>;

/** The fields as the page labels them, in its order (the first problem gets the focus). */
export const SHOP_SETUP_LABELS = {
  shopName: 'Shop name',
  contactEmail: 'Contact e-mail',
  supportEmail: 'Support e-mail',
  phone: 'Phone',
  address: 'Address',
  legalName: 'Legal name',
  taxId: 'Tax ID',
  country: 'Country the shop sells from',
  governingLaw: 'Governing law of the policies',
  dealText: 'Deal text',
  replaceDemoMenus: 'Menus to replace',
} as const satisfies Record<keyof ShopSetup, string>;

export const MENU_NAMES: Record<ReplaceableMenu, string> = {
  categories: 'All Categories: the shop’s own categories',
  home: 'HOME: the shop’s pages instead of the theme’s home layouts',
  shop: 'SHOP: the categories instead of the theme’s page styles',
  other: 'More: the shop’s pages instead of Collection, Blogs and Section',
  footerCompany: 'Footer, Company: links that go somewhere',
  footerExplore: 'Footer, Explore: links that go somewhere',
};

/** The answers as the page pre-fills them: a template placeholder is no answer. */
export type SetupAnswersView = Required<Omit<ShopSetup, 'replaceDemoMenus'>> & { replaceDemoMenus: ReplaceableMenu[] };

export interface SetupView {
  setup: SetupAnswersView;
  /** when the shop was last set up; null: never (the dashboard links here until then) */
  setUpAt: string | null;
  /** the menus that still hold the theme's demo links */
  demoMenus: ReplaceableMenu[];
  editing: ContentEditing;
  /** the newest publish, to show how the last save goes */
  publish: PublishState | null;
}
