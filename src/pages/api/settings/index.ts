import { json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { shopSettingsSchema } from '../../../lib/forms/shopSettings';
import { readShopSettings, settingsHistory, updateShopSettings } from '../../../server/settings/shopSettings';
import { adminHandle } from '../../../server/http/adminEndpoint';

export const prerender = false;

/** The settings and their latest changes (docs/api.md#settings). Admin only. */
export const GET = adminHandle(async (_ctx, db) => {
  const [settings, history] = await Promise.all([readShopSettings(db), settingsHistory(db)]);
  return json({ success: true, settings, history });
});

/** The whole set, as GET answers it. */
export const PUT = adminHandle(async ({ request }, db, admin) => {
  const input = parseWith(shopSettingsSchema, await readJson(request));
  const settings = await updateShopSettings(db, input, admin);
  return json({ success: true, message: 'Settings saved successfully', settings, history: await settingsHistory(db) });
});

export const ALL = methodNotAllowed('GET, PUT');
