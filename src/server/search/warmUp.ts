// What a server does before it says it is running (src/host/start.ts): load the find index,
// make its sort orders, and run its finding code until V8 has optimized it, so that the first
// shoppers' reads cost what later ones do. Without it the first read after a start loaded the
// whole catalogue (seconds at 50,000 products) and the reads after it ran the index's loops
// unoptimized, several times slower (docs/performance.md#cold-reads).
import type { Db } from '../db/client';
import { log } from '../log';
import { pageProductsBody } from '../catalog/productLists';
import { readCatalogVersion } from '../catalog/version';
import { STORED_PREFIX } from '../storage/imageUrls';
import { findIndexAt, sortOrder, SORTS, type FindIndex } from './findIndex';
import { matchesOf, suggest } from './findProducts';
import { wordsOf } from './searchWords';

/** Passes of each kind below: enough for V8 to optimize the loops (and what they call) with the
 *  types real queries give them; each pass over 50,000 products takes a few ms. */
const ROUNDS = 12;

/** A word of a product's name, and that word with a letter dropped (a typo to forgive). */
function searchWords(index: FindIndex): [string, string] {
  for (let i = 0; i < index.count; i++) {
    const word = wordsOf(index.nameLower[i]).find((w) => w.length >= 6 && /^[a-z]+$/.test(w));
    if (word) return [word, word.slice(0, 2) + word.slice(3)];
  }
  return ['speaker', 'speker'];
}

/** Loads the index of the current catalogue version and warms what reads it. */
export async function warmFinding(db: Db): Promise<void> {
  const started = performance.now();
  const version = await readCatalogVersion(db);
  const index = await findIndexAt(db, version);
  for (const sort of SORTS) sortOrder(index, sort);
  const [word, typo] = searchWords(index);
  const category = index.categories[0]?.slug;
  const spec = index.facetTable.facets.findIndex((facet) => facet.kind === 'spec');
  const value = spec < 0 ? -1 : index.facetTable.valueFacet.indexOf(spec);
  const base = { q: '', categories: [] as string[], inStock: false, onSale: false };
  const queries = [
    base,
    { ...base, active: true },
    { ...base, active: true, q: word },
    { ...base, active: true, q: `${typo} ${word}` },
    { ...base, active: true, inStock: true, min: 5000, max: 25000 },
    { ...base, active: true, onSale: true, categories: category ? [category] : [] },
    ...(value < 0
      ? []
      : [
          {
            ...base,
            active: true,
            categories: category ? [category] : [],
            facets: {
              specs: [{ key: index.facetTable.facets[spec].key, values: [index.facetTable.valueText[value]] }],
              options: [],
            },
          },
        ]),
  ];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) matchesOf(index, query);
    suggest(index, word.slice(0, 3 + (round % 3)));
  }
  // a page's rows as the lists read them: the database's first statements on a connection plan
  // slower, and the JSON of the page is built by code that has not run yet
  for (const sort of [undefined, 'price_asc'] as const)
    await pageProductsBody(db, { ...base, active: true, sort, page: 2, limit: 12 }, STORED_PREFIX, index.version);
  const ms = Math.round(performance.now() - started);
  log.info({ products: index.count, ms }, `The find index is loaded and warmed: ${index.count} products in ${ms} ms`);
}
