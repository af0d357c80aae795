import { requireAdmin } from '../../../server/accounts/auth';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { shopSettingsSchema } from '../../../lib/forms/shopSettings';
import { readShopSettings, settingsHistory, updateShopSettings } from '../../../server/settings/shopSettings';

export const prerender = false;

/** The settings and their latest changes (docs/api.md#settings). Admin only. */
export const GET = handle(async ({ request }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  const [settings, history] = await Promise.all([readShopSettings(db), settingsHistory(db)]);
  return json({ success: true, settings, history });
});

/** The whole set, as GET answers it. */
export const PUT = handle(async ({ request }) => {
  const db = await getDb();
  const admin = await requireAdmin(db, request);
  const input = parseWith(shopSettingsSchema, await readJson(request));
  const settings = await updateShopSettings(db, input, admin);
  return json({ success: true, message: 'Settings saved successfully', settings, history: await settingsHistory(db) });
});

export const ALL = methodNotAllowed('GET, PUT');
