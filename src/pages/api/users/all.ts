import { toPublicUser } from '../../../server/accounts/auth';
import { json } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { parseListQuery } from '../../../server/http/listQuery';
import { listUsers, pageUsers, userFilters } from '../../../server/accounts/users';
import { adminHandle } from '../../../server/http/adminEndpoint';

export const prerender = false;

export const GET = adminHandle(async ({ url }, db) => {
  const listing = parseListQuery(url.searchParams, userFilters);
  if (!listing.paged) {
    // the product's client reads this body as the list itself (docs/api.md#rest-contract)
    return json((await listUsers(db)).map(toPublicUser));
  }
  const { rows, ...info } = await pageUsers(db, listing, listing);
  return json({ success: true, users: rows.map(toPublicUser), ...info });
});

export const ALL = methodNotAllowed('GET');
