// GET /api/menus/categories: the shop's own entries of "All Categories" (docs/api.md#rest-contract),
// which pages built without a database append in the browser (src/components/shellMenus.ts).
import { getDb } from '../../../server/db/client';
import { respondWithMenuEntries } from '../../../server/http/cache/cachedCatalogReads';
import { handle } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';

export const prerender = false;

export const GET = handle(async ({ request }) => respondWithMenuEntries(await getDb(), request));

export const ALL = methodNotAllowed('GET');
