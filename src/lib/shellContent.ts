// Access to the shell's content (settings and menus), with the error an editor needs when an
// entry the shell relies on is missing.
import { getCollection, getEntry } from 'astro:content';
import type { MenuEntry, SiteSettings } from './contentSchemas';
import { MENU_IDS, withShopCategories, type MenuId, type ShopCategory } from './menuRoutes';

export {
  categoryRoutes,
  placeholderRoutes,
  type CategoryRoute,
  type MenuId,
  type PlaceholderRoute,
  type ShopCategory,
} from './menuRoutes';

export async function getSettings(): Promise<SiteSettings> {
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('src/content/settings.yaml: the top-level key "site" is missing');
  return entry.data;
}

/** menus.yaml's menus; with `categories` (the shop's, from the database), the category menu lists
 *  them too (withShopCategories). */
export async function getMenus(categories?: readonly ShopCategory[]): Promise<Record<MenuId, MenuEntry>> {
  const entries = await getCollection('menus');
  const byId = new Map(entries.map((entry) => [entry.id, entry.data]));
  const menus = {} as Record<MenuId, MenuEntry>;
  for (const id of MENU_IDS) {
    const menu = byId.get(id);
    if (!menu) throw new Error(`src/content/menus.yaml: the menu "${id}" is missing`);
    menus[id] = menu;
  }
  return categories ? withShopCategories(menus, categories) : menus;
}
