import { requireEditor } from '../../../../../server/accounts/auth';
import { entryRef } from '../../../../../server/content/contentEntries';
import { entryHistory } from '../../../../../server/content/versions';
import { getDb } from '../../../../../server/db/client';
import { handle, json } from '../../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../../server/http/methods';

export const prerender = false;

export const GET = handle(async ({ request, params }) => {
  const db = await getDb();
  await requireEditor(db, request);
  const [collection, id] = entryRef(params.collection, params.id);
  return json({ success: true, versions: await entryHistory(db, collection, id) });
});

export const ALL = methodNotAllowed('GET');
