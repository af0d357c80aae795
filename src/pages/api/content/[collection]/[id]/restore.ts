import { requireEditor } from '../../../../../server/accounts/auth';
import { entryRef, restoreInput, restoreVersion } from '../../../../../server/content/contentEntries';
import { getDb } from '../../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../../server/http/methods';

export const prerender = false;

export const POST = handle(async ({ request, params }) => {
  const db = await getDb();
  const user = await requireEditor(db, request);
  const [collection, id] = entryRef(params.collection, params.id);
  const { version } = parseWith(restoreInput, await readJson(request));
  const publish = await restoreVersion(db, user, collection, id, version);
  return json({ success: true, message: 'Restoring: the pages are being rebuilt.', publish }, 202);
});

export const ALL = methodNotAllowed('POST');
