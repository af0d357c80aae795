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

type Row = readonly [label: string, id: string, cents: Cents, zero?: string];

/** The rows shown: Discount and Tax only when there is some, Shipping "Free" at 0. */
function rowsOf(quote: CartQuote | null): Row[] {
  if (!quote)
    return [
      ['Subtotal', 'subtotal', 0],
      ['Shipping', 'shipping', 0],
      ['Total', 'total', 0],
    ];
  const discount: Row[] = quote.discount ? [['Discount', 'discount', -quote.discount]] : [];
  const tax: Row[] = quote.tax ? [['Tax', 'tax', quote.tax]] : [];
  return [
    ['Subtotal', 'subtotal', quote.subtotal],
    ...discount,
    ['Shipping', 'shipping', quote.shipping, 'Free'],
    ...tax,
    ['Total', 'total', quote.total],
  ];
}

export function QuoteSummary({ quote, current, testId }: Props) {
  return (
    <dl className="space-y-1 text-sm" aria-busy={!current}>
      {rowsOf(quote).map(([label, id, cents, zero]) => (
        <div key={id} className={id === 'total' ? 'flex justify-between text-lg font-bold' : 'flex justify-between'}>
          <dt className={id === 'total' ? 'text-ink' : 'text-ink-soft'}>{label}</dt>
          <dd className={current ? 'text-ink' : 'text-ink-soft'} data-testid={`${testId}-${id}`}>
            {!quote ? (
              <span className="inline-block w-16 rounded bg-slate-200 text-transparent motion-safe:animate-pulse">
                &nbsp;
              </span>
            ) : cents === 0 && zero ? (
              zero
            ) : (
              formatCents(cents)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
