import { describe, expect, it } from 'vitest';
import { atMostText, capText, shortText } from '../../src/islands/cart/lineNotes';
import { stockText } from '../../src/lib/variantChoice';

describe('cart line notes', () => {
  it('say a short stock in the product page’s words', () => {
    expect(shortText(3)).toBe(`${stockText({ stock: 3, isActive: true })}.`);
    expect(shortText(5)).toBe('In stock: only 5 left.');
  });

  it('say why a line holds no more: the stock, else the most per order, else the order limit', () => {
    expect(capText(5, 10)).toBe('In stock: only 5 left.');
    expect(capText(10, 10)).toBe('In stock: only 10 left.');
    expect(capText(40, 10)).toBe(atMostText(10));
    expect(capText(500, undefined)).toBe('At most 99 can be ordered at once.');
    expect(capText(undefined, 4)).toBe('At most 4 can be ordered at once.');
  });
});
