import { contentOverview } from '../../../server/content/contentEntries';
import { json } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { editorHandle } from '../../../server/http/adminEndpoint';

export const prerender = false;

export const GET = editorHandle(async (_ctx, db) => {
  return json({ success: true, ...(await contentOverview(db)) });
});

export const ALL = methodNotAllowed('GET');
