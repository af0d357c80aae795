// Checkout's shipping methods: the quote's options for the address (docs/api.md#shipping) as radio
// choices with their price ("Free" at 0) and estimate. The one checked is the shopper's pick, or
// the quote's own choice (the cheapest); picking another asks a new quote, so the totals stay the
// server's. The box keeps its place before the address is complete, so nothing below it jumps.
import type { CartQuote } from '../../lib/cartQuote';
import { deliveryEstimate } from '../../lib/deliveryEstimate';
import { formatCents } from '../../lib/money';

interface Props {
  quote: CartQuote | null;
  /** false: `quote` is for an earlier state of the cart or the address */
  current: boolean;
  /** the address is complete, so the quote is for it */
  addressReady: boolean;
  /** the shopper's pick, while it is one of the options */
  picked: string | undefined;
  onPick: (id: string) => void;
}

export function ShippingChoice({ quote, current, addressReady, picked, onPick }: Props) {
  const options = addressReady ? (quote?.shippingOptions ?? []) : [];
  const checked = options.some((o) => o.id === picked) ? picked : quote?.shippingMethodId;
  const note = !addressReady
    ? 'The shipping options appear once the address is complete.'
    : !quote || (!current && !options.length)
      ? 'Finding shipping options…'
      : quote.shippingProblem
        ? 'No shipping method for this address: see above.'
        : options.length
          ? ''
          : 'Shipping is free.';
  return (
    <fieldset className="rounded-xl border border-line p-5" aria-busy={addressReady && !current}>
      <legend className="px-1 text-lg font-bold text-ink">Shipping method</legend>
      {note ? (
        <p className="text-sm text-ink-muted" role="status">
          {note}
        </p>
      ) : (
        <div className="space-y-2" data-testid="shipping-options">
          {options.map((option) => (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="shipping-method"
                value={option.id}
                checked={checked === option.id}
                onChange={() => onPick(option.id)}
                className="h-5 w-5 shrink-0"
              />
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                <span className="block font-medium text-ink">{option.name}</span>
                <span className="block text-sm text-ink-muted">{deliveryEstimate(option)}</span>
              </span>
              <span className={`shrink-0 font-semibold ${current ? 'text-ink' : 'text-ink-soft'}`}>
                {option.price === 0 ? 'Free' : formatCents(option.price)}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
