import { newsletterConfirmSchema } from '../../../lib/forms/newsletter';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { confirmSubscription } from '../../../server/newsletter/subscribers';

export const prerender = false;

/** The confirmation mail's link (the /newsletter/confirm page sends its token). */
export const POST = handle(async ({ request }) => {
  const { token } = parseWith(newsletterConfirmSchema, await readJson(request));
  const subscriber = await confirmSubscription(await getDb(), token);
  return json({
    success: true,
    message: 'Your subscription is confirmed. Thank you!',
    email: subscriber.email,
  });
});

export const ALL = methodNotAllowed('POST');
