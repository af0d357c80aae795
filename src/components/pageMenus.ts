// The menus a page shows (docs/product.md#deliberate-changes, 28): menus.yaml's, with the shop's
// active categories from the database when the page is rendered on request. A built page (no
// database at build time) shows menus.yaml's, and its script appends the shop's from
// GET /api/menus/categories (./shellMenus.ts).
import type { AstroGlobal } from 'astro';
import type { MenuEntry } from '../lib/contentSchemas';
import type { MenuId } from '../lib/menuRoutes';
import { getMenus } from '../server/content/shellContent';
import { getDb } from '../server/db/client';
import { readMenuCategories } from '../server/http/cache/cachedCatalogReads';
import { describeForLog } from '../server/db/outage';
import { log } from '../server/log';

export type Menus = Record<MenuId, MenuEntry>;

/**
 * When the categories cannot be read now: 'fixed' shows menus.yaml's entries and keeps the page
 * out of the page cache; 'throw' fails the page (the category routes: without the list an unknown
 * path cannot be told from a category's, and src/pages/500.astro says the shop is back in a moment).
 */
export async function pageMenus(page: AstroGlobal, whenUnread: 'fixed' | 'throw' = 'fixed'): Promise<Menus> {
  if (page.isPrerendered) return getMenus();
  try {
    return await getMenus(await readMenuCategories(await getDb(), page.request));
  } catch (err) {
    if (whenUnread === 'throw') throw err;
    log.warn(`menu categories not read: ${describeForLog(err)}`);
    page.locals.notKept = true;
    return getMenus();
  }
}
