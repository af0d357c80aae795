import { requireEditor } from '../../../../server/accounts/auth';
import { entryInput, entryRef, getEntry, publishEntry, removeFaq } from '../../../../server/content/contentEntries';
import { getDb } from '../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../server/http/endpoint';
import { notFound } from '../../../../server/http/httpError';
import { methodNotAllowed } from '../../../../server/http/methods';

export const prerender = false;

export const GET = handle(async ({ request, params }) => {
  await requireEditor(await getDb(), request);
  const [collection, id] = entryRef(params.collection, params.id);
  return json({ success: true, entry: await getEntry(collection, id) });
});

export const PUT = handle(async ({ request, params }) => {
  const db = await getDb();
  const user = await requireEditor(db, request);
  const [collection, id] = entryRef(params.collection, params.id);
  const input = parseWith(entryInput, await readJson(request));
  const publish = await publishEntry(db, user, collection, id, input);
  return json({ success: true, message: 'Publishing: the pages are being rebuilt.', publish }, 202);
});

/** Only an FAQ entry can be removed: the policies, the details and the menus always exist. */
export const DELETE = handle(async ({ request, params }) => {
  const db = await getDb();
  const user = await requireEditor(db, request);
  const [collection, id] = entryRef(params.collection, params.id);
  if (collection !== 'faqs') throw notFound('Removable content entry');
  const publish = await removeFaq(db, user, id);
  return json({ success: true, message: 'Removing: the pages are being rebuilt.', publish }, 202);
});

export const ALL = methodNotAllowed('GET, PUT, DELETE');
