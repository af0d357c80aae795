// Session-dependent bits of the static shell: the account link and the wishlist badge follow
// the same nanostores as the islands (so they update without reload, also across tabs), and
// the public pages' profile refresh starts here, once per page load, without blocking anything.
import { $signedIn, refreshProfile } from '../stores/session';
import { $wishlistCount } from '../stores/wishlistState';

const account = document.querySelector<HTMLAnchorElement>('[data-account-link]');
const accountLabel = account?.querySelector('[data-account-label]');
$signedIn.subscribe((signedIn) => {
  if (!account) return;
  account.href = signedIn ? '/dashboard' : '/auth';
  if (accountLabel) accountLabel.textContent = signedIn ? 'My account' : 'Sign in';
});

const badge = document.querySelector('[data-wishlist-count]');
$wishlistCount.subscribe((count) => {
  if (badge) badge.textContent = String(count);
});

void refreshProfile();
