import { describe, expect, it } from 'vitest';
import { plural } from '../../src/lib/plural';

describe('plural', () => {
  it('says one in the singular, any other count in the plural', () => {
    expect(plural(1, 'product')).toBe('1 product');
    expect(plural(0, 'product')).toBe('0 products');
    expect(plural(12, 'product')).toBe('12 products');
    expect(plural(2, 'category', 'categories')).toBe('2 categories');
    expect(plural(1, 'category', 'categories')).toBe('1 category');
  });
});
