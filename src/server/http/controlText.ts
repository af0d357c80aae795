// Bad text is a 400, refused once at the edge: NUL and the other C0 control characters (and DEL)
// in JSON bodies, multipart fields, query parameters and route ids. PostgreSQL cannot store NUL
// in text at all, and no field of this shop means a control character. Tab, newline and carriage
// return pass only in fields that hold free text (descriptions, notes, JSON text fields).
import { badRequest } from './httpError';

/** Fields whose text may span lines or be indented. */
const MULTILINE_FIELDS = new Set(['description', 'note', 'existingImages', 'deletedImages']);

// control characters are exactly what these look for
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function hasBadControl(value: string, field: string): boolean {
  const last = field.split('.').pop() ?? field;
  return (MULTILINE_FIELDS.has(last) ? CONTROL_BUT_WHITESPACE : ANY_CONTROL).test(value);
}

const refusal = (field: string) => badRequest(`${field}: must not contain control characters.`);

/** Throws 400 naming the field when a text value holds a control character it may not. */
export function assertCleanText(field: string, value: string): void {
  if (hasBadControl(value, field)) throw refusal(field);
}

/** Walks a parsed JSON value; keys count as text too. */
export function assertCleanJson(value: unknown, field = 'body'): void {
  if (typeof value === 'string') return assertCleanText(field, value);
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertCleanJson(item, `${field}.${i}`));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (ANY_CONTROL.test(key)) throw refusal(field);
    assertCleanJson(item, field === 'body' ? key : `${field}.${key}`);
  }
}

/** Route params (ids, slugs) and query parameters: one line each, no control characters at all. */
export function assertCleanRequestText(params: Record<string, string | undefined>, query: URLSearchParams): void {
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && ANY_CONTROL.test(value)) throw refusal(name);
  }
  for (const [name, value] of query) {
    if (ANY_CONTROL.test(name) || ANY_CONTROL.test(value)) throw refusal(ANY_CONTROL.test(name) ? 'query' : name);
  }
}
