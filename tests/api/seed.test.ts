import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Db } from '../../src/server/db/client';
import { listCategories } from '../../src/server/catalog/categories';
import { listProducts, pageProducts } from '../../src/server/catalog/productLists';
import { seedCatalogIfEmpty } from '../../src/server/seed/seed';
import { SEED_PRODUCTS } from '../../src/server/seed/data';
import { attributeKeyClash, checkSpecs } from '../../src/lib/forms/specs';
import { variantsProblem } from '../../src/lib/forms/variants';
import { toCents } from '../../src/lib/money';
import type { Product } from '../../src/lib/types';
import { memoryDb, resetCatalog, tempStorage } from '../helpers/memoryDb';
import { makeCategory } from '../helpers/catalogFactories';

let db: Db;
let close: () => Promise<void>;
let store: Awaited<ReturnType<typeof tempStorage>>;

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  store = await tempStorage();
}, 60_000);
afterAll(async () => {
  await close();
  await store.cleanup();
});
beforeEach(async () => {
  await resetCatalog(db);
  for (const file of await store.files()) await store.storage.remove(file.replace('.webp', ''));
});

const MENU_WORDS = [
  'DSLR',
  'Mirrorless',
  'Lens',
  'Speaker',
  'Smartphone',
  'Charger',
  'Case',
  'PC',
  'Console',
  'Streaming',
  'PlayStation',
  'Xbox',
  'Nintendo',
  'Battery',
  'Headphones',
];

describe('seedCatalogIfEmpty', () => {
  it('seeds the shop categories and at least 36 products with 2-3 real images each', async () => {
    // what seeding costs is a figure printed by `npm run bench:sample-shop`, not a bound here
    const result = await seedCatalogIfEmpty(db, store.storage);
    expect(result.seeded).toBe(true);

    const cats = await listCategories(db);
    expect(cats.map((c) => c.slug).sort()).toEqual([
      'accessories',
      'audio',
      'batteries',
      'cameras',
      'computers',
      'games',
      'headphones',
      'lenses',
      'phones',
    ]);
    expect(cats.map((c) => c.name).sort()).toEqual([
      'Accessories',
      'Audio',
      'Batteries',
      'Cameras',
      'Computers',
      'Games',
      'Headphones',
      'Lenses',
      'Phones',
    ]);
    const products = await listProducts(db);
    expect(products.length).toBeGreaterThanOrEqual(36);
    expect(cats.every((c) => c.productCount >= 4)).toBe(true);
    expect(cats.reduce((n, c) => n + c.productCount, 0)).toBe(products.length);
    expect(products.every((p) => p.images.length >= 2 && p.images.length <= 3)).toBe(true);
    expect(products.filter((p) => p.discount).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => !p.isActive).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    // newest first, categories mixed
    expect(new Set(products.slice(0, 7).map((p) => p.category.name)).size).toBe(7);

    const files = await store.files();
    const keys = [...cats.map((c) => c.imagePublicId), ...products.flatMap((p) => p.images.map((i) => i.public_id))];
    expect(files.length).toBe(keys.length);
    expect(result.images).toBe(keys.length);
    for (const key of [keys[0], keys[keys.length - 1]]) {
      const stored = await store.storage.get(key);
      const meta = await sharp(stored!.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(800);
      expect(stored!.bytes.length).toBeLessThan(60_000);
    }

    for (const word of MENU_WORDS) {
      const found = await pageProducts(db, {
        q: word,
        page: 1,
        limit: 12,
        active: true,
        categories: [],
        inStock: false,
        onSale: false,
      });
      expect(found.total, `active products matching ${word}`).toBeGreaterThan(0);
    }
  }, 60_000);

  it('sells phones, laptops, headphones and cameras in real variants, with every spec of their category', async () => {
    await seedCatalogIfEmpty(db, store.storage);
    const cats = await listCategories(db);
    const products = await listProducts(db);
    const category = (slug: string) => cats.find((c) => c.slug === slug)!;

    // typed attributes with units, filterable where a shopper filters
    const attribute = (slug: string, key: string) => category(slug).attributes.find((a) => a.key === key);
    expect(attribute('phones', 'screen')).toMatchObject({ type: 'number', unit: 'in', filterable: true });
    expect(attribute('phones', 'storage')).toMatchObject({ type: 'choice', filterable: true });
    expect(attribute('phones', 'battery')).toMatchObject({ type: 'number', unit: 'mAh', filterable: true });
    expect(attribute('phones', 'five_g')).toMatchObject({ type: 'boolean', filterable: true });
    expect(attribute('phones', 'os')).toMatchObject({ type: 'choice', values: ['iOS', 'Android'] });
    expect(attribute('computers', 'ram')).toMatchObject({ type: 'number', unit: 'GB', filterable: true });
    expect(attribute('computers', 'cpu')).toMatchObject({ type: 'text' });
    expect(attribute('computers', 'weight_kg')).toMatchObject({ type: 'number', unit: 'kg' });
    expect(attribute('computers', 'battery_hours')).toMatchObject({ type: 'number', unit: 'hours' });
    expect(attribute('headphones', 'kind')).toMatchObject({ type: 'choice', filterable: true });
    expect(attribute('headphones', 'noise_cancelling')).toMatchObject({ type: 'boolean', filterable: true });
    expect(attribute('headphones', 'wireless')).toMatchObject({ type: 'boolean', filterable: true });
    expect(attribute('cameras', 'sensor')).toMatchObject({ type: 'choice', filterable: true });
    expect(attribute('cameras', 'megapixels')).toMatchObject({ type: 'number', unit: 'MP', filterable: true });
    expect(attribute('cameras', 'video')).toMatchObject({ type: 'choice', filterable: true });
    expect(attribute('cameras', 'weight')).toMatchObject({ type: 'number', unit: 'g' });
    expect(cats.every((c) => c.attributes.length > 0)).toBe(true);
    // a key means one thing in the whole shop: the catalogue filters and counts it across categories
    for (const c of cats)
      expect(
        attributeKeyClash(
          c.attributes,
          cats.filter((o) => o._id !== c._id),
        ),
        c.name,
      ).toBeNull();

    for (const product of products) {
      const { attributes } = cats.find((c) => c._id === product.category._id)!;
      // a valid value for every attribute of its category, and nothing else
      expect(checkSpecs(attributes, product.specs), product.name).toEqual({ specs: product.specs });
      expect(Object.keys(product.specs).sort(), product.name).toEqual(attributes.map((a) => a.key).sort());
      expect(variantsProblem(product.options, product.variants.map(asInput)), product.name).toBeNull();
      // a variant's own specs are values its category takes, as the product's are
      for (const v of product.variants) expect(checkSpecs(attributes, v.specs), v.sku).toEqual({ specs: v.specs });
      expect(product.variants.every((v) => v.weight > 0 && /^[A-Z0-9]+(-[A-Z0-9]+)+$/.test(v.sku))).toBe(true);
      expect(summary(product), product.name).toEqual({
        price: product.price,
        compareAtPrice: product.compareAtPrice,
        stock: product.stock,
      });
      const seeded = SEED_PRODUCTS.find((p) => p.name === product.name)!;
      expect([product.price, product.stock], product.name).toEqual([seeded.price, seeded.stock]);
    }
    const skus = products.flatMap((p) => p.variants.map((v) => v.sku.toUpperCase()));
    expect(new Set(skus).size).toBe(skus.length);

    // sold several ways, with sold-out variants beside ones in stock, and sales on some
    for (const slug of ['phones', 'computers', 'headphones', 'cameras']) {
      const several = products.filter((p) => p.category._id === category(slug)._id && p.variants.length > 1);
      expect(several.length, slug).toBeGreaterThanOrEqual(2);
    }
    const mixed = products.filter((p) => p.stock > 0 && p.variants.some((v) => v.stock === 0));
    expect(mixed.length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.variants.some((v) => v.compareAtPrice !== null)).length).toBeGreaterThanOrEqual(8);

    const iphone = products.find((p) => p.slug === 'apple-iphone-15')!;
    expect(iphone.name).toBe('Apple iPhone 15');
    expect(iphone.options).toEqual([
      { name: 'Storage', values: ['128 GB', '256 GB', '512 GB'] },
      { name: 'Colour', values: ['Black', 'Blue', 'Green', 'Pink'] },
    ]);
    // not every combination is sold, and some of those sold are out of stock
    expect(iphone.variants.length).toBeGreaterThan(6);
    expect(iphone.variants.length).toBeLessThan(12);
    expect(iphone.variants.filter((v) => v.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(iphone.variants.find((v) => v.sku === 'IP15-256-BLU')?.options).toEqual({
      Storage: '256 GB',
      Colour: 'Blue',
    });
    // the price goes with the storage
    const byStorage = new Map<string, Set<number>>();
    for (const v of iphone.variants)
      byStorage.set(v.options.Storage, (byStorage.get(v.options.Storage) ?? new Set()).add(v.price));
    expect([...byStorage.values()].map((prices) => [...prices])).toEqual([[799], [899], [1099]]);
    expect(iphone).toMatchObject({ price: 799, compareAtPrice: null, specs: { storage: '128 GB', os: 'iOS' } });
    // where variants differ in a spec, each has its own: the storage of each iPhone, a laptop's memory
    expect(iphone.variants.map((v) => v.specs.storage)).toEqual(iphone.variants.map((v) => v.options.Storage));
    const macbook = products.find((p) => p.variants.some((v) => v.sku === 'MBA13-M3-16-512'))!;
    expect(macbook.variants.find((v) => v.sku === 'MBA13-M3-16-512')?.specs).toEqual({ ram: 16 });
    expect(macbook.specs.ram).toBe(8);
  }, 60_000);

  it('never seeds twice', async () => {
    await seedCatalogIfEmpty(db, store.storage);
    const before = await listProducts(db);
    const files = await store.files();
    expect((await seedCatalogIfEmpty(db, store.storage)).seeded).toBe(false);
    expect(await listProducts(db)).toEqual(before);
    expect(await store.files()).toEqual(files);
  }, 60_000);

  it('never seeds a database that has a category of its own', async () => {
    const own = await makeCategory({ db, storage: store.storage }, { name: 'Drones' });
    expect((await seedCatalogIfEmpty(db, store.storage)).seeded).toBe(false);
    expect(await listCategories(db)).toEqual([own]);
    expect(await listProducts(db)).toEqual([]);
    expect(await store.files()).toEqual([`${own.imagePublicId}.webp`]);
  });
});

const asInput = (v: Product['variants'][number]) => ({
  sku: v.sku,
  options: v.options,
  price: toCents(v.price),
  compareAtPrice: v.compareAtPrice === null ? null : toCents(v.compareAtPrice),
  stock: v.stock,
});

/** What the product row keeps of its variants: the cheapest active one's prices (the first of
 *  equals), the active ones' stock. */
function summary(product: Product) {
  const active = product.variants.filter((v) => v.isActive);
  const [cheapest] = [...(active.length ? active : product.variants)].sort((a, b) => a.price - b.price);
  return {
    price: cheapest.price,
    compareAtPrice: cheapest.compareAtPrice,
    stock: active.reduce((sum, v) => sum + v.stock, 0),
  };
}
