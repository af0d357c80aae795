// One message per field, "<Label> <message>", named the way the form labels it: from zod issues
// (the shared schemas say "is required"), or from the server's 400, whose message starts with the
// field's key ("newPassword: is too common...", docs/api.md#errors) and is shown as "New password
// is too common..." beside that field.
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

/** The server's "<key>: <message>" when the key is one of the form's `labels`: that field and the
 *  message in the form's words; null for any other message. */
export function serverFieldError(message: string, labels: Record<string, string>): { field: string; text: string } | null {
  const match = /^([\w.]+): (.+)$/s.exec(message);
  if (!match || !Object.hasOwn(labels, match[1])) return null;
  const [, field, rest] = match;
  const label = labels[field];
  return { field, text: label ? `${label} ${rest}` : rest.charAt(0).toUpperCase() + rest.slice(1) };
}

/** A server's message in the form's words: a labelled key (or a path whose last part is one, as
 *  "savedAddress.city") becomes its label; a key labelled '' is left out ("token: this link has
 *  expired." -> "This link has expired."); any other message stays as it is. */
export function inWords(message: string, labels: Record<string, string>): string {
  const named = serverFieldError(message, labels);
  if (named) return named.text;
  const nested = /^[\w.]*\.(\w+): (.+)$/s.exec(message);
  return nested && Object.hasOwn(labels, nested[1]) ? inWords(`${nested[1]}: ${nested[2]}`, labels) : message;
}
