import { requireAdmin, toPublicUser } from '../../../server/accounts/auth';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { deleteUser, setUserStatus, statusSchema } from '../../../server/accounts/users';

export const prerender = false;

export const PUT = handle(async ({ request, params }) => {
  const db = await getDb();
  const admin = await requireAdmin(db, request);
  const { status } = parseWith(statusSchema, await readJson(request));
  const user = await setUserStatus(db, admin, params.id ?? '', status);
  const message = status === 'blocked' ? 'User blocked successfully' : 'User activated successfully';
  return json({ success: true, message, user: toPublicUser(user) });
});

export const DELETE = handle(async ({ request, params }) => {
  const db = await getDb();
  const admin = await requireAdmin(db, request);
  await deleteUser(db, admin, params.id ?? '');
  return json({ success: true, message: 'User deleted successfully' });
});

export const ALL = methodNotAllowed('PUT, DELETE');
