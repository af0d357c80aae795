import { newsletterUnsubscribeSchema } from '../../../lib/forms/newsletter';
import { getDb } from '../../../server/db/client';
import { badRequest } from '../../../server/http/httpError';
import { handle, json, parseWith, readBodyBytes, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { unsubscribe } from '../../../server/newsletter/subscribers';

export const prerender = false;

const ONE_CLICK_BODY_MAX = 1024;

/**
 * The unsubscribe page posts `{token}` as JSON. A mail program's one-click unsubscribe (RFC 8058,
 * from the List-Unsubscribe header) posts the form body `List-Unsubscribe=One-Click` to the
 * header's address, which carries the token in its query.
 */
export const POST = handle(async ({ request, url }) => {
  const type = request.headers.get('content-type') ?? '';
  let input: unknown;
  if (/^application\/json/i.test(type)) input = await readJson(request);
  else {
    const body = (await readBodyBytes(request, ONE_CLICK_BODY_MAX)).toString('utf8');
    if (!/(^|&|\r?\n)List-Unsubscribe=One-Click/.test(body))
      throw badRequest('Send {"token": ...} as JSON, or List-Unsubscribe=One-Click with the token in the address.');
    input = { token: url.searchParams.get('token') ?? undefined };
  }
  const { token } = parseWith(newsletterUnsubscribeSchema, input);
  const subscriber = await unsubscribe(await getDb(), token);
  return json({
    success: true,
    message: 'You are unsubscribed: we will send no newsletter to this address.',
    email: subscriber.email,
  });
});

export const ALL = methodNotAllowed('POST');
