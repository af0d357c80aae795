import { json } from '../../../../server/http/endpoint';
import { parsePageQuery } from '../../../../server/http/listQuery';
import { methodNotAllowed } from '../../../../server/http/methods';
import { pageSubscribers, subscriberFilters } from '../../../../server/newsletter/subscribers';
import { adminHandle } from '../../../../server/http/adminEndpoint';

export const prerender = false;

/** Admin: the mailing list, newest first, paged; `q` finds an e-mail, `status` filters. */
export const GET = adminHandle(async ({ url }, db) => {
  const query = parsePageQuery(url.searchParams, subscriberFilters);
  return json({ success: true, ...(await pageSubscribers(db, query)) });
});

export const ALL = methodNotAllowed('GET');
