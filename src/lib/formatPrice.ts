/** Prices are numbers of US dollars; the shop shows them as `$1,199.00` (fixed locale, so the
 *  server-rendered text and the browser's always agree). */
export function formatPrice(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
