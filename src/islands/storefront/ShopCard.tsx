// The card frame shared by the catalogue and the wishlist: a square media box (image, badges,
// a corner button), then name, description, price and one action at the bottom.
import type { ReactNode } from 'react';
import { formatPrice } from '../../lib/formatPrice';
import { addOneToCart } from './cartToast';

interface Props {
  testId: string;
  media: ReactNode;
  name: string;
  /** the product page; a card without one shows its name as plain text */
  href?: string | null;
  description: string;
  price: number;
  /** the original price, shown struck through after the price */
  originalPrice?: number | null;
  action: ReactNode;
}

export function ShopCard({ testId, media, name, href, description, price, originalPrice, action }: Props) {
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white"
      data-testid={testId}
    >
      <div className="relative aspect-square bg-slate-50">{media}</div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-base font-semibold leading-snug text-ink">
          {href ? (
            <a href={href} className="hover:text-brand-700 hover:underline">
              {name}
            </a>
          ) : (
            name
          )}
        </h2>
        <p className="line-clamp-2 text-sm text-ink-muted">{description}</p>
        <p className="mt-auto flex items-baseline gap-2 pt-2">
          <span className="text-lg font-bold text-ink">{formatPrice(price)}</span>
          {originalPrice != null && (
            <s className="text-sm text-ink-muted" data-testid="original-price">
              <span className="sr-only">Was </span>
              {formatPrice(originalPrice)}
            </s>
          )}
        </p>
        {action}
      </div>
    </article>
  );
}

interface CartButtonProps {
  item: { id: string; name: string; stock?: number; price?: number; maxPerOrder?: number };
}

/** One unit into the cart, said in the toast; a product with no stock says "Sold out" instead. */
export function CardCartButton({ item }: CartButtonProps) {
  if (item.stock !== undefined && item.stock < 1) {
    return (
      <button
        type="button"
        disabled
        className="mt-2 cursor-not-allowed rounded-lg bg-slate-200 px-4 py-2 text-sm font-semibold text-ink-soft"
      >
        Sold out
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => addOneToCart(item)}
      className="mt-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition hover:bg-brand-700"
    >
      Add to Cart
    </button>
  );
}
