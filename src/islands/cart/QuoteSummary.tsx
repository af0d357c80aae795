// The totals of the cart page and checkout, all from the server's quote: Subtotal, each promotion
// applied (its name, its code when one was entered, what it took off: free shipping lists the
// shipping it saved), Discount (when there is one), Shipping ("Free" at 0), Tax (when there is
// some) and Total. Before the first quote the rows hold placeholders of the same height; while a
// newer quote is on its way the last one is shown in the muted colour (still AA on the summary's
// background) and marked busy, so nothing moves and no total is ever the browser's own.
import type { CartQuote } from '../../lib/cartQuote';
import { formatCents, type Cents } from '../../lib/money';

interface Props {
  quote: CartQuote | null;
  /** false: `quote` is for an earlier state of the cart */
  current: boolean;
  /** data-testid prefix of the amounts: `cart` gives cart-subtotal, cart-total, … */
  testId: string;
}

interface Row {
  label: string;
  /** the test id's suffix, and the React key */
  id: string;
  cents: Cents;
  /** shown instead of 0 */
  zero?: string;
  /** the code entered, beside a promotion's name */
  code?: string | null;
  promotion?: boolean;
}

/** The rows shown: the promotions and Discount, and Tax, only when there are some. */
function rowsOf(quote: CartQuote | null): Row[] {
  if (!quote)
    return [
      { label: 'Subtotal', id: 'subtotal', cents: 0 },
      { label: 'Shipping', id: 'shipping', cents: 0 },
      { label: 'Total', id: 'total', cents: 0 },
    ];
  const promotions = quote.discounts.map((applied): Row => ({
    label: applied.name,
    id: `promotion-${applied.promotionId}`,
    cents: -applied.amount,
    code: applied.code,
    promotion: true,
  }));
  const discount: Row[] = quote.discount ? [{ label: 'Discount', id: 'discount', cents: -quote.discount }] : [];
  const tax: Row[] = quote.tax ? [{ label: 'Tax', id: 'tax', cents: quote.tax }] : [];
  return [
    { label: 'Subtotal', id: 'subtotal', cents: quote.subtotal },
    ...promotions,
    ...discount,
    { label: 'Shipping', id: 'shipping', cents: quote.shipping, zero: 'Free' },
    ...tax,
    { label: 'Total', id: 'total', cents: quote.total },
  ];
}

export function QuoteSummary({ quote, current, testId }: Props) {
  return (
    <dl className="space-y-1 text-sm" aria-busy={!current}>
      {rowsOf(quote).map(({ label, id, cents, zero, code, promotion }) => (
        <div
          key={id}
          className={id === 'total' ? 'flex justify-between text-lg font-bold' : 'flex justify-between gap-3'}
          data-testid={promotion ? `${testId}-promotion` : undefined}
        >
          {/* a promotion's name is the admin's and its code up to 32 characters: they wrap, the amount stays in the box */}
          <dt
            className={
              id === 'total'
                ? 'text-ink'
                : promotion
                  ? 'min-w-0 pl-3 text-green-800 [overflow-wrap:anywhere]'
                  : 'text-ink-soft'
            }
          >
            {label}
            {code && <span className="ml-1.5 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold">{code}</span>}
          </dt>
          <dd
            className={`shrink-0 ${current ? (promotion ? 'text-green-800' : 'text-ink') : 'text-ink-soft'}`}
            data-testid={promotion ? undefined : `${testId}-${id}`}
          >
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
