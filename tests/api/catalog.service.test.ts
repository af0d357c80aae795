import sharp from 'sharp';
// Catalogue services against an in-memory PGlite and a real upload directory.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import type { CatalogDeps } from '../../src/server/catalog/categories';
import {
  deleteCategory,
  listCategories,
  pageCategories,
  setCategoryActive,
  updateCategory,
} from '../../src/server/catalog/categories';
import { createProduct, deleteProduct, setProductActive, updateProduct } from '../../src/server/catalog/products';
import type { Product } from '../../src/lib/types';
import { listProducts, pageProducts, pageProductsBody, writeProductList } from '../../src/server/catalog/productLists';
import {
  bumpCatalogVersion,
  forgetCatalogVersion,
  noteCatalogVersion,
  readCatalogVersion,
  versionIsShared,
} from '../../src/server/catalog/version';
import { findIndexAt, type FindIndex } from '../../src/server/search/findIndex';
import { findProducts } from '../../src/server/search/findProducts';
import { resetConfigForTests } from '../../src/server/config';
import { HttpError } from '../../src/server/http/httpError';
import { STORED_PREFIX } from '../../src/server/storage/imageUrls';
import { IMAGE_MESSAGES } from '../../src/lib/imageLimits';
import { memoryDb, resetCatalog, tempStorage } from '../helpers/memoryDb';
import { fakePngUpload, jpegUpload, makeCategory, makeProduct, pngUpload } from '../helpers/catalogFactories';

let db: Db;
let close: () => Promise<void>;
let store: Awaited<ReturnType<typeof tempStorage>>;
let deps: CatalogDeps;

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  store = await tempStorage();
  deps = { db, storage: store.storage };
}, 60_000);
afterAll(async () => {
  await close();
  await store.cleanup();
});
beforeEach(async () => {
  await resetCatalog(db);
  for (const file of await store.files()) await store.storage.remove(file.replace('.webp', ''));
});

async function httpStatus(p: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error('expected an HttpError');
}

const fileOf = (key: string) => `${key}.webp`;
const rowCount = async (table: 'products' | 'categories') =>
  Number((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n);

describe('categories', () => {
  it('creates with one stored WebP image and a slug, lists newest first with product counts', async () => {
    const audio = await makeCategory(deps, { name: 'Audio' });
    const cams = await makeCategory(deps, { name: 'Cameras' });
    await makeProduct(deps, audio._id);
    await makeProduct(deps, audio._id);
    expect(audio).toMatchObject({ name: 'Audio', slug: 'audio', isActive: true, productCount: 0 });
    expect(audio.image).toBe(`/uploads/${audio.imagePublicId}.webp`);
    expect(await store.files()).toContain(fileOf(audio.imagePublicId));
    const list = await listCategories(db);
    expect(list.map((c) => [c.name, c.productCount])).toEqual([
      ['Cameras', 0],
      ['Audio', 2],
    ]);
    expect(new Date(list[0].createdAt).toISOString()).toBe(list[0].createdAt);
    expect(cams._id).not.toBe(audio._id);
  });

  it('gives a second category of the same name its own slug', async () => {
    await makeCategory(deps, { name: 'Audio' });
    expect((await makeCategory(deps, { name: 'Audio' })).slug).toBe('audio-2');
  });

  it('replacing the image removes the old file after the update; the slug stays', async () => {
    const cat = await makeCategory(deps, { name: 'Phones' });
    const updated = await updateCategory(deps, cat._id, { name: 'Mobile Phones' }, await jpegUpload('image'));
    expect(updated).toMatchObject({ name: 'Mobile Phones', slug: 'phones', description: cat.description });
    expect(updated.imagePublicId).not.toBe(cat.imagePublicId);
    expect(await store.files()).toEqual([fileOf(updated.imagePublicId)]);
  });

  it('an update with a fake image changes nothing and leaves no file', async () => {
    const cat = await makeCategory(deps);
    expect((await httpStatus(updateCategory(deps, cat._id, { name: 'X' }, fakePngUpload('image')))).status).toBe(415);
    expect((await listCategories(db))[0]).toEqual(cat);
    expect(await store.files()).toEqual([fileOf(cat.imagePublicId)]);
  });

  it('404s on unknown ids', async () => {
    expect((await httpStatus(updateCategory(deps, 'nope', {}, undefined))).status).toBe(404);
    expect((await httpStatus(setCategoryActive(db, 'nope', false))).status).toBe(404);
    expect((await httpStatus(deleteCategory(deps, 'nope'))).status).toBe(404);
  });

  it('refuses to delete a category in use with 409, then deletes it and its image file', async () => {
    const cat = await makeCategory(deps);
    const product = await makeProduct(deps, cat._id);
    const refused = await httpStatus(deleteCategory(deps, cat._id));
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/1 product uses it/);
    await deleteProduct(deps, product._id);
    await deleteCategory(deps, cat._id);
    expect(await listCategories(db)).toEqual([]);
    expect(await store.files()).toEqual([]);
  });

  it('stores 160, 400 and 800 px copies beside every image and removes them with it', async () => {
    const cat = await makeCategory(deps);
    const product = await makeProduct(deps, cat._id);
    const objects = await store.objects();
    for (const { public_id: key } of product.images) {
      for (const name of [`${key}.webp`, `${key}-160.webp`, `${key}-400.webp`, `${key}-800.webp`])
        expect(objects).toContain(name);
      const copy = await store.storage.get(`${key}-400`);
      expect((await sharp(copy!.bytes).metadata()).width).toBeLessThanOrEqual(400);
      const thumb = await store.storage.get(`${key}-160`);
      expect((await sharp(thumb!.bytes).metadata()).width).toBeLessThanOrEqual(160);
    }
    await deleteProduct(deps, product._id);
    const left = await store.objects();
    for (const { public_id: key } of product.images) expect(left.filter((name) => name.startsWith(key))).toEqual([]);
  });

  it('toggles isActive', async () => {
    const cat = await makeCategory(deps);
    await setCategoryActive(db, cat._id, false);
    expect((await listCategories(db))[0].isActive).toBe(false);
  });

  it('pages and searches by name, case-insensitively, % taken literally', async () => {
    for (const name of ['Audio', 'Cameras', 'Car Audio', '100% Games']) await makeCategory(deps, { name });
    expect(await pageCategories(db, { q: 'AUDIO', page: 1, limit: 12 })).toMatchObject({ total: 2, page: 1, pages: 1 });
    const firstPage = await pageCategories(db, { q: '', page: 1, limit: 3 });
    expect(firstPage.categories.map((c) => c.name)).toEqual(['100% Games', 'Car Audio', 'Cameras']);
    expect(firstPage).toMatchObject({ total: 4, pages: 2 });
    expect((await pageCategories(db, { q: '', page: 2, limit: 3 })).categories.map((c) => c.name)).toEqual(['Audio']);
    expect((await pageCategories(db, { q: '%', page: 1, limit: 12 })).categories.map((c) => c.name)).toEqual([
      '100% Games',
    ]);
  });
});

describe('products', () => {
  it('creates with numbers, a category ref, stored images and productName = name', async () => {
    const cat = await makeCategory(deps, { name: 'Cameras' });
    const p = await makeProduct(deps, cat._id, {
      name: 'Canon EOS R50 Mirrorless',
      // the services take cents (the form reads them so); answers show dollars
      price: 67999,
      stock: 4,
      discount: '-10%',
    });
    expect(p).toMatchObject({
      name: 'Canon EOS R50 Mirrorless',
      productName: 'Canon EOS R50 Mirrorless',
      slug: 'canon-eos-r50-mirrorless',
      price: 679.99,
      stock: 4,
      discount: '-10%',
      isActive: true,
      category: { _id: cat._id, name: 'Cameras', image: cat.image },
    });
    expect(p.images).toHaveLength(2);
    for (const image of p.images) {
      expect(image.url).toBe(`/uploads/${image.public_id}.webp`);
      expect(await store.files()).toContain(fileOf(image.public_id));
    }
    expect((await listProducts(db))[0]).toEqual(p);
  });

  it('needs 2..5 images on create', async () => {
    const cat = await makeCategory(deps);
    const input = { name: 'P', description: 'd', price: 100, stock: 1, category: cat._id };
    expect(await httpStatus(createProduct(deps, input, [await pngUpload()]))).toEqual({
      status: 400,
      message: IMAGE_MESSAGES.tooFewOnCreate,
    });
    const six = await Promise.all(Array.from({ length: 6 }, () => pngUpload()));
    expect(await httpStatus(createProduct(deps, input, six))).toEqual({ status: 400, message: IMAGE_MESSAGES.tooMany });
  });

  it('no orphan: a fake second image, or an unknown category, leaves no file and no row', async () => {
    const cat = await makeCategory(deps);
    const before = await store.files();
    const input = { name: 'P', description: 'd', price: 100, stock: 1, category: cat._id };
    expect((await httpStatus(createProduct(deps, input, [await pngUpload(), fakePngUpload()]))).status).toBe(415);
    const unknown = await httpStatus(
      createProduct(deps, { ...input, category: 'missing' }, [await pngUpload(), await jpegUpload()]),
    );
    expect(unknown).toEqual({ status: 400, message: 'category: No category with this id exists.' });
    expect(await store.files()).toEqual(before);
    expect(await rowCount('products')).toBe(0);
  });

  it('edit keeps listed images, drops deleted ones, adds new ones and removes dropped files', async () => {
    const cat = await makeCategory(deps);
    const other = await makeCategory(deps, { name: 'Other' });
    const p = await makeProduct(deps, cat._id, {}, 3);
    const [a, b, c] = p.images.map((i) => i.public_id);
    const { product: updated } = await updateProduct(
      deps,
      p._id,
      { price: 1000, stock: 0, category: other._id, discount: '' },
      { keep: [a, b], drop: [b] },
      [await jpegUpload()],
    );
    expect(updated.images.map((i) => i.public_id).slice(0, 1)).toEqual([a]);
    expect(updated.images).toHaveLength(2);
    expect(updated).toMatchObject({ price: 10, stock: 0, discount: null, name: p.name, category: { _id: other._id } });
    const files = await store.files();
    expect(files).toContain(fileOf(a));
    expect(files).not.toContain(fileOf(b));
    expect(files).not.toContain(fileOf(c));
    expect(files).toContain(fileOf(updated.images[1].public_id));
  });

  it('edit refuses foreign existing images, too many or zero images, an unknown category, with nothing changed', async () => {
    const cat = await makeCategory(deps);
    const p = await makeProduct(deps, cat._id, {}, 2);
    const q = await makeProduct(deps, cat._id, {}, 2);
    const ids = p.images.map((i) => i.public_id);
    const filesBefore = await store.files();
    expect(
      (await httpStatus(updateProduct(deps, p._id, {}, { keep: [q.images[0].public_id], drop: [] }, []))).message,
    ).toMatch(/^existingImages:/);
    const four = await Promise.all(Array.from({ length: 4 }, () => pngUpload()));
    expect(await httpStatus(updateProduct(deps, p._id, {}, { drop: [] }, four))).toEqual({
      status: 400,
      message: IMAGE_MESSAGES.tooMany,
    });
    expect(await httpStatus(updateProduct(deps, p._id, {}, { drop: ids }, []))).toEqual({
      status: 400,
      message: IMAGE_MESSAGES.tooFewAfterEdit,
    });
    expect(
      (await httpStatus(updateProduct(deps, p._id, { category: 'gone' }, { drop: [] }, [await pngUpload()]))).status,
    ).toBe(400);
    expect((await httpStatus(updateProduct(deps, p._id, { name: 'Z' }, { drop: [] }, [fakePngUpload()]))).status).toBe(
      415,
    );
    expect((await httpStatus(updateProduct(deps, 'missing', {}, { drop: [] }, []))).status).toBe(404);
    expect(await store.files()).toEqual(filesBefore);
    expect((await listProducts(db)).find((x) => x._id === p._id)).toEqual(p);
  });

  it('renaming keeps the slug and lets productName follow the name', async () => {
    const cat = await makeCategory(deps);
    const p = await makeProduct(deps, cat._id, { name: 'Old Name' });
    const { product: updated } = await updateProduct(deps, p._id, { name: 'New Name' }, { drop: [] }, []);
    expect(updated).toMatchObject({ name: 'New Name', productName: 'New Name', slug: 'old-name' });
  });

  it('delete removes the row and its image files; toggles and 404s', async () => {
    const cat = await makeCategory(deps);
    const p = await makeProduct(deps, cat._id);
    await setProductActive(db, p._id, false);
    expect((await listProducts(db))[0].isActive).toBe(false);
    await deleteProduct(deps, p._id);
    expect(await listProducts(db)).toEqual([]);
    expect(await store.files()).toEqual([fileOf(cat.imagePublicId)]);
    expect((await httpStatus(deleteProduct(deps, p._id))).status).toBe(404);
    expect((await httpStatus(setProductActive(db, p._id, true))).status).toBe(404);
  });

  it('pages with active, search on productName (and category names) and category ids or slugs', async () => {
    const cams = await makeCategory(deps, { name: 'Cameras' });
    const audio = await makeCategory(deps, { name: 'Audio' });
    await makeProduct(deps, cams._id, { name: 'Nikon D3500 DSLR' });
    await makeProduct(deps, cams._id, { name: 'Sony Mirrorless', isActive: false });
    await makeProduct(deps, audio._id, { name: 'JBL Speaker' });
    const base = { q: '', page: 1, limit: 12, categories: [] as string[], inStock: false, onSale: false };
    const names = async (q: Partial<typeof base> & { active?: boolean }) =>
      (await pageProducts(db, { ...base, ...q })).products.map((p) => p.name);
    expect(await names({})).toEqual(['JBL Speaker', 'Sony Mirrorless', 'Nikon D3500 DSLR']);
    expect(await names({ active: true })).toEqual(['JBL Speaker', 'Nikon D3500 DSLR']);
    expect(await names({ q: 'dslr' })).toEqual(['Nikon D3500 DSLR']);
    expect(await names({ q: 'camera' })).toEqual(['Sony Mirrorless', 'Nikon D3500 DSLR']);
    expect(await names({ categories: ['cameras'], active: true })).toEqual(['Nikon D3500 DSLR']);
    expect(await names({ categories: [audio._id] })).toEqual(['JBL Speaker']);
    expect(await names({ categories: [audio._id, 'cameras'], active: true })).toEqual([
      'JBL Speaker',
      'Nikon D3500 DSLR',
    ]);
    expect(await names({ categories: ['nope'] })).toEqual([]);
    const paged = await pageProducts(db, { ...base, limit: 2, page: 2 });
    expect(paged).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(paged.products.map((p) => p.name)).toEqual(['Nikon D3500 DSLR']);
  });

  it('a search answers from the index of its catalogue version, and a write is seen by the next read', async () => {
    const audio = await makeCategory(deps, { name: 'Audio' });
    for (const name of ['Wireless One', 'Wired', 'wireless two', 'Wireless 50%_off', 'Speaker wireless']) {
      await makeProduct(deps, audio._id, { name });
    }
    const base = { page: 1, limit: 2, categories: [] as string[], inStock: false, onSale: false };
    const searches = [{ q: 'wireless' }, { q: 'wireless', active: true }, { q: '50%_' }, { q: '%' }, { q: 'audio' }];
    const bodies = async (version?: number) => {
      const out: string[] = [];
      for (const search of searches) {
        for (const page of [1, 2, 3, 9])
          out.push(await pageProductsBody(db, { ...base, ...search, page }, STORED_PREFIX, version));
      }
      return out;
    };
    const fresh = await bodies();
    const version = await readCatalogVersion(db);
    expect(await bodies(version)).toEqual(fresh);
    expect(JSON.parse(fresh[0])).toMatchObject({ total: 4, pages: 2 });
    expect(JSON.parse(fresh[8]).total).toBe(1); // `%` and `_` are literal
    expect(JSON.parse(fresh[16]).total).toBe(5);

    const added = await makeProduct(deps, audio._id, { name: 'Wireless Three' });
    const after = JSON.parse(
      await pageProductsBody(db, { ...base, q: 'wireless' }, STORED_PREFIX, await readCatalogVersion(db)),
    );
    expect(after).toMatchObject({ total: 5, pages: 3 });
    expect(after.products[0]._id).toBe(added._id);
  });

  it('totals and search matches follow every kind of write, and a search finds at least what ILIKE on productName finds', async () => {
    const cams = await makeCategory(deps, { name: 'Cameras' });
    const audio = await makeCategory(deps, { name: 'Audio' });
    const a = await makeProduct(deps, cams._id, { name: 'Wireless Camera' });
    const b = await makeProduct(deps, cams._id, { name: 'Wired Camera', isActive: false });
    await makeProduct(deps, audio._id, { name: 'Wireless Speaker' });
    const base = { q: '', page: 1, limit: 100, categories: [] as string[], inStock: false, onSale: false };
    const filters: { active?: boolean; categories?: string[] }[] = [
      {},
      { active: true },
      { active: false },
      { categories: ['cameras'] },
      { categories: [audio._id], active: true },
      { categories: ['nope'] },
    ];
    const searches: { q: string; active?: boolean; categories?: string[] }[] = [
      { q: 'wire' },
      { q: 'WIRELESS', active: true },
      { q: 'camera', categories: ['cameras'] },
      { q: 'ss sp' },
    ];
    const byIlike = async (search: (typeof searches)[number]) => {
      const rows = await db.execute(sql`
        select p.id from products p join categories c on c.id = p.category_id
        where p.product_name ilike ${`%${search.q}%`}
          and (${search.active ?? null}::boolean is null or p.is_active = ${search.active ?? null})
          and (${search.categories?.[0] ?? null}::text is null or c.slug = ${search.categories?.[0] ?? null})`);
      return rows.rows.map((row) => row.id as string);
    };
    const expectListsTrue = async () => {
      for (const filter of filters) {
        const { total, products } = await pageProducts(db, { ...base, ...filter });
        expect({ filter, total }).toEqual({ filter, total: products.length });
      }
      for (const search of searches) {
        const { total, products } = await pageProducts(db, { ...base, ...search });
        const found = products.map((p) => p._id);
        expect(total).toBe(found.length);
        for (const id of await byIlike(search))
          expect({ search, found }).toEqual({ search, found: expect.arrayContaining([id]) });
      }
    };
    await expectListsTrue();
    await setProductActive(db, b._id, true);
    await expectListsTrue();
    await updateProduct(deps, a._id, { category: audio._id, name: 'Camera Strap' }, { drop: [] }, []);
    await expectListsTrue();
    await deleteProduct(deps, b._id);
    await expectListsTrue();
    expect((await pageProducts(db, base)).total).toBe(2);
  });

  it('after product writes and stock moves the index is updated from the changed rows and equals one loaded whole', async () => {
    const cams = await makeCategory(deps, { name: 'Cameras' });
    const audio = await makeCategory(deps, { name: 'Audio' });
    const made = [];
    for (const name of ['Nikon Coolpix Trail', 'Sony Studio Headphones', 'Wireless Speaker', 'Canon Zoom Lens'])
      made.push(
        await makeProduct(deps, name.includes('Speaker') || name.includes('Headphones') ? audio._id : cams._id, {
          name,
        }),
      );
    const [nikon, sony, speaker, canon] = made;
    const fields = [
      'ids',
      'names',
      'nameLower',
      'slugs',
      'images',
      'category',
      'price',
      'stock',
      'active',
      'onSale',
      'sold',
      'created',
    ] as const;
    const queries = [
      'nikkon',
      'hedphones studio',
      'wireless',
      'zoom',
      'quokka',
      'speeker',
      'a fine device',
      'weatherproof',
      'shell',
      'quokkas',
    ];
    const view = (index: FindIndex) => ({
      fields: Object.fromEntries(fields.map((field) => [field, Array.from(index[field] as ArrayLike<unknown>)])),
      found: queries.map((q) =>
        findProducts(index, {
          q,
          sort: 'price_asc',
          limit: 10,
          offset: 0,
          categories: [],
          inStock: false,
          onSale: false,
        }),
      ),
    });
    /** the index the next read gets, against a whole load of the same catalogue */
    const expectPatchedAsWhole = async () => {
      const patched = await findIndexAt(db, await readCatalogVersion(db));
      expect(patched.fingerprint).toBeNull(); // updated from rows, not loaded again
      forgetCatalogVersion();
      const whole = await findIndexAt(db, await readCatalogVersion(db));
      expect(whole.fingerprint).not.toBeNull();
      expect(view(patched)).toEqual(view(whole));
    };
    const stockMove = (id: string, by: number) =>
      db
        .transaction(async (tx) => {
          await tx.execute(sql`update products set stock = stock + ${by} where id = ${id}`);
          return bumpCatalogVersion(tx, { products: [id], stockOnly: true });
        })
        .then(noteCatalogVersion);

    await findIndexAt(db, await readCatalogVersion(db));
    // a product between unchanged ones on both sides, and the oldest
    await updateProduct(deps, sony._id, { name: 'Sony Quokka Headphones', price: 1000 }, { drop: [] }, []);
    await updateProduct(deps, nikon._id, { name: 'Nikon Coolpix Quokka', price: 1000 }, { drop: [] }, []);
    await expectPatchedAsWhole();
    // several writes between two reads: an added product, a rename into another category, a
    // product hidden, one deleted, and stock moves (sorted lists that read no stock stay)
    const added = await makeProduct(deps, audio._id, { name: 'Speaker Stand', compareAtPrice: 15000, price: 12000 });
    await updateProduct(deps, canon._id, { name: 'Canon Wireless Mic', category: audio._id }, { drop: [] }, []);
    await setProductActive(db, speaker._id, false);
    await deleteProduct(deps, sony._id);
    await stockMove(added._id, -2);
    await expectPatchedAsWhole();
    await stockMove(nikon._id, -1);
    await stockMove(canon._id, 4);
    await expectPatchedAsWhole();
    await updateProduct(deps, canon._id, { price: 99900 }, { drop: [] }, []);
    await updateProduct(deps, nikon._id, { description: 'Weatherproof shell, loved by quokkas.' }, { drop: [] }, []);
    await expectPatchedAsWhole();
    // words only the old description had are gone: a search for them forgives typos again
    await updateProduct(deps, nikon._id, { description: 'A fine device.' }, { drop: [] }, []);
    await expectPatchedAsWhole();
    // a category write is more than products: the index is loaded whole
    await updateCategory(deps, cams._id, { name: 'Cameras and Lenses' }, undefined);
    expect((await findIndexAt(db, await readCatalogVersion(db))).fingerprint).not.toBeNull();
  });

  it('the index of a catalogue bigger than one load chunk holds every product in order, from one state of it', async () => {
    const cat = await makeCategory(deps);
    // more than one chunk of a whole load (10,000 products), dated one second apart, oldest last
    const n = 10_050;
    await db.execute(sql`
      insert into products (id, name, product_name, slug, description, price_cents, stock, category_id, created_at)
      select 'bulk-' || g, 'Bulk ' || g, 'Bulk ' || g, 'bulk-' || g, 'Many of them.', (g % 90 + 1) * 100, g % 3, ${cat._id},
        timestamptz '2026-01-01' + g * interval '1 second'
      from generate_series(1, ${n}) g`);
    const newest = `bulk-${n}`;
    /** a whole load, with `interfere` run before each of its statements after the first */
    const load = async (interfere: (statement: number) => Promise<void>) => {
      forgetCatalogVersion();
      let statement = 0;
      const watched = new Proxy(db, {
        get: (target, key) =>
          key === 'execute'
            ? async (query: Parameters<Db['execute']>[0]) => {
                if (statement++ > 0) await interfere(statement);
                return target.execute(query);
              }
            : Reflect.get(target, key),
      });
      return { index: await findIndexAt(watched, await readCatalogVersion(db)), statements: statement };
    };
    const quiet = await load(async () => undefined);
    expect(quiet.index.ids).toEqual(Array.from({ length: n }, (_, i) => `bulk-${n - i}`));
    // in cents
    expect(Array.from(quiet.index.price.slice(0, 3))).toEqual([
      ((n % 90) + 1) * 100,
      (((n - 1) % 90) + 1) * 100,
      (((n - 2) % 90) + 1) * 100,
    ]);

    // a write between the chunks (to a product of the first): the load starts again and shows it
    const once = await load(async (statement) => {
      if (statement === 2) await setProductActive(db, newest, false);
    });
    expect(once.index.count).toBe(n);
    expect(once.index.active[0]).toBe(0);
    expect(once.index.version).toBe(await readCatalogVersion(db));
  });

  it('the full list, read in chunks, comes from one state of the catalogue even when writes land between its chunks', async () => {
    const cat = await makeCategory(deps);
    // more than one chunk (2,500 rows), dated one second apart, oldest last in the list
    const n = 2600;
    await db.execute(sql`
      insert into products (id, name, product_name, slug, description, price_cents, stock, category_id, created_at)
      select 'bulk-' || g, 'Bulk ' || g, 'Bulk ' || g, 'bulk-' || g, 'Many of them.', 500, 1, ${cat._id},
        timestamptz '2026-01-01' + g * interval '1 second'
      from generate_series(1, ${n}) g`);
    const oldest = 'bulk-1';
    const read = async (interfere: (tries: number) => Promise<void>) => {
      let pieces: string[] = [];
      let tries = 1;
      await writeProductList(
        db,
        {
          write: async (piece) => {
            pieces.push(piece);
            // after the first chunk, before the second one (which holds the oldest product)
            if (pieces.length === 2) await interfere(tries);
          },
          restart: () => {
            pieces = [];
            tries++;
          },
        },
        STORED_PREFIX,
      );
      return { tries, products: JSON.parse(pieces.join('')).products as Product[] };
    };
    const isActiveOf = (products: Product[], id: string) => products.find((p) => p._id === id)?.isActive;

    const quiet = await read(async () => undefined);
    expect(quiet.tries).toBe(1);
    expect(quiet.products.map((p) => p._id)).toEqual(Array.from({ length: n }, (_, i) => `bulk-${n - i}`));

    // one write between the chunks: the list starts again and shows it
    const once = await read(async (tries) => {
      if (tries === 1) await setProductActive(db, oldest, false);
    });
    expect(once.tries).toBe(2);
    expect(isActiveOf(once.products, oldest)).toBe(false);

    // writes keep landing: after two tries the list is read from one snapshot (on the embedded
    // database the third try holds it, so nothing may write meanwhile)
    const busy = await read(async (tries) => {
      if (tries <= 2) await setProductActive(db, oldest, tries === 2);
    });
    expect(busy.tries).toBe(3);
    expect(isActiveOf(busy.products, oldest)).toBe(true);
    expect(busy.products).toHaveLength(n);
    expect(await listProducts(db)).toEqual(busy.products);
  });

  it('every write bumps the catalogue version', async () => {
    const v0 = await readCatalogVersion(db);
    const cat = await makeCategory(deps);
    const p = await makeProduct(deps, cat._id);
    await setProductActive(db, p._id, false);
    expect(await readCatalogVersion(db)).toBe(v0 + 3);
  });

  it('on PostgreSQL (DATABASE_URL set) every read sees a version another process committed', async () => {
    const cat = await makeCategory(deps);
    const v = await readCatalogVersion(db);
    // another server process commits a write: only the row changes, not this process's memory
    await db.execute(sql`update catalog_version set version = version + 1`);
    expect(await readCatalogVersion(db)).toBe(v); // embedded: this process is the only writer
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgres://other-processes-write-too';
    resetConfigForTests();
    try {
      expect(versionIsShared()).toBe(true);
      expect(await readCatalogVersion(db)).toBe(v + 1);
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
      resetConfigForTests();
    }
    expect(cat).toBeTruthy();
  });
});
