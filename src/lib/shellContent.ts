// Build-time access to the shell's content (settings and menus), with the error an editor
// needs when an entry the shell relies on is missing.
import { getCollection, getEntry } from 'astro:content';
import type { MenuEntry, SiteSettings } from './contentSchemas';

export const MENU_IDS = ['categories', 'home', 'shop', 'pages', 'other', 'footerCompany', 'footerExplore'] as const;
export type MenuId = (typeof MENU_IDS)[number];

export async function getSettings(): Promise<SiteSettings> {
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('src/content/settings.yaml: the top-level key "site" is missing');
  return entry.data;
}

export async function getMenus(): Promise<Record<MenuId, MenuEntry>> {
  const entries = await getCollection('menus');
  const byId = new Map(entries.map((entry) => [entry.id, entry.data]));
  const menus = {} as Record<MenuId, MenuEntry>;
  for (const id of MENU_IDS) {
    const menu = byId.get(id);
    if (!menu) throw new Error(`src/content/menus.yaml: the menu "${id}" is missing`);
    menus[id] = menu;
  }
  return menus;
}

/** Paths served by their own page files; menus may link to them but no route is generated. */
export const OWN_PAGES = new Set(['/', '/products', '/wishlist', '/faqs', '/terms-of-services', '/privacy-policy', '/refund-policy', '/auth', '/forgot-password', '/dashboard', '/admin']);

export interface CategoryRoute {
  path: string;
  heading: string;
  category?: string;
  search?: string;
  /** the top-level category of a submenu entry */
  parent?: string;
}

/** Every path of the category menu (top level and submenus), with what its page lists. */
export function categoryRoutes(menus: Record<MenuId, MenuEntry>): CategoryRoute[] {
  return menus.categories.items.flatMap((item) => [
    { path: item.href, heading: item.label, category: item.category, search: item.search },
    ...item.children.map((child) => ({ path: child.href, heading: child.label, category: child.category, search: child.search, parent: item.label })),
  ]);
}

export interface PlaceholderRoute {
  path: string;
  title: string;
  /** where the link sits in the menus, e.g. "SHOP / Shop Pages" */
  trail: string[];
  links: { label: string; href: string }[];
}

/** Template routes from the HOME, SHOP, PAGES and other menus that have no page of their own. */
export function placeholderRoutes(menus: Record<MenuId, MenuEntry>): PlaceholderRoute[] {
  const routes: PlaceholderRoute[] = [];
  for (const menu of [menus.home, menus.shop, menus.pages, menus.other]) {
    for (const item of menu.items) {
      const links = item.children.map(({ label, href }) => ({ label, href }));
      routes.push({ path: item.href, title: item.label, trail: [menu.label], links });
      for (const child of item.children) routes.push({ path: child.href, title: child.label, trail: [menu.label, item.label], links: [] });
    }
  }
  return routes.filter((route) => route.path !== '#' && !OWN_PAGES.has(route.path));
}
