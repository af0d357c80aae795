// The cart lines with their products fetched again when the page opens (prices, stock and
// availability come from the API, never from what was stored), reviewed by cartReview.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import type { Product } from '../../lib/types';
import { $cart, $cartPrices } from '../../stores/cart';
import { reviewLine, subtotalOf } from '../../stores/cartReview';
import { useMounted } from '../storefront/useMounted';

export function useReviewedCart() {
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

  const lines = useMemo(
    () => (mounted ? cart.map((line) => reviewLine(line, products.get(line.productId), prices[line.productId])) : []),
    [mounted, cart, products, prices],
  );
  const loading = !mounted || (lines.some((line) => !products.has(line.productId)) && !error);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { mounted, lines, loading, error, reload, subtotal: subtotalOf(lines) };
}
