// What a wishlist heart does when pressed, shared by the React heart (catalogue) and the
// plain-script hearts (home). It acts on what the heart shows: empty adds, filled removes.
// The store still refuses a second copy, so a heart whose view is behind the stored list gets
// "Product already exists in wishlist!" instead of a duplicate.
import { addToWishlist, removeFromWishlist, WISHLIST_MESSAGES, type WishlistItem } from './wishlist';

export function toggleWishlist(item: WishlistItem, shownAsSaved: boolean): string {
  const result = shownAsSaved ? removeFromWishlist(item.id) : addToWishlist(item);
  return WISHLIST_MESSAGES[result];
}
