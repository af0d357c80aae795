/** Prices as the shop shows them: `$1,199.00`, `-$5.00` (a fixed locale, so the server-rendered
 *  text and the browser's always agree).
 *
 *  There is one formatter, `formatCents` in ./money.ts, for amounts in whole cents: what the
 *  browser and the server compute with. `formatPrice` is for a decimal printed straight from the
 *  API or the database without any arithmetic on it (a product's price on a card, an order's
 *  total in a list): it reads the decimal into cents on its text (`toCents`) and formats those.
 *  Anything computed is computed in cents first and formatted with `formatCents`.
 *
 *  Written by hand rather than with `Intl.NumberFormat`: a page's first `Intl` formatter loads
 *  the browser's locale data in one long task, and every catalogue and product page formats
 *  prices as its scripts start. The output is the same as en-US currency formatting
 *  (tests/unit/formatPrice.test.ts compares the two). */
import { formatCents, toCents, type Cents } from './money';

/** Below this `String()` writes an exponent; such a magnitude is $0.00. */
const SMALLEST_PLAIN = 1e-6;

export function formatPrice(value: number): string {
  const magnitude = Math.abs(value);
  let cents: Cents;
  try {
    cents = magnitude < SMALLEST_PLAIN ? 0 : toCents(magnitude);
  } catch {
    return intlFormat(value); // not finite, or past the largest amount toCents reads
  }
  // the sign of the value, not of its cents: -0.001 is "-$0.00", as en-US formatting writes it
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + formatCents(cents);
}

/** Only for values no price can have: not finite, or past the largest amount in cents. */
function intlFormat(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
}
