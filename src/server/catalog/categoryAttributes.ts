// A category's attributes, for the specifications table of its products' pages (rendered on
// request and kept by the page cache, so one small read per rendered page).
import { eq } from 'drizzle-orm';
import type { CategoryAttribute } from '../../lib/types';
import type { Db } from '../db/client';
import { categories } from '../db/schema';

export async function readCategoryAttributes(db: Db, categoryId: string): Promise<CategoryAttribute[]> {
  if (!categoryId) return [];
  const [row] = await db
    .select({ attributes: categories.attributes })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  return (row?.attributes as CategoryAttribute[] | undefined) ?? [];
}
