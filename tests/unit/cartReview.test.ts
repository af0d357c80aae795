import { describe, expect, it } from 'vitest';
import { readyToOrder, reviewLine, subtotalOf } from '../../src/stores/cartReview';
import type { Product } from '../../src/lib/types';

const product = (over: Partial<Product> = {}) =>
  ({ _id: 'p', name: 'P', price: 10, stock: 5, isActive: true, ...over }) as Product;

describe('cart review', () => {
  it('passes a line that is as it was', () => {
    const line = reviewLine({ productId: 'p', quantity: 2 }, product(), 10);
    expect(line.flags).toEqual([]);
    expect(line.lineTotal).toBe(20);
    expect(readyToOrder([line], false)).toBe(true);
  });
  it('flags gone, inactive, sold out, short stock and price changes', () => {
    expect(reviewLine({ productId: 'p', quantity: 1 }, null, 10).flags).toEqual([{ kind: 'unavailable' }]);
    expect(reviewLine({ productId: 'p', quantity: 1 }, product({ isActive: false }), 10).flags).toEqual([
      { kind: 'unavailable' },
    ]);
    expect(reviewLine({ productId: 'p', quantity: 1 }, product({ stock: 0 }), 10).flags).toEqual([
      { kind: 'sold-out' },
    ]);
    expect(reviewLine({ productId: 'p', quantity: 9 }, product(), 10).flags).toEqual([{ kind: 'short', stock: 5 }]);
    const dearer = reviewLine({ productId: 'p', quantity: 1 }, product({ price: 12.5 }), 10);
    expect(dearer.flags).toEqual([{ kind: 'price', was: 10, now: 12.5 }]);
    expect(readyToOrder([dearer], false)).toBe(false);
  });
  it('flags a line above the most units per order, or the stock when that is lower', () => {
    const limited = product({ stock: 50, maxPerOrder: 3 });
    expect(reviewLine({ productId: 'p', quantity: 4 }, limited, 10).flags).toEqual([{ kind: 'over-limit', most: 3 }]);
    expect(reviewLine({ productId: 'p', quantity: 3 }, limited, 10).flags).toEqual([]);
    expect(reviewLine({ productId: 'p', quantity: 9 }, product({ stock: 5, maxPerOrder: 3 }), 10).flags).toEqual([
      { kind: 'over-limit', most: 3 },
    ]);
    expect(reviewLine({ productId: 'p', quantity: 9 }, product({ stock: 5, maxPerOrder: 8 }), 10).flags).toEqual([
      { kind: 'short', stock: 5 },
    ]);
  });
  it('waits while loading and sums cents exactly', () => {
    const a = reviewLine({ productId: 'a', quantity: 3 }, product({ price: 0.1 }), undefined);
    const b = reviewLine({ productId: 'b', quantity: 1 }, product({ price: 0.2 }), undefined);
    expect(subtotalOf([a, b])).toBe(0.5);
    expect(readyToOrder([a], true)).toBe(false);
    expect(readyToOrder([reviewLine({ productId: 'a', quantity: 1 }, undefined, undefined)], false)).toBe(false);
  });
});
