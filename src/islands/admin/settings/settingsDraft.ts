// The Setting form's problems under the schema the server uses (src/lib/forms/shopSettings.ts),
// each named by the field it concerns (../kit/schemaFields.ts).
import { SHOP_SETTINGS_LABELS, shopSettingsSchema } from '../../../lib/forms/shopSettings';
import type { ShopSettings } from '../../../lib/types';
import { schemaFields } from '../kit/schemaFields';

export type SettingsField = keyof ShopSettings;
export type SettingsProblems = Partial<Record<SettingsField, string>>;

const settingsForm = schemaFields<SettingsField, typeof shopSettingsSchema>(SHOP_SETTINGS_LABELS, shopSettingsSchema);

/** The fields in the order the page shows them (and focuses the first problem). */
export const SETTINGS_FIELDS = settingsForm.fields;
export const problemOfServer = settingsForm.problemOfServer;

/** The settings as the server would store them, or the first problem of each field. */
export function checkSettings(draft: ShopSettings): { settings: ShopSettings } | { problems: SettingsProblems } {
  const checked = settingsForm.check(draft);
  return 'problems' in checked ? checked : { settings: { ...draft, ...checked.data } };
}

export const sameSettings = (a: ShopSettings, b: ShopSettings) =>
  SETTINGS_FIELDS.every((field) => a[field] === b[field]);
