// Names an object's prototype answers for (`constructor`, `__proto__`, `prototype`, `toString`...)
// as keys of specifications and options (src/lib/ownKeys.ts): the writes refuse them with a 400
// naming the field and store nothing; and a catalogue stored before that refusal shows no
// prototype member as a facet value, matches no filter by one, and shows none on a product page.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '../../src/lib/types';
import type { CatalogDeps } from '../../src/server/catalog/categories';
import { parseProductListQuery } from '../../src/server/catalog/listQuery';
import { pageProducts } from '../../src/server/catalog/productLists';
import { catalogWrite, changedCatalog } from '../../src/server/catalog/version';
import type { Db } from '../../src/server/db/client';
import { makeCategory, makeProduct } from '../helpers/catalogFactories';
import { pngBytes } from '../helpers/imageFixtures';
import { memoryDb, resetCatalog, tempStorage } from '../helpers/memoryDb';
import { startServer, type ApiResult, type TestServer } from './harness';

const RESERVED = 'is a name the shop keeps for itself (like constructor or prototype): choose another.';
const LEAK = 'function Object() { [native code] }';

describe('the writes refuse them', () => {
  let server: TestServer;
  let admin: string;
  let category: Category;
  let product: Product;
  let seq = 0;

  async function form(fields: Record<string, unknown>, fileField: string, files: number): Promise<FormData> {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields))
      body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    for (let i = 0; i < files; i++) {
      const bytes = await pngBytes(40 + (++seq % 9), 30, [seq % 255, 40, 200]);
      body.append(fileField, new File([new Uint8Array(bytes)], `r${seq}.png`, { type: 'image/png' }));
    }
    return body;
  }

  beforeAll(async () => {
    server = await startServer();
    admin = await server.adminToken();
    const made = await server.api('/api/categories', {
      method: 'POST',
      token: admin,
      body: await form(
        {
          name: 'Reserved things',
          description: 'x',
          attributes: [{ key: 'material', name: 'Material', type: 'text', filterable: true }],
        },
        'image',
        1,
      ),
    });
    expect(made.status, made.text).toBe(201);
    category = made.body.category;
    const res = await server.api('/api/products', {
      method: 'POST',
      token: admin,
      body: await form(
        { name: 'Plain thing', description: 'x', category: category._id, price: '10', stock: '1' },
        'images',
        2,
      ),
    });
    expect(res.status, res.text).toBe(201);
    product = res.body.product;
  });
  afterAll(async () => {
    await server?.stop();
  });

  function refused(res: ApiResult, field: string) {
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(`${field}: ${RESERVED}`);
  }

  const editCategory = async (fields: Record<string, unknown>) =>
    server.api(`/api/categories/${category._id}`, {
      method: 'PUT',
      token: admin,
      body: await form(fields, 'image', 0),
    });
  const editProduct = async (fields: Record<string, unknown>) =>
    server.api(`/api/products/${product._id}`, { method: 'PUT', token: admin, body: await form(fields, 'images', 0) });

  it('as a category attribute key', async () => {
    for (const key of ['constructor', 'prototype']) {
      const attributes = [
        { key: 'material', name: 'Material', type: 'text', filterable: true },
        { key, name: 'Odd', type: 'text', filterable: true },
      ];
      refused(await editCategory({ attributes }), 'attributes.1.key');
    }
    const after = await server.api(`/api/categories`, { token: admin });
    expect(after.body.categories.find((c: Category) => c._id === category._id).attributes).toEqual(category.attributes);
  });

  it('as a key of a product’s specs, __proto__ too (which a plain object would swallow)', async () => {
    refused(await editProduct({ specs: { constructor: 'Wood' } }), 'specs.constructor');
    refused(await editProduct({ specs: '{"__proto__": "Wood"}' }), 'specs.__proto__');
    refused(await editProduct({ specs: { material: 'Oak', toString: 'x' } }), 'specs.toString');
  });

  it('as an option name, in any case, and as a key of a variant’s options', async () => {
    const variant = (options: Record<string, string>) => ({ options, price: 10, stock: 1 });
    for (const name of ['constructor', 'Constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      refused(
        await editProduct({ options: [{ name, values: ['A'] }], variants: [variant({ [name]: 'A' })] }),
        'options.0.name',
      );
    }
    refused(
      await editProduct({
        options: [{ name: 'Size', values: ['A'] }],
        variants: `[{"options": {"Size": "A", "__proto__": "A"}, "price": 10, "stock": 1}]`,
      }),
      'variants.0.options.__proto__',
    );
    const stored = (await server.api(`/api/products/${product._id}`, { token: admin })).body.product;
    expect(stored).toEqual(product);
  });
});

describe('a catalogue stored before the refusal', () => {
  let db: Db;
  let close: () => Promise<void>;
  let store: Awaited<ReturnType<typeof tempStorage>>;
  let deps: CatalogDeps;

  beforeAll(async () => {
    ({ db, close } = await memoryDb());
    store = await tempStorage();
    deps = { db, storage: store.storage };
    await resetCatalog(db);
  }, 60_000);
  afterAll(async () => {
    await close?.();
    await store?.cleanup();
  });

  const list = async (params: string) => {
    const listing = parseProductListQuery(new URLSearchParams(params));
    if (!listing.paged) throw new Error('expected a paged listing');
    return pageProducts(db, listing);
  };

  it('lists no prototype member as a facet value and matches no filter by one', async () => {
    const furniture = await makeCategory(deps, { name: 'Old furniture' });
    const oak = await makeProduct(deps, furniture._id, { name: 'Oak table' });
    const bare = await makeProduct(deps, furniture._id, { name: 'Bare table' });
    // what an older shop may hold: an attribute keyed `constructor`, one product with a value
    await catalogWrite(db, async (tx) => {
      await tx.execute(
        sql`update categories set attributes = ${JSON.stringify([
          { key: 'constructor', name: 'Maker', type: 'text', filterable: true, inCompare: true },
        ])}::jsonb where id = ${furniture._id}`,
      );
      await tx.execute(sql`update products set specs = '{"constructor": "Joiner"}'::jsonb where id = ${oak._id}`);
      changedCatalog(tx, 'more');
    });

    const all = await list(`category=${furniture._id}&page=1`);
    expect(all.total).toBe(2);
    const facets = (all as unknown as { facets: { specs: { key: string; values: { value: string }[] }[] } }).facets;
    expect(facets.specs).toEqual([
      expect.objectContaining({ key: 'constructor', values: [{ value: 'Joiner', count: 1 }] }),
    ]);
    expect(JSON.stringify(all)).not.toContain('native code');

    const leak = await list(`category=${furniture._id}&spec.constructor=${encodeURIComponent(LEAK)}`);
    expect(leak.total).toBe(0);
    const own = await list(`category=${furniture._id}&spec.constructor=Joiner`);
    expect(own.products.map((p) => p._id)).toEqual([oak._id]);
    expect(own.products.map((p) => p._id)).not.toContain(bare._id);
  });
});
