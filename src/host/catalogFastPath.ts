// Cached catalogue lists straight from the host: a GET /api/products or /api/categories whose
// answer the catalogue cache holds for the current version is written here, without the app's
// request/response conversion, routing and middleware (the bulk of a cached answer's cost).
// Anything else, a miss or a list query the app must refuse included, goes on to the app,
// which builds and caches the answer with the same key and headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerOf, catalogCache } from '../server/catalog/cache';
import {
  categoryListKey,
  parseCategoryListQuery,
  parseProductListQuery,
  productListKey,
} from '../server/catalog/listQuery';
import { readCatalogVersion } from '../server/catalog/version';
import { getDb } from '../server/db/client';
import { corsHeaders } from '../server/http/cors';
import { BASE_HEADERS } from '../server/http/securityHeaders';

const LISTS: Record<string, (params: URLSearchParams) => string> = {
  '/api/products': (params) => productListKey(parseProductListQuery(params)),
  '/api/categories': (params) => categoryListKey(parseCategoryListQuery(params)),
};

/** The cache key of a list read, or null when the app must answer (another path, bad input). */
function listKeyOf(url: string): string | null {
  const query = url.indexOf('?');
  const keyOf = LISTS[query < 0 ? url : url.slice(0, query)];
  if (!keyOf) return null;
  try {
    return keyOf(new URLSearchParams(query < 0 ? '' : url.slice(query + 1)));
  } catch {
    return null;
  }
}

/** Answers `req` from the catalogue cache if it can; false: the app answers it. */
export async function answerFromCatalogCache(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' || !req.url) return false;
  const key = listKeyOf(req.url);
  if (!key) return false;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  // the image URL base depends on the origin the request was made to (and trusted proxies)
  const request = new Request(`http://${headers.get('host') || 'localhost'}${req.url}`, { headers });
  let entry;
  try {
    entry = catalogCache.current(request, await readCatalogVersion(await getDb()), key);
  } catch {
    return false; // the database is away: the app answers with its 503
  }
  if (!entry) return false;
  const answer = await answerOf(entry, headers);
  const cors = corsHeaders(headers.get('origin'));
  const vary = [answer.headers.Vary, cors.Vary].filter(Boolean).join(', ');
  res.writeHead(answer.status, { ...BASE_HEADERS, ...cors, ...answer.headers, Vary: vary });
  res.end(answer.body);
  return true;
}
