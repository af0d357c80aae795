import { describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from '../../src/lib/forms/orderPlacement';
import { MAX_LINE_QUANTITY, addLine, cartCount, decodeCart, setLineQuantity } from '../../src/stores/cartLogic';

describe('cart rules', () => {
  it('adds to a new or existing line, never above stock', () => {
    const one = addLine([], 'a', 2, 3);
    expect(one).toEqual({ lines: [{ productId: 'a', quantity: 2 }], added: 2 });
    const two = addLine(one.lines, 'a', 5, 3);
    expect(two).toEqual({ lines: [{ productId: 'a', quantity: 3 }], added: 1 });
    expect(addLine(two.lines, 'a', 1, 3).added).toBe(0);
  });
  it('refuses a sold-out product', () => {
    expect(addLine([], 'a', 1, 0)).toEqual({ lines: [], added: 0 });
  });
  it('caps at the order limit when stock is unknown', () => {
    expect(addLine([], 'a', 500).lines[0].quantity).toBe(99);
  });
  it("caps at the product's most units per order when the page knows it", () => {
    expect(addLine([], 'a', 8, 50, 5)).toEqual({ lines: [{ productId: 'a', quantity: 5 }], added: 5 });
    expect(addLine([{ productId: 'a', quantity: 5 }], 'a', 1, 50, 5).added).toBe(0);
    // the lower of stock and the product's limit
    expect(addLine([], 'a', 8, 3, 5).lines[0].quantity).toBe(3);
    expect(setLineQuantity([{ productId: 'a', quantity: 2 }], 'a', 9, 50, 4)[0].quantity).toBe(4);
  });
  it('uses the order limit of the server', () => {
    expect(MAX_LINE_QUANTITY).toBe(ORDER_LIMITS.maxQuantity);
  });
  it('sets and removes quantities', () => {
    const lines = [
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 1 },
    ];
    expect(setLineQuantity(lines, 'a', 9, 4)[0].quantity).toBe(4);
    expect(setLineQuantity(lines, 'a', 0)).toEqual([{ productId: 'b', quantity: 1 }]);
    expect(cartCount(lines)).toBe(3);
  });
  it('drops malformed stored lines', () => {
    expect(decodeCart('[{"productId":"a","quantity":2},{"productId":"","quantity":1},{"quantity":3},"x"]')).toEqual([
      { productId: 'a', quantity: 2 },
    ]);
    expect(decodeCart('nope')).toEqual([]);
    expect(decodeCart('{}')).toEqual([]);
  });
});
