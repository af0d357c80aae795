// Which pages the menus need (docs/product.md#deliberate-changes, 4): pure functions over the parsed menus, so
// the route generator and the unit tests share them.
import type { MenuEntry } from './contentSchemas';

export const MENU_IDS = ['categories', 'home', 'shop', 'pages', 'other', 'footerCompany', 'footerExplore'] as const;
export type MenuId = (typeof MENU_IDS)[number];

/** Paths served by their own page files; menus may link to them but no route is generated. */
export const OWN_PAGES = new Set([
  '/',
  '/products',
  '/wishlist',
  '/faqs',
  '/terms-of-services',
  '/privacy-policy',
  '/refund-policy',
  '/auth',
  '/forgot-password',
  '/dashboard',
  '/admin',
]);

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
    ...item.children.map((child) => ({
      path: child.href,
      heading: child.label,
      category: child.category,
      search: child.search,
      parent: item.label,
    })),
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
      for (const child of item.children)
        routes.push({ path: child.href, title: child.label, trail: [menu.label, item.label], links: [] });
    }
  }
  return routes.filter((route) => route.path !== '#' && !OWN_PAGES.has(route.path));
}
