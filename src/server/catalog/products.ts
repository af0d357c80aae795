// Product writes: create with 2..5 images, edit that keeps/drops/adds images (1..5 after),
// the active toggle and deletion. Reads are in productLists.ts (same folder).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CategoryAttribute, Product } from '../../lib/types';
import { checkProductImageCount } from '../../lib/imageLimits';
import { ORDER_LIMITS } from '../../lib/forms/orderPlacement';
import type { Db } from '../db/client';
import { categories, products, productVariants, type StoredImage } from '../db/schema';
import { getProduct } from './productLists';
import { catalogWrite, changedCatalog } from './version';
import { badRequest, notFound } from '../http/httpError';
import type { UploadedFile } from '../http/multipart';
import { removeImages, withStoredUploads } from '../storage/storedUploads';
import type { CatalogDeps } from './categories';
import { freeSlug, retryOnUniqueClash } from './slugs';
import { setActive } from './activeSwitch';
import type { OptionsInput, VariantInput } from '../../lib/forms/variants';
import { checkSpecs } from '../../lib/forms/specs';
import type { SpecValue } from '../../lib/types';
import { checkedVariantSpecs, checkVariants, replaceVariants, updateOnlyVariant } from './variants';

import {
  COMPARE_AT_MESSAGE,
  compareAtPriceFits,
  type ProductCreate,
  type ProductUpdate,
} from '../../lib/forms/product';

/** The product form's JSON parts; each undefined when not sent (an edit then keeps it). */
export interface ProductExtras {
  options?: OptionsInput;
  variants?: VariantInput[];
  specs?: Record<string, SpecValue | null>;
}

/** What an edit says about images besides the new files. */
export interface ImageEdit {
  /** public ids to keep; undefined = keep all current ones */
  keep?: string[];
  /** public ids to drop */
  drop: string[];
}

async function categoryOrFail(tx: Pick<Db, 'select'>, id: string) {
  const [found] = await tx
    .select({ id: categories.id, attributes: categories.attributes })
    .from(categories)
    .where(eq(categories.id, id));
  if (!found) throw badRequest('category: No category with this id exists.');
  return found;
}

/** The specs a product keeps in `category`: the sent ones checked (400 naming the field), else
 *  the current ones that still fit its attributes (a product moved to another category keeps
 *  only what that category describes). */
function specsFor(
  category: { attributes: CategoryAttribute[] },
  sent: Record<string, SpecValue | null> | undefined,
  current: Record<string, SpecValue>,
): Record<string, SpecValue> {
  if (sent === undefined) return specsThatFit(category.attributes, current);
  const checked = checkSpecs(category.attributes, sent);
  if ('problem' in checked) throw badRequest(`${checked.problem[0]}: ${checked.problem[1]}`);
  return checked.specs;
}

/** The stored specs that fit `attributes`, one by one, so a value the new category types otherwise
 *  (a "choice" that lacks it) is dropped rather than refusing an edit that never sent specs. */
function specsThatFit(attributes: CategoryAttribute[], current: Record<string, SpecValue>): Record<string, SpecValue> {
  return Object.fromEntries(
    Object.entries(current).filter(([key, value]) => !('problem' in checkSpecs(attributes, { [key]: value }))),
  );
}

/** Why the spec's price and stock fields did nothing on a product with several variants. */
export const PER_VARIANT_NOTICE =
  "This product has several variants: price and stock are set per variant, so the form's price and stock were left as they are.";

function imageCountOrFail(existing: number, added: number, mode: 'create' | 'edit') {
  const check = checkProductImageCount(existing, added, mode);
  if (!check.ok) throw badRequest(check.message);
}

/** The variants a new product gets: the sent ones, or one with the form's price and stock. */
function newVariants(input: ProductCreate, extras: ProductExtras): VariantInput[] {
  if (extras.variants) return extras.variants;
  if (input.price === undefined || input.stock === undefined)
    throw badRequest(`${input.price === undefined ? 'price' : 'stock'}: is required.`);
  return [{ options: {}, price: input.price, compareAtPrice: input.compareAtPrice ?? null, stock: input.stock }];
}

export async function createProduct(
  deps: CatalogDeps,
  input: ProductCreate,
  files: UploadedFile[],
  extras: ProductExtras = {},
): Promise<Product> {
  imageCountOrFail(0, files.length, 'create');
  const options = extras.options ?? [];
  const variants = newVariants(input, extras);
  checkVariants(options, variants);
  const product = await withStoredUploads(deps.storage, files, (images) =>
    retryOnUniqueClash(() =>
      catalogWrite(deps.db, async (tx) => {
        const category = await categoryOrFail(tx, input.category);
        const categoryId = category.id;
        const slug = await freeSlug(tx, products, input.name);
        const [row] = await tx
          .insert(products)
          .values({
            id: randomUUID(),
            name: input.name,
            productName: input.productName ?? input.name,
            slug,
            description: input.description,
            // the summary of the variants, set from them below
            priceCents: variants[0].price,
            stock: 0,
            options,
            specs: specsFor(category, extras.specs, {}),
            categoryId,
            images,
            discount: input.discount || null,
            featured: input.featured ?? false,
            maxPerOrder: input.maxPerOrder ?? ORDER_LIMITS.maxQuantity,
            taxClass: input.taxClass ?? 'standard',
            isActive: input.isActive ?? true,
          })
          .returning();
        await replaceVariants(tx, row.id, checkedVariantSpecs(category.attributes, variants), images);
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
  extras: ProductExtras = {},
): Promise<{ product: Product; notice?: string }> {
  const before = await getProduct(deps.db, id);
  if (!before) throw notFound('Product');
  // checked before any image is decoded or stored, and again on the locked row below
  imageCountOrFail(keptImages(before.images, edit).length, files.length, 'edit');
  // a SKU another product took between our check and the insert clashes on the unique index: the
  // retry's check (./variants.ts refuseTakenSkus) then sees it and answers 400 naming the field
  const { product, removed, notice } = await withStoredUploads(deps.storage, files, (added) =>
    retryOnUniqueClash(() =>
      catalogWrite(deps.db, async (tx) => {
        const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!current) throw notFound('Product');
        const kept = keptImages(current.images, edit);
        imageCountOrFail(kept.length, added.length, 'edit');
        const category = await categoryOrFail(tx, input.category ?? current.categoryId);
        const categoryId = category.id;
        const options = extras.options ?? current.options;
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
            options,
            specs: specsFor(category, extras.specs, current.specs),
            featured: input.featured ?? current.featured,
            maxPerOrder: input.maxPerOrder ?? current.maxPerOrder,
            taxClass: input.taxClass ?? current.taxClass,
            categoryId,
            images: [...kept, ...added],
            discount: input.discount === undefined ? current.discount : input.discount || null,
            isActive: input.isActive ?? current.isActive,
            updatedAt: new Date(),
          })
          .where(eq(products.id, id))
          .returning();
        const notice = await writeVariants(tx, current, options, input, extras, row.images, category);
        const keptIds = new Set(kept.map((image) => image.public_id));
        changedCatalog(tx, { products: [id], stockOnly: false });
        return {
          notice,
          product: (await getProduct(tx, row.id))!,
          removed: current.images.map((image) => image.public_id).filter((key) => !keptIds.has(key)),
        };
      }),
    ),
  );
  await removeImages(deps.storage, removed);
  return { product, notice };
}

/**
 * An edit's variants: the sent list replaces them (checked against the options); without one, the
 * current ones must still fit the options, and the spec's price and stock fields set a single
 * variant, or are left alone (the notice says so) when there are several.
 */
async function writeVariants(
  tx: Parameters<Parameters<typeof catalogWrite>[1]>[0],
  current: typeof products.$inferSelect,
  options: OptionsInput,
  input: ProductUpdate,
  extras: ProductExtras,
  images: StoredImage[],
  category: { id: string; attributes: CategoryAttribute[] },
): Promise<string | undefined> {
  if (extras.variants) {
    checkVariants(options, extras.variants);
    await replaceVariants(tx, current.id, checkedVariantSpecs(category.attributes, extras.variants), images);
    return undefined;
  }
  const stored = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, current.id))
    .orderBy(productVariants.position);
  const kept = new Set(images.map((image) => image.public_id));
  const asInput = stored.map((v) => ({
    _id: v.id,
    sku: v.sku,
    options: v.options,
    price: v.priceCents,
    compareAtPrice: v.compareAtPriceCents,
    stock: v.stock,
    weight: v.weightGrams,
    images: v.imageIds.filter((imageId) => kept.has(imageId)),
    // a product moved to another category keeps what that category describes, as its own specs do
    specs: specsThatFit(category.attributes, v.specs),
    isActive: v.isActive,
  }));
  // dropped images leave the variants that showed them, so a variant never names an image the
  // product no longer has
  const droppedImage = asInput.some((variant, at) => variant.images.length !== stored[at].imageIds.length);
  if (extras.options || droppedImage || category.id !== current.categoryId) {
    checkVariants(options, asInput);
    await replaceVariants(tx, current.id, asInput, images);
  }
  const spec = { priceCents: input.price, compareAtPriceCents: input.compareAtPrice, stock: input.stock };
  const sentSpecFields = Object.values(spec).some((value) => value !== undefined);
  if (stored.length === 1) {
    const only = stored[0];
    if (
      !compareAtPriceFits(
        spec.priceCents ?? only.priceCents,
        spec.compareAtPriceCents === undefined ? only.compareAtPriceCents : spec.compareAtPriceCents,
      )
    )
      throw badRequest(`compareAtPrice: ${COMPARE_AT_MESSAGE}`);
    await updateOnlyVariant(tx, current.id, spec);
    return undefined;
  }
  return sentSpecFields ? PER_VARIANT_NOTICE : undefined;
}

export const setProductActive = (db: Db, id: string, isActive: boolean) =>
  setActive(db, products, 'Product', id, isActive, { products: [id], stockOnly: false });

export async function deleteProduct(deps: CatalogDeps, id: string): Promise<void> {
  const keys = await catalogWrite(deps.db, async (tx) => {
    const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning();
    if (!deleted) throw notFound('Product');
    changedCatalog(tx, { products: [id], stockOnly: false });
    return deleted.images.map((image) => image.public_id);
  });
  await removeImages(deps.storage, keys);
}
