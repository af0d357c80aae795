// Cart actions for islands: the product page's Add to Cart, the cart page, checkout.
// The cart is [{productId, variantId?, quantity}] under `cart` in localStorage
// (docs/api.md#commerce-contract); a line is one variant (./cartLogic.ts).
// The header count does not use this module: it reads the stored value and follows the
// `cart updated` event fired here on every change.
import { addLine, decodeCart, lineKey, sameLine, setLineQuantity, type CartLine, type LineRef } from './cartLogic';
import { persistedAtom } from './persisted';

export type { CartLine, LineRef } from './cartLogic';

const CART_EVENT = 'cart updated';

export const $cart = persistedAtom<CartLine[]>('cart', [], {
  // an empty cart removes the key, like the other persisted stores
  encode: (lines) => (lines.length ? JSON.stringify(lines) : ''),
  decode: decodeCart,
});

if (typeof window !== 'undefined') $cart.listen(() => window.dispatchEvent(new Event(CART_EVENT)));

/** The price each line had when the shopper added it (by `lineKey`), so the cart can flag a
 *  change. Kept apart from `cart`, whose shape is the contract. */
export const $cartPrices = persistedAtom<Record<string, number>>(
  'cart-prices',
  {},
  {
    encode: (value) => (Object.keys(value).length ? JSON.stringify(value) : ''),
    decode: (raw) => {
      try {
        const parsed = JSON.parse(raw);
        return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
      } catch {
        return {};
      }
    },
  },
);

/** The shopper saw and accepted this price (on add, or after a flagged change). */
export function notePrice(ref: LineRef, price: number) {
  const key = lineKey(ref);
  if ($cartPrices.get()[key] !== price) $cartPrices.set({ ...$cartPrices.get(), [key]: price });
}

/** What the page knows of a product: its stock and most units per order cap its line. */
export interface KnownProduct {
  stock?: number;
  price?: number;
  maxPerOrder?: number;
}

/** How many units were actually added (0 when the line is already at its cap). */
export function addToCart(ref: LineRef, quantity: number, { stock, price, maxPerOrder }: KnownProduct = {}): number {
  const { lines, added } = addLine($cart.get(), ref, quantity, stock, maxPerOrder);
  if (added) {
    $cart.set(lines);
    if (price !== undefined) notePrice(ref, price);
  }
  return added;
}

export function setCartQuantity(ref: LineRef, quantity: number, known: KnownProduct = {}) {
  $cart.set(setLineQuantity($cart.get(), ref, quantity, known.stock, known.maxPerOrder));
}

export function removeFromCart(ref: LineRef) {
  $cart.set($cart.get().filter((line) => !sameLine(line, ref)));
  const { [lineKey(ref)]: _gone, ...rest } = $cartPrices.get();
  $cartPrices.set(rest);
}

export function clearCart() {
  $cart.set([]);
  $cartPrices.set({});
}
