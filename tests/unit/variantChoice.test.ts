import { describe, expect, it } from 'vitest';
import {
  pricesVary,
  defaultVariant,
  gallerySets,
  pickVariant,
  stockText,
  valueLabel,
  valueState,
  variantForSku,
  variantLabel,
} from '../../src/lib/variantChoice';

const v = (sku: string, storage: string, colour: string, stock: number, isActive = true) => ({
  _id: sku.toLowerCase(),
  sku,
  options: { Storage: storage, Colour: colour },
  stock,
  isActive,
});
// 128 Black sold out, 512 Blue not sold at all, 512 Black switched off
const variants = [
  v('P-128-BLU', '128 GB', 'Blue', 0),
  v('P-128-BLK', '128 GB', 'Black', 0),
  v('P-256-BLU', '256 GB', 'Blue', 4),
  v('P-256-BLK', '256 GB', 'Black', 9),
  v('P-512-BLK', '512 GB', 'Black', 3, false),
];

describe('choosing a variant', () => {
  it('shows the first variant in stock without a choice, and a SKU whatever its case', () => {
    expect(defaultVariant(variants)?.sku).toBe('P-256-BLU');
    expect(variantForSku(variants, 'p-256-blk')?.sku).toBe('P-256-BLK');
    expect(variantForSku(variants, 'NO-SUCH')?.sku).toBe('P-256-BLU');
    // a switched-off variant is not shown by its SKU
    expect(variantForSku(variants, 'P-512-BLK')?.sku).toBe('P-256-BLU');
    expect(defaultVariant([v('A', '1', 'x', 0)])?.sku).toBe('A');
  });

  it('keeps the rest of the choice when it can, else takes a variant with the value', () => {
    const current = variants[2].options; // 256 GB Blue
    expect(pickVariant(variants, current, 'Colour', 'Black')?.sku).toBe('P-256-BLK');
    expect(pickVariant(variants, current, 'Storage', '128 GB')?.sku).toBe('P-128-BLU');
    // 512 GB is only sold in Black, which is switched off: nothing to show
    expect(pickVariant(variants, current, 'Storage', '512 GB')).toBeUndefined();
  });

  it('marks each value next to the rest of the choice: in stock, sold out or not sold', () => {
    const current = variants[3].options; // 256 GB Black
    expect(valueState(variants, current, 'Storage', '256 GB')).toBe('in-stock');
    expect(valueState(variants, current, 'Storage', '128 GB')).toBe('sold-out');
    expect(valueState(variants, current, 'Storage', '512 GB')).toBe('unavailable');
    expect(valueLabel('Storage', '128 GB', 'sold-out')).toBe('Storage: 128 GB, sold out');
    expect(valueLabel('Colour', 'Blue', 'in-stock')).toBe('Colour: Blue');
  });

  it('says the stock and names the variant', () => {
    expect(stockText({ stock: 0, isActive: true })).toBe('Sold out');
    expect(stockText({ stock: 3, isActive: true })).toBe('In stock: only 3 left');
    expect(stockText({ stock: 30, isActive: true })).toBe('In stock');
    expect(stockText({ stock: 30, isActive: false })).toBe('Sold out');
    expect(variantLabel([{ name: 'Storage' }, { name: 'Colour' }], { Colour: 'Blue', Storage: '256 GB' })).toBe(
      '256 GB / Blue',
    );
  });

  it("makes one gallery per image set: the product's, then each variant set once", () => {
    const a = { url: '/a', public_id: 'a' };
    const b = { url: '/b', public_id: 'b' };
    const { sets, setOf } = gallerySets(
      [a, b],
      [{ images: [] }, { images: [b] }, { images: [b] }, { images: [a, b] }, { images: [b, a] }],
    );
    expect(sets).toEqual([[a, b], [b], [b, a]]);
    expect(setOf).toEqual([0, 1, 1, 0, 2]);
  });
});

describe('prices that vary', () => {
  it('reads "From" only when the active variants cost different amounts', () => {
    const v = (price: number, isActive = true) => ({ price, isActive });
    expect(pricesVary({ variants: [v(799), v(899)] })).toBe(true);
    expect(pricesVary({ variants: [v(799), v(799)] })).toBe(false);
    expect(pricesVary({ variants: [v(799), v(899, false)] })).toBe(false);
  });
});
