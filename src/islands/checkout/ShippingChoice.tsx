// Checkout's shipping methods, under the address they depend on: the quote's options for it
// (docs/api.md#shipping) as radio choices with their price ("Free" at 0) and estimate, or why the
// cart cannot go there ("We do not ship to Brazil."). The one checked is the shopper's pick, or the
// quote's own choice (the cheapest); picking another asks a new quote, so the totals stay the
// server's. The box keeps its place before the address is complete, so nothing below it jumps.
import type { CartQuote } from '../../lib/cartQuote';
import { deliveryEstimate } from '../../lib/deliveryEstimate';
import { formatCents } from '../../lib/money';

interface Props {
  /** null while the address is incomplete */
  quote: CartQuote | null;
  /** false: `quote` is for an earlier address or cart (a newer one is on its way) */
  current: boolean;
  /** the shopper's pick */
  picked: string | undefined;
  onPick: (id: string) => void;
}

export function ShippingChoice({ quote, current, picked, onPick }: Props) {
  const options = quote?.shippingOptions ?? [];
  const problem = quote?.shippingProblem;
  return (
    <fieldset className="rounded-xl border border-line p-5">
      <legend className="px-1 text-lg font-bold text-ink">Shipping method</legend>
      {problem ? (
        <p role="alert" className="font-semibold text-sale">
          {problem}
        </p>
      ) : options.length ? (
        options.map((option) => (
          <label key={option.id} className="flex min-h-11 items-center gap-3 py-2">
            <input
              type="radio"
              name="shipping"
              value={option.id}
              checked={(picked ?? quote?.shippingMethodId) === option.id}
              onChange={() => onPick(option.id)}
              className="h-5 w-5"
            />
            <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
              <span className="block text-ink">{option.name}</span>
              <span className="block text-sm text-ink-muted">{deliveryEstimate(option)}</span>
            </span>
            <span className="font-semibold text-ink">{option.price ? formatCents(option.price) : 'Free'}</span>
          </label>
        ))
      ) : (
        <p role="status" className="text-sm text-ink-muted">
          {!quote
            ? 'The shipping options show once the address is complete.'
            : current
              ? 'Shipping is free.'
              : 'Finding shipping options…'}
        </p>
      )}
    </fieldset>
  );
}
