// The totals of the cart page and checkout, all from the server's quote: Subtotal, Discount
// (when there is one), Shipping ("Free" at 0), Tax (when there is some) and Total. Before the
// first quote the rows hold placeholders of the same height; while a newer quote is on its way
// the last one is shown in the muted colour (still AA on the summary's background) and marked
// busy, so nothing moves and no total is ever the browser's own.
import type { CartQuote } from '../../lib/cartQuote';
import { formatCents, type Cents } from '../../lib/money';

interface Props {
  quote: CartQuote | null;
  /** false: `quote` is for an earlier state of the cart */
  current: boolean;
  /** data-testid prefix of the amounts: `cart` gives cart-subtotal, cart-total, … */
  testId: string;
}

export function QuoteSummary({ quote, current, testId }: Props) {
  const tone = current ? 'text-ink' : 'text-ink-soft';
  const amount = (cents: Cents, id: string, zero?: string) =>
    quote ? (
      <dd className={tone} data-testid={`${testId}-${id}`}>
        {cents === 0 && zero ? zero : formatCents(cents)}
      </dd>
    ) : (
      <dd data-testid={`${testId}-${id}`}>
        <span className="inline-block w-16 rounded bg-slate-200 text-transparent motion-safe:animate-pulse">
          &nbsp;
        </span>
      </dd>
    );
  return (
    <dl className="space-y-1 text-sm" aria-busy={!current}>
      <div className="flex justify-between">
        <dt className="text-ink-soft">Subtotal</dt>
        {amount(quote?.subtotal ?? 0, 'subtotal')}
      </div>
      {quote && quote.discount !== 0 && (
        <div className="flex justify-between">
          <dt className="text-ink-soft">Discount</dt>
          {amount(-quote.discount, 'discount')}
        </div>
      )}
      <div className="flex justify-between">
        <dt className="text-ink-soft">Shipping</dt>
        {amount(quote?.shipping ?? 0, 'shipping', 'Free')}
      </div>
      {quote && quote.tax !== 0 && (
        <div className="flex justify-between">
          <dt className="text-ink-soft">Tax</dt>
          {amount(quote.tax, 'tax')}
        </div>
      )}
      <div className="flex justify-between text-lg font-bold">
        <dt className="text-ink">Total</dt>
        {amount(quote?.total ?? 0, 'total')}
      </div>
    </dl>
  );
}
