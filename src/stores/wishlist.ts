// The wishlist lives only in the browser under the `wishlist` key: a map from the user's
// e-mail to product copies (docs/product.md#entities). Every change fires `wishlist updated`.
import { computed } from 'nanostores';
import { $user } from './session';
import { showToast } from './toasts';
import { addItem, listFor, removeItem, type WishlistItem } from './wishlistLogic';
import { $wishlists } from './wishlistState';

export type { WishlistItem } from './wishlistLogic';

const WISHLIST_EVENT = 'wishlist updated';

export { $wishlists } from './wishlistState';

/** The signed-in user's list (empty when signed out). */
export const $wishlist = computed([$wishlists, $user], (all, user) => listFor(all, user?.email));

type WishlistResult = 'added' | 'exists' | 'removed' | 'absent' | 'signed-out';

export const WISHLIST_MESSAGES: Record<WishlistResult, string> = {
  'signed-out': 'Please login first',
  added: 'Product added to wishlist!',
  exists: 'Product already exists in wishlist!',
  removed: 'Product removed from wishlist!',
  absent: 'Product is not in your wishlist.',
};

function announce() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(WISHLIST_EVENT));
}

export function addToWishlist(item: WishlistItem): WishlistResult {
  const email = $user.get()?.email;
  if (!email) return 'signed-out';
  const { next, added } = addItem($wishlists.get(), email, item);
  if (!added) return 'exists';
  $wishlists.set(next);
  announce();
  return 'added';
}

export function removeFromWishlist(id: string): WishlistResult {
  const email = $user.get()?.email;
  if (!email) return 'signed-out';
  const { next, removed } = removeItem($wishlists.get(), email, id);
  if (!removed) return 'absent';
  $wishlists.set(next);
  announce();
  return 'removed';
}

/**
 * What a wishlist heart does when pressed, shared by the React heart (catalogue, product page)
 * and the plain-script hearts (home). It acts on what the heart shows: empty adds, filled
 * removes. The store still refuses a second copy, so a heart whose view is behind the stored
 * list gets "Product already exists in wishlist!" instead of a duplicate.
 */
export function toggleWishlist(item: WishlistItem, shownAsSaved: boolean): string {
  return sayWishlist(shownAsSaved ? removeFromWishlist(item.id) : addToWishlist(item));
}

/** Says a result in a toast (and returns its words); signed out, with a way to sign in that
 *  comes back to this page. */
export function sayWishlist(result: WishlistResult): string {
  const text = WISHLIST_MESSAGES[result];
  const done = result === 'added' || result === 'removed';
  showToast(text, result === 'signed-out' ? { tone: 'error', link: 'sign-in' } : { tone: done ? 'success' : 'error' });
  return text;
}
