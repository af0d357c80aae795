import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Db } from '../../src/server/db/client';
import { listCategories } from '../../src/server/catalog/categories';
import { listProducts, pageProducts } from '../../src/server/catalog/productLists';
import { seedCatalogIfEmpty } from '../../src/server/seed/seed';
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
      'audio',
      'batteries',
      'cameras',
      'computers',
      'games',
      'headphones',
      'phones',
    ]);
    expect(cats.map((c) => c.name).sort()).toEqual([
      'Audio',
      'Batteries',
      'Cameras',
      'Computers',
      'Games',
      'Headphones',
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
    expect(new Set(products.slice(0, 7).map((p) => p.category.name)).size).toBeGreaterThan(2);

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
