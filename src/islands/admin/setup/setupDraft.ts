// The setup page's problems under the schema the server uses (src/lib/forms/shopSetup.ts), each
// named by its field (../kit/schemaFields.ts).
import { SHOP_SETUP_LABELS, shopSetupSchema, type ShopSetup, type ShopSetupInput } from '../../../lib/forms/shopSetup';
import { schemaFields } from '../kit/schemaFields';

export type SetupField = keyof typeof SHOP_SETUP_LABELS;
export type SetupProblems = Partial<Record<SetupField, string>>;

const setupForm = schemaFields(SHOP_SETUP_LABELS, shopSetupSchema);

/** The fields in the order the page shows them (the first problem gets the focus). */
export const SETUP_FIELDS = setupForm.fields;
export const problemOfServer = setupForm.problemOfServer;

/** The answers as the server would read them, or the first problem of each field. */
export function checkSetup(draft: ShopSetupInput): { setup: ShopSetup } | { problems: SetupProblems } {
  const checked = setupForm.check(draft);
  return 'problems' in checked ? checked : { setup: checked.data };
}
