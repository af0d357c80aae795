import { requireUser, toPublicUser } from '../../../server/accounts/auth';
import { profileSchema } from '../../../lib/forms/profile';
import { updateProfile } from '../../../server/accounts/profile';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';

export const prerender = false;

export const GET = handle(async ({ request }) => {
  const db = await getDb();
  const user = await requireUser(db, request);
  return json({ success: true, user: toPublicUser(user) });
});

export const PUT = handle(async ({ request }) => {
  const db = await getDb();
  const user = await requireUser(db, request);
  const input = parseWith(profileSchema, await readJson(request));
  const updated = await updateProfile(db, user, input);
  return json({ success: true, message: 'Profile updated successfully', user: toPublicUser(updated) });
});

export const ALL = methodNotAllowed('GET, PUT');
