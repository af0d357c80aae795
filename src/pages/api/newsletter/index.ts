import { newsletterSignupSchema, SUBSCRIBE_ANSWER } from '../../../lib/forms/newsletter';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { clientAddress } from '../../../server/http/proxyTrust';
import { requestSubscription } from '../../../server/newsletter/subscribers';

export const prerender = false;

/** The footer's form: 202 whether or not the address is new (a confirmation mail follows); 429 when throttled. */
export const POST = handle(async (ctx) => {
  const { email } = parseWith(newsletterSignupSchema, await readJson(ctx.request));
  await requestSubscription(await getDb(), email, clientAddress(ctx));
  return json({ success: true, message: SUBSCRIBE_ANSWER }, 202);
});

export const ALL = methodNotAllowed('POST');
