// The product page's buy box: quantity (1 .. what stock and the product's most per order leave
// after the cart), Add to Cart,
// the wishlist heart. Sold out: no quantity, a disabled "Sold out" button.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Product } from '../../lib/types';
import { productToWishlistItem } from '../../lib/wishlistCopy';
import { $cart, addToCart } from '../../stores/cart';
import { lineCap } from '../../stores/cartLogic';
import { fullLineMessage, fullLineNote, showCartToast } from './cartToast';
import { useMounted } from './useMounted';
import WishlistHeart from './WishlistHeart';

export default function AddToCart({ product }: { product: Product }) {
  const mounted = useMounted();
  const cart = useStore($cart);
  const inCart = mounted ? (cart.find((line) => line.productId === product._id)?.quantity ?? 0) : 0;
  const left = Math.max(0, lineCap(product.stock, product.maxPerOrder) - inCart);
  const [quantity, setQuantity] = useState(1);
  const q = Math.min(Math.max(1, quantity), Math.max(1, left));

  function add() {
    const added = addToCart(product._id, q, product);
    if (added) showCartToast(`${added} × ${product.name} added to your cart.`);
    else showCartToast(fullLineMessage(product), 'error');
    setQuantity(1);
  }

  const heart = <WishlistHeart item={productToWishlistItem(product)} className="h-12 w-12 shrink-0" />;
  if (product.stock < 1) {
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
            className="mt-1 h-12 w-24 rounded-lg border border-line px-3 text-ink"
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
          {inCart} in your cart{left < 1 ? `: ${fullLineNote(product)}` : '.'}{' '}
          <a href="/cart" className="font-semibold text-brand-700 underline">
            View cart
          </a>
        </p>
      )}
    </div>
  );
}
