import { contactMessageSchema } from '../../../lib/forms/contact';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { parsePageQuery } from '../../../server/http/listQuery';
import { methodNotAllowed } from '../../../server/http/methods';
import { clientAddress } from '../../../server/http/proxyTrust';
import { pageMessages, sendContactMessage } from '../../../server/messages/messages';
import { adminHandle } from '../../../server/http/adminEndpoint';

export const prerender = false;

/** The contact form (no token): stored, a copy mailed to the shop; throttled (429). */
export const POST = handle(async (ctx) => {
  const input = parseWith(contactMessageSchema, await readJson(ctx.request));
  await sendContactMessage(await getDb(), input, clientAddress(ctx));
  return json({ success: true, message: 'Thank you, your message has been sent. We will answer by e-mail.' }, 201);
});

/** Admin: always paged, unread first. */
export const GET = adminHandle(async ({ url }, db) => {
  const query = parsePageQuery(url.searchParams);
  return json({ success: true, ...(await pageMessages(db, query)) });
});

export const ALL = methodNotAllowed('GET, POST');
