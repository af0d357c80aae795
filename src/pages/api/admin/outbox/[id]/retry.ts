import { requireAdmin } from '../../../../../server/accounts/auth';
import { getDb } from '../../../../../server/db/client';
import { handle, json } from '../../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../../server/http/methods';
import { retryMail } from '../../../../../server/mail/admin';

export const prerender = false;

/** Admin: a failed mail is queued again (409 for any other). */
export const POST = handle(async ({ request, params }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  const mail = await retryMail(db, params.id ?? '');
  return json({ success: true, message: `The mail to ${mail.to} will be sent again`, mail });
});

export const ALL = methodNotAllowed('POST');
