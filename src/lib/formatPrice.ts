/** Prices are numbers of US dollars; the shop shows them as `$1,199.00` and `-$5.00` (fixed
 *  locale, so the server-rendered text and the browser's always agree).
 *
 *  Written out by hand rather than with `Intl.NumberFormat`: a page's first `Intl` formatter
 *  loads the browser's locale data in one long task, and every catalogue and product page
 *  formats prices as its scripts start. The output is the same as en-US currency formatting
 *  (tests/unit/formatPrice.test.ts compares the two). */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return intlFormat(value);
  const [whole, cents] = toCents(Math.abs(value));
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}$${grouped}.${cents}`;
}

/** Rounds half away from zero on the number's shortest decimal form, as `Intl` does
 *  (`toFixed` rounds the binary value, which makes 0.015 `0.01`). */
function toCents(positive: number): [string, string] {
  if (positive < 1e-6) return ['0', '00']; // String() would write these with an exponent
  const [whole, fraction = ''] = String(positive).split('.');
  const roundUp = fraction.length > 2 && fraction[2] >= '5';
  const cents = (BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (roundUp ? 1n : 0n)).toString().padStart(3, '0');
  return [cents.slice(0, -2), cents.slice(-2)];
}

/** Only for values no price can have: not finite, or so large that `String()` writes an exponent. */
function intlFormat(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
}
