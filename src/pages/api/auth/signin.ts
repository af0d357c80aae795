import { signToken, toPublicUser } from '../../../server/accounts/auth';
import { clientAddress, handle, HttpError, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { assertSigninAllowed, recordSigninFailure, recordSigninSuccess } from '../../../server/accounts/signinThrottle';
import { signinSchema } from '../../../lib/forms/account';
import { authenticate } from '../../../server/accounts/users';

export const prerender = false;

export const POST = handle(async (ctx) => {
  const { email, password } = parseWith(signinSchema, await readJson(ctx.request));
  const address = clientAddress(ctx);
  assertSigninAllowed(email, address);
  const user = await authenticate(email, password);
  if (!user) {
    recordSigninFailure(email, address);
    throw new HttpError(401, 'Invalid email or password.');
  }
  recordSigninSuccess(email);
  if (user.status === 'blocked') throw new HttpError(403, 'Your account has been blocked. Please contact support.');
  const token = await signToken(user);
  return json({ success: true, message: 'Signed in successfully', token, user: toPublicUser(user) });
});

export const ALL = methodNotAllowed('POST');
