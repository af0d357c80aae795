import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf, sumCents, toCents } from '../../src/lib/money';
import {
  quote,
  quoteToApi,
  type DiscountInput,
  type LineProblem,
  type QuoteInput,
  type QuoteLineInput,
} from '../../src/lib/pricing';

const numRuns = 500;

const line = (productId: string, unitPrice: number, quantity: number, extra: Partial<QuoteLineInput> = {}) => ({
  productId,
  name: `Product ${productId}`,
  unitPrice,
  quantity,
  ...extra,
});

const discount = (amount: number, lines?: number[]): DiscountInput => ({
  promotionId: `promo-${amount}`,
  name: `${amount} off`,
  code: 'SAVE',
  amount,
  ...(lines ? { lines } : {}),
});

describe('quote: examples', () => {
  it('prices a cart today: no discount, free shipping, no tax', () => {
    const q = quote({ lines: [line('a', 1999, 2), line('b', 119900, 1)] });
    expect(q).toEqual({
      currency: 'USD',
      lines: [
        { productId: 'a', name: 'Product a', quantity: 2, unitPrice: 1999, lineTotal: 3998, discount: 0, tax: 0 },
        { productId: 'b', name: 'Product b', quantity: 1, unitPrice: 119900, lineTotal: 119900, discount: 0, tax: 0 },
      ],
      discounts: [],
      subtotal: 123898,
      discount: 0,
      shipping: 0,
      shippingTax: 0,
      tax: 0,
      taxLines: [],
      taxIncluded: false,
      total: 123898,
    });
    expect(quoteToApi(q)).toEqual({
      currency: 'USD',
      lines: [
        { productId: 'a', name: 'Product a', quantity: 2, unitPrice: 19.99, lineTotal: 39.98, discount: 0, tax: 0, taxRate: 0 },
        { productId: 'b', name: 'Product b', quantity: 1, unitPrice: 1199, lineTotal: 1199, discount: 0, tax: 0, taxRate: 0 },
      ],
      discounts: [],
      subtotal: 1238.98,
      discount: 0,
      shipping: 0,
      tax: 0,
      taxLines: [],
      taxIncluded: false,
      total: 1238.98,
    });
  });

  it('reports lines that cannot be bought at zero, and counts short and repriced lines', () => {
    const q = quote({
      lines: [
        line('gone', 500, 1, { problem: 'unavailable' }),
        line('out', 700, 2, { problem: 'sold_out' }),
        line('short', 1000, 3, { problem: 'short' }),
        line('repriced', 250, 1, { problem: 'price_changed', variantId: 'blue' }),
      ],
      discounts: [discount(1000)],
    });
    expect(q.lines.map((l) => [l.lineTotal, l.discount, l.problem])).toEqual([
      [0, 0, 'unavailable'],
      [0, 0, 'sold_out'],
      [3000, 923, 'short'],
      [250, 77, 'price_changed'],
    ]);
    expect(q.lines[0].unitPrice).toBe(500);
    expect(q.subtotal).toBe(3250);
    expect(q.total).toBe(2250);
    expect(quoteToApi(q).lines[3]).toEqual({
      productId: 'repriced',
      variantId: 'blue',
      name: 'Product repriced',
      quantity: 1,
      unitPrice: 2.5,
      lineTotal: 2.5,
      discount: 0.77,
      tax: 0,
      taxRate: 0,
      problem: 'price_changed',
    });
  });

  it('spreads an order discount by line total, and a line discount over its lines only', () => {
    const q = quote({ lines: [line('a', 3000, 1), line('b', 1000, 1), line('c', 999, 1)], discounts: [] });
    expect(q.discount).toBe(0);
    const order = quote({ lines: [line('a', 3000, 1), line('b', 1000, 1)], discounts: [discount(1000)] });
    expect(order.lines.map((l) => l.discount)).toEqual([750, 250]);
    const category = quote({
      lines: [line('a', 3000, 1), line('b', 1000, 1), line('c', 1000, 1)],
      discounts: [discount(101, [1, 2])],
    });
    expect(category.lines.map((l) => l.discount)).toEqual([0, 51, 50]);
    expect(category.total).toBe(4899);
  });

  it('caps discounts at what the lines have left', () => {
    const q = quote({
      lines: [line('a', 1000, 1), line('b', 500, 1)],
      discounts: [discount(800, [1]), discount(5000)],
      shipping: 499,
    });
    expect(q.discounts.map((d) => d.amount)).toEqual([500, 1000]);
    expect(q.lines.map((l) => l.discount)).toEqual([1000, 500]);
    expect(q.discount).toBe(1500);
    expect(q.total).toBe(499);
  });

  it('taxes each line after its discount, rounded per line, and shipping on its own', () => {
    const q = quote({
      lines: [
        line('a', 1999, 1),
        line('book', 1999, 1, { taxClass: 'reduced' }),
        line('food', 1999, 1, { taxClass: 'zero' }),
      ],
      discounts: [discount(999, [0])],
      shipping: 595,
      tax: { rates: { standard: { rate: 8.875, name: 'NY' }, reduced: { rate: 5, name: 'Reduced' } } },
    });
    expect(q.lines.map((l) => l.tax)).toEqual([89, 100, 0]); // 88.75 and 99.95
    expect(q.shippingTax).toBe(53); // 52.80625
    expect(q.tax).toBe(242);
    expect(q.total).toBe(5997 - 999 + 595 + 242);
    // per rate: the standard lines' tax and the shipping's together, the reduced line's apart
    expect(q.taxLines).toEqual([
      { name: 'NY', rate: 8.875, amount: 89 + 53 },
      { name: 'Reduced', rate: 5, amount: 100 },
    ]);
    expect(
      quote({ lines: [line('a', 1000, 1)], shipping: 500, tax: { shippingTaxClass: 'zero', rates: { standard: { rate: 20, name: 'VAT' } } } })
        .shippingTax,
    ).toBe(0);
  });

  it('finds the tax inside prices that include it, without adding it again', () => {
    const q = quote({
      lines: [line('a', 12000, 1), line('b', 1999, 1)],
      shipping: 600,
      tax: { rates: { standard: { rate: 20, name: 'VAT' } }, pricesIncludeTax: true },
    });
    expect(q.lines.map((l) => l.tax)).toEqual([2000, 333]);
    expect(q.shippingTax).toBe(100);
    expect(q.tax).toBe(2433);
    expect(q.taxIncluded).toBe(true);
    expect(q.total).toBe(12000 + 1999 + 600);
  });

  it('refuses input no cart can have', () => {
    const one = [line('a', 1000, 1)];
    expect(() => quote({ lines: [line('a', 19.99, 1)] })).toThrow(RangeError);
    expect(() => quote({ lines: [line('a', -1, 1)] })).toThrow(RangeError);
    expect(() => quote({ lines: [line('a', 1000, 1.5)] })).toThrow(RangeError);
    expect(() => quote({ lines: one, shipping: -1 })).toThrow(RangeError);
    expect(() => quote({ lines: one, discounts: [discount(-5)] })).toThrow(RangeError);
    expect(() => quote({ lines: one, discounts: [discount(5, [1])] })).toThrow(/no line 1/);
    expect(() => quote({ lines: one, tax: { rates: { standard: { rate: 101, name: 'x' } } } })).toThrow(RangeError);
    expect(() => quote({ lines: one, tax: { rates: { standard: { rate: 0.1 + 0.2, name: 'x' } } } })).toThrow(RangeError);
    expect(() => quote({ lines: one, currency: 'EUR' as 'USD' })).toThrow(RangeError);
  });
});

const problems: (LineProblem | undefined)[] = [undefined, 'unavailable', 'sold_out', 'short', 'price_changed'];

const lineInput = fc.record(
  {
    productId: fc.string({ minLength: 1, maxLength: 6 }),
    variantId: fc.string({ maxLength: 4 }),
    name: fc.string({ maxLength: 10 }),
    unitPrice: fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 1_000_000 })),
    quantity: fc.integer({ min: 1, max: 99 }),
    taxClass: fc.constantFrom('standard' as const, 'reduced' as const, 'zero' as const),
    problem: fc.constantFrom(...problems),
  },
  { requiredKeys: ['productId', 'name', 'unitPrice', 'quantity'] },
);

const rate = fc.integer({ min: 0, max: 30_000 }).map((thousandths) => thousandths / 1000);

const cart: fc.Arbitrary<QuoteInput> = fc
  .array(lineInput, { minLength: 0, maxLength: 8 })
  .chain((lines) =>
    fc.record(
      {
        lines: fc.constant(lines),
        discounts: fc.array(
          fc.record(
            {
              promotionId: fc.string({ minLength: 1, maxLength: 4 }),
              name: fc.string({ maxLength: 8 }),
              code: fc.option(fc.string({ minLength: 1, maxLength: 8 })),
              amount: fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 10_000_000 })),
              lines: fc.uniqueArray(fc.nat(Math.max(0, lines.length - 1)), { maxLength: lines.length }),
            },
            { requiredKeys: ['promotionId', 'name', 'code', 'amount'] },
          ),
          { maxLength: 3 },
        ),
        shipping: fc.integer({ min: 0, max: 50_000 }),
        tax: fc.record(
          {
            rates: fc.record(
              { standard: rate.map((r) => ({ rate: r, name: 'S' })), reduced: rate.map((r) => ({ rate: r, name: 'R' })) },
              { requiredKeys: [] },
            ),
            pricesIncludeTax: fc.boolean(),
            shippingTaxClass: fc.constantFrom('standard' as const, 'reduced' as const, 'zero' as const),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: ['lines'] },
    ),
  )
  // a discount naming lines needs lines to name
  .filter((input) => input.lines.length > 0 || (input.discounts ?? []).every((d) => d.lines === undefined));

describe('quote: invariants over random carts, discounts, shipping and tax rates', () => {
  it('holds every invariant', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const q = quote(input);
        const amounts = [q.subtotal, q.discount, q.shipping, q.shippingTax, q.tax, q.total];
        for (const amount of amounts) expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);

        expect(q.total).toBe(q.subtotal - q.discount + q.shipping + (q.taxIncluded ? 0 : q.tax));
        expect(q.taxIncluded).toBe(input.tax?.pricesIncludeTax ?? false);
        expect(sumCents(q.lines.map((l) => l.lineTotal))).toBe(q.subtotal);
        expect(sumCents(q.lines.map((l) => l.discount))).toBe(q.discount);
        expect(sumCents(q.discounts.map((d) => d.amount))).toBe(q.discount);
        expect(sumCents(q.lines.map((l) => l.tax)) + q.shippingTax).toBe(q.tax);
        expect(q.discount).toBeLessThanOrEqual(q.subtotal);
        expect(q.shipping).toBe(input.shipping ?? 0);

        q.lines.forEach((out, index) => {
          const given = input.lines[index];
          const buyable = given.problem !== 'unavailable' && given.problem !== 'sold_out';
          expect(out.lineTotal).toBe(buyable ? given.unitPrice * given.quantity : 0);
          expect(out.discount >= 0 && out.discount <= out.lineTotal).toBe(true);
          expect(out.tax).toBeGreaterThanOrEqual(0);
          expect([out.productId, out.variantId, out.name, out.quantity, out.unitPrice, out.problem]).toEqual([
            given.productId,
            given.variantId,
            given.name,
            given.quantity,
            given.unitPrice,
            given.problem,
          ]);
        });
        (input.discounts ?? []).forEach((asked, index) => {
          expect(q.discounts[index].amount).toBeLessThanOrEqual(asked.amount);
          expect(q.discounts[index].code).toBe(asked.code);
        });
      }),
      { numRuns },
    );
  });

  it('applies a discount in full when its lines have enough left', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const q = quote({ ...input, discounts: (input.discounts ?? []).slice(0, 1) });
        const [asked] = input.discounts ?? [];
        if (!asked) return;
        const targets = asked.lines ?? q.lines.map((_, index) => index);
        const room = sumCents(targets.map((index) => q.lines[index].lineTotal));
        expect(q.discount).toBe(Math.min(asked.amount, room));
        for (const [index, out] of q.lines.entries()) if (!targets.includes(index)) expect(out.discount).toBe(0);
      }),
      { numRuns },
    );
  });

  it('taxes each line on its amount after discount, with the shop’s one rounding', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const q = quote(input);
        const mode = q.taxIncluded ? 'inclusive' : 'exclusive';
        const rateOf = (taxClass = 'standard') =>
          taxClass === 'zero' ? 0 : (input.tax?.rates?.[taxClass as 'standard' | 'reduced']?.rate ?? 0);
        q.lines.forEach((out, index) => {
          expect(out.tax).toBe(percentOf(out.lineTotal - out.discount, rateOf(input.lines[index].taxClass), mode));
        });
        expect(q.shippingTax).toBe(percentOf(q.shipping, rateOf(input.tax?.shippingTaxClass), mode));
      }),
      { numRuns },
    );
  });

  it('lists the tax per rate, adding up to the tax', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const q = quote(input);
        expect(q.taxLines.reduce((sum, line) => sum + line.amount, 0)).toBe(q.tax);
        expect(q.taxLines.every((line) => line.amount !== 0)).toBe(true);
      }),
      { numRuns },
    );
  });

  it('is all zero but the subtotal for today’s callers', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const q = quote({ lines: input.lines });
        expect([q.discount, q.shipping, q.tax]).toEqual([0, 0, 0]);
        expect(q.total).toBe(q.subtotal);
      }),
      { numRuns },
    );
  });

  it('answers the API every amount as a decimal exact to the cent', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const q = quote(input);
        const api = quoteToApi(q);
        expect(Object.keys(api).sort()).toEqual(
          ['currency', 'discount', 'discounts', 'lines', 'shipping', 'subtotal', 'tax', 'taxLines', 'taxIncluded', 'total'].sort(),
        );
        for (const key of ['subtotal', 'discount', 'shipping', 'tax', 'total'] as const) {
          expect(toCents(String(api[key]))).toBe(q[key]);
          expect(String(api[key])).toMatch(/^\d+(\.\d\d?)?$/);
        }
        api.lines.forEach((out, index) => {
          expect(toCents(out.unitPrice)).toBe(q.lines[index].unitPrice);
          expect(toCents(out.lineTotal)).toBe(q.lines[index].lineTotal);
          expect(toCents(out.discount)).toBe(q.lines[index].discount);
          expect(toCents(out.tax)).toBe(q.lines[index].tax);
        });
        expect(api.taxLines.map((line) => toCents(line.amount))).toEqual(q.taxLines.map((line) => line.amount));
        // the JSON the API sends reads back to the same cents
        const sent = JSON.parse(JSON.stringify(api));
        expect(toCents(sent.total)).toBe(q.total);
      }),
      { numRuns },
    );
  });
});
