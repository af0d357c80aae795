// Category rules: listing with product counts, create/edit with exactly one image, the
// active toggle, and deletion that refuses while products still use the category.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { CategoryCreate, CategoryUpdate } from '../../lib/forms/category';
import type { Category, CategoryAttribute } from '../../lib/types';
import { attributeKeyClash } from '../../lib/forms/specs';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import { catalogWrite, changedCatalog } from './version';
import { containsPattern } from '../db/errors';
import { offsetOf, pageInfo, type PageRequest } from '../http/listQuery';
import { badRequest, HttpError, notFound } from '../http/httpError';
import type { ImageStorage } from '../storage/types';
import { removeImages, withStoredUploads } from '../storage/storedUploads';
import type { UploadedFile } from '../http/multipart';
import { freeSlug, retryOnUniqueClash } from './slugs';
import { setActive } from './activeSwitch';

export interface CatalogDeps {
  db: Db;
  storage: ImageStorage;
}

type CategoryRow = typeof categories.$inferSelect;

function toCategory(row: CategoryRow, productCount: number): Category {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.imageUrl,
    imagePublicId: row.imagePublicId,
    isActive: row.isActive,
    attributes: row.attributes,
    productCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function productCounts(db: Db) {
  return db
    .select({ categoryId: products.categoryId, n: count().as('n') })
    .from(products)
    .groupBy(products.categoryId)
    .as('product_counts');
}

async function selectCategories(
  db: Db,
  where: ReturnType<typeof and> | undefined,
  page?: { limit: number; offset: number },
) {
  const counts = productCounts(db);
  const query = db
    .select({ row: categories, productCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number) })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(where)
    .orderBy(desc(categories.createdAt), desc(categories.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => toCategory(r.row, r.productCount));
}

export async function listCategories(db: Db): Promise<Category[]> {
  return selectCategories(db, undefined);
}

export async function pageCategories(db: Db, query: PageRequest) {
  const where = query.q ? ilike(categories.name, containsPattern(query.q)) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(categories).where(where);
  const list = await selectCategories(db, where, { limit: query.limit, offset: offsetOf(query) });
  return { categories: list, ...pageInfo(total, query) };
}

async function getCategory(db: Db, id: string): Promise<Category | null> {
  const [found] = await selectCategories(db, and(eq(categories.id, id)));
  return found ?? null;
}

async function requireCategory(db: Db, id: string): Promise<Category> {
  const found = await getCategory(db, id);
  if (!found) throw notFound('Category');
  return found;
}

/** Refuses attributes whose keys other categories use with another type or unit (400 naming it). */
async function refuseKeyClash(db: Pick<Db, 'select'>, attributes: CategoryAttribute[] | undefined, self?: string) {
  if (!attributes?.length) return;
  const others = await db
    .select({ name: categories.name, attributes: categories.attributes })
    .from(categories)
    .where(self ? ne(categories.id, self) : undefined);
  const clash = attributeKeyClash(attributes, others);
  if (clash) throw badRequest(`${clash[0]}: ${clash[1]}`);
}

export async function createCategory(deps: CatalogDeps, input: CategoryCreate, image: UploadedFile): Promise<Category> {
  await refuseKeyClash(deps.db, input.attributes);
  const category = await withStoredUploads(deps.storage, [image], ([stored]) =>
    retryOnUniqueClash(() =>
      catalogWrite(deps.db, async (tx) => {
        const slug = await freeSlug(tx, categories, input.name);
        const [row] = await tx
          .insert(categories)
          .values({
            id: randomUUID(),
            name: input.name,
            slug,
            description: input.description,
            attributes: input.attributes ?? [],
            imageUrl: stored.url,
            imagePublicId: stored.public_id,
          })
          .returning();
        changedCatalog(tx, 'more');
        return toCategory(row, 0);
      }),
    ),
  );
  return category;
}

export async function updateCategory(
  deps: CatalogDeps,
  id: string,
  input: CategoryUpdate,
  image: UploadedFile | undefined,
): Promise<Category> {
  await requireCategory(deps.db, id);
  await refuseKeyClash(deps.db, input.attributes, id);
  const replaced = await withStoredUploads(deps.storage, image ? [image] : [], ([stored]) =>
    catalogWrite(deps.db, async (tx) => {
      const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!current) throw notFound('Category');
      await tx
        .update(categories)
        .set({
          name: input.name ?? current.name,
          description: input.description ?? current.description,
          attributes: input.attributes ?? current.attributes,
          ...(stored ? { imageUrl: stored.url, imagePublicId: stored.public_id } : {}),
          updatedAt: new Date(),
        })
        .where(eq(categories.id, id));
      changedCatalog(tx, 'more');
      return stored ? current.imagePublicId : null;
    }),
  );
  if (replaced) await removeImages(deps.storage, [replaced]);
  return requireCategory(deps.db, id);
}

export const setCategoryActive = (db: Db, id: string, isActive: boolean) =>
  setActive(db, categories, 'Category', id, isActive, 'more');

function stillUsed(n: number): HttpError {
  const what = n === 1 ? '1 product uses' : `${n} products use`;
  return new HttpError(409, `This category cannot be deleted: ${what} it. Move or delete those products first.`);
}

export async function deleteCategory(deps: CatalogDeps, id: string): Promise<void> {
  // a product added to it between our count and the delete: the foreign key still refuses
  // (src/server/http/constraintRefusals.ts)
  const imageKey = await catalogWrite(deps.db, async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
    if (n > 0) throw stillUsed(n);
    const [deleted] = await tx.delete(categories).where(eq(categories.id, id)).returning();
    if (!deleted) throw notFound('Category');
    changedCatalog(tx, 'more');
    return deleted.imagePublicId;
  });
  await removeImages(deps.storage, [imageKey]);
}
