// What Add to Cart says (cards and product pages), as a toast with the way to the cart
// (src/stores/toasts.ts), and the words for a line that cannot take more.
import { addToCart, type KnownProduct } from '../../stores/cart';
import { showToast } from '../../stores/toasts';

export function showCartToast(text: string, tone: 'success' | 'error' = 'success') {
  showToast(text, tone === 'success' ? { tone, link: { href: '/cart', label: 'View cart' } } : { tone });
}

/** Whether the product's most units per order, not its stock, is what a full line ran into. */
const stoppedByLimit = (known: KnownProduct) =>
  known.maxPerOrder !== undefined && (known.stock === undefined || known.maxPerOrder < known.stock);

/** Said under the buy box once the cart holds all it can of the product. */
export const fullLineNote = (known: KnownProduct) =>
  stoppedByLimit(known) ? 'that is the most one order can take.' : 'that is all we have.';

/** The toast when Add to Cart adds nothing. */
export const fullLineMessage = (known: KnownProduct) =>
  stoppedByLimit(known)
    ? `Your cart already holds the most one order can take of this product (${known.maxPerOrder}).`
    : 'You already have all the stock of this product in your cart.';

/** A card's Add to Cart: one unit of a product sold one way (`variantId` its only variant;
 *  cards of products with several link to the product page instead), said in the toast. */
export function addOneToCart(item: { id: string; variantId?: string; name: string } & KnownProduct) {
  const added = addToCart({ productId: item.id, variantId: item.variantId }, 1, item);
  showCartToast(added ? `${item.name} added to your cart.` : fullLineMessage(item), added ? 'success' : 'error');
}
