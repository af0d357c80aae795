import { forgotPasswordSchema } from '../../../lib/forms/passwordReset';
import { requestPasswordReset, RESET_REQUESTED } from '../../../server/accounts/passwordReset';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { clientAddress } from '../../../server/http/proxyTrust';

export const prerender = false;

/** The same 200 whether or not the address has an account; throttled (429). */
export const POST = handle(async (ctx) => {
  const { email } = parseWith(forgotPasswordSchema, await readJson(ctx.request));
  await requestPasswordReset(await getDb(), email, clientAddress(ctx));
  return json({ success: true, message: RESET_REQUESTED });
});

export const ALL = methodNotAllowed('POST');
