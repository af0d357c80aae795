/** the customers table shows "-" for an empty value (docs/product.md#admin) */
export function orDash(value: string | null | undefined): string {
  return value && value.trim() ? value : '-';
}
