// Session-dependent bits of the static shell: the account link (and, for admins, the Admin link)
// follows the session store, the
// wishlist and cart badges read their stored lists again whenever the stores announce a change
// (`wishlist updated`, `cart updated`), another tab writes (`storage`) or the page comes back
// from the back/forward cache. The public pages' profile refresh starts here, once per page
// load, without blocking anything. The badges read localStorage themselves rather than through
// the cart and wishlist stores, so they need none of those stores' logic.
import type { User } from '../lib/types';
import { $token, $user, isSignedIn, refreshProfile } from '../stores/session';

/** Starts the shell's session-dependent bits (ShopLayout.astro calls it once). */
export function startShellSession(): void {
  let token = '';
  let user: User | null = null;

  const account = document.querySelector<HTMLAnchorElement>('[data-account-link]');
  const adminLink = document.querySelector<HTMLAnchorElement>('[data-admin-link]');
  const accountLabel = account?.querySelector('[data-account-label]');
  const wishlistBadge = document.querySelector('[data-wishlist-count]');
  const cartBadge = document.querySelector('[data-cart-count]');

  /** A stored JSON value, or undefined when missing or unreadable (the stores read it the same way). */
  function stored(key: string) {
    try {
      return JSON.parse(localStorage.getItem(key)!);
    } catch {
      return undefined;
    }
  }

  function render() {
    const signedIn = isSignedIn(token, user);
    if (account) account.href = signedIn ? '/dashboard' : '/auth';
    if (accountLabel) accountLabel.textContent = signedIn ? 'My account' : 'Sign in';
    if (adminLink) adminLink.hidden = !(signedIn && user?.role === 'admin');
    // `wishlist`: e-mail -> saved copies; `cart`: [{productId, quantity}] (docs/product.md#entities)
    const saved = user && stored('wishlist')?.[user.email];
    if (wishlistBadge) wishlistBadge.textContent = String(Array.isArray(saved) ? saved.length : 0);
    const lines = stored('cart');
    let count = 0;
    if (Array.isArray(lines)) for (const line of lines) count += line?.quantity | 0;
    if (cartBadge) cartBadge.textContent = String(count);
  }

  $token.subscribe((value) => {
    token = value;
    render();
  });
  $user.subscribe((value) => {
    user = value;
    render();
  });
  for (const event of ['wishlist updated', 'cart updated', 'storage', 'pageshow']) addEventListener(event, render);

  void refreshProfile();
}
