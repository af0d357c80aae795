// A product's variants (docs/api.md#variants): the writes that replace them, and the summary the
// product row keeps of them (the cheapest active variant's prices, the active ones' stock), which
// the lists sort and filter on. Every write that changes a variant's price, stock or active flag
// refreshes the summary in its own transaction, so the two never disagree.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { checkVariantSpecs, variantsProblem, type OptionsInput, type VariantInput } from '../../lib/forms/variants';
import type { CategoryAttribute, SpecValue } from '../../lib/types';
import type { Db } from '../db/client';
import { productVariants, products, type StoredImage } from '../db/schema';
import { badRequest } from '../http/httpError';
import { textArraySql } from '../db/textList';
import { fillSkus, skuFamily } from './skuNames';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Refuses variants that do not fit the options, with the field named. */
export function checkVariants(options: OptionsInput, variants: VariantInput[]): void {
  const problem = variantsProblem(options, variants);
  if (problem) throw badRequest(`${problem[0]}: ${problem[1]}`);
}

/** The variants with their own specs checked against the category's attributes (400 naming the
 *  field, `variants.2.specs.storage`). */
export function checkedVariantSpecs(
  attributes: readonly CategoryAttribute[],
  variants: VariantInput[],
): VariantInput[] {
  const checked = checkVariantSpecs(attributes, variants);
  if ('problem' in checked) throw badRequest(`${checked.problem[0]}: ${checked.problem[1]}`);
  return checked.variants;
}

/**
 * Makes `variants` the product's variants, in that order: one with the `_id` of a current variant
 * updates it (carts and wishlists keep pointing at it), one without is added, and current ones not
 * listed are removed (orders keep their SKU and option text). Image ids must be the product's; specs
 * must be checked already (checkedVariantSpecs). Refreshes the product's summary.
 */
export async function replaceVariants(
  tx: Tx,
  productId: string,
  variants: VariantInput[],
  productImages: StoredImage[],
): Promise<void> {
  const current = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const currentIds = new Set(current.map((row) => row.id));
  const imageIds = new Set(productImages.map((image) => image.public_id));
  const skus = await skusOf(tx, productId, variants);
  const rows = variants.map((variant, position) => {
    if (variant._id !== undefined && !currentIds.has(variant._id))
      throw badRequest(`variants.${position}._id: is not a variant of this product.`);
    const foreign = variant.images?.find((id) => !imageIds.has(id));
    if (foreign !== undefined)
      throw badRequest(`variants.${position}.images: ${foreign} is not an image of this product.`);
    return {
      id: variant._id ?? randomUUID(),
      productId,
      position,
      sku: skus[position],
      options: variant.options,
      priceCents: variant.price,
      compareAtPriceCents: variant.compareAtPrice ?? null,
      stock: variant.stock,
      weightGrams: variant.weight ?? 0,
      imageIds: variant.images ?? [],
      specs: (variant.specs ?? {}) as Record<string, SpecValue>,
      isActive: variant.isActive ?? true,
      updatedAt: new Date(),
    };
  });
  await refuseTakenSkus(
    tx,
    productId,
    rows.map((row) => row.sku),
  );
  const keep = rows.map((row) => row.id);
  await tx
    .delete(productVariants)
    .where(and(eq(productVariants.productId, productId), notInArray(productVariants.id, keep)));
  // SKUs may move between this product's variants: park the kept ones first, so the unique
  // index never sees two of them with one SKU mid-way
  await tx
    .update(productVariants)
    .set({ sku: sql`'~' || ${productVariants.id}` })
    .where(inArray(productVariants.id, keep));
  for (const row of rows) {
    const { id, productId: _product, ...fields } = row;
    if (currentIds.has(id)) await tx.update(productVariants).set(fields).where(eq(productVariants.id, id));
    else await tx.insert(productVariants).values(row);
  }
  await refreshSummary(tx, [productId]);
}

/** Every variant's SKU: the sent ones, and for the others free names of the product's family
 *  (./skuNames.ts), read against the SKUs other products hold. */
async function skusOf(tx: Tx, productId: string, variants: VariantInput[]): Promise<string[]> {
  const sent = variants.map((variant) => variant.sku);
  if (!sent.includes(undefined)) return sent as string[];
  // twice the list and one: room for every variant even when each sent SKU is a family name
  for (let size = 2 * variants.length + 1; ; size *= 2) {
    const family = skuFamily(productId, size);
    const held = await tx
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(
        and(
          sql`upper(${productVariants.sku}) = any(${textArraySql(family)})`,
          sql`${productVariants.productId} <> ${productId}`,
        ),
      );
    const filled = fillSkus(sent, family, new Set(held.map((row) => row.sku.toUpperCase())));
    if (filled) return filled;
  }
}

async function refuseTakenSkus(tx: Tx, productId: string, skus: string[]): Promise<void> {
  const taken = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        sql`upper(${productVariants.sku}) in (select upper(s) from unnest(${textArraySql(skus)}) as s)`,
        sql`${productVariants.productId} <> ${productId}`,
      ),
    )
    .limit(1);
  if (taken.length === 0) return;
  const at = skus.findIndex((sku) => sku.toUpperCase() === taken[0].sku.toUpperCase());
  throw badRequest(`variants.${at}.sku: another product has the SKU ${skus[at]}.`);
}

/** The product's single variant's fields from the spec's form (price, compare-at, stock), or
 *  null when it has several (then they are set per variant). */
export async function updateOnlyVariant(
  tx: Tx,
  productId: string,
  fields: { priceCents?: number; compareAtPriceCents?: number | null; stock?: number },
): Promise<boolean> {
  const rows = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .limit(2);
  if (rows.length !== 1) return false;
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length)
    await tx
      .update(productVariants)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(productVariants.id, rows[0].id));
  await refreshSummary(tx, [productId]);
  return true;
}

/**
 * Sets each product's price, compare-at price and stock from its variants: the cheapest active
 * variant's prices (the cheapest of all when none is active) and the active variants' stock.
 */
export async function refreshSummary(tx: Pick<Db, 'execute'>, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(summaryUpdate(productIds));
}

/** Locks the products' rows in id order: what every write that changes variants' stock does
 *  first, so two of them never wait for each other both ways. */
export async function lockProducts(tx: Pick<Db, 'execute'>, productIds: string[]): Promise<void> {
  await tx.execute(sql`select 1 from ${products} where id = any(${textArraySql(productIds)}) order by id for update`);
}

/** The statement refreshSummary runs, for a write that runs it with others. */
export const summaryUpdate = (productIds: string[]) => sql`
    update ${products} p set
      price_cents = s.price_cents,
      compare_at_price_cents = s.compare_at_price_cents,
      stock = s.stock
    from (
      select distinct on (v.product_id) v.product_id, v.price_cents, v.compare_at_price_cents,
        coalesce(sum(v.stock) filter (where v.is_active) over (partition by v.product_id), 0)::int as stock
      from ${productVariants} v
      where v.product_id = any(${textArraySql(productIds)})
      order by v.product_id, v.is_active desc, v.price_cents, v.position
    ) s
    where p.id = s.product_id`;

/** Whether `sku` is, exactly as written, the SKU of one of the variants of the product at `slug`:
 *  what lets the page cache keep a product page under its `?variant=` (src/server/http/cache/pageCache.ts). */
export async function isSkuOfProduct(db: Pick<Db, 'select'>, slug: string, sku: string): Promise<boolean> {
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    // upper(): the unique index of SKUs finds the row
    .where(and(sql`upper(${productVariants.sku}) = upper(${sku})`, eq(products.slug, slug)))
    .limit(1);
  return rows[0]?.sku === sku;
}
