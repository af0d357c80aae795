import { requireAdmin, toPublicUser } from '../../../server/accounts/auth';
import { handle, json, parseWith } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { pageRequest } from '../../../server/http/paging';
import { listUsers, pageUsers, userFilterSchema } from '../../../server/accounts/users';

export const prerender = false;

export const GET = handle(async ({ request, url }) => {
  await requireAdmin(request);
  const page = pageRequest(url);
  if (!page) {
    // the spec's client reads this body as the list itself
    return json((await listUsers()).map(toPublicUser));
  }
  const filter = parseWith(userFilterSchema, {
    role: url.searchParams.get('role') || undefined,
    status: url.searchParams.get('status') || undefined,
  });
  const { rows, ...info } = await pageUsers(page, filter);
  return json({ success: true, users: rows.map(toPublicUser), ...info });
});

export const ALL = methodNotAllowed('GET');
