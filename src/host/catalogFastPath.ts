// Cached catalogue lists straight from the host: a GET /api/products or /api/categories whose
// answer the catalogue cache holds for the current version is written here, without the app's
// request/response conversion, routing and middleware (the bulk of a cached answer's cost).
// Anything else, a miss or a list query the app must refuse included, goes on to the app,
// which builds and caches the answer with the same key and headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
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
import { imageUrlBase } from '../server/storage/imageUrls';

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

/** Small memos: the same few list URLs and origins come again and again, and parsing them
 *  (zod, URL, Request) is most of what a cached answer would cost. */
const MEMO_LIMIT = 2000;
const keys = new Map<string, string | null>();
const imageBases = new Map<string, string>();

function remembered<T>(memo: Map<string, T>, key: string, make: () => T): T {
  let value = memo.get(key);
  if (value === undefined && !memo.has(key)) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, (value = make()));
  }
  return value as T;
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** What `/uploads/` stands for in answers to `req` (its origin, as the app would see it). */
function imageBaseOf(req: IncomingMessage): string {
  const host = header(req, 'host') || 'localhost';
  const forwardedHost = header(req, 'x-forwarded-host');
  const forwardedProto = header(req, 'x-forwarded-proto');
  return remembered(imageBases, `${host}|${forwardedHost ?? ''}|${forwardedProto ?? ''}`, () => {
    const headers = new Headers({ host });
    if (forwardedHost) headers.set('x-forwarded-host', forwardedHost);
    if (forwardedProto) headers.set('x-forwarded-proto', forwardedProto);
    return imageUrlBase(new Request(`http://${host}/`, { headers }));
  });
}

/** Answers `req` from the catalogue cache if it can; false: the app answers it. */
export async function answerFromCatalogCache(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' || !req.url) return false;
  const url = req.url;
  const key = remembered(keys, url, () => listKeyOf(url));
  if (!key) return false;
  let entry;
  try {
    entry = catalogCache.current(imageBaseOf(req), await readCatalogVersion(await getDb()), key);
  } catch {
    return false; // the database is away: the app answers with its 503
  }
  if (!entry) return false;
  const answer = await answerOf(entry, {
    get: (name: string) => header(req, name.toLowerCase()) ?? null,
  });
  const cors = corsHeaders(header(req, 'origin') ?? null);
  const vary = [answer.headers.Vary, cors.Vary].filter(Boolean).join(', ');
  res.writeHead(answer.status, { ...BASE_HEADERS, ...cors, ...answer.headers, Vary: vary });
  if (answer.body instanceof Readable) answer.body.on('error', () => res.destroy()).pipe(res);
  else res.end(answer.body);
  return true;
}
