import { passwordChangeSchema } from '../../../lib/forms/passwordChange';
import { requireUser } from '../../../server/accounts/auth';
import { changePassword } from '../../../server/accounts/profile';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';

export const prerender = false;

/** Answers a new token: every older token of this user (other sessions) stops working. */
export const PUT = handle(async ({ request }) => {
  const db = await getDb();
  const user = await requireUser(db, request);
  const { currentPassword, newPassword } = parseWith(passwordChangeSchema, await readJson(request));
  const { token } = await changePassword(db, user, currentPassword, newPassword);
  return json({ success: true, message: 'Password changed successfully', token });
});

export const ALL = methodNotAllowed('PUT');
