// The categories the menus list (docs/product.md#deliberate-changes, 28): the active ones, oldest
// first, so a new category joins the end of "All Categories" and the others keep their places.
// Kept per catalogue version by src/server/http/cache/cachedCatalogReads.ts; every category write
// bumps that version (./categories.ts), so a page shows a change on its next rendering.
import { asc, eq } from 'drizzle-orm';
import type { ShopCategory } from '../../lib/menuRoutes';
import type { Db } from '../db/client';
import { categories } from '../db/schema';

export async function menuCategories(db: Pick<Db, 'select'>): Promise<ShopCategory[]> {
  return db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.createdAt), asc(categories.id));
}
