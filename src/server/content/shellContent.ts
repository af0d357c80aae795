// The shell's content (settings and menus), with the error an editor needs when an entry the
// shell relies on is missing. Built pages read it from the content collections; pages rendered
// on request read the same, or after a publish the shell of the published pages
// (liveSite.ts), so they change together with the built ones.
import { getCollection, getEntry } from 'astro:content';
import { publishedShell } from './liveSite';
import type { MenuEntry, SiteSettings } from '../../lib/contentSchemas';
import { MENU_IDS, withShopCategories, type MenuId, type ShopCategory } from '../../lib/menuRoutes';

export async function getSettings(): Promise<SiteSettings> {
  const published = publishedShell();
  if (published) return published.settings;
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('src/content/settings.yaml: the top-level key "site" is missing');
  return entry.data;
}

/** menus.yaml's menus; with `categories` (the shop's, from the database), the category menu lists
 *  them too (withShopCategories). */
export async function getMenus(categories?: readonly ShopCategory[]): Promise<Record<MenuId, MenuEntry>> {
  const published = publishedShell();
  const menus = published ? published.menus : await readMenus();
  return categories ? withShopCategories(menus, categories) : menus;
}

async function readMenus(): Promise<Record<MenuId, MenuEntry>> {
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
