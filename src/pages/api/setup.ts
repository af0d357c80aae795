import { requireAdmin } from '../../server/accounts/auth';
import { getDb } from '../../server/db/client';
import { handle, json, parseWith, readJson } from '../../server/http/endpoint';
import { methodNotAllowed } from '../../server/http/methods';
import { shopOrigin } from '../../server/http/proxyTrust';
import { shopSetupSchema } from '../../lib/forms/shopSetup';
import { readSetup, savedView, saveSetup } from '../../server/setup/shopSetup';

export const prerender = false;

/** The answers as stored, and how the last publish goes (docs/api.md#setup). Admin only. */
export const GET = handle(async ({ request }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  return json({ success: true, ...(await readSetup(db)) });
});

/** Every answer at once: the settings are written and one publish of the content queued. */
export const PUT = handle(async ({ request }) => {
  const db = await getDb();
  const admin = await requireAdmin(db, request);
  const input = parseWith(shopSetupSchema, await readJson(request));
  const publish = await saveSetup(db, admin, input, shopOrigin(request));
  const view = await savedView(db, input, publish);
  return json({ success: true, message: 'Saved: the pages are being rebuilt.', ...view }, 202);
});

export const ALL = methodNotAllowed('GET, PUT');
