import { signToken, toPublicUser } from '../../../server/accounts/auth';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { signupSchema } from '../../../lib/forms/account';
import { signUp } from '../../../server/accounts/users';
import { getDb } from '../../../server/db/client';

export const prerender = false;

export const POST = handle(async ({ request }) => {
  const input = parseWith(signupSchema, await readJson(request));
  const user = await signUp(await getDb(), input);
  const token = await signToken(user);
  return json({ success: true, message: 'Account created successfully', token, user: toPublicUser(user) }, 201);
});

export const ALL = methodNotAllowed('POST');
