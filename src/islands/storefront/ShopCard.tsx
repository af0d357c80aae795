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
  /** a short line under the description ("4 options") */
  note?: string;
  price: number;
  /** the price is the cheapest of several: it reads "From $799.00" */
  from?: boolean;
  /** the original price, shown struck through after the price */
  originalPrice?: number | null;
  action: ReactNode;
}

export function ShopCard({ testId, media, name, href, description, note, price, from, originalPrice, action }: Props) {
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
        {note && (
          <p className="text-sm font-medium text-ink-soft" data-testid="card-note">
            {note}
          </p>
        )}
        <p className="mt-auto flex items-baseline gap-2 pt-2">
          <span className="text-lg font-bold text-ink">
            {from && <span className="mr-1 text-sm font-normal text-ink-muted">From</span>}
            {formatPrice(price)}
          </span>
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
  /** the product's variant ids, when known: one is added as it is, several need the product page */
  variantIds?: readonly string[];
  href?: string | null;
}

const button = 'mt-2 rounded-lg px-4 py-2 text-center text-sm font-semibold';

/** One unit into the cart, said in the toast; a product with no stock says "Sold out" instead,
 *  and one sold in several variants links to its page to choose. */
export function CardCartButton({ item, variantIds, href }: CartButtonProps) {
  if (variantIds && variantIds.length > 1 && href) {
    return (
      <a href={href} className={`${button} border border-brand-600 text-brand-700 hover:bg-brand-50`}>
        Choose options<span className="sr-only"> of {item.name}</span>
      </a>
    );
  }
  if (item.stock !== undefined && item.stock < 1) {
    return (
      <button type="button" disabled className={`${button} cursor-not-allowed bg-slate-200 text-ink-soft`}>
        Sold out
      </button>
    );
  }
  const variantId = variantIds?.length === 1 ? variantIds[0] : undefined;
  return (
    <button
      type="button"
      onClick={() => addOneToCart({ ...item, variantId })}
      className={`${button} bg-brand-600 text-white transition hover:bg-brand-700`}
    >
      Add to Cart
    </button>
  );
}
