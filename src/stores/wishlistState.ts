// The persisted wishlist state alone (no actions), so the static pages' shell script, which only
// shows the count, does not carry the add/remove code (content pages have a 3 KB JS budget).
// Islands import everything from ./wishlist, which re-exports these.
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { $user } from './session';
import { listFor, type Wishlists } from './wishlistLogic';

export const $wishlists = persistentAtom<Wishlists>('wishlist', {}, {
  encode: (value) => JSON.stringify(value),
  decode: (raw) => {
    try {
      const parsed = JSON.parse(raw);
      return parsed && typeof parsed === 'object' ? (parsed as Wishlists) : {};
    } catch {
      return {};
    }
  },
});

/** The signed-in user's list (empty when signed out). */
export const $wishlist = computed([$wishlists, $user], (all, user) => listFor(all, user?.email));
export const $wishlistCount = computed($wishlist, (list) => list.length);
