import { requireUser, toPublicUser } from '../../../server/auth';
import { handle, json } from '../../../server/http';
import { methodNotAllowed } from '../../../server/methods';

export const prerender = false;

export const GET = handle(async ({ request }) => {
  const user = await requireUser(request);
  return json({ success: true, user: toPublicUser(user) });
});

export const ALL = methodNotAllowed('GET');
