import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSeenPrice, quoteInCents, quoteRequestOf } from '../../src/lib/cartQuote';
import { ApiError } from '../../src/lib/http';
import type { Quote } from '../../src/lib/types';

const apiQuote: Quote = {
  currency: 'USD',
  lines: [
    {
      productId: 'a',
      variantId: 'va',
      sku: 'A-1',
      variant: '',
      name: 'A',
      quantity: 3,
      unitPrice: 0.1,
      lineTotal: 0.3,
      discount: 0,
    },
    {
      productId: 'b',
      variantId: 'vb',
      sku: 'B-1',
      variant: '',
      name: 'B',
      quantity: 2,
      unitPrice: 1.15,
      lineTotal: 2.3,
      problem: 'price_changed',
      seenPrice: 1.1,
      discount: 0,
    },
    {
      productId: 'c',
      variantId: 'vc',
      sku: 'C-1',
      variant: '',
      name: 'C',
      quantity: 4,
      unitPrice: 8,
      lineTotal: 32,
      problem: 'short',
      available: 2,
      discount: 0,
    },
  ],
  discounts: [],
  subtotal: 34.6,
  discount: 0.35,
  shipping: 4.99,
  tax: 2.07,
  taxLines: [
    { name: 'California sales tax', rate: 7.25, amount: 1.71 },
    { name: 'Reduced', rate: 3.1, amount: 0.36 },
  ],
  taxIncluded: false,
  total: 41.31,
  shippingOptions: [],
  shippingMethod: null,
};

describe('the cart quote in the browser', () => {
  it('reads every amount of the answer into whole cents on its decimal text', () => {
    const quote = quoteInCents(apiQuote);
    expect(quote).toMatchObject({ subtotal: 3460, discount: 35, shipping: 499, tax: 207, total: 4131 });
    expect(quote.taxLines).toEqual([
      { name: 'California sales tax', rate: 7.25, amount: 171 },
      { name: 'Reduced', rate: 3.1, amount: 36 },
    ]);
    expect(quote.taxIncluded).toBe(false);
    expect(quoteInCents({ ...apiQuote, taxIncluded: true }).taxIncluded).toBe(true);
    expect(quote.lines).toEqual([
      {
        productId: 'a',
        variantId: 'va',
        sku: 'A-1',
        variant: '',
        name: 'A',
        quantity: 3,
        unitPrice: 10,
        lineTotal: 30,
        discount: 0,
      },
      {
        productId: 'b',
        variantId: 'vb',
        sku: 'B-1',
        variant: '',
        name: 'B',
        quantity: 2,
        unitPrice: 115,
        lineTotal: 230,
        discount: 0,
        problem: 'price_changed',
        seenPrice: 110,
      },
      {
        productId: 'c',
        variantId: 'vc',
        sku: 'C-1',
        variant: '',
        name: 'C',
        quantity: 4,
        unitPrice: 800,
        lineTotal: 3200,
        problem: 'short',
        available: 2,
        discount: 0,
      },
    ]);
  });

  it("reads each promotion's amount and each line's discount into cents, and keeps the coupon answer", () => {
    const quote = quoteInCents({
      ...apiQuote,
      lines: apiQuote.lines.map((line, at) => (at === 0 ? { ...line, discount: 0.03 } : line)),
      discounts: [{ promotionId: 'pr', name: 'Ten off', code: 'TEN', amount: 0.35 }],
      coupon: { code: 'TEN', applied: true },
    });
    expect(quote.lines[0]?.discount).toBe(3);
    expect(quote.discounts).toEqual([{ promotionId: 'pr', name: 'Ten off', code: 'TEN', amount: 35 }]);
    expect(quote.coupon).toEqual({ code: 'TEN', applied: true });
    expect(quoteInCents(apiQuote)).not.toHaveProperty('coupon');
  });

  it("reads the shipping options' prices into cents and keeps the method chosen and the problem", () => {
    const express = { id: 'ex', name: 'Express', price: 14.99, minDays: 1, maxDays: 2 };
    const quote = quoteInCents({
      ...apiQuote,
      shippingOptions: [{ id: 'st', name: 'Standard', price: 0, minDays: 3, maxDays: 5 }, express],
      shippingMethod: express,
    });
    expect(quote.shippingOptions.map((o) => [o.id, o.price])).toEqual([
      ['st', 0],
      ['ex', 1499],
    ]);
    expect(quote.shippingMethodId).toBe('ex');
    expect(quote).not.toHaveProperty('shippingProblem');
    const refused = quoteInCents({ ...apiQuote, shippingProblem: 'We do not ship to Brazil.' });
    expect(refused).toMatchObject({ shippingMethodId: null, shippingProblem: 'We do not ship to Brazil.' });
  });

  it('asks for the lines with the prices the shopper saw, as the API wrote them', () => {
    const lines = [
      { productId: 'a', quantity: 3 },
      { productId: 'b', quantity: 1 },
      { productId: 'c', quantity: 2 },
    ];
    const seen = { a: 19.99, b: Number.NaN, c: -1 } as Record<string, number>;
    expect(quoteRequestOf(lines, seen)).toEqual({
      items: [
        { productId: 'a', quantity: 3, price: 19.99 },
        { productId: 'b', quantity: 1 },
        { productId: 'c', quantity: 2 },
      ],
    });
    const address = { name: 'A', phone: '1234', line1: 'x', line2: '', city: 'y', postalCode: '', country: 'USA' };
    expect(quoteRequestOf([], {}, { shippingAddress: address, email: 'a@b.test' })).toEqual({
      items: [],
      shippingAddress: address,
      email: 'a@b.test',
    });
    // a method picked goes with an address only: without one there is nothing to choose among
    expect(quoteRequestOf([], {}, { shippingAddress: address, shippingMethodId: 'ex' })).toEqual({
      items: [],
      shippingAddress: address,
      shippingMethodId: 'ex',
    });
    expect(quoteRequestOf([], {}, { shippingMethodId: 'ex' })).toEqual({ items: [] });
  });

  it('asks for each variant with the price seen for that variant', () => {
    const lines = [
      { productId: 'phone', variantId: 'blue', quantity: 1 },
      { productId: 'phone', variantId: 'black', quantity: 2 },
      { productId: 'old', quantity: 1 },
    ];
    // prices are kept by line; a line stored before variants keeps its product's key
    const seen = { 'phone/blue': 899, phone: 799, old: 5 };
    expect(quoteRequestOf(lines, seen).items).toEqual([
      { productId: 'phone', variantId: 'blue', quantity: 1, price: 899 },
      { productId: 'phone', variantId: 'black', quantity: 2 },
      { productId: 'old', quantity: 1, price: 5 },
    ]);
  });

  it('sends back only stored prices a price can be', () => {
    expect([19.99, 0, 1200].every(isSeenPrice)).toBe(true);
    expect([-1, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, '5', null].some(isSeenPrice)).toBe(false);
  });

  it('keeps the whole answer of a refused request on the error', () => {
    const body = { success: false, message: 'changed', quote: apiQuote };
    const err = new ApiError(409, 'changed', body);
    expect(err.body).toBe(body);
    expect(new ApiError(500, 'x').body).toBeNull();
  });
});

describe('placing an order for a total that is no longer right', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  const placement = {
    items: [{ productId: 'a', quantity: 1 }],
    shippingAddress: { name: 'A', phone: '1234', line1: 'x', line2: '', city: 'y', postalCode: '', country: 'USA' },
    paymentMethod: 'cod' as const,
    expectedTotal: 40,
  };
  afterEach(() => vi.unstubAllGlobals());

  it('surfaces the 409’s new quote', async () => {
    vi.stubGlobal('fetch', answer(409, { success: false, message: 'The total is now $41.31.', quote: apiQuote }));
    const { api, OrderConflictError } = await import('../../src/lib/api');
    const err = await api.orders.place(placement, 'key-12345678').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OrderConflictError);
    expect(err).toMatchObject({ status: 409, message: 'The total is now $41.31.', quote: apiQuote });
  });

  it('leaves any other refusal as it was', async () => {
    vi.stubGlobal('fetch', answer(409, { success: false, message: 'Sold out.' }));
    const { api, ApiError: ClientError, OrderConflictError } = await import('../../src/lib/api');
    const err = await api.orders.place(placement, 'key-12345678').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClientError);
    expect(err).not.toBeInstanceOf(OrderConflictError);
    expect(err).toMatchObject({ status: 409, message: 'Sold out.' });
  });
});
