import { requireAdmin, toPublicUser } from '../../../server/auth';
import { handle, json } from '../../../server/http';
import { methodNotAllowed } from '../../../server/methods';
import { pageRequest } from '../../../server/paging';
import { listUsers, pageUsers } from '../../../server/users';

export const prerender = false;

export const GET = handle(async ({ request, url }) => {
  await requireAdmin(request);
  const page = pageRequest(url);
  if (!page) {
    // the spec's client reads this body as the list itself
    return json((await listUsers()).map(toPublicUser));
  }
  const { rows, ...info } = await pageUsers(page);
  return json({ success: true, users: rows.map(toPublicUser), ...info });
});

export const ALL = methodNotAllowed('GET');
