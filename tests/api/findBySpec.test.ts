// Finding by spec and option over HTTP on the real built server: `spec.<key>`, its number range,
// `option.<Name>` (active variants only), the spec and option facets (each leaving out its own
// choice), a SKU as the search, option values as search words, an edit reaching the index, and
// every refused parameter. Its own category and products, made through the API.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import type { Product, ProductFacets, SpecFacet } from '../../src/lib/types';
import { pngBytes } from '../helpers/imageFixtures';

let server: TestServer;
let admin: string;
let slug: string;
const tag = randomUUID().slice(0, 6);
const made: Record<'one' | 'max' | 'lite', Product> = {} as never;

interface Paged {
  products: Product[];
  total: number;
  facets: ProductFacets;
}

const ATTRIBUTES = [
  { key: 'battery', name: 'Battery', type: 'number', unit: 'mAh', filterable: true, inCompare: true },
  { key: 'display', name: 'Screen', type: 'choice', values: ['6.1 in', '6.7 in'], filterable: true, inCompare: true },
  { key: 'nfc', name: 'NFC', type: 'boolean', filterable: true, inCompare: true },
  { key: 'chip', name: 'Chip', type: 'text', filterable: true, inCompare: true },
  { key: 'notes', name: 'Notes', type: 'text', filterable: false, inCompare: false },
];

async function images(): Promise<File[]> {
  const one = async (seed: number) =>
    new File([new Uint8Array(await pngBytes(40 + seed, 30, [seed * 40, 90, 160]))], `s${seed}.png`, {
      type: 'image/png',
    });
  return [await one(1), await one(2)];
}

async function send(path: string, method: string, fields: Record<string, unknown>, files: Record<string, File[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  for (const [key, list] of Object.entries(files)) for (const file of list) form.append(key, file);
  const res = await server.api(path, { method, token: admin, body: form });
  expect(res.status, res.text).toBeLessThan(300);
  return res.body;
}

async function product(name: string, categoryId: string, fields: Record<string, unknown>): Promise<Product> {
  const body = await send(
    '/api/products',
    'POST',
    {
      name,
      description: 'A phone for the spec filter tests.',
      price: '300',
      stock: '5',
      category: categoryId,
      ...fields,
    },
    { images: await images() },
  );
  return body.product;
}

const blue = (storage: string) => ({ Storage: storage, Colour: 'Blue' });

beforeAll(async () => {
  server = await startServer();
  admin = await server.adminToken();
  const category = (
    await send(
      '/api/categories',
      'POST',
      { name: `Spec Phones ${tag}`, description: 'Phones with specs.', attributes: ATTRIBUTES },
      { image: (await images()).slice(0, 1) },
    )
  ).category;
  slug = category.slug;
  made.one = await product(`Zorblax One ${tag}`, category._id, {
    specs: { battery: 3000, display: '6.1 in', nfc: true, chip: 'A1', notes: 'quiet' },
    options: [
      { name: 'Storage', values: ['128 GB', '256 GB'] },
      { name: 'Colour', values: ['Blue', 'Black', 'Red'] },
    ],
    variants: [
      { sku: `ZB1-128-BLU-${tag}`, options: blue('128 GB'), price: 300, stock: 3 },
      { sku: `ZB1-256-BLK-${tag}`, options: { Storage: '256 GB', Colour: 'Black' }, price: 350, stock: 0 },
      {
        sku: `ZB1-256-RED-${tag}`,
        options: { Storage: '256 GB', Colour: 'Red' },
        price: 350,
        stock: 4,
        isActive: false,
      },
    ],
  });
  made.max = await product(`Zorblax Max ${tag}`, category._id, {
    specs: { battery: 5000, display: '6.7 in', nfc: false, chip: 'A2' },
    options: [
      { name: 'Storage', values: ['512 GB'] },
      { name: 'Colour', values: ['Black'] },
    ],
    variants: [{ sku: `ZBM-512-BLK-${tag}`, options: { Storage: '512 GB', Colour: 'Black' }, price: 900, stock: 2 }],
  });
  made.lite = await product(`Zorblax Lite ${tag}`, category._id, {
    specs: { battery: 4000.5, display: '6.1 in', nfc: true, chip: 'A1' },
  });
});
afterAll(async () => {
  await server?.stop();
});

async function list(query: string): Promise<Paged> {
  const res = await server.api(`/api/products?category=${slug}&${query}`, { token: admin });
  expect(res.status, res.text).toBe(200);
  return res.body;
}
const names = async (query: string) => (await list(query)).products.map((p) => p.name.replace(` ${tag}`, '')).sort();
const spec = (facets: ProductFacets, key: string) => facets.specs.find((s) => s.key === key) as SpecFacet;
const option = (facets: ProductFacets, name: string) => facets.options.find((o) => o.name === name)!;
const counts = (values: { value: string; count: number }[]) =>
  Object.fromEntries(values.map((v) => [v.value, v.count]));

describe('spec and option filters', () => {
  it('a choice, a boolean and a text: any of the values given', async () => {
    expect(await names('spec.display=6.1%20in')).toEqual(['Zorblax Lite', 'Zorblax One']);
    expect(await names('spec.display=6.1%20in&spec.display=6.7%20in')).toHaveLength(3);
    expect(await names('spec.nfc=false')).toEqual(['Zorblax Max']);
    expect(await names('spec.chip=a1')).toEqual(['Zorblax Lite', 'Zorblax One']);
    expect(await names('spec.chip=A1&spec.nfc=false')).toEqual([]);
    // a spec no filter may use (not filterable), or no product has
    expect(await names('spec.notes=quiet')).toEqual([]);
    expect(await names('spec.colour=red')).toEqual([]);
  });

  it('a number: its value, a range with both ends included, or both', async () => {
    expect(await names('spec.battery=5000')).toEqual(['Zorblax Max']);
    expect(await names('spec.battery.min=4000.5')).toEqual(['Zorblax Lite', 'Zorblax Max']);
    expect(await names('spec.battery.max=4000.5')).toEqual(['Zorblax Lite', 'Zorblax One']);
    expect(await names('spec.battery.min=3500&spec.battery.max=4500')).toEqual(['Zorblax Lite']);
    expect(await names('spec.battery=3000&spec.battery.min=3500')).toEqual([]);
  });

  it('an option: a product with an active variant of that value', async () => {
    expect(await names('option.Colour=Blue')).toEqual(['Zorblax One']);
    expect(await names('option.colour=black')).toEqual(['Zorblax Max', 'Zorblax One']);
    // the red one is not sold (inactive)
    expect(await names('option.Colour=Red')).toEqual([]);
    expect(await names('option.Storage=256%20GB&option.Storage=512%20GB')).toEqual(['Zorblax Max', 'Zorblax One']);
    expect(await names('option.Storage=512%20GB&spec.nfc=true')).toEqual([]);
    expect(await names('option.Size=XL')).toEqual([]);
  });

  it('with the other filters, paged and counted', async () => {
    const found = await list('option.Colour=Black&inStock=1&limit=1');
    // the One's black variant is sold out, but the One has stock (its blue one)
    expect(found.total).toBe(2);
    expect(found.products).toHaveLength(1);
    expect(await names('spec.display=6.1%20in&min=350')).toEqual([]);
  });
});

describe('spec and option facets', () => {
  it('lists every filterable attribute and option found, values in order', async () => {
    const { facets } = await list('');
    expect(spec(facets, 'battery')).toMatchObject({
      name: 'Battery',
      type: 'number',
      unit: 'mAh',
      range: { min: 3000, max: 5000 },
    });
    expect(spec(facets, 'display').values).toEqual([
      { value: '6.1 in', count: 2 },
      { value: '6.7 in', count: 1 },
    ]);
    expect(spec(facets, 'nfc').values).toEqual([
      { value: 'true', count: 2 },
      { value: 'false', count: 1 },
    ]);
    expect(counts(spec(facets, 'chip').values)).toEqual({ A1: 2, A2: 1 });
    expect(facets.specs.find((s) => s.key === 'notes')).toBeUndefined();
    expect(option(facets, 'Storage').values).toEqual([
      { value: '128 GB', count: 1 },
      { value: '256 GB', count: 1 },
      { value: '512 GB', count: 1 },
    ]);
    expect(counts(option(facets, 'Colour').values)).toEqual({ Black: 2, Blue: 1 });
  });

  it('each facet leaves out its own choice and keeps the others', async () => {
    const { facets, total } = await list('spec.display=6.1%20in&option.Colour=Black');
    expect(total).toBe(1);
    // screen: as if only the colour were chosen (both black phones)
    expect(counts(spec(facets, 'display').values)).toEqual({ '6.1 in': 1, '6.7 in': 1 });
    // colour: as if only the screen were chosen (One and Lite; the Lite has no options)
    expect(counts(option(facets, 'Colour').values)).toEqual({ Black: 1, Blue: 1 });
    // the others: both choices hold
    expect(counts(spec(facets, 'nfc').values)).toEqual({ true: 1 });
    expect(spec(facets, 'battery').range).toEqual({ min: 3000, max: 3000 });
    expect(facets.inStock).toBe(1);
  });

  it('a number range leaves its own range out of the span it shows', async () => {
    const { facets, total } = await list('spec.battery.min=4500');
    expect(total).toBe(1);
    expect(spec(facets, 'battery').range).toEqual({ min: 3000, max: 5000 });
    expect(counts(spec(facets, 'display').values)).toEqual({ '6.7 in': 1 });
  });

  it('a chosen value nothing else leaves is still listed', async () => {
    const { facets } = await list('spec.nfc=false&spec.display=6.1%20in');
    expect(counts(spec(facets, 'display').values)).toEqual({ '6.1 in': 0, '6.7 in': 1 });
  });
});

describe('search by SKU and option value', () => {
  it('a SKU finds its product first, in any case', async () => {
    const found = await list(`q=${`zbm-512-blk-${tag}`}`);
    expect(found.products[0]._id).toBe(made.max._id);
    const upper = await server.api(`/api/products?active=true&q=ZB1-256-BLK-${tag.toUpperCase()}`);
    expect(upper.body.products[0]._id).toBe(made.one._id);
  });

  it('option values are words of the product', async () => {
    expect(await names(`q=zorblax ${tag} blue`)).toEqual(['Zorblax One']);
    expect(await names(`q=zorblax ${tag} 512 gb`)).toEqual(['Zorblax Max']);
  });

  it('an edit reaches filters, facets and search on the next read', async () => {
    await send(`/api/products/${made.lite._id}`, 'PUT', { specs: { battery: 6000, nfc: false } }, {});
    expect(await names('spec.battery.min=5500')).toEqual(['Zorblax Lite']);
    expect(await names('spec.nfc=false')).toEqual(['Zorblax Lite', 'Zorblax Max']);
    await send(
      `/api/products/${made.max._id}`,
      'PUT',
      {
        options: [{ name: 'Colour', values: ['Green'] }],
        variants: [
          { _id: made.max.variants[0]._id, sku: `ZBM-GRN-${tag}`, options: { Colour: 'Green' }, price: 900, stock: 2 },
        ],
      },
      {},
    );
    expect(await names('option.Colour=Green')).toEqual(['Zorblax Max']);
    expect(await names('option.Storage=512%20GB')).toEqual([]);
    expect((await list(`q=ZBM-GRN-${tag}`)).products[0]._id).toBe(made.max._id);
    expect((await list(`q=ZBM-512-BLK-${tag}`)).products.map((p) => p._id)).not.toContain(made.lite._id);
  });
});

describe("variants' own specs", () => {
  // a category of its own, so the counts above stay as they are: the Vario is sold in 128 GB (the
  // product's value), 256 GB with a bigger battery (its own) and 512 GB (not sold: inactive); the
  // Plain has one variant and its own 256 GB
  let vslug = '';
  let vario: Product;
  const vnames = async (query: string) =>
    (await vlist(query)).products.map((p) => p.name.replace(` ${tag}`, '')).sort();
  async function vlist(query: string): Promise<Paged> {
    // an admin's read waits for the answer after a write (a shopper's may be one write behind)
    const res = await server.api(`/api/products?category=${vslug}&${query}`, { token: admin });
    expect(res.status, res.text).toBe(200);
    return res.body;
  }
  const variants = (big: Record<string, unknown>) => [
    { sku: `VAR-128-${tag}`, options: { Storage: '128 GB' }, price: 500, stock: 3 },
    { sku: `VAR-256-${tag}`, options: { Storage: '256 GB' }, price: 600, stock: 2, specs: big },
    {
      sku: `VAR-512-${tag}`,
      options: { Storage: '512 GB' },
      price: 700,
      stock: 1,
      isActive: false,
      specs: { storage: '512 GB', battery: 9000 },
    },
  ];

  beforeAll(async () => {
    const category = (
      await send(
        '/api/categories',
        'POST',
        {
          name: `Variant Spec Phones ${tag}`,
          description: 'Phones whose variants differ in specs.',
          attributes: [
            {
              key: 'storage',
              name: 'Storage',
              type: 'choice',
              values: ['128 GB', '256 GB', '512 GB'],
              filterable: true,
              inCompare: true,
            },
            ATTRIBUTES[0],
          ],
        },
        { image: (await images()).slice(0, 1) },
      )
    ).category;
    vslug = category.slug;
    vario = await product(`Vario ${tag}`, category._id, {
      specs: { storage: '128 GB', battery: 3000 },
      options: [{ name: 'Storage', values: ['128 GB', '256 GB', '512 GB'] }],
      variants: variants({ storage: '256 GB', battery: 3500 }),
    });
    await product(`Plain ${tag}`, category._id, { specs: { storage: '256 GB', battery: 4000 } });
  });

  it("a spec filter finds a product through a variant's own value, not through one no longer sold", async () => {
    expect(await vnames('spec.storage=256%20GB')).toEqual(['Plain', 'Vario']);
    expect(await vnames('spec.storage=128%20GB')).toEqual(['Vario']);
    expect(await vnames('spec.storage=512%20GB')).toEqual([]);
    expect(await vnames('spec.battery.min=3400&spec.battery.max=3600')).toEqual(['Vario']);
    expect(await vnames('spec.battery=9000')).toEqual([]);
    // the product's value, which its 256 GB variant replaces, still holds for its 128 GB one
    expect(await vnames('spec.battery=3000&spec.storage=128%20GB')).toEqual(['Vario']);
  });

  it('the facets count each product once per value any variant sold has', async () => {
    const { facets } = await vlist('');
    expect(spec(facets, 'storage').values).toEqual([
      { value: '128 GB', count: 1 },
      { value: '256 GB', count: 2 },
    ]);
    expect(spec(facets, 'battery').range).toEqual({ min: 3000, max: 4000 });
    // leaving out its own choice, counted over what the other choice keeps
    const chosen = await vlist('spec.storage=128%20GB');
    expect(counts(spec(chosen.facets, 'storage').values)).toEqual({ '128 GB': 1, '256 GB': 2 });
    expect(spec(chosen.facets, 'battery').range).toEqual({ min: 3000, max: 3500 });
  });

  it("an edit of a variant's specs reaches the filters and the counts", async () => {
    const resent = variants({}).map((v, at) => ({ ...v, _id: vario.variants[at]._id }));
    await send(
      `/api/products/${vario._id}`,
      'PUT',
      { options: [{ name: 'Storage', values: ['128 GB', '256 GB', '512 GB'] }], variants: resent },
      {},
    );
    // its 256 GB variant now shows the product's 128 GB
    expect(await vnames('spec.storage=256%20GB')).toEqual(['Plain']);
    expect(await vnames('spec.battery=3500')).toEqual([]);
    expect(counts(spec((await vlist('')).facets, 'storage').values)).toEqual({ '128 GB': 1, '256 GB': 1 });
  });
});

describe('refused filter parameters', () => {
  it.each([
    ['spec.battery.min=lots', 'spec.battery.min: must be a number'],
    ['spec.battery.max=1e9', 'spec.battery.max: must be a number'],
    ['spec.battery.min=5&spec.battery.max=1', 'spec.battery.max: must be at least spec.battery.min'],
    ['spec.Bad-Key=1', 'spec.Bad-Key: must name an attribute key'],
    ['spec.=1', 'spec.: must name an attribute key'],
    [`option.Colour=${'x'.repeat(41)}`, 'option.Colour: must be at most 40 characters'],
    [`option.${'n'.repeat(41)}=x`, `option.${'n'.repeat(41)}: must name an option`],
    [
      Array.from({ length: 21 }, (_, i) => `spec.k${i}=1`).join('&'),
      'spec.k20: at most 20 attributes and options may be filtered by',
    ],
  ])('%s', async (query, message) => {
    const res = await server.api(`/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});
