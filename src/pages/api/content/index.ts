import { requireEditor } from '../../../server/accounts/auth';
import { contentOverview } from '../../../server/content/contentEntries';
import { getDb } from '../../../server/db/client';
import { handle, json } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';

export const prerender = false;

export const GET = handle(async ({ request }) => {
  const db = await getDb();
  await requireEditor(db, request);
  return json({ success: true, ...(await contentOverview(db)) });
});

export const ALL = methodNotAllowed('GET');
