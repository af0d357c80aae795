// The product panel's variant rows: regenerating keeps what still fits, bulk edits, the JSON sent,
// and the problems named by the server's paths.
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/types';
import { controlId, messageFor, problemOfMessage } from '../../src/islands/admin/kit/fieldProblem';
import {
  applyToRows,
  regenerateRows,
  renameOption,
  sellingFields,
  variantsFormProblem,
  variantsPayload,
  type OptionDraft,
  type VariantRow,
} from '../../src/islands/admin/products/variantRows';

const row = (options: Record<string, string>, extra: Partial<VariantRow> = {}): VariantRow => ({
  key: Object.values(options).join('-') || 'only',
  sku: '',
  options,
  price: '10',
  compareAtPrice: '',
  stock: '1',
  weight: '',
  images: [],
  specs: {},
  isActive: true,
  ...extra,
});

const storage: OptionDraft = { name: 'Storage', values: ['128 GB', '256 GB'] };
const colour: OptionDraft = { name: 'Colour', values: ['Blue', 'Black'] };

describe('regenerateRows', () => {
  it('makes every combination in the options’ order', () => {
    const rows = regenerateRows([storage, colour], []);
    expect(rows.map((r) => r.options)).toEqual([
      { Storage: '128 GB', Colour: 'Blue' },
      { Storage: '128 GB', Colour: 'Black' },
      { Storage: '256 GB', Colour: 'Blue' },
      { Storage: '256 GB', Colour: 'Black' },
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(4);
    expect(rows.every((r) => r.stock === '0' && r.sku === '' && r._id === undefined)).toBe(true);
  });

  it('keeps the existing variants that still fit, with their id, SKU, price and stock', () => {
    const kept = row({ Storage: '256 GB', Colour: 'Blue' }, { _id: 'v2', sku: 'PH-256-BL', price: '899', stock: '7' });
    const gone = row({ Storage: '512 GB', Colour: 'Blue' }, { _id: 'v3', sku: 'PH-512-BL' });
    const rows = regenerateRows([storage, colour], [gone, kept]);
    const same = rows.find((r) => r._id === 'v2');
    expect(same).toMatchObject({ sku: 'PH-256-BL', price: '899', stock: '7', key: kept.key });
    expect(same?.options).toEqual({ Storage: '256 GB', Colour: 'Blue' });
    expect(rows.some((r) => r._id === 'v3')).toBe(false);
    expect(rows).toHaveLength(4);
  });

  it('a product sold one way keeps its variant as the first combination', () => {
    const only = row({}, { _id: 'v1', sku: 'CAM-1', price: '499', stock: '3', weight: '650' });
    const rows = regenerateRows([storage], [only]);
    expect(rows[0]).toMatchObject({ _id: 'v1', sku: 'CAM-1', stock: '3', options: { Storage: '128 GB' } });
    // the new one takes the prices and weight of the closest, not its identity or stock
    expect(rows[1]).toMatchObject({ sku: '', price: '499', weight: '650', stock: '0' });
    expect(rows[1]._id).toBeUndefined();
  });

  it('an added option keeps each variant once and a removed option drops the extra ones', () => {
    const before = [row({ Storage: '128 GB' }, { _id: 'a' }), row({ Storage: '256 GB' }, { _id: 'b' })];
    const added = regenerateRows([storage, colour], before);
    expect(added.map((r) => r._id)).toEqual(['a', undefined, 'b', undefined]);
    const removed = regenerateRows([colour], added);
    expect(removed.map((r) => r._id)).toEqual(['a', undefined]);
    expect(removed[0].options).toEqual({ Colour: 'Blue' });
  });
});

describe('editing rows', () => {
  const rows = [row({ Colour: 'Blue' }), row({ Colour: 'Black' })];

  it('sets a price on the selected rows, or on all when none is selected', () => {
    expect(applyToRows(rows, new Set(['Black']), 'price', '5').map((r) => r.price)).toEqual(['10', '5']);
    expect(applyToRows(rows, new Set(), 'stock', '9').map((r) => r.stock)).toEqual(['9', '9']);
  });

  it('a renamed option keeps the rows’ values', () => {
    expect(renameOption(rows, 'Colour', 'Color').map((r) => r.options)).toEqual([
      { Color: 'Blue' },
      { Color: 'Black' },
    ]);
  });

  it('sends decimals, drops images the product no longer has, leaves an empty SKU to the server', () => {
    const [sent] = variantsPayload(
      [row({ Colour: 'Blue' }, { _id: 'v', price: '12.5', compareAtPrice: '15', images: ['a', 'gone'] })],
      new Set(['a']),
    );
    expect(sent).toEqual({
      _id: 'v',
      options: { Colour: 'Blue' },
      price: 12.5,
      compareAtPrice: 15,
      stock: 1,
      images: ['a'],
      isActive: true,
    });
  });
});

describe('problems before sending', () => {
  const options = [colour];
  it('names the cell the way the server would', () => {
    const bad = [row({ Colour: 'Blue' }, { price: '' }), row({ Colour: 'Black' })];
    expect(variantsFormProblem(options, bad)).toEqual({
      path: 'variants.0.price',
      message: 'must be a number of at least 0.',
    });
    const twins = [row({ Colour: 'Blue' }, { sku: 'X-1' }), row({ Colour: 'Black' }, { sku: 'x-1' })];
    expect(variantsFormProblem(options, twins)?.path).toBe('variants.1.sku');
    const offSale = [row({ Colour: 'Blue' }, { compareAtPrice: '9' })];
    expect(variantsFormProblem(options, offSale)?.path).toBe('variants.0.compareAtPrice');
    expect(variantsFormProblem([{ name: '', values: ['A'] }], [])?.path).toBe('options.0.name');
    expect(variantsFormProblem(options, [])?.path).toBe('variants');
    expect(variantsFormProblem(options, [row({ Colour: 'Blue' }), row({ Colour: 'Black' })])).toBeNull();
  });

  it('finds the control of a path, and reads the server’s refusals', () => {
    expect(controlId('variants.3.stock')).toBe('variants-3-stock');
    expect(controlId('variants.1.options.Colour')).toBe('variants-1-sku');
    expect(controlId('options.0.values.2')).toBe('options-0-values');
    expect(controlId('specs.battery')).toBe('specs-battery');
    expect(controlId('attributes.2.values')).toBe('attributes-2-values');
    const server = problemOfMessage('variants.0.sku: another product has the SKU PH-1.');
    expect(server).toEqual({ path: 'variants.0.sku', message: 'another product has the SKU PH-1.' });
    expect(messageFor(server, 'variants-0-sku')).toBe('Another product has the SKU PH-1.');
    expect(messageFor(server, 'variants-0-price')).toBeUndefined();
    expect(problemOfMessage('Product not found')).toBeNull();
  });
});

describe('sellingFields', () => {
  const common = { keptImages: new Set<string>(), price: '19.5', stock: '4', compareAtPrice: '' };

  it('a product sold one way sends the spec’s price and stock only', () => {
    expect(sellingFields({ ...common, options: [], rows: [], stored: null })).toEqual({
      price: '19.5',
      stock: '4',
      compareAtPrice: '',
    });
  });

  it('options send options and variants, never the form’s price and stock', () => {
    const fields = sellingFields({ ...common, options: [colour], rows: [row({ Colour: 'Blue' })], stored: null });
    expect(Object.keys(fields).sort()).toEqual(['options', 'variants']);
    expect(JSON.parse(fields.options)).toEqual([colour]);
  });

  it('options removed from a stored product: back to its first variant at the form’s price', () => {
    const stored = {
      options: [colour],
      variants: [
        { _id: 'v1', sku: 'A-1', weight: 200 },
        { _id: 'v2', sku: 'A-2', weight: 200 },
      ],
    } as unknown as Product;
    const fields = sellingFields({ ...common, compareAtPrice: '25', options: [], rows: [], stored });
    expect(fields.options).toBe('[]');
    expect(JSON.parse(fields.variants)).toEqual([
      {
        _id: 'v1',
        sku: 'A-1',
        options: {},
        price: 19.5,
        compareAtPrice: 25,
        stock: 4,
        weight: 200,
        images: [],
        isActive: true,
      },
    ]);
  });
});
