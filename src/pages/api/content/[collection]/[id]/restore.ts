import { entryRef, restoreInput, restoreVersion } from '../../../../../server/content/contentEntries';
import { json, parseWith, readJson } from '../../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../../server/http/methods';
import { editorHandle } from '../../../../../server/http/adminEndpoint';

export const prerender = false;

export const POST = editorHandle(async ({ request, params }, db, user) => {
  const [collection, id] = entryRef(params.collection, params.id);
  const { version } = parseWith(restoreInput, await readJson(request));
  const publish = await restoreVersion(db, user, collection, id, version);
  return json({ success: true, message: 'Restoring: the pages are being rebuilt.', publish }, 202);
});

export const ALL = methodNotAllowed('POST');
