// Money is summed in whole cents so totals never drift by floating-point residue.
// Shipping rule (docs/api.md#commerce-contract): free, whatever the cart; the order
// still records `shipping` so a paid rule can be added without changing its shape.

export const CURRENCY = 'USD' as const;

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

export function shippingCents(_subtotalCents: number): number {
  return 0;
}
