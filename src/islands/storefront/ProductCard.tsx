// A catalogue card (docs/architecture.md#screens): discount badge if present, wishlist heart,
// first image, name (the link to the product page), description, price and Add to Cart (one
// unit; a product with stock 0 says "Sold out" and cannot be added).
import { formatPrice } from '../../lib/formatPrice';
import { imageSrcset } from '../../lib/imageSrcset';
import type { Product } from '../../lib/types';
import { productToWishlistItem } from '../../lib/wishlistCopy';
import { addToCart } from '../../stores/cart';
import { showCartToast } from './cartToast';
import WishlistHeart from './WishlistHeart';

interface Props {
  product: Product;
  /** the first row loads at once; the rest waits until scrolled near */
  eager: boolean;
}

const CARD_IMAGE_SIZE = 400;

export default function ProductCard({ product, eager }: Props) {
  const image = product.images[0];
  const soldOut = product.stock < 1;
  const add = () => {
    const added = addToCart(product._id, 1, product.stock, product.price);
    showCartToast(
      added ? `${product.name} added to your cart.` : 'You already have all the stock of this product in your cart.',
      added ? 'ok' : 'error',
    );
  };
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white"
      data-testid="product-card"
    >
      <div className="relative aspect-square bg-slate-50">
        {image ? (
          <img
            src={image.url}
            srcSet={imageSrcset(image.url)}
            // one column on phones, up to four from 1024 px (the grid's breakpoints)
            sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw"
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            alt={product.name}
            loading={eager ? 'eager' : 'lazy'}
            // the first row is the likely largest paint (lower case: React 18 passes it through as is)
            {...(eager ? { fetchpriority: 'high' } : {})}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="grid h-full place-items-center text-sm text-ink-muted">No image</div>
        )}
        {product.discount && (
          <span className="absolute left-3 top-3 rounded bg-sale px-2 py-1 text-xs font-bold text-white">
            {product.discount}
          </span>
        )}
        <WishlistHeart item={productToWishlistItem(product)} className="absolute right-3 top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-base font-semibold leading-snug text-ink">
          <a href={`/products/${product.slug}`} className="hover:text-brand-700 hover:underline">
            {product.name}
          </a>
        </h2>
        <p className="line-clamp-2 text-sm text-ink-muted">{product.description}</p>
        <p className="mt-auto pt-2 text-lg font-bold text-ink">{formatPrice(product.price)}</p>
        {soldOut ? (
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
            className="mt-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition hover:bg-brand-700"
          >
            Add to Cart
          </button>
        )}
      </div>
    </article>
  );
}

/** Same box as a card, so loading never moves the page. */
export function SkeletonCard() {
  return (
    <div
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-xl border border-line bg-white"
      aria-hidden="true"
    >
      <div className="aspect-square bg-slate-100" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="h-5 w-3/4 rounded bg-slate-100" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-2/3 rounded bg-slate-100" />
        <div className="mt-2 h-7 w-1/3 rounded bg-slate-100" />
        <div className="mt-2 h-9 w-full rounded-lg bg-slate-100" />
      </div>
    </div>
  );
}
