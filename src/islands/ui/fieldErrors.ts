// zod issues -> one message per field, "<Label> <message>" (the shared schemas say "is required").
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError, labels: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    const field = String(issue.path.at(-1) ?? '');
    if (!out[key]) out[key] = `${labels[field] ?? field} ${issue.message}`;
  }
  return out;
}
