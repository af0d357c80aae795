import { messageReadSchema } from '../../../../lib/forms/contact';
import { requireAdmin } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { setMessageRead } from '../../../../server/messages/messages';

export const prerender = false;

/** Admin: `{read: true|false}` marks the message read or unread. */
export const PATCH = handle(async ({ request, params }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  const { read } = parseWith(messageReadSchema, await readJson(request));
  const contactMessage = await setMessageRead(db, params.id ?? '', read);
  return json({ success: true, message: read ? 'Marked as read' : 'Marked as unread', contactMessage });
});

export const ALL = methodNotAllowed('PATCH');
