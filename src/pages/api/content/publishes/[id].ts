import { requireEditor } from '../../../../server/accounts/auth';
import { readPublish } from '../../../../server/content/publishing';
import { getDb } from '../../../../server/db/client';
import { handle, json } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';

export const prerender = false;

export const GET = handle(async ({ request, params }) => {
  const db = await getDb();
  await requireEditor(db, request);
  return json({ success: true, publish: await readPublish(db, params.id ?? '') });
});

export const ALL = methodNotAllowed('GET');
