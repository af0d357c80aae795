import { contactReplySchema } from '../../../../lib/forms/contact';
import { json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { replyToMessage } from '../../../../server/messages/messages';
import { adminHandle } from '../../../../server/http/adminEndpoint';

export const prerender = false;

/** Admin: the reply is mailed to the message's writer (through the outbox). */
export const POST = adminHandle(async ({ request, params }, db) => {
  const { reply } = parseWith(contactReplySchema, await readJson(request));
  const contactMessage = await replyToMessage(db, params.id ?? '', reply);
  return json({ success: true, message: `Your reply to ${contactMessage.email} is on its way`, contactMessage });
});

export const ALL = methodNotAllowed('POST');
