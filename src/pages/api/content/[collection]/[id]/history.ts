import { entryRef } from '../../../../../server/content/contentEntries';
import { entryHistory } from '../../../../../server/content/versions';
import { json } from '../../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../../server/http/methods';
import { editorHandle } from '../../../../../server/http/adminEndpoint';

export const prerender = false;

export const GET = editorHandle(async ({ params }, db) => {
  const [collection, id] = entryRef(params.collection, params.id);
  return json({ success: true, versions: await entryHistory(db, collection, id) });
});

export const ALL = methodNotAllowed('GET');
