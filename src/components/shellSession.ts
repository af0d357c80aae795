// Session-dependent bits of the static shell: the account link and the wishlist and cart badges follow
// the same nanostores as the islands (so they update without reload, also across tabs), and
// the public pages' profile refresh starts here, once per page load, without blocking anything.
// It subscribes to the base atoms rather than the islands' derived stores so content pages do
// not carry nanostores' `computed` (3 KB budget).
import { $token, $user, isSignedIn, refreshProfile } from '../stores/session';
import { $wishlists, wishlistCount } from '../stores/wishlistState';

const account = document.querySelector<HTMLAnchorElement>('[data-account-link]');
const accountLabel = account?.querySelector('[data-account-label]');
const badge = document.querySelector('[data-wishlist-count]');
const cartBadge = document.querySelector('[data-cart-count]');

function render() {
  const signedIn = isSignedIn($token.get(), $user.get());
  if (account) account.href = signedIn ? '/dashboard' : '/auth';
  if (accountLabel) accountLabel.textContent = signedIn ? 'My account' : 'Sign in';
  if (badge) badge.textContent = String(wishlistCount($wishlists.get(), $user.get()?.email));
}

$token.subscribe(render);
$user.subscribe(render);
$wishlists.subscribe(render);
// The cart belongs to the browser, not the account. Read from storage rather than through the
// cart store (src/stores/cart.ts), which fires `cart updated` on every change in this tab.
function renderCart() {
  let count = 0;
  try {
    for (const line of JSON.parse(localStorage.cart ?? '[]')) count += line.quantity | 0;
  } catch {
    /* unreadable: shown as empty, as the cart store reads it */
  }
  if (cartBadge) cartBadge.textContent = String(count);
}
renderCart();
for (const event of ['cart updated', 'storage', 'pageshow']) addEventListener(event, renderCart);

void refreshProfile();
