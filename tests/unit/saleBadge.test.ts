import { describe, expect, it } from 'vitest';
import { originalPrice, saleBadge } from '../../src/lib/saleBadge';
import { compareAtPriceFits, productCreateSchema } from '../../src/lib/forms/product';

describe('sale badge and original price', () => {
  it('keeps the admin badge text, else derives the percentage off the compare-at price', () => {
    expect(saleBadge({ price: 80, compareAtPrice: 100, discount: 'Sale' })).toBe('Sale');
    expect(saleBadge({ price: 80, compareAtPrice: 100, discount: null })).toBe('-20%');
    expect(saleBadge({ price: 80, compareAtPrice: 100, discount: '' })).toBe('-20%');
    expect(saleBadge({ price: 99.9, compareAtPrice: 100, discount: null })).toBeNull(); // under 1%
    expect(saleBadge({ price: 80, compareAtPrice: null, discount: null })).toBeNull();
    expect(saleBadge({ price: 80, compareAtPrice: 80, discount: null })).toBeNull();
  });

  it('works the percentage out in cents, a half percent rounding up', () => {
    expect(saleBadge({ price: 99.5, compareAtPrice: 100, discount: null })).toBe('-1%'); // 0.5% exactly
    expect(saleBadge({ price: 66.67, compareAtPrice: 100, discount: null })).toBe('-33%');
    expect(saleBadge({ price: 0.27, compareAtPrice: 1.2, discount: null })).toBe('-78%'); // 77.5%: floats made it 77
    expect(saleBadge({ price: 17.5, compareAtPrice: 20, discount: null })).toBe('-13%'); // 12.5%
  });

  it('strikes through only a compare-at price above the price', () => {
    expect(originalPrice({ price: 80, compareAtPrice: 100, discount: null })).toBe(100);
    expect(originalPrice({ price: 80, compareAtPrice: 80, discount: null })).toBeNull();
    expect(originalPrice({ price: 80, compareAtPrice: null, discount: null })).toBeNull();
  });

  it('the form reads an empty compare-at price as none and refuses one not above the price', () => {
    const base = { name: 'A', description: 'd', price: '80', stock: '1', category: 'c' };
    expect(productCreateSchema.parse({ ...base, compareAtPrice: '' }).compareAtPrice).toBeNull();
    // read as whole cents
    expect(productCreateSchema.parse({ ...base, compareAtPrice: '99.5' }).compareAtPrice).toBe(9950);
    expect(productCreateSchema.safeParse({ ...base, compareAtPrice: '80' }).success).toBe(false);
    expect(productCreateSchema.safeParse({ ...base, compareAtPrice: 'x' }).success).toBe(false);
    expect(compareAtPriceFits(8000, null)).toBe(true);
    expect(compareAtPriceFits(8000, 8001)).toBe(true);
    expect(compareAtPriceFits(8000, 8000)).toBe(false);
  });
});
