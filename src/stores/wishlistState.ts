// The persisted wishlist state alone (no actions). Islands import everything from ./wishlist,
// which re-exports it; the static pages' header reads the stored value itself.
import { persistedAtom } from './persisted';
import type { Wishlists } from './wishlistLogic';

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
