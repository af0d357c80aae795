// What the cart page and checkout say about each line: the product fetched again (name, image,
// stock for the stepper) and the server's quote for the line. A product that went away, sold
// out, has less stock than the line, takes fewer units per order than the line holds, or changed
// price since it was added is flagged for the shopper to decide, never changed silently. The
// problems are the quote's; amounts are whole cents, and no total is worked out here.
import { isSeenPrice, type CartQuoteLine } from '../lib/cartQuote';
import { mulCents, toCents, type Cents } from '../lib/money';
import type { Product, ProductVariant } from '../lib/types';
import { variantLabel, variantOfLine } from '../lib/variantChoice';
import type { CartLine } from './cartLogic';
import { needsChoice } from './cartResolve';

export type LineFlag =
  | { kind: 'choose' }
  | { kind: 'unavailable' }
  | { kind: 'sold-out' }
  | { kind: 'short'; stock: number }
  | { kind: 'over-limit'; most: number }
  | { kind: 'price'; was: Cents; now: Cents };

export interface ReviewedLine extends CartLine {
  product: Product | null;
  /** the line's variant of the product, null while unknown or when it is gone */
  variant: ProductVariant | null;
  /** "256 GB / Blue" and the SKU, the quote's when it has them; '' for a product sold one way */
  variantText: string;
  sku: string;
  flags: LineFlag[];
  /** the price of one unit: the quote's, else the product's; null while neither is known */
  unitPrice: Cents | null;
  /** the quote's total for the line at this quantity; while the quote for a new quantity is on
   *  its way, unit price × quantity (`estimated`); null while nothing is known */
  lineTotal: Cents | null;
  /** the quote's share of the promotions for the line at this quantity; 0 while estimated */
  discount: Cents;
  estimated: boolean;
}

/** `product`: undefined = still loading, null = gone (404). `quoted`: the line in the latest quote
 *  received, which may be for an earlier quantity. `seen`: the decimal price when added. */
export function reviewLine(
  line: CartLine,
  product: Product | null | undefined,
  quoted: CartQuoteLine | undefined,
  seen: unknown,
): ReviewedLine {
  const seenPrice = isSeenPrice(seen) ? toCents(seen) : undefined;
  const variant = (product && variantOfLine(product.variants, line.variantId)) ?? null;
  const productPrice = product?.isActive && variant?.isActive ? toCents(variant.price) : null;
  const unitPrice = quoted?.unitPrice ?? productPrice;
  const upToDate = quoted !== undefined && quoted.quantity === line.quantity;
  const choose = needsChoice(line, product?.variants.length);
  return {
    ...line,
    product: product ?? null,
    variant,
    variantText: quoted?.variant || (product && variant ? variantLabel(product.options, variant.options) : ''),
    sku: quoted?.sku || variant?.sku || '',
    flags: choose ? [{ kind: 'choose' }] : flagsOf(line, product ?? null, variant, quoted, seenPrice),
    unitPrice,
    lineTotal: upToDate ? quoted.lineTotal : unitPrice === null ? null : mulCents(unitPrice, line.quantity),
    discount: upToDate ? quoted.discount : 0,
    estimated: !upToDate,
  };
}

function flagsOf(
  line: CartLine,
  product: Product | null,
  variant: ProductVariant | null,
  quoted: CartQuoteLine | undefined,
  seenPrice: Cents | undefined,
): LineFlag[] {
  switch (quoted?.problem) {
    case 'unavailable':
      return [{ kind: 'unavailable' }];
    case 'sold_out':
      return [{ kind: 'sold-out' }];
    case 'short': {
      const flag = capFlag(quoted.available ?? 0, product, variant);
      // already taken down to what can be ordered, since the quote: no need to ask again
      return line.quantity > (flag.kind === 'short' ? flag.stock : flag.most) ? [flag] : [];
    }
    case 'price_changed': {
      const was = quoted.seenPrice ?? seenPrice;
      // accepted since the quote ("OK, keep it" notes the new price): the flag has done its job
      if (was === undefined || seenPrice === quoted.unitPrice) return [];
      return [{ kind: 'price', was, now: quoted.unitPrice }];
    }
  }
  // The order limit is the product's own field; a quote that checks only the stock would let
  // the order be refused at checkout instead of the line being flagged here.
  if (product?.isActive && variant && variant.stock > 0 && line.quantity > product.maxPerOrder) {
    return [{ kind: 'over-limit', most: product.maxPerOrder }];
  }
  return [];
}

/** A `short` line says the most that can be ordered; when that is the product's most per order
 *  rather than its variant's stock, the note says so (stock can grow again, the limit will not). */
function capFlag(
  available: number,
  product: Product | null,
  variant: ProductVariant | null,
): Extract<LineFlag, { kind: 'short' | 'over-limit' }> {
  const most = product ? Math.min(available, product.maxPerOrder) : available;
  return product && product.maxPerOrder === most && most < (variant?.stock ?? product.stock)
    ? { kind: 'over-limit', most }
    : { kind: 'short', stock: most };
}

/** The cart page's Checkout link: every product known, a quote received and no flag left. A quote
 *  still on its way for a new quantity does not hold it back (the link would flicker with every
 *  click on a stepper): checkout asks again and waits for that one. */
export const readyForCheckout = (lines: readonly ReviewedLine[], quoted: boolean) =>
  quoted && lines.length > 0 && lines.every((line) => line.product && line.flags.length === 0);

/** Placing the order waits until every line is loaded, the quote is for the cart as it is, and no flag is left. */
export const readyToOrder = (lines: readonly ReviewedLine[], loading: boolean) =>
  !loading && lines.length > 0 && lines.every((line) => line.product && !line.estimated && line.flags.length === 0);
