// One problem of a panel's JSON fields (options, variants, specs, attributes), named by the path
// the shared schemas and the server's 400 use ("variants.2.price"), shown in the page next to the
// control it concerns. The control's id is derived from the same path, so the panel can move the
// focus to it.

export type FieldProblem = { path: string; message: string } | null;

const VARIANT_CELL = /^variants\.(\d+)\.(sku|price|compareAtPrice|stock|weight|images)\b/;

/** The id of the control a problem's path concerns. */
export function controlId(path: string): string {
  let m = VARIANT_CELL.exec(path);
  if (m) return `variants-${m[1]}-${m[2]}`;
  if ((m = /^variants\.(\d+)\.specs\.(.+)$/.exec(path))) return `variants-${m[1]}-specs-${m[2]}`;
  if ((m = /^variants\.(\d+)/.exec(path))) return `variants-${m[1]}-sku`;
  if (path.startsWith('variants')) return 'variants-generate';
  if ((m = /^options\.(\d+)\.(name|values)/.exec(path))) return `options-${m[1]}-${m[2]}`;
  if (path.startsWith('options')) return 'options-add';
  if ((m = /^specs\.(.+)$/.exec(path))) return `specs-${m[1]}`;
  if ((m = /^attributes\.(\d+)\.(key|name|type|unit|values)/.exec(path))) return `attributes-${m[1]}-${m[2]}`;
  if ((m = /^attributes\.(\d+)/.exec(path))) return `attributes-${m[1]}-name`;
  return 'attributes-add';
}

/** The problem's message when it concerns the control with this id ("Must be …"). */
export function messageFor(problem: FieldProblem, id: string): string | undefined {
  if (!problem || controlId(problem.path) !== id) return undefined;
  return problem.message.charAt(0).toUpperCase() + problem.message.slice(1);
}

export function focusControl(problem: FieldProblem): void {
  if (!problem) return;
  const id = controlId(problem.path);
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** A server's "<field path>: <message>" for one of these JSON fields, else null. */
export function problemOfMessage(message: string): FieldProblem {
  const match = /^((?:options|variants|specs|attributes)(?:\.[^:]+)?): (.+)$/s.exec(message);
  return match ? { path: match[1], message: match[2] } : null;
}
