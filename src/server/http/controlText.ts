// Bad text is a 400, refused once at the edge: NUL and the other C0 control characters (and DEL)
// in JSON bodies, multipart fields, query parameters and route ids. PostgreSQL cannot store NUL
// in text at all, and no field of this shop means a control character. Tab, newline and carriage
// return pass only in fields that hold free text (descriptions, notes, contact messages and
// replies, the shop's postal address, a content page's Markdown, JSON text fields, an order's
// staff note: POST /api/orders/{id}/notes {text}).
import { badRequest } from './httpError';

/** Fields whose text may span lines or be indented. */
const MULTILINE_FIELDS = new Set([
  'description',
  'note',
  'message',
  'reply',
  'address',
  'body',
  'text',
  'existingImages',
  'deletedImages',
]);

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

interface Pending {
  value: unknown;
  /** null for the value the walk started at */
  parent: Pending | null;
  /** the key or index under the parent */
  key: string;
}

/** `items.1.productId`-style name of a value, built only when it is refused. */
function fieldOf(node: Pending, root: string): string {
  const keys: string[] = [];
  let n = node;
  for (; n.parent; n = n.parent) keys.push(n.key);
  // a key of the body object is named alone (`email`, not `body.email`)
  if (!(root === 'body' && keys.length && !Array.isArray(n.value))) keys.push(root);
  return keys.reverse().join('.');
}

/** Walks a parsed JSON value; keys count as text too. Iterative (a stack of its own, not the
 *  call stack), so no nesting a client sends can exhaust the stack; the first refusal in
 *  document order wins. */
export function assertCleanJson(value: unknown, field = 'body'): void {
  const pending: Pending[] = [{ value, parent: null, key: field }];
  while (pending.length) {
    const node = pending.pop()!;
    if (node.parent && !Array.isArray(node.parent.value) && ANY_CONTROL.test(node.key))
      throw refusal(fieldOf(node.parent, field));
    const item = node.value;
    if (typeof item === 'string') {
      // the field's name is built only for a refusal; its last part decides what may pass
      if (hasBadControl(item, node.key)) throw refusal(fieldOf(node, field));
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const children: [string, unknown][] = Array.isArray(item)
      ? item.map((child, i) => [String(i), child])
      : Object.entries(item);
    for (let i = children.length - 1; i >= 0; i--)
      pending.push({ value: children[i][1], parent: node, key: children[i][0] });
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
