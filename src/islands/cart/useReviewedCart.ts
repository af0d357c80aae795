// The cart lines with their products fetched again when the page opens (name, image, stock and
// availability come from the API, never from what was stored) and the server's quote for them
// (./useCartQuote.ts), reviewed by cartReview. Every total the pages show is the quote's.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import { quoteRequestOf, type QuoteContext } from '../../lib/cartQuote';
import type { Product } from '../../lib/types';
import { $cart, $cartPrices } from '../../stores/cart';
import { reviewLine } from '../../stores/cartReview';
import { useMounted } from '../storefront/useMounted';
import { useCartQuote } from './useCartQuote';

/** `context`: checkout's address and e-mail, when it has valid ones, for shipping and tax. */
export function useReviewedCart(context: QuoteContext = {}) {
  const mounted = useMounted();
  const cart = useStore($cart);
  const prices = useStore($cartPrices);
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

  const { shippingAddress, email } = context;
  const request = useMemo(
    () => (mounted && cart.length ? quoteRequestOf(cart, prices, { shippingAddress, email }) : null),
    [mounted, cart, prices, shippingAddress, email],
  );
  const { quote, current, error: quoteError, replace: replaceQuote, retry: retryQuote } = useCartQuote(request);

  const lines = useMemo(() => {
    if (!mounted) return [];
    const quoted = new Map(quote?.lines.map((line) => [line.productId, line]));
    return cart.map((line) =>
      reviewLine(line, products.get(line.productId), quoted.get(line.productId), prices[line.productId]),
    );
  }, [mounted, cart, products, prices, quote]);
  const failure = error || quoteError;
  // every product known and the quote for the cart as it is now: only then can checkout go on
  const settled = mounted && current && lines.every((line) => products.has(line.productId));
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
  };
}
