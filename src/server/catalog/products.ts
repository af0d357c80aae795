// Product writes: create with 2..5 images, edit that keeps/drops/adds images (1..5 after),
// the active toggle and deletion. Reads are in productLists.ts (same folder).
import { randomUUID } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { Product } from '../../lib/types';
import { checkProductImageCount } from '../../lib/imageLimits';
import { ORDER_LIMITS } from '../../lib/forms/orderPlacement';
import type { Db } from '../db/client';
import { categories, products, type StoredImage } from '../db/schema';
import { getProduct } from './productLists';
import { catalogWrite, changedCatalog } from './version';
import { badRequest, notFound } from '../http/httpError';
import type { UploadedFile } from '../http/multipart';
import { removeImages, withStoredUploads } from '../storage/storedUploads';
import type { CatalogDeps } from './categories';
import { firstFreeSlug, retryOnUniqueClash, slugFamilyPattern, slugify } from './slugs';

import {
  COMPARE_AT_MESSAGE,
  compareAtPriceFits,
  type ProductCreate,
  type ProductUpdate,
} from '../../lib/forms/product';

/** What an edit says about images besides the new files. */
export interface ImageEdit {
  /** public ids to keep; undefined = keep all current ones */
  keep?: string[];
  /** public ids to drop */
  drop: string[];
}

async function categoryIdOrFail(tx: Pick<Db, 'select'>, id: string): Promise<string> {
  const [found] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!found) throw badRequest('category: No category with this id exists.');
  return found.id;
}

function imageCountOrFail(existing: number, added: number, mode: 'create' | 'edit') {
  const check = checkProductImageCount(existing, added, mode);
  if (!check.ok) throw badRequest(check.message);
}

export async function createProduct(deps: CatalogDeps, input: ProductCreate, files: UploadedFile[]): Promise<Product> {
  imageCountOrFail(0, files.length, 'create');
  const product = await withStoredUploads(deps.storage, files, (images) =>
    retryOnUniqueClash(() =>
      catalogWrite(deps.db, async (tx) => {
        const categoryId = await categoryIdOrFail(tx, input.category);
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
            slug: firstFreeSlug(
              base,
              taken.map((t) => t.slug),
            ),
            description: input.description,
            priceCents: input.price,
            stock: input.stock,
            categoryId,
            images,
            discount: input.discount || null,
            compareAtPriceCents: input.compareAtPrice ?? null,
            featured: input.featured ?? false,
            maxPerOrder: input.maxPerOrder ?? ORDER_LIMITS.maxQuantity,
            isActive: input.isActive ?? true,
          })
          .returning();
        changedCatalog(tx, { products: [row.id], stockOnly: false });
        return (await getProduct(tx, row.id))!;
      }),
    ),
  );
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
  const { product, removed } = await withStoredUploads(deps.storage, files, (added) =>
    catalogWrite(deps.db, async (tx) => {
      const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!current) throw notFound('Product');
      const kept = keptImages(current.images, edit);
      imageCountOrFail(kept.length, added.length, 'edit');
      const categoryId = await categoryIdOrFail(tx, input.category ?? current.categoryId);
      const priceCents = input.price ?? current.priceCents;
      const compareAtPriceCents =
        input.compareAtPrice === undefined ? current.compareAtPriceCents : input.compareAtPrice;
      if (!compareAtPriceFits(priceCents, compareAtPriceCents))
        throw badRequest(`compareAtPrice: ${COMPARE_AT_MESSAGE}`);
      const nameChanged = input.name !== undefined && input.name !== current.name;
      const [row] = await tx
        .update(products)
        .set({
          name: input.name ?? current.name,
          // productName follows name unless the admin set it apart
          productName:
            input.productName ??
            (nameChanged && current.productName === current.name ? input.name : current.productName),
          description: input.description ?? current.description,
          priceCents,
          compareAtPriceCents,
          featured: input.featured ?? current.featured,
          maxPerOrder: input.maxPerOrder ?? current.maxPerOrder,
          stock: input.stock ?? current.stock,
          categoryId,
          images: [...kept, ...added],
          discount: input.discount === undefined ? current.discount : input.discount || null,
          isActive: input.isActive ?? current.isActive,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning();
      const keptIds = new Set(kept.map((image) => image.public_id));
      changedCatalog(tx, { products: [id], stockOnly: false });
      return {
        product: (await getProduct(tx, row.id))!,
        removed: current.images.map((image) => image.public_id).filter((key) => !keptIds.has(key)),
      };
    }),
  );
  await removeImages(deps.storage, removed);
  return product;
}

export async function setProductActive(db: Db, id: string, isActive: boolean): Promise<void> {
  await catalogWrite(db, async (tx) => {
    const updated = await tx
      .update(products)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (updated.length === 0) throw notFound('Product');
    changedCatalog(tx, { products: [id], stockOnly: false });
  });
}

export async function deleteProduct(deps: CatalogDeps, id: string): Promise<void> {
  const keys = await catalogWrite(deps.db, async (tx) => {
    const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning();
    if (!deleted) throw notFound('Product');
    changedCatalog(tx, { products: [id], stockOnly: false });
    return deleted.images.map((image) => image.public_id);
  });
  await removeImages(deps.storage, keys);
}
