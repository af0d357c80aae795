// "My Wishlist" (docs/architecture.md#screens): the signed-in user's saved copies in 1-3 columns. It reads
// the persisted stores, so it renders them only after mount (React #418); the store follows
// other tabs and every `wishlist updated` change, so the grid is always current.
import { useStore } from '@nanostores/react';
import { formatPrice } from '../../lib/formatPrice';
import { $signedIn } from '../../stores/signedIn';
import { $wishlist, removeFromWishlist, WISHLIST_MESSAGES, type WishlistItem } from '../../stores/wishlist';
import { addToCart } from '../../stores/cart';
import { showCartToast } from '../storefront/cartToast';
import { useMounted } from '../storefront/useMounted';
import { Icon } from '../ui/Icon';
import { bin } from '../ui/icons';

export default function WishlistGrid() {
  const mounted = useMounted();
  const signedIn = useStore($signedIn);
  const items = useStore($wishlist);

  if (!mounted) return <div className="min-h-[16rem]" aria-busy="true" />;

  if (!signedIn) {
    return (
      <div className="grid min-h-[16rem] place-items-center rounded-xl border border-dashed border-line p-8 text-center">
        <div className="space-y-4">
          <p className="text-lg font-semibold text-ink">Sign in to see your wishlist.</p>
          <p className="text-sm text-ink-muted">Your wishlist is kept in this browser for your account.</p>
          <a
            href="/auth"
            className="inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Sign in
          </a>
        </div>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="grid min-h-[16rem] place-items-center rounded-xl border border-dashed border-line p-8 text-center">
        <div className="space-y-4">
          <p className="text-lg font-semibold text-ink">No items in wishlist</p>
          <a
            href="/products"
            className="font-semibold text-brand-600 underline underline-offset-4 hover:text-brand-700"
          >
            Browse our products
          </a>
        </div>
      </div>
    );
  }

  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <WishlistCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function WishlistCard({ item }: { item: WishlistItem }) {
  const image = item.images?.[0];
  // copies of catalogue products carry their slug and stock; the home page's samples do not
  const slug = typeof item.slug === 'string' ? item.slug : null;
  const stock = typeof item.stock === 'number' ? item.stock : undefined;
  const add = () => {
    const added = addToCart(item.id, 1, stock, typeof item.price === 'number' ? item.price : undefined);
    showCartToast(
      added ? `${item.name} added to your cart.` : 'You already have all the stock of this product in your cart.',
      added ? 'ok' : 'error',
    );
  };
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white"
      data-testid="wishlist-card"
    >
      <div className="relative aspect-square bg-slate-50">
        {image && (
          <img
            src={image.url}
            width={400}
            height={400}
            alt={item.name}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
        <button
          type="button"
          aria-label={`Remove ${item.name} from wishlist`}
          onClick={() => window.alert(WISHLIST_MESSAGES[removeFromWishlist(item.id)])}
          className="absolute right-3 top-3 grid h-10 w-10 place-items-center rounded-full bg-white/95 text-ink-soft shadow-sm ring-1 ring-line hover:text-sale"
        >
          <Icon icon={bin} />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-base font-semibold leading-snug text-ink">
          {slug ? (
            <a href={`/products/${slug}`} className="hover:text-brand-700 hover:underline">
              {item.name}
            </a>
          ) : (
            item.name
          )}
        </h2>
        <p className="line-clamp-2 text-sm text-ink-muted">{item.description}</p>
        <p className="mt-auto pt-2 text-lg font-bold text-ink">{formatPrice(Number(item.price))}</p>
        {!slug ? (
          <a
            href={`/products?q=${encodeURIComponent(item.name)}`}
            className="mt-2 rounded-lg border border-line px-4 py-2 text-center text-sm font-semibold text-ink hover:border-brand-500"
          >
            Find in the shop
          </a>
        ) : stock !== undefined && stock < 1 ? (
          <button
            type="button"
            disabled
            className="mt-2 cursor-not-allowed rounded-lg bg-slate-200 px-4 py-2 text-sm font-semibold text-ink-soft"
          >
            Sold out
          </button>
        ) : (
          <button
            type="button"
            onClick={add}
            className="mt-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Add to Cart
          </button>
        )}
      </div>
    </article>
  );
}
