// GET /api/search/suggest?q=: what the header and catalogue search boxes offer as the shopper
// types (docs/api.md#suggestions). Answered from the catalogue's index, not cached per query:
// every keystroke is another query, and the index answers quicker than a cache entry is made.
import { z } from 'zod';
import { getDb } from '../../../server/db/client';
import { findIndexAt } from '../../../server/search/findIndex';
import { suggest } from '../../../server/search/findProducts';
import { readCatalogVersion } from '../../../server/catalog/version';
import { handle, json, parseWith } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { absoluteImageUrl, imageUrlBase } from '../../../server/storage/imageUrls';

export const prerender = false;

const suggestQuery = z.object({ q: z.string().trim().max(100, 'must be at most 100 characters').default('') });

export const GET = handle(async ({ request, url }) => {
  const { q } = parseWith(suggestQuery, { q: url.searchParams.get('q') ?? undefined });
  const db = await getDb();
  const found = suggest(await findIndexAt(db, await readCatalogVersion(db)), q);
  const base = imageUrlBase(request);
  const products = found.products.map((p) => ({ ...p, image: p.image && absoluteImageUrl(p.image, base) }));
  return json({ success: true, products, categories: found.categories });
});

export const ALL = methodNotAllowed('GET');
