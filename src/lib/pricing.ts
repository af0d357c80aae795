/** The price of a cart or an order, in whole cents: one pure function, `quote`, that the server
 *  (placing an order) and the browser (the cart page and checkout) both run, so the total the
 *  shopper sees is the total the order is placed for.
 *
 *  Rounding (the rule of src/lib/money.ts: half away from zero, to the cent, once per amount):
 *  - a line's total is unit price × quantity, exact;
 *  - a discount is an amount in cents, spread over the lines it applies to in proportion to what is
 *    left of each line (`allocate`: the parts add up to it exactly); no line goes below zero, so the
 *    discount never passes the subtotal;
 *  - tax is computed per line on the line's total after its discount, rounded per line, then
 *    summed, plus the tax on shipping, rounded on its own;
 *  - the totals are sums of those rounded amounts, so
 *    total = subtotal − discount + shipping + tax (tax not added again when prices include it),
 *    and every total is the sum of its lines.
 *
 *  A line flagged `unavailable` or `sold_out` cannot be bought: it is reported with its unit
 *  price but counts zero everywhere. `short` and `price_changed` lines count normally (at the
 *  quantity and unit price given): the shopper still has to decide about them, and the checkout
 *  shows what the cart would cost. */
import {
  allocate,
  assertCents,
  CURRENCY,
  mulCents,
  percentOf,
  sumCents,
  toDecimal,
  type Cents,
  type Currency,
} from './money';

export type LineProblem = 'unavailable' | 'sold_out' | 'short' | 'price_changed';

/** Problems that take a line out of the totals. */
const NOT_BUYABLE: ReadonlySet<LineProblem> = new Set(['unavailable', 'sold_out']);

export const TAX_CLASSES = ['standard', 'reduced', 'zero'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export interface QuoteLineInput {
  productId: string;
  variantId?: string;
  name: string;
  unitPrice: Cents;
  quantity: number;
  /** `standard` when not given. */
  taxClass?: TaxClass;
  problem?: LineProblem;
}

/** A promotion's amount off, already worked out in cents by whoever applies the promotion
 *  (a percentage becomes cents with `percentOf`). A free-shipping promotion is not a discount:
 *  it makes the `shipping` amount 0, since a discount is shared out over lines. */
export interface DiscountInput {
  promotionId: string;
  name: string;
  /** The code the shopper entered, or null for a promotion that applies by itself. */
  code: string | null;
  amount: Cents;
  /** Indexes into `lines` the amount is spread over (a category's, product's or variant's lines);
   *  absent: the whole order. */
  lines?: readonly number[];
}

/** A tax rate as it applies: a percentage with at most 6 decimals, and the name invoices show. */
export interface TaxRate {
  rate: number;
  name: string;
}

/** The rates per tax class for the shipping address, resolved by the caller; a class without one
 *  (and `zero`) pays no tax. */
export interface TaxInput {
  rates?: { standard?: TaxRate; reduced?: TaxRate };
  /** The shop setting: catalogue prices (and shipping) already include tax. */
  pricesIncludeTax?: boolean;
  /** `standard` when not given. */
  shippingTaxClass?: TaxClass;
}

export interface QuoteInput {
  currency?: Currency;
  lines: readonly QuoteLineInput[];
  /** Applied in order: a later discount is shared over what earlier ones left of each line. */
  discounts?: readonly DiscountInput[];
  shipping?: Cents;
  tax?: TaxInput;
}

export interface QuoteLine {
  productId: string;
  variantId?: string;
  name: string;
  quantity: number;
  unitPrice: Cents;
  lineTotal: Cents;
  discount: Cents;
  tax: Cents;
  /** the rate `tax` was worked out at; absent when the line pays none */
  taxRate?: TaxRate;
  problem?: LineProblem;
}

/** The tax at one rate: the lines' and the shipping's, summed (the rounded amounts). */
export interface TaxLine {
  name: string;
  rate: number;
  amount: Cents;
}

export interface AppliedDiscount {
  promotionId: string;
  name: string;
  code: string | null;
  /** What was taken off: the amount asked for, or less when the lines had less left. */
  amount: Cents;
}

export interface Quote {
  currency: Currency;
  lines: QuoteLine[];
  discounts: AppliedDiscount[];
  subtotal: Cents;
  discount: Cents;
  shipping: Cents;
  shippingTax: Cents;
  tax: Cents;
  /** `tax` per rate, in the order the rates first appear (lines, then shipping); sums to `tax` */
  taxLines: TaxLine[];
  /** True when `tax` is the part of the prices that was tax already, not an amount added. */
  taxIncluded: boolean;
  total: Cents;
}

export function quote(input: QuoteInput): Quote {
  const currency = input.currency ?? CURRENCY;
  if (currency !== CURRENCY) throw new RangeError(`currency: only ${CURRENCY} is sold: ${currency}`);
  const shipping = input.shipping ?? 0;
  assertCents(shipping, 'shipping');
  if (shipping < 0) throw new RangeError(`shipping: must not be negative: ${shipping}`);
  const taxIncluded = input.tax?.pricesIncludeTax ?? false;

  const lineTotals = input.lines.map(lineTotalOf);
  const { applied, lineDiscounts } = applyDiscounts(input.discounts ?? [], lineTotals);
  const taxMode = taxIncluded ? 'inclusive' : 'exclusive';
  const lineRates = input.lines.map((line) => taxRate(input.tax, line.taxClass));
  const lineTaxes = lineRates.map((rate, index) =>
    percentOf(lineTotals[index] - lineDiscounts[index], rate?.rate ?? 0, taxMode),
  );
  const shippingRate = taxRate(input.tax, input.tax?.shippingTaxClass);
  const shippingTax = percentOf(shipping, shippingRate?.rate ?? 0, taxMode);

  const subtotal = sumCents(lineTotals);
  const discount = sumCents(lineDiscounts);
  const tax = sumCents([...lineTaxes, shippingTax]);
  return {
    currency,
    lines: input.lines.map((line, index) => ({
      productId: line.productId,
      ...(line.variantId === undefined ? {} : { variantId: line.variantId }),
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: lineTotals[index],
      discount: lineDiscounts[index],
      tax: lineTaxes[index],
      ...(lineRates[index] ? { taxRate: lineRates[index] } : {}),
      ...(line.problem === undefined ? {} : { problem: line.problem }),
    })),
    discounts: applied,
    subtotal,
    discount,
    shipping,
    shippingTax,
    tax,
    taxLines: taxLinesOf([...lineRates, shippingRate], [...lineTaxes, shippingTax]),
    taxIncluded,
    total: sumCents([subtotal, -discount, shipping, taxIncluded ? 0 : tax]),
  };
}

/** The amounts summed per rate (name and percentage), leaving out rates nothing was charged at. */
function taxLinesOf(rates: readonly (TaxRate | undefined)[], amounts: readonly Cents[]): TaxLine[] {
  const byRate = new Map<string, TaxLine>();
  rates.forEach((rate, index) => {
    if (!rate || amounts[index] === 0) return;
    const key = `${rate.name}\u0000${rate.rate}`;
    const line = byRate.get(key) ?? { name: rate.name, rate: rate.rate, amount: 0 };
    line.amount += amounts[index];
    byRate.set(key, line);
  });
  return [...byRate.values()];
}

function lineTotalOf(line: QuoteLineInput): Cents {
  assertCents(line.unitPrice, `${line.productId}: unit price`);
  if (line.unitPrice < 0) throw new RangeError(`${line.productId}: unit price must not be negative`);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
    throw new RangeError(`${line.productId}: quantity must be a whole number of at least 0: ${line.quantity}`);
  }
  return line.problem && NOT_BUYABLE.has(line.problem) ? 0 : mulCents(line.unitPrice, line.quantity);
}

function applyDiscounts(discounts: readonly DiscountInput[], lineTotals: readonly Cents[]) {
  const lineDiscounts = lineTotals.map(() => 0);
  const applied = discounts.map((discount): AppliedDiscount => {
    assertCents(discount.amount, `${discount.promotionId}: amount`);
    if (discount.amount < 0) throw new RangeError(`${discount.promotionId}: amount must not be negative`);
    const targets = discountTargets(discount, lineTotals.length);
    const left = targets.map((index) => lineTotals[index] - lineDiscounts[index]);
    // capped at what the lines have left, and shared in proportion to it, so no part passes its line
    const amount = Math.min(discount.amount, sumCents(left));
    allocate(amount, left).forEach((part, at) => (lineDiscounts[targets[at]] += part));
    return { promotionId: discount.promotionId, name: discount.name, code: discount.code, amount };
  });
  return { applied, lineDiscounts };
}

function discountTargets(discount: DiscountInput, lineCount: number): number[] {
  if (discount.lines === undefined) return Array.from({ length: lineCount }, (_, index) => index);
  for (const index of discount.lines) {
    if (!Number.isInteger(index) || index < 0 || index >= lineCount) {
      throw new RangeError(`${discount.promotionId}: no line ${index}`);
    }
  }
  return [...new Set(discount.lines)].sort((a, b) => a - b);
}

function taxRate(tax: TaxInput | undefined, taxClass: TaxClass = 'standard'): TaxRate | undefined {
  const rate = taxClass === 'zero' ? undefined : tax?.rates?.[taxClass];
  if (rate && !(rate.rate >= 0 && rate.rate <= 100))
    throw new RangeError(`tax rate (${taxClass}): must be 0 to 100: ${rate.rate}`);
  return rate;
}

/** A quote as the API answers it: every amount a decimal number of dollars exact to the cent. */
export interface ApiQuote {
  currency: Currency;
  lines: ApiQuoteLine[];
  /** each promotion applied and what it took off */
  discounts: { promotionId: string; name: string; code: string | null; amount: number }[];
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  /** the tax per rate: `rate` a percentage, `amount` dollars */
  taxLines: { name: string; rate: number; amount: number }[];
  taxIncluded: boolean;
  total: number;
}

export interface ApiQuoteLine {
  productId: string;
  variantId?: string;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** the line's share of the order's discount */
  discount: number;
  /** the line's tax (inside lineTotal - discount when taxIncluded, else on top of it) */
  tax: number;
  taxRate: number;
  problem?: LineProblem;
}

export function quoteToApi(q: Quote): ApiQuote {
  return {
    currency: q.currency,
    lines: q.lines.map((line) => ({
      productId: line.productId,
      ...(line.variantId === undefined ? {} : { variantId: line.variantId }),
      name: line.name,
      quantity: line.quantity,
      unitPrice: toDecimal(line.unitPrice),
      lineTotal: toDecimal(line.lineTotal),
      discount: toDecimal(line.discount),
      tax: toDecimal(line.tax),
      taxRate: line.taxRate?.rate ?? 0,
      ...(line.problem === undefined ? {} : { problem: line.problem }),
    })),
    discounts: q.discounts.map((d) => ({
      promotionId: d.promotionId,
      name: d.name,
      code: d.code,
      amount: toDecimal(d.amount),
    })),
    subtotal: toDecimal(q.subtotal),
    discount: toDecimal(q.discount),
    shipping: toDecimal(q.shipping),
    tax: toDecimal(q.tax),
    taxLines: q.taxLines.map(({ name, rate, amount }) => ({ name, rate, amount: toDecimal(amount) })),
    taxIncluded: q.taxIncluded,
    total: toDecimal(q.total),
  };
}
