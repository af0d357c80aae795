import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/lib/formatPrice';
import {
  allocate,
  formatCents,
  MAX_CENTS,
  mulCents,
  parseCents,
  percentOf,
  roundToDollars,
  sumCents,
  toCents,
  toDecimal,
} from '../../src/lib/money';

const numRuns = 500;
const anyCents = fc.integer({ min: -MAX_CENTS, max: MAX_CENTS });

describe('parseCents: amounts that must already be exact to the cent', () => {
  it('reads numbers and decimal text', () => {
    expect(parseCents(19.99)).toBe(1999);
    expect(parseCents('19.99')).toBe(1999);
    expect(parseCents('19.9')).toBe(1990);
    expect(parseCents(1199)).toBe(119900);
    expect(parseCents('0')).toBe(0);
    expect(parseCents(0.07)).toBe(7); // 0.07 * 100 is 7.000000000000001
    expect(parseCents('9999999999.99')).toBe(999_999_999_999);
  });
  it('refuses anything it would have to round or guess', () => {
    for (const bad of [1.005, '1.005', 0.1 + 0.2, -1, '-0', '-0.01', Number.NaN, Infinity, -Infinity]) {
      expect(() => parseCents(bad), String(bad)).toThrow(RangeError);
    }
    for (const bad of [1e-7, '1e-7', '1e3', 1e21, '', ' 1', '1.', '.5', '$5', '1,000', '0x10']) {
      expect(() => parseCents(bad), String(bad)).toThrow(RangeError);
    }
    expect(() => parseCents(null as unknown as string)).toThrow(RangeError);
  });
  it('refuses amounts over the maximum', () => {
    expect(parseCents('9999999999999.99')).toBe(MAX_CENTS);
    expect(() => parseCents('10000000000000')).toThrow(/largest/);
    expect(parseCents('100.00', 10_000)).toBe(10_000);
    expect(() => parseCents('100.01', 10_000)).toThrow(/over 100/);
  });
});

describe('toCents: any decimal, rounded half away from zero on its decimal text', () => {
  it('rounds the text the number shows, not its binary value', () => {
    expect(toCents(1.005)).toBe(101); // Math.round(1.005 * 100) is 100
    expect(toCents(2.675)).toBe(268); // Math.round(2.675 * 100) is 267
    expect(toCents('1.005')).toBe(101);
    expect(toCents(1.0049999)).toBe(100);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-0.004)).toBe(0);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(17.495)).toBe(1750);
    expect(toCents(-0)).toBe(0);
    expect(Object.is(toCents('-0.001'), 0)).toBe(true);
  });
  it('refuses exponents, non-finite numbers and amounts over the maximum', () => {
    for (const bad of [1e-7, -1e-7, '1e-7', 1e21, Number.NaN, Infinity, 'abc', '9999999999999.995']) {
      expect(() => toCents(bad), String(bad)).toThrow(RangeError);
    }
  });
  it('rounds any decimal text half away from zero', () => {
    const text = fc.tuple(
      fc.boolean(),
      fc.integer({ min: 0, max: 99_999_999_999 }),
      fc.integer({ min: 0, max: 99 }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 12 }),
    );
    fc.assert(
      fc.property(text, ([negative, whole, cents, more]) => {
        const decimal = `${negative ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}${more}`;
        const magnitude = whole * 100 + cents + (more[0] >= '5' ? 1 : 0);
        expect(toCents(decimal)).toBe(negative && magnitude ? -magnitude : magnitude);
      }),
      { numRuns },
    );
  });
  it('agrees with formatPrice, which rounds dollars the same way', () => {
    const dollars = fc.double({ min: -1e10, max: 1e10, noNaN: true }).filter((x) => !/e/.test(String(x)));
    fc.assert(
      fc.property(dollars, (x) => {
        const cents = toCents(x);
        // formatPrice writes -$0.00 for -0 and negatives that round to nothing; 0 cents has no sign
        const negative = x < 0 || Object.is(x, -0);
        if (cents !== 0 || !negative) expect(formatCents(cents)).toBe(formatPrice(x));
      }),
      { numRuns },
    );
  });
});

describe('toDecimal: the exact two-decimal number', () => {
  it('writes cents as dollars', () => {
    expect(toDecimal(1999)).toBe(19.99);
    expect(toDecimal(-500)).toBe(-5);
    expect(Object.is(toDecimal(-0), 0)).toBe(true);
    expect(() => toDecimal(1.5)).toThrow(RangeError);
    expect(() => toDecimal(MAX_CENTS + 1)).toThrow(RangeError);
  });
  const roundTrips = (cents: number) => {
    const text = String(toDecimal(cents));
    expect(text).toMatch(/^-?\d+(\.\d\d?)?$/);
    expect(toCents(text)).toBe(cents);
    expect(toCents(toDecimal(cents))).toBe(cents);
    if (cents >= 0) expect(parseCents(text)).toBe(cents);
  };
  it('round-trips every amount up to 1e13 cents through its shortest text', () => {
    fc.assert(fc.property(fc.integer({ min: -1e13, max: 1e13 }), roundTrips), { numRuns });
  });
  it('round-trips amounts of up to 15 digits', () => {
    fc.assert(fc.property(fc.integer({ min: 1e13, max: MAX_CENTS }), roundTrips), { numRuns });
    for (const cents of [MAX_CENTS, -MAX_CENTS, 1, 5, 10, 99, 100, 101]) roundTrips(cents);
  });
});

describe('formatCents', () => {
  it('writes the shop’s price text', () => {
    expect(formatCents(119900)).toBe('$1,199.00');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(7)).toBe('$0.07');
    expect(formatCents(MAX_CENTS)).toBe('$9,999,999,999,999.99');
  });
  it('is formatPrice(cents / 100) everywhere', () => {
    for (const max of [1_000, 1_000_000, 1e11, MAX_CENTS]) {
      fc.assert(
        fc.property(fc.integer({ min: -max, max }), (cents) => {
          expect(formatCents(cents)).toBe(formatPrice(cents / 100));
        }),
        { numRuns: numRuns / 4 },
      );
    }
  });
});

describe('sumCents and mulCents', () => {
  it('add and multiply whole cents', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([1999, 1, -500])).toBe(1500);
    expect(mulCents(1999, 3)).toBe(5997);
  });
  it('refuse what is not a safe number of cents', () => {
    expect(() => sumCents([0.1, 0.2])).toThrow(RangeError);
    expect(() => sumCents([MAX_CENTS, 1])).toThrow(RangeError);
    expect(() => sumCents([Number.NaN])).toThrow(RangeError);
    expect(() => mulCents(1999, 1.5)).toThrow(RangeError);
    expect(() => mulCents(19.99, 2)).toThrow(RangeError);
    expect(() => mulCents(MAX_CENTS, 2)).toThrow(RangeError);
  });
});

describe('allocate: largest remainder', () => {
  it('splits in proportion, leftover cents to the largest remainders, ties to earlier lines', () => {
    expect(allocate(1000, [3000, 1000])).toEqual([750, 250]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(200, [1, 1, 1])).toEqual([67, 67, 66]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(10, [1, 2, 0, 7])).toEqual([1, 2, 0, 7]);
    expect(allocate(5, [10, 19])).toEqual([2, 3]); // 1.72 and 3.28: the .72 gets the cent
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
    expect(allocate(0, [])).toEqual([]);
  });
  it('refuses what it cannot split', () => {
    expect(() => allocate(5, [0, 0])).toThrow(RangeError);
    expect(() => allocate(5, [])).toThrow(RangeError);
    expect(() => allocate(5, [10, -1])).toThrow(RangeError);
    expect(() => allocate(0.5, [1])).toThrow(RangeError);
  });
  it('sums exactly, and every part is within a cent of its exact share', () => {
    const split = fc.tuple(
      anyCents,
      fc.array(fc.integer({ min: 0, max: 1e12 }), { minLength: 1, maxLength: 20 }).filter((w) => w.some(Boolean)),
    );
    fc.assert(
      fc.property(split, ([total, weights]) => {
        const parts = allocate(total, weights);
        expect(parts).toHaveLength(weights.length);
        expect(sumCents(parts)).toBe(total);
        const weightSum = BigInt(sumCents(weights));
        parts.forEach((part, index) => {
          expect(Number.isSafeInteger(part)).toBe(true);
          // |part - total × weight / weightSum| < 1, in integers
          const gap = BigInt(part) * weightSum - BigInt(total) * BigInt(weights[index]);
          expect(gap < weightSum && -gap < weightSum).toBe(true);
          if (weights[index] === 0) expect(part).toBe(0);
        });
      }),
      { numRuns },
    );
  });
});

describe('percentOf: one rounding, half away from zero', () => {
  it('takes a percentage of an amount', () => {
    expect(percentOf(1999, 8.875)).toBe(177); // 177.41125
    expect(percentOf(5, 10)).toBe(1); // 0.5
    expect(percentOf(-5, 10)).toBe(-1);
    expect(percentOf(14, 10)).toBe(1); // 1.4
    expect(percentOf(10000, 0)).toBe(0);
    expect(percentOf(10000, 100)).toBe(10000);
    expect(percentOf(999, 33.333333)).toBe(333); // 332.99999667
  });
  it('finds the tax inside an amount that includes it', () => {
    expect(percentOf(12000, 20, 'inclusive')).toBe(2000);
    expect(percentOf(1999, 20, 'inclusive')).toBe(333); // 333.1666…
    expect(percentOf(105, 5, 'inclusive')).toBe(5);
    expect(percentOf(1000, 0, 'inclusive')).toBe(0);
  });
  it('refuses percentages that are float residue or negative', () => {
    for (const bad of [0.1 + 0.2, -1, Number.NaN, Infinity, 1e-7]) {
      expect(() => percentOf(1000, bad), String(bad)).toThrow(RangeError);
    }
  });
  it('is the exact value rounded half away from zero', () => {
    const percent = fc.integer({ min: 0, max: 100_000 }).map((thousandths) => thousandths / 1000);
    fc.assert(
      fc.property(anyCents, percent, (amount, p) => {
        const thousandths = BigInt(Math.round(p * 1000));
        const exact = BigInt(amount) * thousandths; // the result × 100_000
        const result = BigInt(percentOf(amount, p));
        const gap = result * 100_000n - exact; // within half a cent, the half going away from zero
        expect(amount >= 0 ? gap > -50_000n && gap <= 50_000n : gap >= -50_000n && gap < 50_000n).toBe(true);
      }),
      { numRuns },
    );
  });
  it('inclusive and exclusive agree: the tax inside price + tax is the tax, within a cent', () => {
    const percent = fc.integer({ min: 0, max: 30_000 }).map((thousandths) => thousandths / 1000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), percent, (net, p) => {
        const tax = percentOf(net, p);
        expect(Math.abs(percentOf(net + tax, p, 'inclusive') - tax)).toBeLessThanOrEqual(1);
      }),
      { numRuns },
    );
  });
});

describe('roundToDollars', () => {
  it('rounds a point of a scale to whole dollars, half away from zero', () => {
    expect(roundToDollars(12_349.9)).toBe(12_300);
    expect(roundToDollars(12_350)).toBe(12_400);
    expect(roundToDollars(-12_350)).toBe(-12_400);
    expect(roundToDollars(0.4)).toBe(0);
  });
});
