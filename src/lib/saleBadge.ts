// What a card or product page shows of a sale: the admin's badge text, or else the percentage off
// the compare-at price (docs/product.md#deliberate-changes, 22), and the struck-through original price.
import type { Product } from './types';

type SaleFields = Pick<Product, 'price' | 'compareAtPrice' | 'discount'>;

/** The original price to strike through, or null when the product is not on sale. */
export function originalPrice(product: SaleFields): number | null {
  return product.compareAtPrice != null && product.compareAtPrice > product.price ? product.compareAtPrice : null;
}

/** The badge text ("-20%"), or null for none. */
export function saleBadge(product: SaleFields): string | null {
  if (product.discount) return product.discount;
  const original = originalPrice(product);
  if (original === null) return null;
  const percent = Math.round((1 - product.price / original) * 100);
  return percent >= 1 ? `-${percent}%` : null;
}
