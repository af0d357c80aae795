// Wires every `[data-add-to-cart]` button of the server-drawn product cards (ProductTile.astro)
// to the cart without React, as the catalogue's cards do.
import { addOneToCart } from '../../islands/storefront/cartToast';

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>('[data-add-to-cart]');
  if (button) addOneToCart(JSON.parse(button.dataset.addToCart ?? '{}'));
});
