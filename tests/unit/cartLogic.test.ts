import { describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from '../../src/lib/forms/orderPlacement';
import {
  MAX_LINE_QUANTITY,
  addLine,
  cartCount,
  decodeCart,
  lineKey,
  setLineQuantity,
} from '../../src/stores/cartLogic';
import { needsChoice, resolveLines } from '../../src/stores/cartResolve';

const A = { productId: 'a' };

describe('cart rules', () => {
  it('adds to a new or existing line, never above stock', () => {
    const one = addLine([], A, 2, 3);
    expect(one).toEqual({ lines: [{ productId: 'a', quantity: 2 }], added: 2 });
    const two = addLine(one.lines, A, 5, 3);
    expect(two).toEqual({ lines: [{ productId: 'a', quantity: 3 }], added: 1 });
    expect(addLine(two.lines, A, 1, 3).added).toBe(0);
  });
  it('refuses a sold-out product', () => {
    expect(addLine([], A, 1, 0)).toEqual({ lines: [], added: 0 });
  });
  it('caps at the order limit when stock is unknown', () => {
    expect(addLine([], A, 500).lines[0].quantity).toBe(99);
  });
  it("caps at the product's most units per order when the page knows it", () => {
    expect(addLine([], A, 8, 50, 5)).toEqual({ lines: [{ productId: 'a', quantity: 5 }], added: 5 });
    expect(addLine([{ productId: 'a', quantity: 5 }], A, 1, 50, 5).added).toBe(0);
    // the lower of stock and the product's limit
    expect(addLine([], A, 8, 3, 5).lines[0].quantity).toBe(3);
    expect(setLineQuantity([{ productId: 'a', quantity: 2 }], A, 9, 50, 4)[0].quantity).toBe(4);
  });
  it('uses the order limit of the server', () => {
    expect(MAX_LINE_QUANTITY).toBe(ORDER_LIMITS.maxQuantity);
  });
  it('sets and removes quantities', () => {
    const lines = [
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 1 },
    ];
    expect(setLineQuantity(lines, A, 9, 4)[0].quantity).toBe(4);
    expect(setLineQuantity(lines, A, 0)).toEqual([{ productId: 'b', quantity: 1 }]);
    expect(cartCount(lines)).toBe(3);
  });
  it('drops malformed stored lines', () => {
    expect(decodeCart('[{"productId":"a","quantity":2},{"productId":"","quantity":1},{"quantity":3},"x"]')).toEqual([
      { productId: 'a', quantity: 2 },
    ]);
    expect(decodeCart('nope')).toEqual([]);
    expect(decodeCart('{}')).toEqual([]);
  });

  it('keeps each variant of a product on its own line', () => {
    const blue = { productId: 'p', variantId: 'blue' };
    const black = { productId: 'p', variantId: 'black' };
    let { lines } = addLine([], blue, 2, 5);
    ({ lines } = addLine(lines, black, 1, 1));
    expect(lines).toEqual([
      { productId: 'p', variantId: 'blue', quantity: 2 },
      { productId: 'p', variantId: 'black', quantity: 1 },
    ]);
    // each line is capped by its own variant's stock
    expect(addLine(lines, black, 1, 1).added).toBe(0);
    expect(addLine(lines, blue, 9, 5)).toMatchObject({ added: 3 });
    expect(setLineQuantity(lines, black, 0)).toEqual([{ productId: 'p', variantId: 'blue', quantity: 2 }]);
    expect(setLineQuantity(lines, blue, 4, 5)[0].quantity).toBe(4);
    expect(lineKey(blue)).toBe('p/blue');
    // a line stored before variants keeps its product's key (and the price seen under it)
    expect(lineKey({ productId: 'p' })).toBe('p');
  });
  it('reads stored lines with and without a variant, and drops a malformed variant', () => {
    expect(
      decodeCart(
        '[{"productId":"a","quantity":1},{"productId":"b","variantId":"v","quantity":2},{"productId":"c","variantId":5,"quantity":1},{"productId":"d","variantId":"","quantity":1}]',
      ),
    ).toEqual([
      { productId: 'a', quantity: 1 },
      { productId: 'b', variantId: 'v', quantity: 2 },
    ]);
  });
  it("names the only variant of an old line, merging it with the variant's own line", () => {
    const variants: Record<string, string[]> = { one: ['v1'], many: ['m1', 'm2'] };
    const resolved = resolveLines(
      [
        { productId: 'one', quantity: 2 },
        { productId: 'one', variantId: 'v1', quantity: 98 },
        { productId: 'many', quantity: 1 },
        { productId: 'unknown', quantity: 1 },
      ],
      (id) => variants[id],
    );
    expect(resolved).toEqual([
      { productId: 'one', variantId: 'v1', quantity: 99 },
      { productId: 'many', quantity: 1 },
      { productId: 'unknown', quantity: 1 },
    ]);
    expect(needsChoice(resolved[1], 2)).toBe(true);
    expect(needsChoice(resolved[0], 2)).toBe(false);
    // not known yet: not asked to choose (the quote waits for the product)
    expect(needsChoice(resolved[2], undefined)).toBe(false);
  });
});
