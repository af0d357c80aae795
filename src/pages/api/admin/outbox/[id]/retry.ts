import { json } from '../../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../../server/http/methods';
import { retryMail } from '../../../../../server/mail/admin';
import { adminHandle } from '../../../../../server/http/adminEndpoint';

export const prerender = false;

/** Admin: a failed mail is queued again (409 for any other). */
export const POST = adminHandle(async ({ params }, db) => {
  const mail = await retryMail(db, params.id ?? '');
  return json({ success: true, message: `The mail to ${mail.to} will be sent again`, mail });
});

export const ALL = methodNotAllowed('POST');
