// For the benches: one way to read a percentile (nearest rank) out of measured values.

/** The `p`th percentile of `values` by nearest rank (p 50: the median, the lower middle one of an
 *  even count); NaN for no values. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
