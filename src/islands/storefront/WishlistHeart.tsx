// The heart on catalogue cards; the rules live in stores/wishlistToggle.ts (home cards use
// the same rules from a plain script).
import { useStore } from '@nanostores/react';
import { $wishlist, type WishlistItem } from '../../stores/wishlist';
import { toggleWishlist } from '../../stores/wishlistToggle';
import { hasItem } from '../../stores/wishlistLogic';
import { useMounted } from './useMounted';

interface Props {
  item: WishlistItem;
  className?: string;
}

export default function WishlistHeart({ item, className = '' }: Props) {
  const list = useStore($wishlist);
  const mounted = useMounted();
  const saved = mounted && hasItem(list, item.id);

  function toggle() {
    window.alert(toggleWishlist(item, saved));
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={`Save ${item.name} to wishlist`}
      className={`grid h-10 w-10 place-items-center rounded-full bg-white/95 text-sale shadow-sm ring-1 ring-line transition hover:scale-105 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.7 3.7 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.3 0 5.5 3.2 4.3 6.6C19.5 15.9 12 20.5 12 20.5z"
        />
      </svg>
    </button>
  );
}
