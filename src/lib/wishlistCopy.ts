// How a product becomes a wishlist copy: the product's fields plus `id` = its `_id`
// (docs/product.md#deliberate-changes, 5), on every page.
import type { WishlistItem } from '../stores/wishlistLogic';
import type { Product } from './types';

export function productToWishlistItem(product: Product): WishlistItem {
  return { ...product, id: product._id };
}
