import { requireAdmin } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json } from '../../../../server/http/endpoint';
import { parsePageQuery } from '../../../../server/http/listQuery';
import { methodNotAllowed } from '../../../../server/http/methods';
import { pageSubscribers, subscriberFilters } from '../../../../server/newsletter/subscribers';

export const prerender = false;

/** Admin: the mailing list, newest first, paged; `q` finds an e-mail, `status` filters. */
export const GET = handle(async ({ request, url }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  const query = parsePageQuery(url.searchParams, subscriberFilters);
  return json({ success: true, ...(await pageSubscribers(db, query)) });
});

export const ALL = methodNotAllowed('GET');
