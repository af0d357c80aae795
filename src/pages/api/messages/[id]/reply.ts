import { contactReplySchema } from '../../../../lib/forms/contact';
import { requireAdmin } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { replyToMessage } from '../../../../server/messages/messages';

export const prerender = false;

/** Admin: the reply is mailed to the message's writer (through the outbox). */
export const POST = handle(async ({ request, params }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  const { reply } = parseWith(contactReplySchema, await readJson(request));
  const contactMessage = await replyToMessage(db, params.id ?? '', reply);
  return json({ success: true, message: `Your reply to ${contactMessage.email} is on its way`, contactMessage });
});

export const ALL = methodNotAllowed('POST');
