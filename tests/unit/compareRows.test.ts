// The compare page's rows: specs of the categories' inCompare attributes (a union across
// categories, "—" where missing), formatted with units, options as lists, differences marked.
import { describe, expect, it } from 'vitest';
import { compareTable, priceText } from '../../src/islands/compare/compareRows';
import type { Category, CategoryAttribute, Product, ProductVariant } from '../../src/lib/types';

const attr = (key: string, name: string, extra: Partial<CategoryAttribute> = {}): CategoryAttribute => ({
  key,
  name,
  type: 'text',
  filterable: false,
  inCompare: true,
  ...extra,
});
const category = (_id: string, attributes: CategoryAttribute[]) => ({ _id, name: _id, attributes }) as Category;
const variant = (price: number, isActive = true) => ({ price, isActive }) as ProductVariant;
const product = (fields: Partial<Product>): Product =>
  ({ price: 10, stock: 1, options: [], variants: [variant(10)], specs: {}, ...fields }) as Product;

const phones = category('phones', [
  attr('battery', 'Battery', { type: 'number', unit: 'mAh' }),
  attr('nfc', 'NFC', { type: 'boolean' }),
  attr('sku_note', 'Internal note', { inCompare: false }),
]);
const cameras = category('cameras', [
  attr('sensor', 'Sensor'),
  attr('battery', 'Battery', { type: 'number', unit: 'shots' }),
]);

describe('compareTable', () => {
  it('lists the inCompare attributes of every category once, with units, and marks the rows that differ', () => {
    const table = compareTable(
      [
        product({
          category: { _id: 'phones', name: 'Phones', image: '' },
          specs: { battery: 5000, nfc: true, sku_note: 'x' },
        }),
        product({ category: { _id: 'phones', name: 'Phones', image: '' }, specs: { battery: 4500, nfc: true } }),
        product({ category: { _id: 'cameras', name: 'Cameras', image: '' }, specs: { sensor: 'APS-C', battery: 400 } }),
      ],
      [phones, cameras],
    );
    expect(table.specs.map((r) => [r.label, r.cells, r.differs])).toEqual([
      ['Battery', ['5,000 mAh', '4,500 mAh', '400 shots'], true],
      ['NFC', ['Yes', 'Yes', '—'], true],
      ['Sensor', ['—', '—', 'APS-C'], true],
    ]);
    expect(table.overview.find((r) => r.key === 'category')!.cells).toEqual(['Phones', 'Phones', 'Cameras']);
  });

  it('lists each option with its values and leaves alike rows unmarked', () => {
    const ram = { name: 'Storage', values: ['128 GB', '256 GB'] };
    const table = compareTable(
      [
        product({
          category: { _id: 'phones', name: 'Phones', image: '' },
          options: [ram, { name: 'Colour', values: ['Blue'] }],
        }),
        product({ category: { _id: 'phones', name: 'Phones', image: '' }, options: [ram] }),
      ],
      [phones],
    );
    expect(table.options.map((r) => [r.label, r.cells, r.differs])).toEqual([
      ['Storage', ['128 GB, 256 GB', '128 GB, 256 GB'], false],
      ['Colour', ['Blue', '—'], true],
    ]);
    expect(table.specs.every((r) => !r.differs && r.cells.every((c) => c === '—'))).toBe(true);
  });

  it('marks nothing with one product, and shows "From" when active variants differ in price', () => {
    const one = compareTable([product({ category: { _id: 'none', name: '', image: '' } })], []);
    expect([...one.overview, ...one.options, ...one.specs].some((r) => r.differs)).toBe(false);
    expect(priceText(product({ price: 799, variants: [variant(799), variant(899)] }))).toBe('From $799.00');
    expect(priceText(product({ price: 799, variants: [variant(799), variant(899, false)] }))).toBe('$799.00');
  });

  it('one row per attribute name: two categories\' "Weight" share it, each read with its own unit', () => {
    const laptops = category('laptops', [attr('weight_kg', 'Weight', { type: 'number', unit: 'kg' })]);
    const audio = category('audio', [attr('weight', 'Weight', { type: 'number', unit: 'g' })]);
    const table = compareTable(
      [
        product({ category: { _id: 'laptops', name: 'Laptops', image: '' }, specs: { weight_kg: 1.24 } }),
        product({ category: { _id: 'audio', name: 'Audio', image: '' }, specs: { weight: 550 } }),
      ],
      [laptops, audio],
    );
    expect(table.specs.map((r) => [r.key, r.label, r.cells])).toEqual([
      ['spec:weight', 'Weight', ['1.24 kg', '550 g']],
    ]);
  });

  it("shows each value a product's variants sold have of their own, and an option named as a spec is that row", () => {
    const storage = attr('storage', 'Storage', { type: 'choice', values: ['128 GB', '256 GB', '512 GB'] });
    const chip = attr('chip', 'Chip');
    const phonesWithStorage = category('phones', [storage, chip]);
    const own = (specs: Record<string, string>, isActive = true) =>
      ({ price: 10, isActive, specs }) as unknown as ProductVariant;
    const ref = { _id: 'phones', name: 'Phones', image: '' };
    const table = compareTable(
      [
        // chip differs by variant; the inactive one's is not sold
        product({
          category: ref,
          specs: { storage: '128 GB', chip: 'A16' },
          variants: [own({}), own({ chip: 'A17' }), own({ chip: 'A18' }, false)],
        }),
        // sold in two storages: the option says what it offers
        product({
          category: ref,
          specs: { storage: '128 GB', chip: 'A16' },
          options: [{ name: 'Storage', values: ['128 GB', '256 GB'] }],
          variants: [own({}), own({ storage: '256 GB' })],
        }),
      ],
      [phonesWithStorage],
    );
    expect(table.options).toEqual([]);
    expect(table.specs.map((r) => [r.label, r.cells, r.differs])).toEqual([
      ['Storage', ['128 GB', '128 GB, 256 GB'], true],
      ['Chip', ['A16, A17', 'A16'], true],
    ]);
  });
});
