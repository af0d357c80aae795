// Catalogue list reads answered by the production host before the app: a GET /api/products or
// /api/categories is answered from the catalogue cache, and built into it on a miss, without the
// app's request/response conversion, routing and middleware (most of what a cached answer would
// cost, and a few ms of every miss). The answer is the endpoint's, byte for byte and header for
// header: the same cache, key and body builder (src/server/catalog/listReads.ts), and the edge's
// headers (../edge.ts). A query the API refuses, or a read the database cannot answer, goes on to the
// app, which answers the 400 or 503. Under `astro dev` the endpoints answer every read.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from '../../db/client';
import { assertCleanRequestText } from '../controlText';
import { edgeHeaders } from '../edge';
import { nodeHeaders, shopOriginOf } from '../proxyTrust';
import { imageUrlBaseAt } from '../../storage/imageUrls';
import { sendEntry } from './hostAnswer';
import { catalogCache, type Entry } from './responseCache';
import { categoryListRead, productListRead, type ListRead } from '../../catalog/listReads';
import { readCatalogVersion } from '../../catalog/version';

const LISTS: Record<string, (params: URLSearchParams) => ListRead> = {
  '/api/products': productListRead,
  '/api/categories': categoryListRead,
};

/** The list read `url` asks for, or null when the app must answer (another path, bad input). */
function listReadOf(url: string): ListRead | null {
  const query = url.indexOf('?');
  const readOf = LISTS[query < 0 ? url : url.slice(0, query)];
  if (!readOf) return null;
  try {
    const params = new URLSearchParams(query < 0 ? '' : url.slice(query + 1));
    assertCleanRequestText({}, params);
    return readOf(params);
  } catch {
    return null;
  }
}

/** A small memo: the same few list URLs come again and again, and parsing them (zod, URL) is
 *  most of what a cached answer would cost. */
const MEMO_LIMIT = 2000;
const reads = new Map<string, ListRead | null>();

function remembered<T>(memo: Map<string, T>, key: string, make: () => T): T {
  let value = memo.get(key);
  if (value === undefined && !memo.has(key)) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, (value = make()));
  }
  return value as T;
}

/** What `/uploads/` stands for in answers to `req`, as the app would make it: on a host the shop
 *  does not know, the default address, so such a host gets no entry of its own. */
const imageBaseOf = (req: IncomingMessage): string => imageUrlBaseAt(shopOriginOf(nodeHeaders(req), 'http'));

/** Answers `req` if it is a list read; false: the app answers it. */
export async function answerFromCatalogCache(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' || !req.url) return false;
  const url = req.url;
  const read = remembered(reads, url, () => listReadOf(url));
  if (!read) return false;
  let entry: Entry;
  try {
    const db = await getDb();
    const version = await readCatalogVersion(db);
    const reader = { imageBase: imageBaseOf(req), admin: req.headers.authorization !== undefined };
    entry = await catalogCache.entry(reader, version, read.key, (imageBase) => read.build(db, version, imageBase));
  } catch {
    return false; // the database is away: the app answers with its 503
  }
  await sendEntry(req, res, entry, edgeHeaders('/api', nodeHeaders(req)('origin') ?? null));
  return true;
}
