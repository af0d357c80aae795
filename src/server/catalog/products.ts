// Product writes: create with 2..5 images, edit that keeps/drops/adds images (1..5 after),
// the active toggle and deletion. Reads are in productLists.ts (same folder).
import { randomUUID } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Product } from '../../lib/types';
import { checkProductImageCount } from '../../lib/imageLimits';
import type { Db } from '../db/client';
import { categories, products, type StoredImage } from '../db/schema';
import { categoryRef, getProduct, toProduct, type CategoryRef } from './productLists';
import { bumpCatalogVersion, noteCatalogVersion } from './version';
import { badRequest, notFound } from '../http/endpoint';
import type { UploadedFile } from '../http/multipart';
import { removeImages, withStoredUploads } from '../storage/storedUploads';
import type { CatalogDeps } from './categories';
import { firstFreeSlug, retryOnUniqueClash, slugFamilyPattern, slugify } from './slugs';

const REQUIRED = 'is required.';
const text = (max: number) => z.string().trim().min(1, REQUIRED).max(max, `must be at most ${max} characters.`);
const NUMBER = 'must be a number of at least 0.';
/** multipart fields are text: "12.5" -> 12.5; "", "abc", "-1" are refused, never read as 0 */
const amount = z.string().trim().min(1, REQUIRED).regex(/^\d+(\.\d+)?$/, NUMBER).transform(Number);
const price = amount.pipe(z.number().max(99_999_999, 'is too large.'));
const stock = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .regex(/^-?\d+(\.\d+)?$/, NUMBER)
  .transform(Number)
  .pipe(z.number().min(0, NUMBER).int('must be a whole number.').max(2_000_000_000, 'is too large.'));
const flag = z.enum(['true', 'false'], { message: 'must be true or false.' }).transform((v) => v === 'true');

const productFields = {
  name: text(200),
  /** what search matches; equals name unless the admin sets it apart */
  productName: text(200).optional(),
  description: text(5000),
  price,
  stock,
  category: text(200),
  /** badge text like "-20%"; empty means none */
  discount: z.string().trim().max(40, 'must be at most 40 characters.').optional(),
  isActive: flag.optional(),
};

export const productCreateSchema = z.object(productFields);
export const productUpdateSchema = z.object({
  ...productFields,
  name: productFields.name.optional(),
  description: productFields.description.optional(),
  price: price.optional(),
  stock: stock.optional(),
  category: productFields.category.optional(),
});
export type ProductCreate = z.infer<typeof productCreateSchema>;
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** What an edit says about images besides the new files. */
export interface ImageEdit {
  /** public ids to keep; undefined = keep all current ones */
  keep?: string[];
  /** public ids to drop */
  drop: string[];
}

async function categoryRefOrFail(tx: Pick<Db, 'select'>, id: string): Promise<CategoryRef> {
  const [found] = await tx.select(categoryRef).from(categories).where(eq(categories.id, id));
  if (!found) throw badRequest('category: No category with this id exists.');
  return found;
}

function imageCountOrFail(existing: number, added: number, mode: 'create' | 'edit') {
  const check = checkProductImageCount(existing, added, mode);
  if (!check.ok) throw badRequest(check.message);
}

export async function createProduct(deps: CatalogDeps, input: ProductCreate, files: UploadedFile[]): Promise<Product> {
  imageCountOrFail(0, files.length, 'create');
  const { product, version } = await withStoredUploads(deps.storage, files, (images) =>
    retryOnUniqueClash(() =>
      deps.db.transaction(async (tx) => {
        const category = await categoryRefOrFail(tx, input.category);
        const base = slugify(input.name);
        const taken = await tx
          .select({ slug: products.slug })
          .from(products)
          .where(or(eq(products.slug, base), sql`${products.slug} like ${slugFamilyPattern(base)}`));
        const [row] = await tx
          .insert(products)
          .values({
            id: randomUUID(),
            name: input.name,
            productName: input.productName ?? input.name,
            slug: firstFreeSlug(base, taken.map((t) => t.slug)),
            description: input.description,
            price: input.price,
            stock: input.stock,
            categoryId: category.id,
            images,
            discount: input.discount || null,
            isActive: input.isActive ?? true,
          })
          .returning();
        return { product: toProduct(row, category), version: await bumpCatalogVersion(tx) };
      }),
    ),
  );
  noteCatalogVersion(version);
  return product;
}

/** Which current images stay: the listed ones (each must be this product's) minus the dropped ones. */
function keptImages(current: StoredImage[], edit: ImageEdit): StoredImage[] {
  const byId = new Map(current.map((image) => [image.public_id, image]));
  const keepIds = edit.keep ?? current.map((image) => image.public_id);
  const foreign = keepIds.find((id) => !byId.has(id));
  if (foreign !== undefined) throw badRequest(`existingImages: ${foreign} is not an image of this product.`);
  const drop = new Set(edit.drop);
  return [...new Set(keepIds)].filter((id) => !drop.has(id)).map((id) => byId.get(id)!);
}

export async function updateProduct(
  deps: CatalogDeps,
  id: string,
  input: ProductUpdate,
  edit: ImageEdit,
  files: UploadedFile[],
): Promise<Product> {
  const before = await getProduct(deps.db, id);
  if (!before) throw notFound('Product');
  // checked before any image is decoded or stored, and again on the locked row below
  imageCountOrFail(keptImages(before.images, edit).length, files.length, 'edit');
  const { product, version, removed } = await withStoredUploads(deps.storage, files, (added) =>
    deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!current) throw notFound('Product');
      const kept = keptImages(current.images, edit);
      imageCountOrFail(kept.length, added.length, 'edit');
      const category = await categoryRefOrFail(tx, input.category ?? current.categoryId);
      const nameChanged = input.name !== undefined && input.name !== current.name;
      const [row] = await tx
        .update(products)
        .set({
          name: input.name ?? current.name,
          // productName follows name unless the admin set it apart
          productName: input.productName ?? (nameChanged && current.productName === current.name ? input.name : current.productName),
          description: input.description ?? current.description,
          price: input.price ?? current.price,
          stock: input.stock ?? current.stock,
          categoryId: category.id,
          images: [...kept, ...added],
          discount: input.discount === undefined ? current.discount : input.discount || null,
          isActive: input.isActive ?? current.isActive,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning();
      const keptIds = new Set(kept.map((image) => image.public_id));
      return {
        product: toProduct(row, category),
        version: await bumpCatalogVersion(tx),
        removed: current.images.map((image) => image.public_id).filter((key) => !keptIds.has(key)),
      };
    }),
  );
  noteCatalogVersion(version);
  await removeImages(deps.storage, removed);
  return product;
}

export async function setProductActive(db: Db, id: string, isActive: boolean): Promise<void> {
  const version = await db.transaction(async (tx) => {
    const updated = await tx
      .update(products)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (updated.length === 0) throw notFound('Product');
    return bumpCatalogVersion(tx);
  });
  noteCatalogVersion(version);
}

export async function deleteProduct(deps: CatalogDeps, id: string): Promise<void> {
  const { version, keys } = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning();
    if (!deleted) throw notFound('Product');
    return { version: await bumpCatalogVersion(tx), keys: deleted.images.map((image) => image.public_id) };
  });
  noteCatalogVersion(version);
  await removeImages(deps.storage, keys);
}
