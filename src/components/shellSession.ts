// Session-dependent bits of the static shell: signed out, the account icon links to the sign-in
// page coming back here (`?next=`); signed in, the header shows the user's menu (Account, Orders,
// Admin for admins, Sign out; its opening and closing is shellMenus.ts's). The
// wishlist and cart badges read their stored lists again whenever the stores announce a change
// (`wishlist updated`, `cart updated`), another tab writes (`storage`) or the page comes back
// from the back/forward cache. The public pages' profile refresh starts here, once per page
// load, without blocking anything. The badges read localStorage themselves rather than through
// the cart and wishlist stores, so they need none of those stores' logic.
import { authUrlFor } from '../lib/authUrl';
import type { User } from '../lib/types';
import { takeNotice } from '../stores/notice';
import { $token, $user, isSignedIn, refreshProfile, signOut } from '../stores/session';
import { showToast } from '../stores/toasts';

/** Starts the shell's session-dependent bits (ShopLayout.astro calls it once). */
export function startShellSession(): void {
  let token = '';
  let user: User | null = null;

  const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector);
  const account = $<HTMLAnchorElement>('[data-account-link]');
  const menu = $('[data-account-menu]');
  const initial = $('[data-account-initial]');
  const adminItem = $('[data-admin-item]');
  const wishlistBadge = $('[data-wishlist-count]');
  const cartBadge = $('[data-cart-count]');

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
    const here = location.pathname + location.search;
    if (account) {
      account.hidden = signedIn;
      account.href = here.startsWith('/auth') ? here : authUrlFor(here);
    }
    if (menu) menu.hidden = !signedIn;
    for (const name of document.querySelectorAll('[data-account-name]')) name.textContent = user?.name ?? '';
    if (initial) initial.textContent = user?.name.trim().charAt(0) ?? '';
    if (adminItem) adminItem.hidden = user?.role != 'admin';
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
  // Sign out as the account area's Logout does (docs/product.md#sidebar): the session goes, then home
  $('[data-sign-out]')?.addEventListener('click', () => {
    signOut();
    location.assign('/');
  });

  // signed in on /auth on the way here: its success toast, top-center (docs/product.md#limits)
  const notice = takeNotice();
  if (notice) showToast(notice, { tone: 'success', centered: true });

  void refreshProfile();
}
