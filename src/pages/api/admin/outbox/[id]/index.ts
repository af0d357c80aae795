import { json } from '../../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../../server/http/methods';
import { readMail } from '../../../../../server/mail/admin';
import { adminHandle } from '../../../../../server/http/adminEndpoint';

export const prerender = false;

/** Admin: one mail with its plain text and links (404 for an unknown id). */
export const GET = adminHandle(async ({ params }, db) => {
  return json({ success: true, mail: await readMail(db, params.id ?? '') });
});

export const ALL = methodNotAllowed('GET');
