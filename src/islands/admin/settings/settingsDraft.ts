// The Setting form's problems under the schema the server uses (src/lib/forms/shopSettings.ts),
// each named by the field it concerns so the page shows it beside that field, the server's 400
// ("defaultCountry: must be …") included.
import { SHOP_SETTINGS_LABELS, shopSettingsSchema } from '../../../lib/forms/shopSettings';
import type { ShopSettings } from '../../../lib/types';

export type SettingsField = keyof ShopSettings;
export type SettingsProblems = Partial<Record<SettingsField, string>>;

/** The fields in the order the page shows them (and focuses the first problem). */
export const SETTINGS_FIELDS = Object.keys(SHOP_SETTINGS_LABELS) as SettingsField[];

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

const fieldOf = (path: string): SettingsField | null =>
  SETTINGS_FIELDS.includes(path as SettingsField) ? (path as SettingsField) : null;

/** The settings as the server would store them, or the first problem of each field. */
export function checkSettings(draft: ShopSettings): { settings: ShopSettings } | { problems: SettingsProblems } {
  const parsed = shopSettingsSchema.safeParse(draft);
  if (parsed.success) return { settings: { ...draft, ...parsed.data } };
  const problems: SettingsProblems = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path.join('.'));
    if (field && !problems[field]) problems[field] = sentence(issue.message);
  }
  return { problems };
}

/** A server's 400 "<field>: <message>" as the problem of that field, else null. */
export function problemOfServer(message: string): SettingsProblems | null {
  const match = /^([A-Za-z]+): (.+)$/s.exec(message);
  const field = match && fieldOf(match[1]);
  return field ? { [field]: sentence(match[2]) } : null;
}

export const sameSettings = (a: ShopSettings, b: ShopSettings) =>
  SETTINGS_FIELDS.every((field) => a[field] === b[field]);
