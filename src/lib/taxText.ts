// How a tax line reads wherever the shop shows one (the cart and checkout summary, the order's
// page): "California sales tax (7.25%)". A rate has at most 3 decimals (src/lib/forms/taxRate.ts),
// which `String` writes without an exponent or trailing zeros, and without loading Intl's data.
import type { TaxLine } from './types';

export const formatRate = (rate: number) => `${String(rate)}%`;

/** A name that ends in brackets takes the rate inside them: "Germany VAT (reduced, 7%)". */
export const taxLineLabel = ({ name, rate }: Pick<TaxLine, 'name' | 'rate'>) =>
  name.endsWith(')') ? `${name.slice(0, -1)}, ${formatRate(rate)})` : `${name} (${formatRate(rate)})`;
