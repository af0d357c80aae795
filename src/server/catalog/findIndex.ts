// What sorting, filtering, facet counts and the forgiving search read: one compact copy of the
// fields they need for every product, in this process's memory, per catalogue version
// (docs/architecture.md#finding-products). At 50,000 products a filtered, sorted, counted page
// is then one pass over typed arrays, and only the page's rows are read from the database.
// It is loaded again, in one query, for the first read after a catalogue write (every write,
// orders included, bumps the version) and when it is older than MAX_AGE_MS, so the 30-day
// best-selling window moves on in a shop nobody writes to.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogVersion, categories, products } from '../db/schema';
import { unitsSold } from './bestSelling';
import { versionGeneration } from './version';
import { Vocabulary, wordsOf } from './searchWords';

export const SORTS = ['newest', 'price_asc', 'price_desc', 'best_selling', 'name'] as const;
export type Sort = (typeof SORTS)[number];

const MAX_AGE_MS = 10 * 60 * 1000;

export interface IndexedCategory {
  id: string;
  name: string;
  slug: string;
  nameLower: string;
  words: number[];
}

/** Word ids of each product, flattened: product i's are `words[start[i]] .. words[start[i + 1]]`. */
export interface WordLists {
  words: Int32Array;
  start: Int32Array;
}

export interface FindIndex {
  version: number;
  generation: number;
  loadedAt: number;
  /** products, newest first (created_at, then id, descending): the order of `newest` */
  count: number;
  ids: string[];
  names: string[];
  nameLower: string[];
  slugs: string[];
  /** each product's first image as stored ('' when none) */
  images: string[];
  category: Int32Array;
  price: Float64Array;
  stock: Int32Array;
  active: Uint8Array;
  onSale: Uint8Array;
  sold: Int32Array;
  nameWords: WordLists;
  descriptionWords: WordLists;
  categories: IndexedCategory[];
  /** category position by id and by slug */
  categoryByKey: Map<string, number>;
  vocabulary: Vocabulary;
  /** product positions in each sort's order, made on first use */
  orders: Partial<Record<Sort, Int32Array>>;
}

interface ProductRow {
  id: string;
  name: string;
  name_lower: string;
  slug: string;
  image: string | null;
  description: string;
  category_id: string;
  price: number;
  stock: number;
  is_active: boolean;
  on_sale: boolean;
  sold: number;
  version: number;
}

let current: FindIndex | null = null;
let loading: { version: number; generation: number; index: Promise<FindIndex> } | null = null;

/** The index for catalogue `version`, loaded once however many readers ask for it. */
export function findIndexAt(db: Pick<Db, 'execute'>, version: number): Promise<FindIndex> {
  const generation = versionGeneration();
  const fresh = (index: { version: number; generation: number }) =>
    index.version === version && index.generation === generation;
  if (current && fresh(current) && Date.now() - current.loadedAt < MAX_AGE_MS) return Promise.resolve(current);
  if (loading && fresh(loading)) return loading.index;
  const index = loadIndex(db, version, generation).then((loaded) => {
    if (!current || loaded.version >= current.version || loaded.generation !== current.generation) current = loaded;
    return loaded;
  });
  const started = { version, generation, index };
  loading = started;
  const done = () => {
    if (loading === started) loading = null;
  };
  index.then(done, done);
  return index;
}

async function loadIndex(db: Pick<Db, 'execute'>, version: number, generation: number): Promise<FindIndex> {
  // products first, categories after: a category a loaded product names cannot be gone by then
  const productRows = (await db.execute(sql`
    with sold as ${unitsSold}
    select ${products.id} as id, ${products.name} as name, ${products.productNameLower} as name_lower,
      ${products.slug} as slug, ${products.images}->0->>'url' as image, ${products.description} as description,
      ${products.categoryId} as category_id, ${products.price}::float8 as price, ${products.stock} as stock,
      ${products.isActive} as is_active,
      (coalesce(${products.compareAtPrice} > ${products.price}, false)
        or coalesce(btrim(${products.discount}), '') <> '') as on_sale,
      coalesce(sold.units, 0) as sold,
      (select coalesce(max(${catalogVersion.version}), 0) from ${catalogVersion}) as version
    from ${products} left join sold on sold.product_id = ${products.id}
    order by ${products.createdAt} desc, ${products.id} desc`)) as unknown as { rows: ProductRow[] };
  const categoryRows = (await db.execute(
    sql`select ${categories.id} as id, ${categories.name} as name, ${categories.slug} as slug from ${categories}`,
  )) as unknown as { rows: { id: string; name: string; slug: string }[] };
  // an empty catalogue has no row to tell its version: the one asked for
  return buildIndex(productRows.rows, categoryRows.rows, productRows.rows[0]?.version ?? version, generation);
}

function buildIndex(
  rows: ProductRow[],
  categoryRows: { id: string; name: string; slug: string }[],
  version: number,
  generation: number,
): FindIndex {
  const vocabulary = new Vocabulary();
  const indexed: IndexedCategory[] = categoryRows.map((c) => ({
    ...c,
    nameLower: c.name.toLowerCase(),
    words: wordsOf(c.name).map((word) => vocabulary.idOf(word, true)),
  }));
  const categoryByKey = new Map<string, number>();
  indexed.forEach((c, i) => categoryByKey.set(c.id, i).set(c.slug, i));
  const n = rows.length;
  const index: FindIndex = {
    version,
    generation,
    loadedAt: Date.now(),
    count: n,
    ids: new Array(n),
    names: new Array(n),
    nameLower: new Array(n),
    slugs: new Array(n),
    images: new Array(n),
    category: new Int32Array(n),
    price: new Float64Array(n),
    stock: new Int32Array(n),
    active: new Uint8Array(n),
    onSale: new Uint8Array(n),
    sold: new Int32Array(n),
    nameWords: { words: new Int32Array(0), start: new Int32Array(n + 1) },
    descriptionWords: { words: new Int32Array(0), start: new Int32Array(n + 1) },
    categories: indexed,
    categoryByKey,
    vocabulary,
    orders: {},
  };
  const nameWords: number[] = [];
  const descriptionWords: number[] = [];
  // descriptions repeat (variants of one product): each distinct text is split once
  const splitDescriptions = new Map<string, number[]>();
  rows.forEach((row, i) => {
    index.ids[i] = row.id;
    index.names[i] = row.name;
    index.nameLower[i] = row.name_lower;
    index.slugs[i] = row.slug;
    index.images[i] = row.image ?? '';
    index.category[i] = categoryByKey.get(row.category_id) ?? -1;
    index.price[i] = row.price;
    index.stock[i] = row.stock;
    index.active[i] = row.is_active ? 1 : 0;
    index.onSale[i] = row.on_sale ? 1 : 0;
    index.sold[i] = row.sold;
    index.nameWords.start[i] = nameWords.length;
    for (const word of wordsOf(row.name_lower)) nameWords.push(vocabulary.idOf(word, true));
    index.descriptionWords.start[i] = descriptionWords.length;
    let split = splitDescriptions.get(row.description);
    if (!split) {
      split = wordsOf(row.description).map((word) => vocabulary.idOf(word, false));
      splitDescriptions.set(row.description, split);
    }
    for (const id of split) descriptionWords.push(id);
  });
  index.nameWords.start[n] = nameWords.length;
  index.descriptionWords.start[n] = descriptionWords.length;
  index.nameWords.words = Int32Array.from(nameWords);
  index.descriptionWords.words = Int32Array.from(descriptionWords);
  return index;
}

/** Product positions in `sort`'s order; ties keep the newest first. */
export function sortOrder(index: FindIndex, sort: Sort): Int32Array {
  const made = index.orders[sort];
  if (made) return made;
  const order = new Int32Array(index.count);
  for (let i = 0; i < index.count; i++) order[i] = i;
  const { price, sold, nameLower } = index;
  const by: Record<Sort, ((a: number, b: number) => number) | null> = {
    newest: null,
    price_asc: (a, b) => price[a] - price[b] || a - b,
    price_desc: (a, b) => price[b] - price[a] || a - b,
    best_selling: (a, b) => sold[b] - sold[a] || a - b,
    name: (a, b) => (nameLower[a] < nameLower[b] ? -1 : nameLower[a] > nameLower[b] ? 1 : a - b),
  };
  const compare = by[sort];
  if (compare) order.sort(compare);
  index.orders[sort] = order;
  return order;
}
