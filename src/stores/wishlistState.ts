// The persisted wishlist state alone (no actions), so the static pages' shell script, which only
// shows the count, does not carry the add/remove code (content pages have a 3 KB JS budget).
// Islands import everything from ./wishlist, which re-exports these.
import { persistedAtom } from './persisted';
import { listFor, type Wishlists } from './wishlistLogic';

export const $wishlists = persistedAtom<Wishlists>(
  'wishlist',
  {},
  {
    encode: (value) => JSON.stringify(value),
    decode: (raw) => {
      try {
        const parsed = JSON.parse(raw);
        return parsed && typeof parsed === 'object' ? (parsed as Wishlists) : {};
      } catch {
        return {};
      }
    },
  },
);

/** How many items the signed-in user (or nobody: 0) has saved. */
export const wishlistCount = (all: Wishlists, email: string | undefined) => listFor(all, email).length;
