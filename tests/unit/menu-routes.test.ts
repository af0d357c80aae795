// The menus in src/content/menus.yaml hold every path docs/product.md#header-navigation lists, and the route generator
// gives each one a page (category catalogue or titled placeholder) without clashing with the
// real pages.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { menuSchema, settingsSchema } from '../../src/lib/contentSchemas';
import {
  categoryRoutes,
  MENU_IDS,
  OWN_PAGES,
  placeholderRoutes,
  shopMenuEntries,
  withShopCategories,
  type MenuId,
} from '../../src/lib/menuRoutes';
import type { MenuEntry } from '../../src/lib/contentSchemas';
import {
  CATEGORY_PATHS,
  HOME_PATHS,
  OTHER_PATHS,
  PAGES_PATHS,
  PLACEHOLDER_PATHS,
  SHOP_PATHS,
} from '../helpers/specPaths';

const content = (file: string) =>
  yaml.load(readFileSync(resolve(import.meta.dirname, '../../src/content', file), 'utf8')) as Record<string, unknown>;
const raw = content('menus.yaml');
const menus = Object.fromEntries(MENU_IDS.map((id) => [id, menuSchema.parse(raw[id])])) as Record<MenuId, MenuEntry>;
const hrefs = (menu: MenuEntry) =>
  menu.items.flatMap((item) => [item.href, ...item.children.map((child) => child.href)]);

describe('menus content', () => {
  it('lists every header path of the spec in the right menu', () => {
    expect(hrefs(menus.categories).sort()).toEqual([...CATEGORY_PATHS].sort());
    expect(hrefs(menus.home)).toEqual(HOME_PATHS);
    expect(hrefs(menus.shop).sort()).toEqual([...SHOP_PATHS].sort());
    expect(menus.shop.href).toBe('/products');
    expect(hrefs(menus.pages)).toEqual(PAGES_PATHS);
    expect(menus.pages.href).toBe('/privacy-policy');
    expect(hrefs(menus.other)).toEqual(OTHER_PATHS);
  });

  it('has the footer columns of the spec, all going nowhere but the real pages', () => {
    expect(menus.footerCompany.items.map((item) => item.label)).toEqual([
      'About Us',
      'Shop Products',
      'My Cart',
      'Checkout',
      'Contact Us',
      'Order Tracking',
    ]);
    expect(menus.footerExplore.items.map((item) => item.label)).toEqual([
      'Gift a Smile',
      'Size Guide',
      'Privacy Policy',
      'Refund Policy',
      'Terms of Service',
    ]);
    // deliberate changes (docs/product.md#deliberate-changes): these are links
    const real: Record<string, string> = {
      'My Cart': '/cart',
      Checkout: '/checkout',
      'Contact Us': '/contact-us',
      'Order Tracking': '/order-tracking',
      'Privacy Policy': '/privacy-policy',
      'Refund Policy': '/refund-policy',
      'Terms of Service': '/terms-of-services',
    };
    const items = [...menus.footerCompany.items, ...menus.footerExplore.items];
    for (const [label, href] of Object.entries(real))
      expect(items.find((item) => item.label === label)?.href, label).toBe(href);
    expect(new Set(items.filter((item) => !(item.label in real)).map((item) => item.href))).toEqual(new Set(['#']));
  });

  it('gives every category route something to list', () => {
    for (const route of categoryRoutes(menus)) expect(route.category || route.search, route.path).toBeTruthy();
  });

  it('generates one page per template route and none for paths with their own page', () => {
    const categories = categoryRoutes(menus).map((route) => route.path);
    const placeholders = placeholderRoutes(menus).map((route) => route.path);
    expect(categories.sort()).toEqual([...CATEGORY_PATHS].sort());
    expect(placeholders.sort()).toEqual([...PLACEHOLDER_PATHS].sort());
    expect(new Set([...categories, ...placeholders]).size).toBe(categories.length + placeholders.length);
    for (const path of [...categories, ...placeholders]) expect(OWN_PAGES.has(path), path).toBe(false);
  });

  it('keeps the placeholder trail so titles say where a page sits', () => {
    const audioHome = placeholderRoutes(menus).find((route) => route.path === '/shopPages/audio-home');
    expect(audioHome).toMatchObject({ title: 'Audio Home', trail: ['SHOP', 'Shop Pages'] });
    const shopPages = placeholderRoutes(menus).find((route) => route.path === '/shopPages');
    expect(shopPages?.links.map((link) => link.href)).toEqual([
      '/shopPages/audio-home',
      '/shopPages/home-garden',
      '/shopPages/smartphone-ipad',
      '/shopPages/video-game',
    ]);
  });
});

describe("the database's categories in the menus (docs/product.md#deliberate-changes, 28)", () => {
  const shop = [
    { name: 'Audio', slug: 'audio' },
    { name: 'Lenses', slug: 'lenses' },
    { name: 'Drones', slug: 'drones' },
    { name: 'Accessories', slug: 'accessories' },
  ];

  it('keeps the fixed entries and adds, after them, each category none of them lists, in order', () => {
    const merged = withShopCategories(menus, shop);
    expect(merged.categories.items.slice(0, menus.categories.items.length)).toEqual(menus.categories.items);
    // audio is a top-level entry and lenses a submenu entry of menus.yaml: neither is added again
    expect(merged.categories.items.slice(menus.categories.items.length)).toEqual([
      { label: 'Drones', href: '/drones', category: 'drones', children: [] },
      { label: 'Accessories', href: '/accessories', category: 'accessories', children: [] },
    ]);
    expect(categoryRoutes(merged).map((route) => route.path)).toEqual([
      ...categoryRoutes(menus).map((route) => route.path),
      '/drones',
      '/accessories',
    ]);
    expect(categoryRoutes(merged).find((route) => route.path === '/drones')).toEqual({
      path: '/drones',
      heading: 'Drones',
      category: 'drones',
      search: undefined,
    });
    // the other menus are menus.yaml's
    for (const id of MENU_IDS.filter((id) => id !== 'categories')) expect(merged[id]).toBe(menus[id]);
    expect(withShopCategories(menus, [])).toEqual(menus);
  });

  it('never gives a category a path another page has: it links to the filtered catalogue instead', () => {
    const clashing = ['camera', 'cart', 'home1', 'categories', 'products', 'shopPages'].map((slug) => ({
      name: slug.toUpperCase(),
      slug,
    }));
    const merged = withShopCategories(menus, clashing);
    const added = merged.categories.items.slice(menus.categories.items.length);
    expect(added.map((item) => item.href)).toEqual(clashing.map(({ slug }) => `/products?category=${slug}`));
    // those have no route: the paths stay the fixed entry's, the page file's or the template page's
    expect(categoryRoutes(merged)).toEqual(categoryRoutes(menus));
  });

  it('gives built pages the entries withShopCategories adds, as name and href', () => {
    expect(shopMenuEntries(menus, [...shop, { name: 'Cart', slug: 'cart' }])).toEqual([
      { name: 'Drones', href: '/drones' },
      { name: 'Accessories', href: '/accessories' },
      { name: 'Cart', href: '/products?category=cart' },
    ]);
    expect(shopMenuEntries(menus, [])).toEqual([]);
  });

  it('knows every top-level page file, so no category route hides one', () => {
    const pages = resolve(import.meta.dirname, '../../src/pages');
    const topLevel = readdirSync(pages, { withFileTypes: true })
      .map((entry) => entry.name.replace(/\.(astro|ts)$/, ''))
      .filter((name) => !name.startsWith('[') && !/\.(txt|xml|json)$/.test(name) && !name.includes('['))
      .map((name) => (name === 'index' ? '/' : `/${name}`));
    for (const path of topLevel) expect(OWN_PAGES.has(path), path).toBe(true);
  });
});

describe('site settings content', () => {
  it('holds the spec texts of the shell', () => {
    const settings = settingsSchema.parse(content('settings.yaml').site);
    expect(settings.dealText).toBe("Today's Deal: Sale Off 50%");
    expect(settings.freeShippingText).toBe('Free Shipping');
    expect(settings.currencies).toEqual(['USD', 'EUR', 'GBP']);
    expect(settings.languages).toEqual(['English', 'France', 'Arabic']);
    expect(settings.searchScopes).toEqual(['Blogs', 'Mockups', 'Templates', 'Design', 'Logos']);
    expect(settings.callLine).toContain('24/7');
    expect(settings.copyright).toContain('2020');
  });
});
