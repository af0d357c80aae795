import { requireAdmin } from '../../../../../server/accounts/auth';
import { getDb } from '../../../../../server/db/client';
import { handle, json } from '../../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../../server/http/methods';
import { readMail } from '../../../../../server/mail/admin';

export const prerender = false;

/** Admin: one mail with its plain text and links (404 for an unknown id). */
export const GET = handle(async ({ request, params }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  return json({ success: true, mail: await readMail(db, params.id ?? '') });
});

export const ALL = methodNotAllowed('GET');
