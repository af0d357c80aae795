// "My Wishlist" (docs/product.md#wishlist): the signed-in user's saved copies in 1-3 columns. It reads
// the persisted stores, so it renders them only after mount (React #418); the store follows
// other tabs and every `wishlist updated` change, so the grid is always current. A copy saved
// with its variant (src/lib/wishlistCopy.ts) shows that variant and links to its page.
import { useStore } from '@nanostores/react';
import { authUrlFor } from '../../lib/authUrl';
import { catalogSearchPath, productPath } from '../../lib/shopUrls';
import { wishlistVariant } from '../../lib/wishlistVariantCopy';
import { $signedIn } from '../../stores/signedIn';
import { $wishlist, removeFromWishlist, sayWishlist, type WishlistItem } from '../../stores/wishlist';
import { CardCartButton, ShopCard } from '../storefront/ShopCard';
import { useMounted } from '../storefront/useMounted';
import { EmptyState } from '../ui/EmptyState';
import { Icon } from '../ui/Icon';
import { bin } from '../ui/icons/bin';

export default function WishlistGrid() {
  const mounted = useMounted();
  const signedIn = useStore($signedIn);
  const items = useStore($wishlist);

  if (!mounted) return <div className="min-h-[16rem]" aria-busy="true" />;

  if (!signedIn) {
    return (
      <EmptyState
        title="Sign in to see your wishlist."
        text="Your wishlist is kept in this browser for your account."
        action={{ href: authUrlFor('/wishlist'), label: 'Sign in' }}
      />
    );
  }

  if (items.length === 0) {
    return (
      <EmptyState
        title="No items in wishlist"
        action={{ href: '/products', label: 'Browse our products' }}
        actionStyle="link"
      />
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
  const price = typeof item.price === 'number' ? item.price : undefined;
  const maxPerOrder = typeof item.maxPerOrder === 'number' ? item.maxPerOrder : undefined;
  // a copy of one variant adds that one; copies of the product carry its variants since products
  // have them (one: added; several: chosen on its page); older copies are added as before
  const chosen = wishlistVariant(item);
  const variants = Array.isArray(item.variants) ? (item.variants as { _id?: unknown }[]) : [];
  const variantIds = chosen ? [chosen._id] : variants.flatMap((v) => (typeof v._id === 'string' ? [v._id] : []));
  const optionCount = variantIds.length > 1 ? variantIds.length : 0;
  const page = slug && (chosen ? `${productPath(slug)}?variant=${encodeURIComponent(chosen.sku)}` : productPath(slug));
  return (
    <ShopCard
      testId="wishlist-card"
      name={item.name}
      href={page}
      description={item.description}
      note={chosen?.label || (optionCount ? `${optionCount} options` : undefined)}
      price={Number(item.price)}
      media={
        <>
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
            onClick={() => sayWishlist(removeFromWishlist(item.id))}
            className="absolute right-3 top-3 grid h-10 w-10 place-items-center rounded-full bg-white/95 text-ink-soft shadow-sm ring-1 ring-line hover:text-sale"
          >
            <Icon icon={bin} />
          </button>
        </>
      }
      action={
        slug ? (
          <CardCartButton
            item={{ id: item.id, name: item.name, stock, price, maxPerOrder }}
            variantIds={variantIds}
            href={page || productPath(slug)}
          />
        ) : (
          <a
            href={catalogSearchPath(item.name)}
            className="mt-2 rounded-lg border border-line px-4 py-2 text-center text-sm font-semibold text-ink hover:border-brand-500"
          >
            Find in the shop
          </a>
        )
      }
    />
  );
}
