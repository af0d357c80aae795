// The cart's quote in the browser: what POST /api/cart/quote is asked (the lines, the prices the
// shopper saw, at checkout the address) and its answer read into whole cents at the boundary, so
// the cart page and checkout never carry money in a float. The totals are the server's; the
// browser only formats them.
import { toCents, type Cents } from './money';
import type { Address, AppliedPromotion, Quote, QuoteLine, QuoteRequest, ShippingOption, TaxLine } from './types';
import { lineKey, type CartLine } from '../stores/cartLogic';

/** A quote's line with its amounts in cents (the variant: the line's, or its product's only one,
 *  '' when the product is gone). */
export interface CartQuoteLine extends Omit<QuoteLine, 'unitPrice' | 'lineTotal' | 'discount' | 'seenPrice'> {
  unitPrice: Cents;
  lineTotal: Cents;
  /** the line's share of the promotions' discount */
  discount: Cents;
  /** with `price_changed`: the price the shopper saw */
  seenPrice?: Cents;
}

/** A promotion the quote applied, its amount in cents (free shipping: the shipping it saved). */
export interface CartPromotion extends Omit<AppliedPromotion, 'amount'> {
  amount: Cents;
}

/** The tax at one rate, its amount in cents. */
export interface CartTaxLine extends Omit<TaxLine, 'amount'> {
  amount: Cents;
}

/** A shipping method the quote offers, at its price for this cart. */
export interface CartShippingOption extends Omit<ShippingOption, 'price'> {
  price: Cents;
}

export interface CartQuote {
  lines: CartQuoteLine[];
  discounts: CartPromotion[];
  /** with a coupon code: whether it applied, and the server's reason when it did not */
  coupon?: Quote['coupon'];
  subtotal: Cents;
  discount: Cents;
  shipping: Cents;
  tax: Cents;
  /** `tax` per rate; [] when there is none */
  taxLines: CartTaxLine[];
  /** true: `tax` is the part of the prices that was tax, shown under the total, not added */
  taxIncluded: boolean;
  total: Cents;
  /** checkout's choices for the address (docs/api.md#shipping); none without one */
  shippingOptions: CartShippingOption[];
  /** the option `shipping` is the price of: the shopper's, or the cheapest */
  shippingMethodId: string | null;
  /** why the cart cannot go to the address; the order would be refused */
  shippingProblem?: string;
}

export function quoteInCents(quote: Quote): CartQuote {
  return {
    lines: quote.lines.map((line) => ({
      ...line,
      unitPrice: toCents(line.unitPrice),
      lineTotal: toCents(line.lineTotal),
      discount: toCents(line.discount ?? 0),
      seenPrice: line.seenPrice === undefined ? undefined : toCents(line.seenPrice),
    })),
    discounts: (quote.discounts ?? []).map((applied) => ({ ...applied, amount: toCents(applied.amount) })),
    ...(quote.coupon ? { coupon: quote.coupon } : {}),
    subtotal: toCents(quote.subtotal),
    discount: toCents(quote.discount),
    shipping: toCents(quote.shipping),
    tax: toCents(quote.tax),
    taxLines: (quote.taxLines ?? []).map((line) => ({ ...line, amount: toCents(line.amount) })),
    taxIncluded: quote.taxIncluded === true,
    total: toCents(quote.total),
    shippingOptions: (quote.shippingOptions ?? []).map((option) => ({ ...option, price: toCents(option.price) })),
    shippingMethodId: quote.shippingMethod?.id ?? null,
    ...(quote.shippingProblem ? { shippingProblem: quote.shippingProblem } : {}),
  };
}

/** Checkout's part of the request (shipping and tax may depend on where the order goes, and the
 *  shipping method chosen; a per-customer limit on the buyer's e-mail), and the coupon code on
 *  both pages. */
export interface QuoteContext {
  shippingAddress?: Address;
  email?: string;
  couponCode?: string;
  /** the option the shopper picked among the last quote's for this address */
  shippingMethodId?: string;
}

/** The request for these lines. `seen` holds the decimal prices the shopper saw (as the API
 *  wrote them) by line (src/stores/cartLogic.ts lineKey), sent back untouched so the server
 *  compares like with like. */
export function quoteRequestOf(
  lines: readonly CartLine[],
  seen: Readonly<Record<string, number>>,
  context: QuoteContext = {},
): QuoteRequest {
  return {
    items: lines.map((line) => {
      const { productId, variantId, quantity } = line;
      const price = seen[lineKey(line)];
      return {
        productId,
        ...(variantId ? { variantId } : {}),
        quantity,
        ...(isSeenPrice(price) ? { price } : {}),
      };
    }),
    ...(context.shippingAddress ? { shippingAddress: context.shippingAddress } : {}),
    ...(context.email ? { email: context.email } : {}),
    ...(context.couponCode ? { couponCode: context.couponCode } : {}),
    ...(context.shippingAddress && context.shippingMethodId ? { shippingMethodId: context.shippingMethodId } : {}),
  };
}

/** A stored price is localStorage's, so anyone's: only a number that reads as an amount is sent. */
export function isSeenPrice(value: unknown): value is number {
  try {
    return typeof value === 'number' && toCents(value) >= 0;
  } catch {
    return false;
  }
}
