import { requireUser, toPublicUser } from '../../../server/accounts/auth';
import { handle, json } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';

export const prerender = false;

export const GET = handle(async ({ request }) => {
  const user = await requireUser(request);
  return json({ success: true, user: toPublicUser(user) });
});

export const ALL = methodNotAllowed('GET');
