// An order waiting for its card payment refreshes itself, so "Payment received" shows as soon
// as Stripe's webhook has arrived, without the shopper reloading.
import { useEffect } from 'react';
import type { Order } from '../../lib/types';

const EVERY_MS = 3_000;
/** the payment window and a margin: after that the page stops asking */
const GIVE_UP_MS = 40 * 60_000;

export function useAwaitingRefresh(order: Order | null, reload: () => Promise<unknown>): void {
  const waiting = order?.status === 'awaiting_payment';
  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const tick = () => {
      if (stopped || Date.now() - started > GIVE_UP_MS) return;
      void reload().finally(() => {
        if (!stopped) timer = setTimeout(tick, EVERY_MS);
      });
    };
    timer = setTimeout(tick, EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waiting, reload]);
}
