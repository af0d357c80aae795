import { readPublish } from '../../../../server/content/publishing';
import { json } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { editorHandle } from '../../../../server/http/adminEndpoint';

export const prerender = false;

export const GET = editorHandle(async ({ params }, db) => {
  return json({ success: true, publish: await readPublish(db, params.id ?? '') });
});

export const ALL = methodNotAllowed('GET');
