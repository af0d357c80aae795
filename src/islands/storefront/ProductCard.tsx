// A catalogue card (docs/product.md#catalogue): sale badge if any (src/lib/saleBadge.ts), wishlist heart,
// first image, name (the link to the product page), description, price (the original struck through) and Add to Cart (one
// unit; a product with stock 0 says "Sold out" and cannot be added).
import { cardImageLoading, imageSrcset } from '../../lib/imageSrcset';
import { pricesVary } from '../../lib/variantChoice';
import { originalPrice, saleBadge } from '../../lib/saleBadge';
import { productPath } from '../../lib/shopUrls';
import type { Product } from '../../lib/types';
import { productToWishlistItem } from '../../lib/wishlistCopy';
import { CardCartButton, ShopCard } from './ShopCard';
import WishlistHeart from './WishlistHeart';

interface Props {
  product: Product;
  /** the first card: the page's likely largest paint */
  priority: boolean;
  /** what tests find the card by: the catalogue's own cards, or those offered instead */
  testId?: 'product-card' | 'suggested-card';
}

const CARD_IMAGE_SIZE = 400;

export default function ProductCard({ product, priority, testId = 'product-card' }: Props) {
  const image = product.images[0];
  const badge = saleBadge(product);
  return (
    <ShopCard
      testId={testId}
      name={product.name}
      href={productPath(product.slug)}
      description={product.description}
      price={product.price}
      from={pricesVary(product)}
      originalPrice={originalPrice(product)}
      media={
        <>
          {image ? (
            <img
              src={image.url}
              srcSet={imageSrcset(image.url)}
              // one column on phones, up to four from 1024 px (the grid's breakpoints)
              sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw"
              width={CARD_IMAGE_SIZE}
              height={CARD_IMAGE_SIZE}
              alt={product.name}
              {...cardImageLoading(priority)}
              decoding="async"
              className="h-full w-full object-cover"
            />
          ) : (
            <div className="grid h-full place-items-center text-sm text-ink-muted">No image</div>
          )}
          {badge && (
            <span className="absolute left-3 top-3 rounded bg-sale px-2 py-1 text-xs font-bold text-white">
              {badge}
            </span>
          )}
          <WishlistHeart item={productToWishlistItem(product)} className="absolute right-3 top-3" />
        </>
      }
      action={
        <CardCartButton
          item={{
            id: product._id,
            name: product.name,
            stock: product.stock,
            price: product.price,
            maxPerOrder: product.maxPerOrder,
          }}
          variantIds={product.variants.map((v) => v._id)}
          href={productPath(product.slug)}
        />
      }
    />
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
