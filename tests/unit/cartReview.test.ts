import { describe, expect, it } from 'vitest';
import { readyForCheckout, readyToOrder, reviewLine } from '../../src/stores/cartReview';
import type { CartQuoteLine } from '../../src/lib/cartQuote';
import type { Product } from '../../src/lib/types';

const product = (over: Partial<Product> = {}) =>
  ({ _id: 'p', name: 'P', price: 10, stock: 5, maxPerOrder: 99, isActive: true, ...over }) as Product;

/** The quote's line for `p`, amounts in cents as the hook reads them. */
const quoted = (over: Partial<CartQuoteLine> = {}): CartQuoteLine => {
  const line = { productId: 'p', name: 'P', quantity: 1, unitPrice: 1000, discount: 0, ...over };
  return { lineTotal: line.unitPrice * line.quantity, ...line };
};

describe('cart review', () => {
  it('passes a line that is as it was, with the quote’s line total', () => {
    const line = reviewLine({ productId: 'p', quantity: 2 }, product(), quoted({ quantity: 2 }), 10);
    expect(line.flags).toEqual([]);
    expect(line).toMatchObject({ unitPrice: 1000, lineTotal: 2000, estimated: false });
    expect(readyToOrder([line], false)).toBe(true);
  });

  it('takes the line total from the quote, not from the product’s price', () => {
    const line = reviewLine(
      { productId: 'p', quantity: 3 },
      product({ price: 0.1 }),
      quoted({ quantity: 3, unitPrice: 10, lineTotal: 29 }),
      undefined,
    );
    expect(line).toMatchObject({ unitPrice: 10, lineTotal: 29, estimated: false });
  });

  it('estimates the line alone (unit × quantity, in cents) while the quote for a new quantity is on its way', () => {
    const line = reviewLine(
      { productId: 'p', quantity: 3 },
      product({ price: 0.1 }),
      quoted({ quantity: 2, unitPrice: 10 }),
      undefined,
    );
    expect(line).toMatchObject({ lineTotal: 30, estimated: true });
    expect(readyToOrder([line], false)).toBe(false);
    const beforeAnyQuote = reviewLine({ productId: 'p', quantity: 3 }, product({ price: 1.005 }), undefined, undefined);
    expect(beforeAnyQuote).toMatchObject({ unitPrice: 101, lineTotal: 303, estimated: true });
    const nothingKnown = reviewLine({ productId: 'p', quantity: 1 }, undefined, undefined, undefined);
    expect(nothingKnown).toMatchObject({ unitPrice: null, lineTotal: null, flags: [] });
    expect(readyToOrder([nothingKnown], false)).toBe(false);
  });

  it('flags what the quote says: gone, sold out, short stock and price changes', () => {
    expect(
      reviewLine({ productId: 'p', quantity: 1 }, null, quoted({ problem: 'unavailable', lineTotal: 0 }), 10),
    ).toMatchObject({
      flags: [{ kind: 'unavailable' }],
      lineTotal: 0,
    });
    expect(
      reviewLine(
        { productId: 'p', quantity: 1 },
        product({ stock: 0 }),
        quoted({ problem: 'sold_out', lineTotal: 0 }),
        10,
      ).flags,
    ).toEqual([{ kind: 'sold-out' }]);
    expect(
      reviewLine(
        { productId: 'p', quantity: 9 },
        product(),
        quoted({ quantity: 9, problem: 'short', available: 5 }),
        10,
      ).flags,
    ).toEqual([{ kind: 'short', stock: 5 }]);
    const dearer = reviewLine(
      { productId: 'p', quantity: 1 },
      product({ price: 12.5 }),
      quoted({ unitPrice: 1250, problem: 'price_changed', seenPrice: 1000 }),
      10,
    );
    expect(dearer.flags).toEqual([{ kind: 'price', was: 1000, now: 1250 }]);
    expect(readyToOrder([dearer], false)).toBe(false);
  });

  it('does not flag what the product alone would suggest: the quote decides', () => {
    expect(
      reviewLine({ productId: 'p', quantity: 9 }, product({ stock: 5 }), quoted({ quantity: 9 }), 10).flags,
    ).toEqual([]);
    expect(reviewLine({ productId: 'p', quantity: 1 }, product({ price: 12 }), quoted(), 10).flags).toEqual([]);
  });

  it('drops a flag the shopper fixed since the quote, before the next quote comes', () => {
    const taken = reviewLine(
      { productId: 'p', quantity: 5 },
      product(),
      quoted({ quantity: 9, problem: 'short', available: 5 }),
      10,
    );
    expect(taken.flags).toEqual([]);
    expect(taken.estimated).toBe(true); // still waits for the quote of 5
    const accepted = reviewLine(
      { productId: 'p', quantity: 1 },
      product({ price: 12.5 }),
      quoted({ unitPrice: 1250, problem: 'price_changed', seenPrice: 1000 }),
      12.5,
    );
    expect(accepted.flags).toEqual([]);
  });

  it('says "at most per order" when the product’s limit, not its stock, is what the line may take', () => {
    const limited = product({ stock: 50, maxPerOrder: 3 });
    expect(
      reviewLine({ productId: 'p', quantity: 4 }, limited, quoted({ quantity: 4, problem: 'short', available: 3 }), 10)
        .flags,
    ).toEqual([{ kind: 'over-limit', most: 3 }]);
    // a quote that checks only the stock: the limit still flags the line
    expect(reviewLine({ productId: 'p', quantity: 4 }, limited, quoted({ quantity: 4 }), 10).flags).toEqual([
      { kind: 'over-limit', most: 3 },
    ]);
    expect(reviewLine({ productId: 'p', quantity: 3 }, limited, quoted({ quantity: 3 }), 10).flags).toEqual([]);
    expect(
      reviewLine(
        { productId: 'p', quantity: 9 },
        product({ stock: 5, maxPerOrder: 3 }),
        quoted({ quantity: 9, problem: 'short', available: 5 }),
        10,
      ).flags,
    ).toEqual([{ kind: 'over-limit', most: 3 }]);
    expect(
      reviewLine(
        { productId: 'p', quantity: 9 },
        product({ stock: 5, maxPerOrder: 8 }),
        quoted({ quantity: 9, problem: 'short', available: 5 }),
        10,
      ).flags,
    ).toEqual([{ kind: 'short', stock: 5 }]);
  });

  it('waits while loading, and ignores a stored price that is no price', () => {
    const line = reviewLine({ productId: 'p', quantity: 1 }, product(), quoted(), 'ten');
    expect(line.flags).toEqual([]);
    expect(readyToOrder([line], true)).toBe(false);
    expect(readyToOrder([], false)).toBe(false);
  });

  it('lets the cart page go on to checkout while a new quantity is quoted, but not the order', () => {
    const requoting = reviewLine({ productId: 'p', quantity: 3 }, product(), quoted({ quantity: 2 }), 10);
    expect(readyForCheckout([requoting], true)).toBe(true);
    expect(readyToOrder([requoting], false)).toBe(false);
    expect(readyForCheckout([requoting], false)).toBe(false); // no quote yet
    const flagged = reviewLine(
      { productId: 'p', quantity: 1 },
      product({ stock: 0 }),
      quoted({ problem: 'sold_out' }),
      10,
    );
    expect(readyForCheckout([flagged], true)).toBe(false);
    expect(readyForCheckout([reviewLine({ productId: 'p', quantity: 1 }, null, undefined, 10)], true)).toBe(false);
  });
});
