// A wishlist copy of the variant a product page shows (src/islands/storefront/AddToCart.tsx): its
// price, stock, images and specs, and `variant` saying which one (./wishlistCopy.ts reads it back),
// so the wishlist shows the 256 GB phone that was saved rather than the product's "From" price.
// Copies saved on cards, or before copies kept their variant (no `variant`), read as the product.
import type { WishlistItem } from '../stores/wishlistLogic';
import type { Product, ProductVariant } from './types';
import { variantLabel } from './variantChoice';
import { variantSpecs } from './variantSpecs';
import { productToWishlistItem } from './wishlistCopy';

/** Which variant a copy is of, as the copy keeps it. */
export interface WishlistVariant {
  _id: string;
  sku: string;
  options: Record<string, string>;
  /** "256 GB / Blue" */
  label: string;
}

export function variantToWishlistItem(product: Product, variant?: ProductVariant): WishlistItem {
  const copy = productToWishlistItem(product);
  // a product sold one way has nothing to choose: its copy is the product's
  if (!variant || product.variants.length < 2) return copy;
  const chosen: WishlistVariant = {
    _id: variant._id,
    sku: variant.sku,
    options: { ...variant.options },
    label: variantLabel(product.options, variant.options),
  };
  return {
    ...copy,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    stock: variant.isActive ? variant.stock : 0,
    images: variant.images.length ? variant.images : product.images,
    specs: variantSpecs(product.specs, variant),
    variant: chosen,
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The variant a stored copy is of; undefined for a copy of the product (saved on a card, or
 *  before copies kept their variant) or one whose `variant` is not what this code writes. */
export function wishlistVariant(item: WishlistItem): WishlistVariant | undefined {
  const variant = item.variant as Partial<WishlistVariant> | null | undefined;
  if (!variant || typeof variant !== 'object' || !isText(variant._id) || !isText(variant.sku)) return undefined;
  const options =
    variant.options && typeof variant.options === 'object'
      ? Object.fromEntries(Object.entries(variant.options).filter(([, value]) => typeof value === 'string'))
      : {};
  return { _id: variant._id, sku: variant.sku, options, label: typeof variant.label === 'string' ? variant.label : '' };
}
