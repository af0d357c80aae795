import { json } from '../../../../server/http/endpoint';
import { parsePageQuery } from '../../../../server/http/listQuery';
import { methodNotAllowed } from '../../../../server/http/methods';
import { pageOutbox } from '../../../../server/mail/admin';
import { adminHandle } from '../../../../server/http/adminEndpoint';

export const prerender = false;

/** Admin: every mail, newest first, without its body; always paged. */
export const GET = adminHandle(async ({ url }, db) => {
  return json({ success: true, ...(await pageOutbox(db, parsePageQuery(url.searchParams))) });
});

export const ALL = methodNotAllowed('GET');
