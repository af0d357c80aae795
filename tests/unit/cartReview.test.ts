import { describe, expect, it } from 'vitest';
import { readyForCheckout, readyToOrder, reviewLine } from '../../src/stores/cartReview';
import type { CartQuoteLine } from '../../src/lib/cartQuote';
import type { Product, ProductVariant } from '../../src/lib/types';

const variant = (over: Partial<ProductVariant> = {}): ProductVariant => ({
  _id: 'v',
  sku: 'P-1',
  options: {},
  price: 10,
  compareAtPrice: null,
  stock: 5,
  weight: 0,
  images: [],
  specs: {},
  isActive: true,
  ...over,
});

/** A product sold one way unless `variants` says otherwise: its one variant has its price and stock. */
const product = (over: Partial<Product> = {}): Product => {
  const base = { _id: 'p', name: 'P', price: 10, stock: 5, maxPerOrder: 99, isActive: true, options: [], ...over };
  return { ...base, variants: over.variants ?? [variant({ price: base.price, stock: base.stock })] } as Product;
};

/** The quote's line for `p`, amounts in cents as the hook reads them. */
const quoted = (over: Partial<CartQuoteLine> = {}): CartQuoteLine => {
  const line = {
    productId: 'p',
    variantId: 'v',
    sku: 'P-1',
    variant: '',
    name: 'P',
    quantity: 1,
    unitPrice: 1000,
    discount: 0,
    ...over,
  };
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

  it('prices and caps a line by its own variant, and names it', () => {
    const phone = product({
      price: 700,
      stock: 9,
      options: [
        { name: 'Storage', values: ['128 GB', '256 GB'] },
        { name: 'Colour', values: ['Blue'] },
      ],
      variants: [
        variant({ _id: 'small', sku: 'PH-128', options: { Storage: '128 GB', Colour: 'Blue' }, price: 700, stock: 8 }),
        variant({ _id: 'big', sku: 'PH-256', options: { Storage: '256 GB', Colour: 'Blue' }, price: 800, stock: 1 }),
      ],
    });
    const line = reviewLine({ productId: 'p', variantId: 'big', quantity: 1 }, phone, undefined, undefined);
    expect(line).toMatchObject({ unitPrice: 80000, variantText: '256 GB / Blue', sku: 'PH-256', flags: [] });
    expect(line.variant?._id).toBe('big');
    // the quote's words win once it is in
    const quotedLine = reviewLine(
      { productId: 'p', variantId: 'big', quantity: 1 },
      phone,
      quoted({ unitPrice: 80000, variantId: 'big', sku: 'PH-256', variant: '256 GB / Blue' }),
      undefined,
    );
    expect(quotedLine.variantText).toBe('256 GB / Blue');
    // a line stored before variants, of a product with several: the shopper must choose
    const old = reviewLine({ productId: 'p', quantity: 1 }, phone, undefined, undefined);
    expect(old.flags).toEqual([{ kind: 'choose' }]);
    expect(readyForCheckout([old], true)).toBe(false);
  });
});
