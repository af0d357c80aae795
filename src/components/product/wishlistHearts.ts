// Wires every `[data-wishlist-heart]` button on the page to the wishlist store without React:
// the pressed state follows the stored list (also across tabs), a click toggles and says so.
import { $wishlist, toggleWishlist } from '../../stores/wishlist';
import type { WishlistItem } from '../../stores/wishlistLogic';

const SELECTOR = '[data-wishlist-heart]';

function itemOf(button: HTMLElement): WishlistItem {
  return JSON.parse(button.dataset.item ?? '{}') as WishlistItem;
}

$wishlist.subscribe((list) => {
  document.querySelectorAll<HTMLElement>(SELECTOR).forEach((button) => {
    button.setAttribute('aria-pressed', String(list.some((item) => item.id === button.dataset.id)));
  });
});

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>(SELECTOR);
  if (!button) return;
  toggleWishlist(itemOf(button), button.getAttribute('aria-pressed') === 'true');
});
