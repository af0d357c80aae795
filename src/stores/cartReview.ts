// What the cart page and checkout say about each line once the products are fetched again:
// a product that went away, sold out, has less stock than the line, takes fewer units per order
// than the line holds, or changed price since it was added is flagged for the shopper to decide,
// never changed silently.
import type { Product } from '../lib/types';
import type { CartLine } from './cartLogic';

export type LineFlag =
  | { kind: 'unavailable' }
  | { kind: 'sold-out' }
  | { kind: 'short'; stock: number }
  | { kind: 'over-limit'; most: number }
  | { kind: 'price'; was: number; now: number };

export interface ReviewedLine extends CartLine {
  product: Product | null;
  flags: LineFlag[];
  lineTotal: number;
}

/** `product`: undefined = still loading, null = gone (404 or inactive). `seen`: price when added. */
export function reviewLine(
  line: CartLine,
  product: Product | null | undefined,
  seen: number | undefined,
): ReviewedLine {
  const flags: LineFlag[] = [];
  if (product === null || (product && !product.isActive)) flags.push({ kind: 'unavailable' });
  else if (product) {
    if (product.stock < 1) flags.push({ kind: 'sold-out' });
    // whichever is lower: the stock, or the most per order the admin may have lowered since
    else if (product.maxPerOrder < Math.min(line.quantity, product.stock))
      flags.push({ kind: 'over-limit', most: product.maxPerOrder });
    else if (line.quantity > product.stock) flags.push({ kind: 'short', stock: product.stock });
    if (seen !== undefined && seen !== product.price) flags.push({ kind: 'price', was: seen, now: product.price });
  }
  const usable = product && product.isActive ? product : null;
  return {
    ...line,
    product: product ?? null,
    flags,
    lineTotal: usable ? Math.round(usable.price * line.quantity * 100) / 100 : 0,
  };
}

export const subtotalOf = (lines: readonly ReviewedLine[]) =>
  Math.round(lines.reduce((sum, line) => sum + line.lineTotal * 100, 0)) / 100;

/** Checkout waits until every line is loaded and has no flag left. */
export const readyToOrder = (lines: readonly ReviewedLine[], loading: boolean) =>
  !loading && lines.length > 0 && lines.every((line) => line.product && line.flags.length === 0);
