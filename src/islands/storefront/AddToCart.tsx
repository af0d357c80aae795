// The product page's buy box: quantity (1 .. what the chosen variant's stock and the product's
// most per order leave after the cart), Add to Cart, the wishlist heart. The variant is the one
// the server rendered (`variantId`) until the option buttons choose another ($chosenVariant).
// Sold out: no quantity, a disabled "Sold out" button.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Product } from '../../lib/types';
import { variantLabel } from '../../lib/variantChoice';
import { variantToWishlistItem } from '../../lib/wishlistVariantCopy';
import { $cart, addToCart } from '../../stores/cart';
import { lineCap } from '../../stores/cartLogic';
import { $chosenVariant } from '../../stores/chosenVariant';
import { fullLineMessage, fullLineNote, showCartToast } from './cartToast';
import { useMounted } from './useMounted';
import WishlistHeart from './WishlistHeart';

export default function AddToCart({ product, variantId }: { product: Product; variantId: string }) {
  const mounted = useMounted();
  const cart = useStore($cart);
  const chosen = useStore($chosenVariant);
  const shownId = (mounted && chosen) || variantId;
  const variant = product.variants.find((v) => v._id === shownId) ?? product.variants[0];
  const single = product.variants.length === 1;
  // a line stored before variants is the only variant's
  const inCart = mounted
    ? cart
        .filter((l) => l.productId === product._id && (l.variantId === variant._id || (single && !l.variantId)))
        .reduce((sum, l) => sum + l.quantity, 0)
    : 0;
  const known = { stock: variant.stock, price: variant.price, maxPerOrder: product.maxPerOrder };
  const left = Math.max(0, lineCap(variant.stock, product.maxPerOrder) - inCart);
  const [quantity, setQuantity] = useState(1);
  const q = Math.min(Math.max(1, quantity), Math.max(1, left));
  useEffect(() => setQuantity(1), [variant._id]);
  const label = variantLabel(product.options, variant.options);
  const title = label ? `${product.name} (${label})` : product.name;

  function add() {
    const added = addToCart({ productId: product._id, variantId: variant._id }, q, known);
    if (added) showCartToast(`${added} × ${title} added to your cart.`);
    else showCartToast(fullLineMessage(known), 'error');
    setQuantity(1);
  }

  // the heart saves the variant shown, so the wishlist keeps its price, options and image
  const heart = <WishlistHeart item={variantToWishlistItem(product, variant)} className="h-12 w-12 shrink-0" />;
  if (variant.stock < 1 || !variant.isActive) {
    return (
      <div className="flex items-center gap-3">
        <button
          type="button"
          disabled
          className="h-12 flex-1 cursor-not-allowed rounded-lg bg-slate-200 px-6 font-semibold text-ink-soft"
        >
          Sold out
        </button>
        {heart}
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="buy-quantity" className="block text-sm font-medium text-ink-soft">
            Quantity
          </label>
          <input
            id="buy-quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, left)}
            value={q}
            disabled={left < 1}
            onChange={(e) => setQuantity(Number(e.target.value) || 1)}
            className="mt-1.5 h-12 w-24 rounded-lg border border-line px-3 text-ink"
          />
        </div>
        <button
          type="button"
          onClick={add}
          disabled={left < 1}
          className="h-12 flex-1 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-ink-soft"
        >
          Add to Cart
        </button>
        {heart}
      </div>
      {mounted && inCart > 0 && (
        <p className="text-sm text-ink-muted">
          {inCart} in your cart{left < 1 ? `: ${fullLineNote(known)}` : '.'}{' '}
          <a href="/cart" className="font-semibold text-brand-700 underline">
            View cart
          </a>
        </p>
      )}
    </div>
  );
}
