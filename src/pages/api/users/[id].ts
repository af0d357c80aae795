import { toPublicUser } from '../../../server/accounts/auth';
import { json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { deleteUser, setUserRole, setUserStatus, roleSchema, statusSchema } from '../../../server/accounts/users';
import { adminHandle } from '../../../server/http/adminEndpoint';

export const prerender = false;

export const PUT = adminHandle(async ({ request, params }, db, admin) => {
  const body = await readJson(request);
  // one call, two changes: the status (the spec's, which a body with a status always is, its
  // other fields ignored as before), or the role (docs/product.md#deliberate-changes, 29)
  if (!('status' in body) && 'role' in body) {
    const { role } = parseWith(roleSchema, body);
    const user = await setUserRole(db, admin, params.id ?? '', role);
    const message = role === 'editor' ? `${user.name} is now a content editor` : `${user.name} is now a customer`;
    return json({ success: true, message, user: toPublicUser(user) });
  }
  const { status } = parseWith(statusSchema, body);
  const user = await setUserStatus(db, admin, params.id ?? '', status);
  const message = status === 'blocked' ? 'User blocked successfully' : 'User activated successfully';
  return json({ success: true, message, user: toPublicUser(user) });
});

export const DELETE = adminHandle(async ({ params }, db, admin) => {
  await deleteUser(db, admin, params.id ?? '');
  return json({ success: true, message: 'User deleted successfully' });
});

export const ALL = methodNotAllowed('PUT, DELETE');
