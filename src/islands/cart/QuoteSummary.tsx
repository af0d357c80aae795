// The totals of the cart page and checkout, all from the server's quote: Subtotal, each promotion
// applied (its name, its code when one was entered, what it took off: free shipping lists the
// shipping it saved), Discount (when there is one), Shipping ("Free" at 0, or what the page says
// while no address is known: "Calculated at checkout"), the tax and Total.
// Tax added to the prices shows one line per rate above the total ("California sales tax
// (7.25%)"); tax inside the prices shows under the total what of it was tax ("Includes Germany
// VAT (19%)"), as the shopper pays the total either way. Before the first quote the rows hold
// placeholders of the same height; while a newer quote is on its way the last one is shown in the
// muted colour (still AA on the summary's background) and marked busy, so nothing moves and no
// total is ever the browser's own.
import type { CartQuote } from '../../lib/cartQuote';
import { formatCents, type Cents } from '../../lib/money';
import { taxLineLabel } from '../../lib/taxText';

interface Props {
  quote: CartQuote | null;
  /** false: `quote` is for an earlier state of the cart */
  current: boolean;
  /** data-testid prefix of the amounts: `cart` gives cart-subtotal, cart-total, … */
  testId: string;
  /** said in place of the shipping while no address is known (the quote's 0 is no price) */
  shippingUnknown?: string;
}

type Kind = 'amount' | 'promotion' | 'tax' | 'total' | 'included';

interface Row {
  label: string;
  /** the React key, and the amount's test id suffix for the rows there is one of */
  id: string;
  kind: Kind;
  cents: Cents;
  /** shown instead of 0 */
  zero?: string;
  /** the code entered, beside a promotion's name */
  code?: string | null;
}

/** The rows shown: the promotions, Discount and the tax only when there are some. */
function rowsOf(quote: CartQuote | null, shippingUnknown?: string): Row[] {
  if (!quote)
    return [
      { label: 'Subtotal', id: 'subtotal', kind: 'amount', cents: 0 },
      { label: 'Shipping', id: 'shipping', kind: 'amount', cents: 0 },
      { label: 'Total', id: 'total', kind: 'total', cents: 0 },
    ];
  const promotions = quote.discounts.map((applied): Row => ({
    label: applied.name,
    id: `promotion-${applied.promotionId}`,
    kind: 'promotion',
    cents: -applied.amount,
    code: applied.code,
  }));
  const discount: Row[] = quote.discount
    ? [{ label: 'Discount', id: 'discount', kind: 'amount', cents: -quote.discount }]
    : [];
  // the rates' lines sum to the tax (src/lib/pricing.ts), so no separate Tax row is needed
  const tax = quote.taxLines.map((line, index): Row => ({
    label: quote.taxIncluded ? `Includes ${taxLineLabel(line)}` : taxLineLabel(line),
    id: `tax-${index}`,
    kind: quote.taxIncluded ? 'included' : 'tax',
    cents: line.amount,
  }));
  const total: Row = { label: 'Total', id: 'total', kind: 'total', cents: quote.total };
  return [
    { label: 'Subtotal', id: 'subtotal', kind: 'amount', cents: quote.subtotal },
    ...promotions,
    ...discount,
    // without an address the quote's shipping is 0 (docs/api.md#shipping), which is no price
    { label: 'Shipping', id: 'shipping', kind: 'amount', cents: quote.shipping, zero: shippingUnknown ?? 'Free' },
    ...(quote.taxIncluded ? [total, ...tax] : [...tax, total]),
  ];
}

const ROW_CLASS: Record<Kind, string> = {
  amount: 'flex justify-between gap-3',
  promotion: 'flex justify-between gap-3',
  tax: 'flex justify-between gap-3',
  total: 'flex justify-between text-lg font-bold',
  included: 'flex justify-between gap-3 text-xs',
};

/** Names (a promotion's and a tax rate's are the admin's) wrap; the amount stays in the box. */
const LABEL_CLASS: Record<Kind, string> = {
  amount: 'text-ink-soft',
  promotion: 'min-w-0 pl-3 text-green-800 [overflow-wrap:anywhere]',
  tax: 'min-w-0 text-ink-soft [overflow-wrap:anywhere]',
  total: 'text-ink',
  included: 'min-w-0 text-ink-soft [overflow-wrap:anywhere]',
};

/** Rows there may be several of carry their kind's test id; the others' amounts their own. */
const MANY: Partial<Record<Kind, string>> = { promotion: 'promotion', tax: 'tax-line', included: 'tax-included' };

const AMOUNT_CLASS: Record<Kind, string> = {
  amount: 'text-ink',
  promotion: 'text-green-800',
  tax: 'text-ink',
  total: 'text-ink',
  included: 'text-ink-soft',
};

export function QuoteSummary({ quote, current, testId, shippingUnknown }: Props) {
  return (
    <dl className="space-y-1 text-sm" aria-busy={!current}>
      {rowsOf(quote, shippingUnknown).map((row) => {
        const many = MANY[row.kind];
        return (
          <div key={row.id} className={ROW_CLASS[row.kind]} data-testid={many && `${testId}-${many}`}>
            <dt className={LABEL_CLASS[row.kind]}>
              {row.label}
              {row.code && (
                <span className="ml-1.5 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold">{row.code}</span>
              )}
            </dt>
            <dd
              className={`shrink-0 ${current ? AMOUNT_CLASS[row.kind] : 'text-ink-soft'}`}
              data-testid={many ? undefined : `${testId}-${row.id}`}
            >
              {!quote ? (
                <span className="inline-block w-16 rounded bg-slate-200 text-transparent motion-safe:animate-pulse">
                  &nbsp;
                </span>
              ) : row.cents === 0 && row.zero ? (
                row.zero
              ) : (
                formatCents(row.cents)
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
