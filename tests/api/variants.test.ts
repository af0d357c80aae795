// Options, variants and typed specifications over the product and category multipart writes
// (docs/api.md#variants, docs/api.md#specifications), on the real built server: the product
// object, the summary the spec's fields keep, every refused combination (400 naming the field,
// nothing stored), the edit semantics, and what the spec's own client still does unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, CategoryAttribute, Product } from '../../src/lib/types';
import { pngBytes } from '../helpers/imageFixtures';
import {
  regenerateRows,
  rowsFromProduct,
  sellingFields,
  type OptionDraft,
} from '../../src/islands/admin/products/variantRows';
import { skuBase } from '../../src/server/catalog/skuNames';
import { startServer, type ApiResult, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let phones: Category;
let seq = 0;

const ATTRIBUTES = [
  { key: 'battery', name: 'Battery', type: 'number', unit: 'mAh', filterable: true },
  { key: 'os', name: 'Operating system', type: 'choice', values: ['iOS', 'Android'], filterable: true },
  { key: 'nfc', name: 'NFC', type: 'boolean' },
  { key: 'chip', name: 'Chip', type: 'text', inCompare: false },
];

const STORAGE_COLOUR = [
  { name: 'Storage', values: ['128 GB', '256 GB'] },
  { name: 'Colour', values: ['Black', 'Blue'] },
];

beforeAll(async () => {
  server = await startServer();
  admin = await server.adminToken();
  const res = await server.api('/api/categories', {
    method: 'POST',
    token: admin,
    body: await form(
      { name: 'Variant phones', description: 'Phones in several variants.', attributes: ATTRIBUTES },
      'image',
    ),
  });
  expect(res.status, res.text).toBe(201);
  phones = res.body.category;
});
afterAll(async () => {
  await server?.stop();
});

/** A multipart body: objects and arrays become the JSON text fields; `images` real PNGs. */
async function form(fields: Record<string, unknown>, fileField = 'images', files = 1): Promise<FormData> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  for (let i = 0; i < files; i++) {
    const bytes = await pngBytes(50 + (++seq % 9), 40, [seq % 255, 90, 180]);
    body.append(fileField, new File([new Uint8Array(bytes)], `v${seq}.png`, { type: 'image/png' }));
  }
  return body;
}

const basics = () => ({ name: `Phone ${++seq}`, description: 'A phone.', category: phones._id });

const create = async (fields: Record<string, unknown>) =>
  server.api('/api/products', {
    method: 'POST',
    token: admin,
    body: await form({ ...basics(), ...fields }, 'images', 2),
  });

const edit = async (id: string, fields: Record<string, unknown>, files = 0) =>
  server.api(`/api/products/${id}`, { method: 'PUT', token: admin, body: await form(fields, 'images', files) });

const read = async (id: string): Promise<Product> => {
  const res = await server.api(`/api/products/${id}`, { token: admin });
  expect(res.status, res.text).toBe(200);
  return res.body.product;
};

function created(res: ApiResult): Product {
  expect(res.status, res.text).toBe(201);
  return res.body.product;
}

/** Everything a refused write could have changed: the products, the categories, the stored images. */
async function shopState() {
  const products = await server.api('/api/products?limit=1', { token: admin });
  const categories = await server.api('/api/categories', { token: admin });
  return { products: products.body.total, categories: categories.body.categories, files: await server.storedFiles() };
}

function refused(res: ApiResult, message: string | RegExp) {
  expect(res.status, res.text).toBe(400);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
}

/** Three variants: the cheapest active one is 128 GB / Black; the cheaper Blue is inactive. */
const threeVariants = (sku: string) => [
  {
    sku: `${sku}-128-BK`,
    options: { Storage: '128 GB', Colour: 'Black' },
    price: 799,
    compareAtPrice: 829,
    stock: 5,
    weight: 171,
  },
  { sku: `${sku}-256-BK`, options: { Storage: '256 GB', Colour: 'Black' }, price: 899, stock: 2 },
  { sku: `${sku}-128-BL`, options: { Storage: '128 GB', Colour: 'Blue' }, price: 749.5, stock: 4, isActive: false },
];

describe('a product with options and variants', () => {
  it('is created over multipart with its specs; the spec fields summarise the active variants', async () => {
    const res = await create({
      options: STORAGE_COLOUR,
      variants: threeVariants('IP-A'),
      specs: { battery: '3349', os: 'iOS', nfc: true, chip: ' A16 Bionic ' },
    });
    const product = created(res);
    expect(product.options).toEqual(STORAGE_COLOUR);
    expect(product.variants).toEqual([
      {
        _id: expect.any(String),
        sku: 'IP-A-128-BK',
        options: { Storage: '128 GB', Colour: 'Black' },
        price: 799,
        compareAtPrice: 829,
        stock: 5,
        weight: 171,
        images: [],
        specs: {},
        isActive: true,
      },
      {
        _id: expect.any(String),
        sku: 'IP-A-256-BK',
        options: { Storage: '256 GB', Colour: 'Black' },
        price: 899,
        compareAtPrice: null,
        stock: 2,
        weight: 0,
        images: [],
        specs: {},
        isActive: true,
      },
      {
        _id: expect.any(String),
        sku: 'IP-A-128-BL',
        options: { Storage: '128 GB', Colour: 'Blue' },
        price: 749.5,
        compareAtPrice: null,
        stock: 4,
        weight: 0,
        images: [],
        specs: {},
        isActive: false,
      },
    ]);
    // the cheapest ACTIVE variant's prices, the active variants' stock, the product's images
    expect(product).toMatchObject({ price: 799, compareAtPrice: 829, stock: 7 });
    expect(product.images).toHaveLength(2);
    expect(product.specs).toEqual({ battery: 3349, os: 'iOS', nfc: true, chip: 'A16 Bionic' });
    // the public read and the list say the same
    const shown = (await server.api(`/api/products/${product.slug}`)).body.product;
    expect(shown).toMatchObject({ options: STORAGE_COLOUR, variants: product.variants, price: 799, stock: 7 });
    const listed = (await server.api(`/api/products?q=${encodeURIComponent(product.name)}`)).body.products;
    expect(listed.find((p: Product) => p._id === product._id)).toMatchObject({
      price: 799,
      compareAtPrice: 829,
      stock: 7,
    });
  });

  it("shows the product's images a variant names by public id, refuses any other, and forgets one the product drops", async () => {
    const product = created(await create({ options: STORAGE_COLOUR, variants: threeVariants('IP-B') }));
    const [first, second] = product.images;
    const withImages = product.variants.map((v, at) => ({
      ...v,
      images: at === 1 ? [second.public_id, first.public_id] : [],
    }));
    const res = await edit(product._id, { variants: withImages });
    expect(res.status, res.text).toBe(200);
    expect(res.body.product.variants[1].images).toEqual([second, first]);
    expect(res.body.product.variants[0].images).toEqual([]);

    const before = await shopState();
    const foreign = product.variants.map((v) => ({ ...v, images: ['someone-elses-image'] }));
    refused(
      await edit(product._id, { variants: foreign }),
      'variants.0.images: someone-elses-image is not an image of this product.',
    );
    expect(await read(product._id)).toEqual(res.body.product);
    expect(await shopState()).toEqual(before);

    // the admin drops the first image: the variant keeps showing only the second
    const dropped = await edit(product._id, { deletedImages: first.public_id });
    expect(dropped.status, dropped.text).toBe(200);
    expect(dropped.body.product.images).toEqual([second]);
    expect(dropped.body.product.variants[1].images).toEqual([second]);
  });

  it('refuses every bad combination with a 400 naming the field, and stores nothing', async () => {
    const other = created(await create({ options: STORAGE_COLOUR, variants: threeVariants('TAKEN') }));
    const target = created(await create({ options: STORAGE_COLOUR, variants: threeVariants('IP-T') }));
    const base = threeVariants('IP-C');
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [
        { options: STORAGE_COLOUR, variants: [{ ...base[0], options: { Storage: '1 TB', Colour: 'Black' } }] },
        'variants.0.options.Storage: must be one of 128 GB, 256 GB.',
      ],
      [
        { options: STORAGE_COLOUR, variants: [base[0], { ...base[1], options: base[0].options }] },
        'variants.1.options: repeats the options of variant 1 (128 GB / Black).',
      ],
      [
        { options: STORAGE_COLOUR, variants: [base[0], { ...base[1], sku: base[0].sku.toLowerCase() }] },
        'variants.1.sku: repeats the SKU of variant 1.',
      ],
      [
        { options: STORAGE_COLOUR, variants: [base[0], { ...base[1], sku: 'taken-256-bk' }] },
        'variants.1.sku: another product has the SKU taken-256-bk.',
      ],
      [
        {
          options: [...STORAGE_COLOUR, { name: 'Carrier', values: ['None'] }, { name: 'Case', values: ['None'] }],
          variants: [base[0]],
        },
        'options: may have at most 3 options.',
      ],
      [
        { options: STORAGE_COLOUR, variants: [{ ...base[0], compareAtPrice: 799 }] },
        'variants.0.compareAtPrice: must be greater than the price (leave it empty when not on sale).',
      ],
      [
        { options: STORAGE_COLOUR, variants: [{ ...base[0], options: { Storage: '128 GB' } }] },
        'variants.0.options.Colour: is required.',
      ],
      [{ options: [], variants: [base[0], base[1]] }, 'variants: a product without options has exactly one variant.'],
      [
        { options: STORAGE_COLOUR, variants: [{ ...base[0], price: -1 }] },
        'variants.0.price: must be a number of at least 0.',
      ],
      [{ options: STORAGE_COLOUR, variants: [{ ...base[0], sku: 'no spaces' }] }, /^variants\.0\.sku: may hold only/],
      [{ options: STORAGE_COLOUR, variants: [] }, 'variants: must list at least one variant.'],
      [{ options: STORAGE_COLOUR, variants: '[{"sku": "IP-C"' }, 'variants: must be JSON text.'],
      [{ options: '{name: Storage}', variants: [base[0]] }, 'options: must be JSON text.'],
      [{ specs: 'battery=5000' }, 'specs: must be JSON text.'],
    ];
    for (const [fields, message] of cases) {
      const before = await shopState();
      refused(await create({ price: '10', stock: '1', ...fields }), message);
      expect(await shopState(), JSON.stringify(fields)).toEqual(before);
      // the same on an edit: the product stays as it was
      const kept = await read(target._id);
      refused(await edit(target._id, fields), message);
      expect(await read(target._id)).toEqual(kept);
    }
    // an _id must be one of this product's variants
    const mine = await read(other._id);
    const stranger = created(await create({ price: '10', stock: '1' }));
    refused(
      await edit(other._id, { variants: [{ ...base[0], sku: 'TAKEN-128-BK', _id: stranger.variants[0]._id }] }),
      'variants.0._id: is not a variant of this product.',
    );
    refused(
      await edit(other._id, { variants: [{ ...base[0], _id: 'no-such-variant' }] }),
      'variants.0._id: is not a variant of this product.',
    );
    expect(await read(other._id)).toEqual(mine);
    expect(await read(stranger._id)).toEqual(stranger);
  });

  it('two writes racing for one SKU: one stores it, the other is a 400 naming the field', async () => {
    const [a, b] = await Promise.all([create({ price: '10', stock: '1' }), create({ price: '10', stock: '1' })]);
    const variant = (sku: string) => [{ sku, options: {}, price: 10, stock: 1 }];
    const creates = await Promise.all([1, 2].map(() => create({ variants: variant('RACE-1') })));
    expect(creates.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(creates.find((r) => r.status === 400)!.body.message).toBe(
      'variants.0.sku: another product has the SKU RACE-1.',
    );
    const edits = await Promise.all(
      [created(a), created(b)].map((product) => edit(product._id, { variants: variant('race-2') })),
    );
    expect(edits.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(edits.find((r) => r.status === 400)!.body.message).toBe(
      'variants.0.sku: another product has the SKU race-2.',
    );
  });

  it('an edit resends the variants: an _id keeps one, one without is added, one left out is removed', async () => {
    const product = created(await create({ options: STORAGE_COLOUR, variants: threeVariants('IP-D') }));
    const [cheap, big, blue] = product.variants;
    const res = await edit(product._id, {
      variants: [
        // SKUs may move between the kept variants
        { ...big, sku: cheap.sku, price: 949, stock: 1 },
        { ...cheap, sku: big.sku, compareAtPrice: null },
        { sku: 'IP-D-256-BL', options: { Storage: '256 GB', Colour: 'Blue' }, price: 959, stock: 6 },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.notice).toBeUndefined();
    const after: Product = res.body.product;
    expect(after.variants.map((v) => v._id).slice(0, 2)).toEqual([big._id, cheap._id]);
    expect(after.variants[2]._id).not.toBe(blue._id);
    expect(after.variants.map((v) => [v.sku, v.price, v.compareAtPrice, v.stock])).toEqual([
      ['IP-D-128-BK', 949, null, 1],
      ['IP-D-256-BK', 799, null, 5],
      ['IP-D-256-BL', 959, null, 6],
    ]);
    expect(after).toMatchObject({ price: 799, compareAtPrice: null, stock: 12 });
    // the removed variant's SKU is free again
    const reuse = created(
      await create({ options: STORAGE_COLOUR, variants: [{ ...threeVariants('X')[0], sku: blue.sku }] }),
    );
    expect(reuse.variants[0].sku).toBe(blue.sku);

    // new options without variants: the current variants must still fit them
    refused(
      await edit(product._id, { options: [{ name: 'Storage', values: ['128 GB', '256 GB'] }] }),
      'variants.0.options.Colour: is not an option of this product.',
    );
    const more = [STORAGE_COLOUR[0], { name: 'Colour', values: ['Black', 'Blue', 'Pink'] }];
    const widened = await edit(product._id, { options: more });
    expect(widened.status, widened.text).toBe(200);
    expect(widened.body.product.options).toEqual(more);
    expect(widened.body.product.variants).toEqual(after.variants);
  });
});

describe('the SKUs the shop makes', () => {
  const storage: OptionDraft[] = [{ name: 'Storage', values: ['128 GB', '256 GB'] }];
  const storageColour: OptionDraft[] = [...storage, { name: 'Colour', values: ['Black', 'Blue'] }];

  /** The multipart fields the product panel sends for these options and rows. */
  const panelFields = (options: OptionDraft[], rows: ReturnType<typeof regenerateRows>, stored: Product | null) =>
    sellingFields({
      options,
      rows,
      keptImages: new Set(stored?.images.map((image) => image.public_id)),
      price: '',
      stock: '',
      compareAtPrice: '',
      stored,
    });

  /** A product made as the panel makes it: Storage, "Generate variants", prices, Create. */
  async function generatedProduct(): Promise<Product> {
    const rows = regenerateRows(storage, []).map((row) => ({ ...row, price: '499', stock: '3' }));
    const product = created(await create(panelFields(storage, rows, null)));
    const base = skuBase(product._id);
    expect(product.variants.map((v) => v.sku)).toEqual([base, `${base}-2`]);
    return product;
  }

  it('an option added, "Generate variants" and Update: new SKUs beside the kept ones, none repeated (it was a 500)', async () => {
    const product = await generatedProduct();
    const base = skuBase(product._id);
    const rows = regenerateRows(storageColour, rowsFromProduct(product));
    const res = await edit(product._id, panelFields(storageColour, rows, product));
    expect(res.status, res.text).toBe(200);
    const after: Product = res.body.product;
    // 128 GB / Black and 256 GB / Black are the variants it had, with their SKUs; the new ones
    // take the first names free
    expect(after.variants.map((v) => [v._id, v.sku])).toEqual([
      [product.variants[0]._id, base],
      [expect.any(String), `${base}-3`],
      [product.variants[1]._id, `${base}-2`],
      [expect.any(String), `${base}-4`],
    ]);
    // and again: generating once more with nothing changed keeps every SKU
    const again = await edit(
      after._id,
      panelFields(storageColour, regenerateRows(storageColour, rowsFromProduct(after)), after),
    );
    expect(again.status, again.text).toBe(200);
    expect(again.body.product.variants).toEqual(after.variants);
  });

  it('skips the names another product holds in any case, and a SKU typed in the same list', async () => {
    const product = await generatedProduct();
    const base = skuBase(product._id);
    created(
      await create({
        options: storage,
        variants: [
          { sku: `${base}-3`, options: { Storage: '128 GB' }, price: 10, stock: 1 },
          { sku: `${base.toLowerCase()}-4`, options: { Storage: '256 GB' }, price: 10, stock: 1 },
        ],
      }),
    );
    const rows = regenerateRows(storageColour, rowsFromProduct(product));
    // the admin types the name the last new variant would have had
    rows[3] = { ...rows[3], sku: `${base}-5` };
    const res = await edit(product._id, panelFields(storageColour, rows, product));
    expect(res.status, res.text).toBe(200);
    expect(res.body.product.variants.map((v: Product['variants'][number]) => v.sku)).toEqual([
      base,
      `${base}-6`,
      `${base}-2`,
      `${base}-5`,
    ]);
  });

  it('a SKU typed that another product holds is a 400 naming its row, and nothing changes', async () => {
    const product = await generatedProduct();
    const other = await generatedProduct();
    const rows = regenerateRows(storageColour, rowsFromProduct(product));
    rows[1] = { ...rows[1], sku: other.variants[1].sku.toLowerCase() };
    const before = await shopState();
    refused(
      await edit(product._id, panelFields(storageColour, rows, product)),
      `variants.1.sku: another product has the SKU ${other.variants[1].sku.toLowerCase()}.`,
    );
    expect(await read(product._id)).toEqual(product);
    expect(await shopState()).toEqual(before);
  });
});

describe("the spec's client, without options or variants", () => {
  it("creates one variant from the form's price, compare-at price and stock, and an edit sets it", async () => {
    const product = created(await create({ price: '19.99', compareAtPrice: '24.50', stock: '7' }));
    expect(product).toMatchObject({ options: [], price: 19.99, compareAtPrice: 24.5, stock: 7, specs: {} });
    expect(product.variants).toEqual([
      {
        _id: expect.any(String),
        sku: expect.stringMatching(/^SKU-[0-9A-F]{12}$/),
        options: {},
        price: 19.99,
        compareAtPrice: 24.5,
        stock: 7,
        weight: 0,
        images: [],
        specs: {},
        isActive: true,
      },
    ]);
    const res = await edit(product._id, { price: '17.00', stock: '3' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.notice).toBeUndefined();
    expect(res.body.product).toMatchObject({ price: 17, compareAtPrice: 24.5, stock: 3 });
    expect(res.body.product.variants).toEqual([{ ...product.variants[0], price: 17, stock: 3 }]);
    refused(await edit(product._id, { compareAtPrice: '16' }), /^compareAtPrice: must be greater than the price/);
    const cleared = await edit(product._id, { compareAtPrice: '' });
    expect(cleared.body.product.variants[0].compareAtPrice).toBeNull();
    // a create without price or stock names the missing field
    refused(await create({ stock: '1' }), /^price: /);
  });

  it("leaves a multi-variant product's prices and stock alone and says so in `notice`", async () => {
    const product = created(await create({ options: STORAGE_COLOUR, variants: threeVariants('IP-E') }));
    const res = await edit(product._id, { price: '1.00', stock: '999', compareAtPrice: '', name: 'Renamed phone' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.notice).toMatch(/several variants: price and stock are set per variant/);
    expect(res.body.product).toMatchObject({ name: 'Renamed phone', price: 799, compareAtPrice: 829, stock: 7 });
    expect(res.body.product.variants).toEqual(product.variants);
    // an edit that sends none of those fields has nothing to say
    expect((await edit(product._id, { description: 'Still a phone.' })).body.notice).toBeUndefined();
  });
});

describe('typed specifications', () => {
  it('a category takes its attributes over multipart; bad ones are refused and change nothing', async () => {
    expect(phones.attributes).toEqual([
      { key: 'battery', name: 'Battery', type: 'number', unit: 'mAh', filterable: true, inCompare: true },
      {
        key: 'os',
        name: 'Operating system',
        type: 'choice',
        values: ['iOS', 'Android'],
        filterable: true,
        inCompare: true,
      },
      { key: 'nfc', name: 'NFC', type: 'boolean', filterable: false, inCompare: true },
      { key: 'chip', name: 'Chip', type: 'text', filterable: false, inCompare: false },
    ]);
    const ok = { name: 'Some category', description: 'Fine things.' };
    const cases: [unknown, string | RegExp][] = [
      [[{ key: 'os', name: 'OS', type: 'choice' }], 'attributes.0.values: a choice must list its values.'],
      [[{ key: 'Battery life', name: 'Battery', type: 'number' }], /^attributes\.0\.key: may hold only a-z, 0-9 and _/],
      [[{ key: 'size', name: 'Size', type: 'colour' }], 'attributes.0.type: must be number, text, boolean or choice.'],
      [
        [
          { key: 'size', name: 'Size', type: 'number' },
          { key: 'size', name: 'Size again', type: 'text' },
        ],
        'attributes: must not repeat a key.',
      ],
      [
        [{ key: 'os', name: 'OS', type: 'choice', values: ['iOS', 'iOS'] }],
        'attributes.0.values: must not repeat a value.',
      ],
      ['[{"key": "size"', 'attributes: must be JSON text.'],
    ];
    for (const [attributes, message] of cases) {
      const before = await shopState();
      const res = await server.api('/api/categories', {
        method: 'POST',
        token: admin,
        body: await form({ ...ok, attributes }, 'image'),
      });
      refused(res, message);
      refused(
        await server.api(`/api/categories/${phones._id}`, {
          method: 'PUT',
          token: admin,
          body: await form({ attributes }, 'image', 0),
        }),
        message,
      );
      expect(await shopState()).toEqual(before);
    }
    // an edit without `attributes` keeps them
    const renamed = await server.api(`/api/categories/${phones._id}`, {
      method: 'PUT',
      token: admin,
      body: await form({ description: 'Phones, in variants.' }, 'image', 0),
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.category.attributes).toEqual(phones.attributes);
  });

  it("checks a product's specs against its category's attributes, naming the key", async () => {
    const product = created(await create({ price: '10', stock: '1', specs: { battery: 4000, os: 'Android' } }));
    const cases: [unknown, string | RegExp][] = [
      [{ battery: 'lots' }, 'specs.battery: must be a number.'],
      [{ os: 'Windows' }, 'specs.os: must be one of iOS, Android.'],
      [{ nfc: 'yes' }, 'specs.nfc: must be true or false.'],
      [{ weight: 180 }, 'specs.weight: is not an attribute of this category.'],
      [{ chip: 'x'.repeat(201) }, 'specs.chip: must be at most 200 characters.'],
      [{ battery: { mAh: 5000 } }, /^specs\.battery: /],
    ];
    for (const [specs, message] of cases) {
      const before = await shopState();
      refused(await create({ price: '10', stock: '1', specs }), message);
      expect(await shopState()).toEqual(before);
      refused(await edit(product._id, { specs }), message);
      expect((await read(product._id)).specs).toEqual({ battery: 4000, os: 'Android' });
    }
    // numbers may come as text; null or '' unsets; the sent specs replace the stored ones
    const res = await edit(product._id, { specs: { battery: '5000.5', os: null, nfc: 'false', chip: '' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.product.specs).toEqual({ battery: 5000.5, nfc: false });
    // an edit without `specs` keeps them
    expect((await edit(product._id, { name: 'Spec phone' })).body.product.specs).toEqual({
      battery: 5000.5,
      nfc: false,
    });
  });

  it('a product moved to another category keeps only the specs that category describes', async () => {
    const tablets: CategoryAttribute[] = [
      { key: 'battery', name: 'Battery', type: 'number', unit: 'mAh', filterable: true, inCompare: true },
      { key: 'os', name: 'OS', type: 'choice', values: ['Android'], filterable: true, inCompare: true },
      { key: 'screen', name: 'Screen', type: 'number', unit: 'in', filterable: true, inCompare: true },
    ];
    const res = await server.api('/api/categories', {
      method: 'POST',
      token: admin,
      body: await form({ name: 'Variant tablets', description: 'Tablets.', attributes: tablets }, 'image'),
    });
    expect(res.status, res.text).toBe(201);
    const product = created(
      await create({ price: '10', stock: '1', specs: { battery: 8000, os: 'iOS', nfc: true, chip: 'M2' } }),
    );
    const moved = await edit(product._id, { category: res.body.category._id });
    expect(moved.status, moved.text).toBe(200);
    // nfc and chip are not tablet attributes; "iOS" is not one of the tablets' choices
    expect(moved.body.product.specs).toEqual({ battery: 8000 });
    // moved with specs of its own: those are checked against the new category
    refused(
      await edit(product._id, { category: phones._id, specs: { screen: 11 } }),
      'specs.screen: is not an attribute of this category.',
    );
    const back = await edit(product._id, { category: phones._id, specs: { battery: 8000, os: 'iOS' } });
    expect(back.body.product.specs).toEqual({ battery: 8000, os: 'iOS' });
  });
});

describe("a variant's own specs", () => {
  /** 128 GB / Black shows the product's chip; 256 GB / Black has its own chip and battery. */
  const withSpecs = (sku: string) => [
    { sku: `${sku}-128-BK`, options: { Storage: '128 GB', Colour: 'Black' }, price: 799, stock: 5 },
    {
      sku: `${sku}-256-BK`,
      options: { Storage: '256 GB', Colour: 'Black' },
      price: 899,
      stock: 2,
      specs: { chip: ' A17 ', battery: '3400', os: null, nfc: '' },
    },
  ];

  it('are stored with the variants, checked like the product’s (text numbers read, empty ones dropped), and read back', async () => {
    const product = created(
      await create({ options: STORAGE_COLOUR, variants: withSpecs('VS-A'), specs: { battery: 3349, chip: 'A16' } }),
    );
    expect(product.variants.map((v) => v.specs)).toEqual([{}, { chip: 'A17', battery: 3400 }]);
    // the product's own stay its own
    expect(product.specs).toEqual({ battery: 3349, chip: 'A16' });
    expect((await read(product.slug)).variants[1].specs).toEqual({ chip: 'A17', battery: 3400 });
    // the storefront's read carries them too
    const listed = await server.api(`/api/products?q=${encodeURIComponent(product.name)}`);
    expect(listed.body.products.find((p: Product) => p._id === product._id).variants[1].specs).toEqual({
      chip: 'A17',
      battery: 3400,
    });
  });

  it('refuses a value the category does not take, naming the variant and the key, and stores nothing', async () => {
    const product = created(await create({ options: STORAGE_COLOUR, variants: withSpecs('VS-B') }));
    const bad = (specs: unknown) => [withSpecs('VS-B')[0], { ...withSpecs('VS-B')[1], specs }];
    const cases: [unknown, string | RegExp][] = [
      [{ os: 'Windows' }, 'variants.1.specs.os: must be one of iOS, Android.'],
      [{ battery: 'lots' }, 'variants.1.specs.battery: must be a number.'],
      [{ nfc: 'maybe' }, 'variants.1.specs.nfc: must be true or false.'],
      [{ weight: 180 }, 'variants.1.specs.weight: is not an attribute of this category.'],
      [{ chip: 'x'.repeat(201) }, 'variants.1.specs.chip: must be at most 200 characters.'],
      [{ chip: ['A17'] }, /^variants\.1\.specs\.chip: /],
      ['A17', /^variants\.1\.specs: /],
    ];
    for (const [specs, message] of cases) {
      const before = await shopState();
      refused(await create({ options: STORAGE_COLOUR, variants: bad(specs) }), message);
      expect(await shopState()).toEqual(before);
      refused(await edit(product._id, { options: STORAGE_COLOUR, variants: bad(specs) }), message);
      expect((await read(product._id)).variants.map((v) => v.specs)).toEqual([{}, { chip: 'A17', battery: 3400 }]);
    }
  });

  it('an edit without variants keeps them; resent variants replace them; a move keeps what the new category describes', async () => {
    const product = created(await create({ options: STORAGE_COLOUR, variants: withSpecs('VS-C') }));
    const kept = await edit(product._id, { name: 'Renamed spec phone', specs: { chip: 'A16' } });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.product.variants[1].specs).toEqual({ chip: 'A17', battery: 3400 });
    const resent = product.variants.map((v, at) => ({
      _id: v._id,
      options: v.options,
      price: v.price,
      stock: v.stock,
      ...(at === 0 ? { specs: { chip: 'A16 Pro' } } : {}),
    }));
    const replaced = await edit(product._id, { options: STORAGE_COLOUR, variants: resent });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.product.variants.map((v: Product['variants'][number]) => v.specs)).toEqual([
      { chip: 'A16 Pro' },
      {},
    ]);
    // a category without a chip: the variant's chip goes, as the product's own would
    const other = await server.api('/api/categories', {
      method: 'POST',
      token: admin,
      body: await form(
        {
          name: 'Variant spec tablets',
          description: 'Tablets.',
          attributes: [{ key: 'battery', name: 'Battery', type: 'number', unit: 'mAh', filterable: true }],
        },
        'image',
      ),
    });
    expect(other.status, other.text).toBe(201);
    await edit(product._id, {
      options: STORAGE_COLOUR,
      variants: withSpecs('VS-C').map((v, at) => ({ ...v, _id: product.variants[at]._id })),
    });
    const moved = await edit(product._id, { category: other.body.category._id });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.product.variants.map((v: Product['variants'][number]) => v.specs)).toEqual([
      {},
      { battery: 3400 },
    ]);
  });

  it("the product page's specifications follow the variant shown", async () => {
    const res = await server.api('/api/categories', { token: admin });
    const attributes = (res.body.categories as Category[]).find((c) => c._id === phones._id)!.attributes;
    expect(attributes.find((a) => a.key === 'chip')?.name).toBe('Chip');
    const product = created(
      await create({ options: STORAGE_COLOUR, variants: withSpecs('VS-D'), specs: { battery: 3349, chip: 'A16' } }),
    );
    const page = async (sku?: string) => {
      const html = await fetch(`${server.url}/products/${product.slug}${sku ? `?variant=${sku}` : ''}`).then((r) =>
        r.text(),
      );
      const table = html.slice(html.indexOf('data-testid="product-specs"'));
      const cell = (name: string) =>
        new RegExp(`>\\s*${name}\\s*</th>\\s*<td[^>]*>\\s*([^<]*?)\\s*</td>`).exec(table)?.[1];
      return { chip: cell('Chip'), battery: cell('Battery') };
    };
    expect(await page()).toEqual({ chip: 'A16', battery: '3,349 mAh' });
    expect(await page('VS-D-256-BK')).toEqual({ chip: 'A17', battery: '3,400 mAh' });
  });
});
