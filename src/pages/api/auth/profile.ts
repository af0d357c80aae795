import { requireUser, toPublicUser } from '../../../server/accounts/auth';
import { profileSchema } from '../../../lib/forms/profile';
import { updateProfile } from '../../../server/accounts/profile';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';

export const prerender = false;

export const GET = handle(async ({ request }) => {
  const user = await requireUser(request);
  return json({ success: true, user: toPublicUser(user) });
});

export const PUT = handle(async ({ request }) => {
  const user = await requireUser(request);
  const input = parseWith(profileSchema, await readJson(request));
  const updated = await updateProfile(user, input);
  return json({ success: true, message: 'Profile updated successfully', user: toPublicUser(updated) });
});

export const ALL = methodNotAllowed('GET, PUT');
