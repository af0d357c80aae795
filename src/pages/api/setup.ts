import { json, parseWith, readJson } from '../../server/http/endpoint';
import { methodNotAllowed } from '../../server/http/methods';
import { shopOrigin } from '../../server/http/proxyTrust';
import { shopSetupSchema } from '../../lib/forms/shopSetup';
import { readSetup, savedView, saveSetup } from '../../server/setup/shopSetup';
import { adminHandle } from '../../server/http/adminEndpoint';

export const prerender = false;

/** The answers as stored, and how the last publish goes (docs/api.md#setup). Admin only. */
export const GET = adminHandle(async (_ctx, db) => {
  return json({ success: true, ...(await readSetup(db)) });
});

/** Every answer at once: the settings are written and one publish of the content queued. */
export const PUT = adminHandle(async ({ request }, db, admin) => {
  const input = parseWith(shopSetupSchema, await readJson(request));
  const publish = await saveSetup(db, admin, input, shopOrigin(request));
  const view = await savedView(db, input, publish);
  return json({ success: true, message: 'Saved: the pages are being rebuilt.', ...view }, 202);
});

export const ALL = methodNotAllowed('GET, PUT');
