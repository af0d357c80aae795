// The persisted cart alone (no actions), so the static pages' header script that shows the
// count stays within the content pages' 3 KB budget. Islands import ./cart.
import { persistedAtom } from './persisted';
import { decodeCart, type CartLine } from './cartLogic';

export const $cart = persistedAtom<CartLine[]>('cart', [], {
  // an empty cart removes the key, like the other persisted stores
  encode: (lines) => (lines.length ? JSON.stringify(lines) : ''),
  decode: decodeCart,
});
