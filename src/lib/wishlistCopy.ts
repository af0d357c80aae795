// How a product becomes a wishlist copy: the product's fields plus `id` = its `_id`
// (docs/product.md#deliberate-changes, 5), on every page. A copy of the variant a product page
// shows is made, and read back, by ./wishlistVariantCopy.ts, apart, so the catalogue's cards do
// not load what only the product page and the wishlist use.
import type { WishlistItem } from '../stores/wishlistLogic';
import type { Product } from './types';

export function productToWishlistItem(product: Product): WishlistItem {
  return { ...product, id: product._id };
}
