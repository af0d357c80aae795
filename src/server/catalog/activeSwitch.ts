// Showing or hiding a category or a product in the shop: the same write for both, each telling
// the catalogue what changed in its own terms (its PATCH endpoint: activePatch in ./forms.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import { notFound } from '../http/httpError';
import { catalogWrite, changedCatalog, type CatalogChange } from './version';

/** Sets the row's isActive; 404 naming `noun` when no row has that id. */
export async function setActive(
  db: Db,
  table: typeof categories | typeof products,
  noun: string,
  id: string,
  isActive: boolean,
  change: CatalogChange,
): Promise<void> {
  await catalogWrite(db, async (tx) => {
    const updated = await tx
      .update(table)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (updated.length === 0) throw notFound(noun);
    changedCatalog(tx, change);
  });
}
