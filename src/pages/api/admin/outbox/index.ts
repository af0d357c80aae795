import { requireAdmin } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json } from '../../../../server/http/endpoint';
import { parsePageQuery } from '../../../../server/http/listQuery';
import { methodNotAllowed } from '../../../../server/http/methods';
import { pageOutbox } from '../../../../server/mail/admin';

export const prerender = false;

/** Admin: every mail, newest first, without its body; always paged. */
export const GET = handle(async ({ request, url }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  return json({ success: true, ...(await pageOutbox(db, parsePageQuery(url.searchParams))) });
});

export const ALL = methodNotAllowed('GET');
