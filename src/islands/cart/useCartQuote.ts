// The server's quote for the cart as it is now: asked again whenever the request changes (lines,
// quantities, prices seen, checkout's address), a moment after the last change so a few clicks
// on a stepper make one request, and the request before aborted. The last quote received stays
// available, marked stale, while the next one is on its way: the page dims it rather than
// showing a total of its own making.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { quoteInCents, type CartQuote } from '../../lib/cartQuote';
import type { Quote, QuoteRequest } from '../../lib/types';

/** Long enough for a burst of stepper clicks, short enough to feel immediate. */
const SETTLE_MS = 250;

interface Received {
  quote: CartQuote | null;
  /** the request it answers; '' for a quote that came from elsewhere (a refused order) */
  key: string;
}

/** `request`: null when there is nothing to price (no lines, or not mounted yet). */
export function useCartQuote(request: QuoteRequest | null) {
  const key = request ? JSON.stringify(request) : '';
  const [received, setReceived] = useState<Received>({ quote: null, key: '' });
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  // the first quote of the page is asked at once; only changes after it wait for the shopper to settle
  const hasQuote = useRef(false);
  hasQuote.current = received.quote !== null;

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        api.cart
          .quote(JSON.parse(key) as QuoteRequest, controller.signal)
          .then(({ quote }) => {
            setReceived({ quote: quoteInCents(quote), key });
            setError('');
          })
          .catch((err: Error) => {
            if (err.name !== 'AbortError') setError(err.message);
          });
      },
      hasQuote.current ? SETTLE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt]);

  /** Shows a quote the server gave elsewhere (a refused order's) and asks for the cart's own again. */
  const replace = useCallback((quote: Quote) => {
    setReceived({ quote: quoteInCents(quote), key: '' });
    setAttempt((a) => a + 1);
  }, []);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  return { quote: received.quote, current: key !== '' && received.key === key, error, replace, retry };
}
