import { reorderFaqs, reorderInput } from '../../../../server/content/contentEntries';
import { json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { editorHandle } from '../../../../server/http/adminEndpoint';

export const prerender = false;

export const POST = editorHandle(async ({ request }, db, user) => {
  const { ids } = parseWith(reorderInput, await readJson(request));
  const publish = await reorderFaqs(db, user, ids);
  return json({ success: true, message: 'Reordering: the pages are being rebuilt.', publish }, 202);
});

export const ALL = methodNotAllowed('POST');
