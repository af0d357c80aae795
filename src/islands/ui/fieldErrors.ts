// zod issues -> one message per field, "<Label> <message>" (the shared schemas say "is required");
// the server's 400 is put in the same words by ./serverMessages.ts.
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The errors shown (`shown`) that the current values (`now`) still have: a field's error goes as
 *  soon as the field is fixed, and typing never raises a new one before the next submit. */
export function errorsStillThere(shown: FieldErrors, now: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const key of Object.keys(shown)) if (now[key]) out[key] = now[key];
  return out;
}

export function fieldErrors(error: z.ZodError, labels: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    const field = String(issue.path.at(-1) ?? '');
    if (!out[key]) out[key] = `${labels[field] ?? field} ${issue.message}`;
  }
  return out;
}
