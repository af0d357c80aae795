// Which pages the menus need (docs/product.md#deliberate-changes, 4): pure functions over the parsed menus, so
// the route generator and the unit tests share them.
import type { MenuEntry } from './contentSchemas';

export const MENU_IDS = ['categories', 'home', 'shop', 'pages', 'other', 'footerCompany', 'footerExplore'] as const;
export type MenuId = (typeof MENU_IDS)[number];

/** Paths served by their own page files (every top-level file of src/pages); menus may link to
 *  them but no route is generated, and no category of the database takes one. */
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
  '/reset-password',
  '/verify-email',
  '/newsletter',
  '/dashboard',
  '/admin',
  '/cart',
  '/checkout',
  '/compare',
  '/contact-us',
  '/categories',
  '/order-tracking',
  '/api',
  '/uploads',
  '/404',
  '/500',
]);

export interface CategoryRoute {
  path: string;
  heading: string;
  category?: string;
  search?: string;
  /** the top-level category of a submenu entry */
  parent?: string;
}

/** A category of the shop's database, as the menus show it. */
export interface ShopCategory {
  name: string;
  slug: string;
}

/**
 * The menus with the shop's own categories (docs/product.md#deliberate-changes, 28): the category
 * menu keeps menus.yaml's fixed entries (the spec's paths, with what each lists) and gains, after
 * them, every active category of the database that none of them lists, in `categories`' order,
 * each at `/<slug>`. A slug whose path is already another page's (a fixed entry, a template page,
 * a page file) links to the catalogue filtered to it instead, which has no route of its own.
 */
export function withShopCategories(
  menus: Record<MenuId, MenuEntry>,
  categories: readonly ShopCategory[],
): Record<MenuId, MenuEntry> {
  const fixed = menus.categories.items;
  const listed = new Set(fixed.flatMap((item) => [item.category, ...item.children.map((child) => child.category)]));
  const taken = new Set([...OWN_PAGES, ...categoryRoutes(menus).map((route) => route.path)]);
  for (const route of placeholderRoutes(menus)) taken.add(route.path);
  const added = categories
    .filter((category) => !listed.has(category.slug))
    .map(({ name, slug }) => ({
      label: name,
      href: taken.has(`/${slug}`) ? `/products?category=${encodeURIComponent(slug)}` : `/${slug}`,
      category: slug,
      children: [],
    }));
  return { ...menus, categories: { ...menus.categories, items: [...fixed, ...added] } };
}

/** A category menu entry the shop adds after menus.yaml's fixed ones. */
export interface ShopMenuEntry {
  name: string;
  href: string;
}

/** What withShopCategories adds to the category menu, for pages built without a database to
 *  append in the browser (GET /api/menus/categories). */
export function shopMenuEntries(
  menus: Record<MenuId, MenuEntry>,
  categories: readonly ShopCategory[],
): ShopMenuEntry[] {
  const items = withShopCategories(menus, categories).categories.items;
  return items.slice(menus.categories.items.length).map(({ label, href }) => ({ name: label, href }));
}

/** Every path of the category menu (top level and submenus), with what its page lists; an entry
 *  that links to the catalogue itself (`/products?category=`) has no route. */
export function categoryRoutes(menus: Record<MenuId, MenuEntry>): CategoryRoute[] {
  const items = menus.categories.items.filter((item) => !item.href.includes('?'));
  return items.flatMap((item) => [
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
