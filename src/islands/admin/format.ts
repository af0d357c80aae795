const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(value: number): string {
  return usd.format(value);
}

/** the spec's customers table shows "-" for an empty value */
export function orDash(value: string | null | undefined): string {
  return value && value.trim() ? value : '-';
}
