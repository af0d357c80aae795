/** the spec's customers table shows "-" for an empty value */
export function orDash(value: string | null | undefined): string {
  return value && value.trim() ? value : '-';
}
