// The admin panels speak through alert() (docs/product.md#validation). They check with the same zod
// schema the endpoint parses with, so limits and messages cannot disagree: the server answers
// "price: must be a number of at least 0.", the panel alerts "Price must be a number of at least 0.".
import type { z } from 'zod';

export const REQUIRED = 'is required.';

/**
 * The alert for the first problem, in the form's order (the keys of `labels`): every missing field
 * first, then the other problems; null when the values are fine.
 */
export function firstAlert(
  schema: z.ZodType,
  values: Record<string, string>,
  labels: Record<string, string>,
): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const order = Object.keys(labels);
  const rank = (issue: z.core.$ZodIssue) =>
    (issue.message === REQUIRED ? 0 : 1000) + order.indexOf(String(issue.path[0] ?? ''));
  const [first] = [...result.error.issues].sort((a, b) => rank(a) - rank(b));
  const field = String(first.path[0] ?? '');
  return `${labels[field] ?? field} ${first.message}`;
}
