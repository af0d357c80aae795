// The heart on catalogue cards; the rules live in toggleWishlist (stores/wishlist.ts; home cards use
// the same rules from a plain script).
import { useStore } from '@nanostores/react';
import { $wishlist, toggleWishlist, type WishlistItem } from '../../stores/wishlist';
import { hasItem } from '../../stores/wishlistLogic';
import { Icon } from '../ui/Icon';
import { cardHeart } from '../ui/icons/cardHeart';
import { useMounted } from './useMounted';

interface Props {
  item: WishlistItem;
  className?: string;
}

export default function WishlistHeart({ item, className = '' }: Props) {
  const list = useStore($wishlist);
  const mounted = useMounted();
  const saved = mounted && hasItem(list, item.id);

  const toggle = () => void toggleWishlist(item, saved);

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={`Save ${item.name} to wishlist`}
      className={`grid h-10 w-10 place-items-center rounded-full bg-white/95 text-sale shadow-sm ring-1 ring-line transition hover:scale-105 ${className}`}
    >
      <Icon icon={cardHeart} className={saved ? 'h-5 w-5 fill-current' : 'h-5 w-5'} />
    </button>
  );
}
