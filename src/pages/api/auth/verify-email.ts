import { verifyEmailSchema } from '../../../lib/forms/passwordReset';
import { verifyEmail } from '../../../server/accounts/emailVerification';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';

export const prerender = false;

/** No token needed: the link may be opened in another browser than the one signed in. */
export const POST = handle(async ({ request }) => {
  const { token } = parseWith(verifyEmailSchema, await readJson(request));
  const { user, attachedOrders } = await verifyEmail(await getDb(), token);
  const orders = attachedOrders
    ? ` ${attachedOrders} earlier order${attachedOrders === 1 ? '' : 's'} placed with it ${attachedOrders === 1 ? 'is' : 'are'} now in your account.`
    : '';
  return json({ success: true, message: `Thank you: ${user.email} is verified.${orders}`, email: user.email });
});

export const ALL = methodNotAllowed('POST');
