import { messageReadSchema } from '../../../../lib/forms/contact';
import { json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { setMessageRead } from '../../../../server/messages/messages';
import { adminHandle } from '../../../../server/http/adminEndpoint';

export const prerender = false;

/** Admin: `{read: true|false}` marks the message read or unread. */
export const PATCH = adminHandle(async ({ request, params }, db) => {
  const { read } = parseWith(messageReadSchema, await readJson(request));
  const contactMessage = await setMessageRead(db, params.id ?? '', read);
  return json({ success: true, message: read ? 'Marked as read' : 'Marked as unread', contactMessage });
});

export const ALL = methodNotAllowed('PATCH');
