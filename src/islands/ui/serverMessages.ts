// The server's 400 names its field by key first ("newPassword: is too common...",
// docs/api.md#errors); a form shows it the way it labels the field ("New password is too
// common..."), beside that field when it has one, as ./fieldErrors.ts does with its own checks.
/** The server's "<key>: <message>" when the key is one of the form's `labels`: that field and the
 *  message in the form's words ("<Label> <message>", or the message alone when it is a sentence of
 *  its own); null for any other message. */
export function serverFieldError(
  message: string,
  labels: Record<string, string>,
): { field: string; text: string } | null {
  const match = /^([\w.]+): (.+)$/s.exec(message);
  if (!match || !Object.hasOwn(labels, match[1])) return null;
  const [, field, rest] = match;
  const label = labels[field];
  // "category: No category with this id exists." is a sentence of its own
  const sentence = !label || /^[A-Z]/.test(rest);
  return { field, text: sentence ? rest.charAt(0).toUpperCase() + rest.slice(1) : `${label} ${rest}` };
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
