// The setup page's problems under the schema the server uses (src/lib/forms/shopSetup.ts), each
// named by its field so the page shows it beside that field, the server's 400 ("phone: must be …")
// included.
import { SHOP_SETUP_LABELS, shopSetupSchema, type ShopSetup, type ShopSetupInput } from '../../../lib/forms/shopSetup';

export type SetupField = keyof typeof SHOP_SETUP_LABELS;
export type SetupProblems = Partial<Record<SetupField, string>>;

/** The fields in the order the page shows them (the first problem gets the focus). */
export const SETUP_FIELDS = Object.keys(SHOP_SETUP_LABELS) as SetupField[];

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);
const fieldOf = (path: string): SetupField | null =>
  SETUP_FIELDS.includes(path as SetupField) ? (path as SetupField) : null;

/** The answers as the server would read them, or the first problem of each field. */
export function checkSetup(draft: ShopSetupInput): { setup: ShopSetup } | { problems: SetupProblems } {
  const parsed = shopSetupSchema.safeParse(draft);
  if (parsed.success) return { setup: parsed.data };
  const problems: SetupProblems = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (field && !problems[field]) problems[field] = sentence(issue.message);
  }
  return { problems };
}

/** A server's 400 "<field>: <message>" as the problem of that field, else null. */
export function problemOfServer(message: string): SetupProblems | null {
  const match = /^([A-Za-z]+)(?:\.\d+)?: (.+)$/s.exec(message);
  const field = match && fieldOf(match[1]);
  return field ? { [field]: sentence(match[2]) } : null;
}
