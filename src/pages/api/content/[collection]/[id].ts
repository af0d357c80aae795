import { entryInput, entryRef, getEntry, publishEntry, removeFaq } from '../../../../server/content/contentEntries';
import { json, parseWith, readJson } from '../../../../server/http/endpoint';
import { notFound } from '../../../../server/http/httpError';
import { methodNotAllowed } from '../../../../server/http/methods';
import { editorHandle } from '../../../../server/http/adminEndpoint';

export const prerender = false;

export const GET = editorHandle(async ({ params }) => {
  const [collection, id] = entryRef(params.collection, params.id);
  return json({ success: true, entry: await getEntry(collection, id) });
});

export const PUT = editorHandle(async ({ request, params }, db, user) => {
  const [collection, id] = entryRef(params.collection, params.id);
  const input = parseWith(entryInput, await readJson(request));
  const publish = await publishEntry(db, user, collection, id, input);
  return json({ success: true, message: 'Publishing: the pages are being rebuilt.', publish }, 202);
});

/** Only an FAQ entry can be removed: the policies, the details and the menus always exist. */
export const DELETE = editorHandle(async ({ params }, db, user) => {
  const [collection, id] = entryRef(params.collection, params.id);
  if (collection !== 'faqs') throw notFound('Removable content entry');
  const publish = await removeFaq(db, user, id);
  return json({ success: true, message: 'Removing: the pages are being rebuilt.', publish }, 202);
});

export const ALL = methodNotAllowed('GET, PUT, DELETE');
