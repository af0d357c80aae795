/** Money in whole cents, shared by the server and the browser.
 *
 *  Amounts are integers of cents from the moment they enter the shop; no binary float ever carries
 *  money. A decimal from the API or the database is read from its decimal text (the shortest form
 *  `String()` writes for a number), never as `Math.round(x * 100)`: 1.005 is stored as the double
 *  1.00499999999999989…, so the multiplication would lose the half cent the text shows.
 *
 *  The shop's one rounding rule: **half away from zero, to the cent, once, at the last step of each
 *  amount** (a decimal read with `toCents`, a percentage with `percentOf`, a line's tax). Totals are
 *  sums of amounts already in cents, and an amount split over lines is split with `allocate`, whose
 *  parts add up to it exactly. docs/api.md, "Money and rounding", says the same to API clients. */

export type Cents = number;

export const CURRENCY = 'USD' as const;
export type Currency = typeof CURRENCY;

/** The largest amount the helpers take: 15 digits is as many as a double always writes back
 *  unchanged, so every amount up to it has an exact two-decimal form (`toDecimal`). Past it, a
 *  cents value such as 7906047983416359 would come back from `c / 100` as …163.6. */
export const MAX_CENTS: Cents = 999_999_999_999_999;

export const isCents = (value: unknown): value is Cents =>
  Number.isSafeInteger(value) && Math.abs(value as number) <= MAX_CENTS;

export function assertCents(value: unknown, what = 'amount'): asserts value is Cents {
  if (!isCents(value)) throw new RangeError(`${what}: not a whole number of cents within ±${MAX_CENTS}: ${value}`);
}

/** Plain decimal text only: an exponent (`1e-7`, what `String()` writes for magnitudes below 1e-6)
 *  is no price, it is residue of float arithmetic somewhere upstream. */
const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

interface DecimalParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

function decimalParts(decimal: number | string, what: string): DecimalParts {
  if (typeof decimal === 'number' && !Number.isFinite(decimal)) throw new RangeError(`${what}: not finite: ${decimal}`);
  const text = typeof decimal === 'number' ? String(decimal) : decimal;
  const match = typeof text === 'string' ? DECIMAL_TEXT.exec(text) : null;
  if (!match) throw new RangeError(`${what}: not a plain decimal number: ${JSON.stringify(text)}`);
  return { negative: match[1] === '-', whole: match[2], fraction: match[3] ?? '' };
}

function centsFromParts({ negative, whole, fraction }: DecimalParts, roundUp: boolean, what: string): Cents {
  const digits = (whole + fraction.slice(0, 2).padEnd(2, '0')).replace(/^0+(?=\d)/, '');
  // more digits than MAX_CENTS has is out of range, and Number() of them would no longer be exact
  const magnitude = digits.length > String(MAX_CENTS).length ? Infinity : Number(digits) + (roundUp ? 1 : 0);
  if (magnitude > MAX_CENTS) throw new RangeError(`${what}: over the largest amount: ${negative ? '-' : ''}${whole}`);
  return negative && magnitude !== 0 ? -magnitude : magnitude;
}

/** Reads a decimal amount that must already be exact to the cent: a price from the database or a
 *  client. Refuses more than 2 decimals, negatives, non-finite numbers, exponents and amounts over
 *  `max`, so nothing is rounded silently. */
export function parseCents(decimal: number | string, max: Cents = MAX_CENTS): Cents {
  const parts = decimalParts(decimal, 'amount');
  if (parts.negative) throw new RangeError(`amount: must not be negative: ${decimal}`);
  if (parts.fraction.length > 2) throw new RangeError(`amount: more than 2 decimals: ${decimal}`);
  const cents = centsFromParts(parts, false, 'amount');
  if (cents > max) throw new RangeError(`amount: over ${toDecimal(max)}: ${decimal}`);
  return cents;
}

/** Reads any decimal amount, rounding it half away from zero to the cent on its decimal text:
 *  1.005 -> 101, 2.675 -> 268, -1.005 -> -101, 0.1 + 0.2 -> 30. Non-finite numbers, exponents
 *  and amounts over `MAX_CENTS` are refused. */
export function toCents(decimal: number | string): Cents {
  const parts = decimalParts(decimal, 'amount');
  // half away from zero needs only the first dropped digit: 5 or more rounds the magnitude up
  return centsFromParts(parts, parts.fraction.length > 2 && parts.fraction[2] >= '5', 'amount');
}

/** The API's decimal for an amount: `c / 100` is the double nearest to the two-decimal value, and
 *  for up to 15 digits that double's shortest text is the value itself. */
export function toDecimal(cents: Cents): number {
  assertCents(cents);
  return cents / 100 + 0; // + 0 turns -0 into 0
}

/** The amount as decimal text with a dot and two decimals ("1199.00", "-5.00"), as schema.org and
 *  Open Graph want it: from the cents, never `toFixed` (which rounds the binary value of a float). */
export function decimalText(cents: Cents): string {
  const { sign, whole, fraction } = partsOf(cents);
  return `${sign}${whole}.${fraction}`;
}

/** The sign, the whole dollars and the two-digit cents of an amount, as text. */
function partsOf(cents: Cents): { sign: string; whole: string; fraction: string } {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  return {
    sign: cents < 0 ? '-' : '',
    whole: String(Math.floor(magnitude / 100)),
    fraction: String(magnitude % 100).padStart(2, '0'),
  };
}

/** `$1,199.00`, `-$5.00`: the same text as `formatPrice(cents / 100)` (src/lib/formatPrice.ts). */
export function formatCents(cents: Cents): string {
  const { sign, whole, fraction } = partsOf(cents);
  return `${sign}$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}

export function sumCents(amounts: readonly Cents[]): Cents {
  let sum = 0;
  for (const amount of amounts) {
    assertCents(amount);
    sum += amount;
  }
  assertCents(sum, 'sum');
  return sum;
}

export function mulCents(unit: Cents, quantity: number): Cents {
  assertCents(unit, 'unit price');
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`quantity: not a whole number: ${quantity}`);
  const product = unit * quantity;
  assertCents(product, 'line total');
  return product;
}

/** Splits `total` over lines in proportion to `weights` (largest-remainder method): each part is
 *  the exact share rounded down or up by less than a cent, the parts add up to `total` exactly, and
 *  cents left over go to the largest remainders, ties to the earlier line. A negative total is split
 *  as its magnitude. Used to spread an order-level discount over the lines it applies to. */
export function allocate(total: Cents, weights: readonly Cents[]): Cents[] {
  assertCents(total, 'total');
  if (weights.some((weight) => weight < 0)) throw new RangeError(`weights: must not be negative: ${weights}`);
  const weightSum = BigInt(sumCents(weights));
  if (weightSum === 0n) {
    if (total !== 0) throw new RangeError(`allocate: ${total} over weights that are all zero`);
    return weights.map(() => 0);
  }
  // BigInt: total × weight can pass 2^53 long before either does
  const magnitude = BigInt(Math.abs(total));
  const shares = weights.map((weight, index) => {
    const exact = magnitude * BigInt(weight);
    return { index, part: exact / weightSum, remainder: exact % weightSum };
  });
  let left = magnitude - shares.reduce((sum, share) => sum + share.part, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.part += 1n;
    left -= 1n;
  }
  const sign = total < 0 ? -1 : 1;
  return shares.map((share) => sign * Number(share.part) + 0);
}

/** `exclusive`: the percentage of the amount (a discount, a tax added on top of a price).
 *  `inclusive`: the part of an amount that already includes the percentage (the tax within a price
 *  that includes tax: 20% within 120.00 is 20.00). */
export type PercentMode = 'exclusive' | 'inclusive';

/** A percentage has at most this many decimals (a tax rate such as 8.875); more is float residue. */
const PERCENT_DECIMALS = 6;

/** `percent`% of `amount`, computed exactly and rounded once, half away from zero, to the cent. */
export function percentOf(amount: Cents, percent: number, mode: PercentMode = 'exclusive'): Cents {
  assertCents(amount);
  const { negative, whole, fraction } = decimalParts(percent, 'percent');
  if (negative) throw new RangeError(`percent: must not be negative: ${percent}`);
  if (fraction.length > PERCENT_DECIMALS)
    throw new RangeError(`percent: more than ${PERCENT_DECIMALS} decimals: ${percent}`);
  // percent = rate / scale exactly, so the result is amount × rate / (100 × scale), one division
  const rate = BigInt(whole + fraction);
  const scale = 10n ** BigInt(fraction.length);
  const denominator = mode === 'exclusive' ? 100n * scale : 100n * scale + rate;
  const result = divideRoundingHalfAwayFromZero(BigInt(amount) * rate, denominator);
  assertCents(result, 'percentage');
  return result;
}

/** An amount in cents, possibly fractional (a point on a chart's scale), rounded to whole dollars
 *  by the one rule: for labels such as "$1,200". */
export function roundToDollars(cents: number): Cents {
  const dollars = Math.round(Math.abs(cents) / 100);
  return (cents < 0 ? -dollars : dollars) * 100 + 0;
}

/** The price a whole-percent cut was taken from (a price of 80.00 after -20% was 100.00): the
 *  amount × 100 / (100 − percent), rounded by the one rule. */
export function beforeCut(amount: Cents, percent: number): Cents {
  assertCents(amount);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new RangeError(`percent: must be a whole number from 1 to 99: ${percent}`);
  const result = divideRoundingHalfAwayFromZero(BigInt(amount) * 100n, BigInt(100 - percent));
  assertCents(result, 'price before the cut');
  return result;
}

function divideRoundingHalfAwayFromZero(numerator: bigint, denominator: bigint): number {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const quotient = magnitude / denominator + (2n * (magnitude % denominator) >= denominator ? 1n : 0n);
  return Number(numerator < 0n ? -quotient : quotient) + 0;
}
