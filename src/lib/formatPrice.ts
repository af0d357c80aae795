const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are numbers of US dollars; the shop shows them as `$1,199.00` and `-$5.00` (fixed
 *  locale, so the server-rendered text and the browser's always agree). */
export function formatPrice(value: number): string {
  return usd.format(value);
}
