import { resetPasswordSchema } from '../../../lib/forms/passwordReset';
import { toPublicUser } from '../../../server/accounts/auth';
import { resetPassword } from '../../../server/accounts/passwordReset';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';

export const prerender = false;

/** Signs in with the new password: every older token of the account stops working. */
export const POST = handle(async ({ request }) => {
  const { token, password } = parseWith(resetPasswordSchema, await readJson(request));
  const reset = await resetPassword(await getDb(), token, password);
  return json({
    success: true,
    message: 'Your password has been changed. You are signed in.',
    token: reset.token,
    user: toPublicUser(reset.user),
  });
});

export const ALL = methodNotAllowed('POST');
