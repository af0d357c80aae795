// First start with an empty catalogue: seed the sample categories and products with
// generated images. Never touches a database that has any category or product.
import { beforeCut } from '../../lib/money';
import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products, productVariants, type SpecValue, type StoredImage } from '../db/schema';
import { refreshSummary } from '../catalog/variants';
import { checkVariantSpecs, optionsSchema, variantsProblem, variantsSchema } from '../../lib/forms/variants';
import { checkSpecs } from '../../lib/forms/specs';
import { catalogWrite, changedCatalog } from '../catalog/version';
import { glyphFor, hueOf, renderArt, type ArtOptions } from './art';
import { SEED_CATEGORIES, SEED_PRODUCTS, type SeedProduct } from './data';
import { slugify } from '../catalog/slugs';
import { log } from '../log';
import { getImageStorage } from '../storage/imageStorage';
import type { ImageStorage } from '../storage/types';
import { isSeedImageKey, newSeedImageKey } from '../storage/imageKeys';
import { removeOrphanImages } from '../storage/orphans';
import { removeImages, putWithVariants } from '../storage/storedUploads';
import { seedSampleOrdersIfEmpty } from './sampleOrders';
import { seedSamplePromotionsIfEmpty } from './samplePromotions';
import { seedSampleTaxRatesIfEmpty } from './sampleTaxRates';
import { seedSampleZonesIfEmpty } from './sampleZones';

interface SeedResult {
  seeded: boolean;
  categories: number;
  products: number;
  images: number;
  /** sample orders written (two sample customers' orders, see sampleOrders.ts) */
  orders: number;
}

/** sharp renders on its own threads; two at a time keeps a 2-core machine responsive */
const RENDER_CONCURRENCY = 2;

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The price before a "-N%" cut, in cents; null for badge text that is no percentage. */
function priceBeforeCut(priceCents: number, discount: string): number | null {
  const percent = Number(/^-(\d{1,2})%$/.exec(discount)?.[1]);
  return percent > 0 ? beforeCut(priceCents, percent) : null;
}

/**
 * A sample product's options, variants (amounts in cents) and specs, checked the way the product
 * writes check them (src/server/catalog/products.ts), so the sample shop holds nothing the admin
 * could not have entered. A mistake in data.ts stops the seeding with the product named.
 */
function checkedProduct(product: SeedProduct) {
  const fail = (problem: string) => {
    throw new Error(`Seed product "${product.name}": ${problem}`);
  };
  const category = SEED_CATEGORIES.find((c) => c.slug === product.category);
  if (!category) return fail(`names an unknown category ${product.category}`);
  const options = optionsSchema.safeParse(product.options ?? []);
  const variants = variantsSchema.safeParse(product.variants);
  if (!options.success) return fail(`options: ${options.error.issues[0].message}`);
  if (!variants.success) return fail(`variants: ${variants.error.issues[0].message}`);
  const problem = variantsProblem(options.data, variants.data);
  if (problem) return fail(`${problem[0]}: ${problem[1]}`);
  const specs = checkSpecs(category.attributes, product.specs);
  if ('problem' in specs) return fail(`${specs.problem[0]}: ${specs.problem[1]}`);
  const missing = category.attributes.find((a) => !(a.key in specs.specs));
  if (missing) return fail(`specs.${missing.key}: has no value`);
  const own = checkVariantSpecs(category.attributes, variants.data);
  if ('problem' in own) return fail(`${own.problem[0]}: ${own.problem[1]}`);
  return { category, options: options.data, variants: own.variants, specs: specs.specs };
}

async function catalogIsEmpty(db: Db): Promise<boolean> {
  const [[c], [p]] = await Promise.all([
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(products),
  ]);
  return c.n === 0 && p.n === 0;
}

export async function seedCatalogIfEmpty(db: Db, storage: ImageStorage = getImageStorage()): Promise<SeedResult> {
  if (!(await catalogIsEmpty(db))) return { seeded: false, categories: 0, products: 0, images: 0, orders: 0 };

  const jobs: { owner: string; art: ArtOptions }[] = [];
  for (const c of SEED_CATEGORIES) {
    jobs.push({
      owner: c.slug,
      art: {
        title: c.name,
        subtitle: `${c.description.split(' ').slice(0, 4).join(' ')}…`,
        glyph: c.glyph,
        hue: c.hue,
        variant: 0,
      },
    });
  }
  const checked = SEED_PRODUCTS.map(checkedProduct);
  SEED_PRODUCTS.forEach((p, i) => {
    const { category } = checked[i];
    const glyph = glyphFor(p.name, category.glyph);
    const hue = (category.hue + (hueOf(p.name) % 50) - 25 + 360) % 360;
    const imageCount = i % 3 === 0 ? 3 : 2;
    for (let variant = 0; variant < imageCount; variant++) {
      jobs.push({ owner: `product:${i}`, art: { title: p.name, subtitle: category.name, glyph, hue, variant } });
    }
  });

  // what an interrupted earlier seeding stored (the catalogue is still empty, and only seeding
  // makes seed keys, under the prepare lock) goes first
  const leftovers = await removeOrphanImages(db, storage, { minAgeMs: 0, only: isSeedImageKey });
  if (leftovers) log.info({ scope: 'seed' }, `removed ${leftovers} image file(s) an interrupted seeding left behind`);

  const written: string[] = [];
  const imagesOf = new Map<string, StoredImage[]>();
  try {
    await mapLimited(jobs, RENDER_CONCURRENCY, async (job) => {
      const bytes = await renderArt(job.art);
      const key = newSeedImageKey();
      written.push(key);
      await putWithVariants(storage, key, bytes);
      return { job, image: { url: storage.publicUrl(key), public_id: key } };
    }).then((results) => {
      for (const { job, image } of results) imagesOf.set(job.owner, [...(imagesOf.get(job.owner) ?? []), image]);
    });

    const now = Date.now();
    const minutes = (n: number) => new Date(now - n * 60_000);
    const categoryIds = new Map(SEED_CATEGORIES.map((c) => [c.slug, randomUUID()]));
    // creation times that take the categories in turn, each one's first product newest, so
    // "newest first" mixes the categories like a real shop
    const rank = SEED_PRODUCTS.map((p, i) => SEED_PRODUCTS.slice(0, i).filter((q) => q.category === p.category).length);
    const shelf = (i: number) => SEED_CATEGORIES.findIndex((c) => c.slug === SEED_PRODUCTS[i].category);
    const order = SEED_PRODUCTS.map((_, i) => i).sort((a, b) => rank[b] - rank[a] || shelf(b) - shelf(a));
    await catalogWrite(db, async (tx) => {
      await tx.insert(categories).values(
        SEED_CATEGORIES.map((c, i) => {
          const [image] = imagesOf.get(c.slug)!;
          return {
            id: categoryIds.get(c.slug)!,
            name: c.name,
            slug: c.slug,
            description: c.description,
            imageUrl: image.url,
            imagePublicId: image.public_id,
            attributes: c.attributes,
            createdAt: minutes(10_000 - i),
            updatedAt: minutes(10_000 - i),
          };
        }),
      );
      const rows = await tx
        .insert(products)
        .values(
          SEED_PRODUCTS.map((p, i) => {
            const created = minutes(5_000 - order.indexOf(i) * 37);
            return {
              id: randomUUID(),
              name: p.name,
              productName: p.name,
              slug: slugify(p.name),
              description: p.description,
              // price, compare-at and stock are the variants' summary, set by refreshSummary below
              priceCents: checked[i].variants[0].price,
              stock: 0,
              options: checked[i].options,
              specs: checked[i].specs,
              categoryId: categoryIds.get(p.category)!,
              images: imagesOf.get(`product:${i}`)!,
              discount: p.discount ?? null,
              featured: p.featured ?? false,
              isActive: !p.inactive,
              createdAt: created,
              updatedAt: created,
            };
          }),
        )
        .returning({ id: products.id, createdAt: products.createdAt });
      await tx.insert(productVariants).values(
        rows.flatMap((row, i) =>
          checked[i].variants.map((variant, position) => ({
            id: randomUUID(),
            productId: row.id,
            position,
            sku: variant.sku!,
            options: variant.options,
            priceCents: variant.price,
            // a "-N%" badge is a cut of every variant's price
            compareAtPriceCents: SEED_PRODUCTS[i].discount
              ? priceBeforeCut(variant.price, SEED_PRODUCTS[i].discount!)
              : (variant.compareAtPrice ?? null),
            stock: variant.stock,
            weightGrams: variant.weight ?? 0,
            specs: (variant.specs ?? {}) as Record<string, SpecValue>,
            isActive: variant.isActive ?? true,
            createdAt: row.createdAt,
            updatedAt: row.createdAt,
          })),
        ),
      );
      await refreshSummary(
        tx,
        rows.map((row) => row.id),
      );
      changedCatalog(tx, 'more');
    });
  } catch (err) {
    await removeImages(storage, written);
    throw err;
  }
  // only right after the sample catalogue: an existing shop never gets sample orders, promotions
  // or shipping zones
  const sample = await seedSampleOrdersIfEmpty(db);
  await seedSamplePromotionsIfEmpty(db);
  await seedSampleZonesIfEmpty(db);
  await seedSampleTaxRatesIfEmpty(db);
  // fresh statistics after a bulk load, so the planner picks the list and search indexes, and a
  // visibility map, so lists are counted and paged from their indexes alone
  await db.execute(sql`vacuum analyze products, product_variants, categories`);
  await db.execute(sql`analyze`);
  return {
    seeded: true,
    categories: SEED_CATEGORIES.length,
    products: SEED_PRODUCTS.length,
    images: written.length,
    orders: sample.orders,
  };
}
