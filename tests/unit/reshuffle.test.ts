import { describe, expect, it } from 'vitest';
import { reshuffle } from '../../src/lib/reshuffle';
import { DEFAULT_TAB, newArrivals, PRODUCT_TABS, sampleProducts } from '../../src/lib/sampleProducts';

describe('reshuffle', () => {
  it('returns the same items in a different order, leaving the input alone', () => {
    const input = [...sampleProducts];
    for (let seed = 1; seed < 50; seed++) {
      const out = reshuffle(input, seed);
      expect(out).not.toEqual(input);
      expect([...out].sort((a, b) => a.id.localeCompare(b.id))).toEqual(input);
    }
    expect(input).toEqual(sampleProducts);
  });

  it('is reproducible for a seed and differs between seeds', () => {
    expect(reshuffle(sampleProducts, 7).map((p) => p.id)).toEqual(reshuffle(sampleProducts, 7).map((p) => p.id));
    expect(reshuffle(sampleProducts, 7).map((p) => p.id)).not.toEqual(reshuffle(sampleProducts, 8).map((p) => p.id));
  });

  it('always changes a two-item list and leaves shorter ones as they are', () => {
    for (let seed = 0; seed < 20; seed++) expect(reshuffle(['a', 'b'], seed)).toEqual(['b', 'a']);
    expect(reshuffle(['a'], 3)).toEqual(['a']);
    expect(reshuffle([], 3)).toEqual([]);
  });
});

describe('sample products', () => {
  it('have unique fixed ids, images under /samples and sane prices', () => {
    const ids = sampleProducts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of sampleProducts) {
      expect(p.image.url).toBe(`/samples/${p.id}.webp`);
      expect(p.price).toBeGreaterThan(0);
      expect(p.originalPrice).toBeGreaterThanOrEqual(p.price);
      // a card shows a sale tag or SOLD OUT, never both
      expect(p.soldOut && p.saleTag).toBeFalsy();
    }
    expect(sampleProducts.some((p) => p.soldOut)).toBe(true);
    expect(newArrivals.length).toBeGreaterThan(3);
  });

  it('offer the spec tabs with New Products first selected', () => {
    expect(PRODUCT_TABS).toEqual(['Best Selling', 'Featured', 'New Products']);
    expect(DEFAULT_TAB).toBe('New Products');
  });
});
