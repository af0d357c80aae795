// What a card or product page shows of a sale: the admin's badge text, or else the percentage off
// the compare-at price (docs/product.md#deliberate-changes, 22), and the struck-through original price.
import { toCents, type Cents } from './money';
import type { Product } from './types';

type SaleFields = Pick<Product, 'price' | 'compareAtPrice' | 'discount'>;

/** The original price to strike through (the API's decimal, for display), or null when the
 *  product is not on sale. */
export function originalPrice(product: SaleFields): number | null {
  return product.compareAtPrice != null && toCents(product.compareAtPrice) > toCents(product.price)
    ? product.compareAtPrice
    : null;
}

/** The badge text ("-20%"), or null for none. */
export function saleBadge(product: SaleFields): string | null {
  if (product.discount) return product.discount;
  const original = originalPrice(product);
  if (original === null) return null;
  const percent = wholePercentOff(toCents(product.price), toCents(original));
  return percent >= 1 ? `-${percent}%` : null;
}

/** (original − price) / original as a whole percentage, rounded half up, in integers: with
 *  floats a half percent can land just under .5 and round down (0.27 off 1.20 is 77.5%). */
function wholePercentOff(price: Cents, original: Cents): number {
  const off = original - price;
  return Math.floor((200 * off + original) / (2 * original));
}
