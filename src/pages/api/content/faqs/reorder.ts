import { requireEditor } from '../../../../server/accounts/auth';
import { reorderFaqs, reorderInput } from '../../../../server/content/contentEntries';
import { getDb } from '../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';

export const prerender = false;

export const POST = handle(async ({ request }) => {
  const db = await getDb();
  const user = await requireEditor(db, request);
  const { ids } = parseWith(reorderInput, await readJson(request));
  const publish = await reorderFaqs(db, user, ids);
  return json({ success: true, message: 'Reordering: the pages are being rebuilt.', publish }, 202);
});

export const ALL = methodNotAllowed('POST');
