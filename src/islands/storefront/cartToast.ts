// "Added to cart" notice for Add to Cart buttons (cards and product pages): one polite live
// region with a link to the cart, plain DOM so the catalogue does not carry a toast library.
import { addToCart, type KnownProduct } from '../../stores/cart';

const HIDE_AFTER_MS = 4000;
let box: HTMLDivElement | null = null;
let timer = 0;

export function showCartToast(text: string, tone: 'ok' | 'error' = 'ok') {
  if (!box) {
    box = document.createElement('div');
    box.setAttribute('role', 'status');
    box.setAttribute('aria-live', 'polite');
    box.dataset.testid = 'cart-toast';
    box.className =
      'fixed bottom-4 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 rounded-lg px-4 py-3 text-sm font-medium shadow-lg empty:hidden';
    document.body.append(box);
  }
  box.classList.toggle('bg-ink', tone === 'ok');
  box.classList.toggle('bg-sale', tone === 'error');
  box.classList.add('text-white');
  box.replaceChildren(text);
  if (tone === 'ok') {
    const link = document.createElement('a');
    link.href = '/cart';
    link.textContent = 'View cart';
    link.className = 'ml-3 font-bold underline';
    box.append(link);
  }
  window.clearTimeout(timer);
  timer = window.setTimeout(() => box?.replaceChildren(), HIDE_AFTER_MS);
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
  showCartToast(added ? `${item.name} added to your cart.` : fullLineMessage(item), added ? 'ok' : 'error');
}
