// The cart lines with their products fetched again when the page opens (name, image, stock and
// availability come from the API, never from what was stored) and the server's quote for them
// (./useCartQuote.ts), reviewed by cartReview. Every total the pages show is the quote's. The
// coupon code entered (src/stores/coupon.ts) goes with every quote, on both pages.
// A line stored before variants is held back from the quote until its product is known: with
// one variant it is named (resolveCart), with several the shopper chooses (the quote would
// refuse the whole cart for it), and the line stays out of the quote until then.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import { quoteRequestOf, type QuoteContext } from '../../lib/cartQuote';
import type { Product } from '../../lib/types';
import { $cart, $cartPrices } from '../../stores/cart';
import { $couponCode } from '../../stores/coupon';
import { resolveCart } from '../../stores/cartResolve';
import { lineKey, type CartLine } from '../../stores/cartLogic';
import { needsChoice } from '../../stores/cartResolve';
import { reviewLine } from '../../stores/cartReview';
import type { CartQuoteLine } from '../../lib/cartQuote';
import { useMounted } from '../storefront/useMounted';
import { useCartQuote } from './useCartQuote';

/** `context`: checkout's address and e-mail, when it has valid ones, for shipping and tax, and
 *  the shipping method picked. */
export function useReviewedCart(context: QuoteContext = {}) {
  const mounted = useMounted();
  const cart = useStore($cart);
  const prices = useStore($cartPrices);
  const couponCode = useStore($couponCode);
  const [products, setProducts] = useState<Map<string, Product | null>>(new Map());
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const ids = mounted
    ? cart
        .map((line) => line.productId)
        .sort()
        .join(',')
    : '';

  useEffect(() => {
    if (!ids) return;
    const controller = new AbortController();
    setError('');
    Promise.all(
      ids.split(',').map((id) =>
        api.products
          .one(id, controller.signal)
          .then(({ product }) => [id, product] as const)
          .catch((err) => {
            if (err instanceof ApiError && err.status === 404) return [id, null] as const;
            throw err;
          }),
      ),
    )
      .then((entries) => setProducts(new Map(entries)))
      .catch((err: Error) => {
        if (err.name !== 'AbortError') setError(err.message);
      });
    return () => controller.abort();
  }, [ids, attempt]);

  useEffect(() => {
    if (products.size) resolveCart((id) => products.get(id)?.variants.map((v) => v._id));
  }, [products]);

  const { shippingAddress, email, shippingMethodId } = context;
  const request = useMemo(() => {
    if (!mounted || !cart.length) return null;
    const unnamed = cart.filter((line) => !line.variantId);
    // its product decides whether the quote may take the line as it is
    if (unnamed.some((line) => !products.has(line.productId))) return null;
    const quotable = cart.filter((line) => !needsChoice(line, products.get(line.productId)?.variants.length));
    return quotable.length
      ? quoteRequestOf(quotable, prices, { shippingAddress, email, couponCode, shippingMethodId })
      : null;
  }, [mounted, cart, products, prices, shippingAddress, email, couponCode, shippingMethodId]);
  const { quote, current, error: quoteError, replace: replaceQuote, retry: retryQuote } = useCartQuote(request);

  const lines = useMemo(() => {
    if (!mounted) return [];
    return cart.map((line) =>
      reviewLine(line, products.get(line.productId), quotedLine(quote?.lines, line), prices[lineKey(line)]),
    );
  }, [mounted, cart, products, prices, quote]);
  const failure = error || quoteError;
  // every product known and the quote for the cart as it is now: only then can checkout go on
  const settled = mounted && (current || request === null) && lines.every((line) => products.has(line.productId));
  const loading = !settled && !failure;
  const reload = useCallback(() => {
    setAttempt((a) => a + 1);
    retryQuote();
  }, [retryQuote]);
  return {
    mounted,
    lines,
    loading,
    settled,
    error: failure,
    reload,
    /** the last quote received; `quoteCurrent` false: it is for an earlier state of the cart */
    quote,
    quoteCurrent: current,
    replaceQuote,
    /** the code the quotes are asked with ('' for none); shown once mounted */
    couponCode: mounted ? couponCode : '',
  };
}

/** The quote's line for a cart line: the same variant, or for a line without one (a product
 *  that is gone) the same product. */
function quotedLine(quoted: readonly CartQuoteLine[] | undefined, line: CartLine) {
  return quoted?.find((q) => q.productId === line.productId && (!line.variantId || q.variantId === line.variantId));
}
