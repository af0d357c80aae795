import { signToken, toPublicUser } from '../../../server/accounts/auth';
import { forgetInitialPassword } from '../../../server/accounts/initialAdminPassword';
import { beginSigninAttempt } from '../../../server/accounts/signinThrottle';
import { authenticate } from '../../../server/accounts/users';
import { signinSchema } from '../../../lib/forms/account';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { HttpError } from '../../../server/http/httpError';
import { methodNotAllowed } from '../../../server/http/methods';
import { clientAddress } from '../../../server/http/proxyTrust';

export const prerender = false;

export const POST = handle(async (ctx) => {
  const { email, password } = parseWith(signinSchema, await readJson(ctx.request));
  const db = await getDb();
  const attempt = await beginSigninAttempt(db, email, clientAddress(ctx));
  const user = await authenticate(db, email, password);
  if (!user) throw new HttpError(401, 'Invalid email or password.');
  await attempt.succeeded();
  if (user.status === 'blocked') throw new HttpError(403, 'Your account has been blocked. Please contact support.');
  // the generated first password's file has done its job (docs/operations.md#admins)
  if (user.role === 'admin') await forgetInitialPassword();
  const token = await signToken(user);
  return json({ success: true, message: 'Signed in successfully', token, user: toPublicUser(user) });
});

export const ALL = methodNotAllowed('POST');
