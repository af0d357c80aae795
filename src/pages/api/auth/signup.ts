import { signToken, toPublicUser } from '../../../server/accounts/auth';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { signupSchema } from '../../../lib/forms/account';
import { signUp } from '../../../server/accounts/users';
import { getDb } from '../../../server/db/client';
import { clientAddress } from '../../../server/http/proxyTrust';

export const prerender = false;

/** Throttled per address and per e-mail with the address (429); 409 when the e-mail has an account. */
export const POST = handle(async (ctx) => {
  const input = parseWith(signupSchema, await readJson(ctx.request));
  const user = await signUp(await getDb(), input, clientAddress(ctx));
  const token = await signToken(user);
  return json({ success: true, message: 'Account created successfully', token, user: toPublicUser(user) }, 201);
});

export const ALL = methodNotAllowed('POST');
