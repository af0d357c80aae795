/** Prices are stored as numbers of US dollars; the shop shows them with a `$` prefix. */
export function formatPrice(value: number): string {
  return `$${value.toFixed(2)}`;
}
