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
  /** each product's description, as a position in `descriptions` (variants share theirs) */
  descriptionOf: Int32Array;
  /** word ids of each distinct description */
  descriptions: Int32Array[];
  categories: IndexedCategory[];
  /** category position by id and by slug */
  categoryByKey: Map<string, number>;
  vocabulary: Vocabulary;
  /** product positions in each sort's order, made on first use */
  orders: Partial<Record<Sort, Int32Array>>;
}

/** The products' fields, one array per field, newest first. */
interface Columns {
  id: string[];
  name: string[];
  name_lower: string[];
  slug: string[];
  image: (string | null)[];
  description: string[];
  category_id: string[];
  price: number[];
  stock: number[];
  is_active: boolean[];
  on_sale: boolean[];
  sold: number[];
  /** created_at as epoch ms, to check the order */
  created: number[];
}
const COLUMNS: (keyof Columns)[] = [
  'id',
  'name',
  'name_lower',
  'slug',
  'image',
  'description',
  'category_id',
  'price',
  'stock',
  'is_active',
  'on_sale',
  'sold',
  'created',
];

let current: FindIndex | null = null;
let loading: { version: number; generation: number; index: Promise<FindIndex> } | null = null;

/** The index for catalogue `version`, loaded once however many readers ask for it. */
export function findIndexAt(db: Pick<Db, 'execute'>, version: number): Promise<FindIndex> {
  const generation = versionGeneration();
  const fresh = (index: { version: number; generation: number }) =>
    index.version === version && index.generation === generation;
  if (current && fresh(current) && Date.now() - current.loadedAt < MAX_AGE_MS) return Promise.resolve(current);
  if (loading && fresh(loading)) return loading.index;
  // one load at a time: a load for an older version is let finish first, so a stream of writes
  // never has several 50,000-row reads running at once
  if (loading) return loading.index.catch(() => null).then(() => findIndexAt(db, version));
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
  // One row of one JSON array per field: the embedded database hands 50,000 rows over several
  // times slower than the same values as a few long texts. Products first, categories after: a
  // category a loaded product names cannot be gone by then.
  const field = (name: keyof Columns) => sql.raw(`json_agg(p.${name})::text as ${name}`);
  const result = await db.execute(sql`
    with sold as ${unitsSold}
    select (select coalesce(max(${catalogVersion.version}), 0) from ${catalogVersion}) as version,
      ${sql.join(COLUMNS.map(field), sql`, `)}
    from (
      select ${products.id} as id, ${products.name} as name, ${products.productNameLower} as name_lower,
        ${products.slug} as slug, ${products.images}->0->>'url' as image, ${products.description} as description,
        ${products.categoryId} as category_id, ${products.price}::float8 as price, ${products.stock} as stock,
        ${products.isActive} as is_active,
        (coalesce(${products.compareAtPrice} > ${products.price}, false)
          or coalesce(btrim(${products.discount}), '') <> '') as on_sale,
        coalesce(sold.units, 0) as sold,
        extract(epoch from ${products.createdAt}) * 1000 as created
      from ${products} left join sold on sold.product_id = ${products.id}
      order by ${products.createdAt} desc, ${products.id} desc) p`);
  const row = result.rows[0] as Record<string, unknown>;
  const columns = Object.fromEntries(
    COLUMNS.map((name) => [name, row[name] ? (JSON.parse(String(row[name])) as unknown[]) : []]),
  ) as unknown as Columns;
  const categoryRows = (await db.execute(
    sql`select ${categories.id} as id, ${categories.name} as name, ${categories.slug} as slug from ${categories}`,
  )) as unknown as { rows: { id: string; name: string; slug: string }[] };
  return buildIndex(newestFirst(columns), categoryRows.rows, Number(row.version ?? version), generation);
}

/** `columns` in the list order (created_at, then id, descending). An aggregate over a sorted
 *  subquery keeps its order in practice but is not promised to: checked, and sorted if not. */
function newestFirst(columns: Columns): Columns {
  const { created, id } = columns;
  const before = (a: number, b: number) => created[a] > created[b] || (created[a] === created[b] && id[a] > id[b]);
  let sorted = true;
  for (let i = 1; i < id.length && sorted; i++) sorted = before(i - 1, i);
  if (sorted) return columns;
  const order = id.map((_, i) => i).sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  return Object.fromEntries(
    COLUMNS.map((name) => [name, order.map((i) => (columns[name] as unknown[])[i])]),
  ) as unknown as Columns;
}

function buildIndex(
  rows: Columns,
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
  const n = rows.id.length;
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
    descriptionOf: new Int32Array(n),
    descriptions: [],
    categories: indexed,
    categoryByKey,
    vocabulary,
    orders: {},
  };
  const nameWords: number[] = [];
  // descriptions repeat (variants of one product): each distinct text is split and kept once
  const descriptionIds = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    index.ids[i] = rows.id[i];
    index.names[i] = rows.name[i];
    index.nameLower[i] = rows.name_lower[i];
    index.slugs[i] = rows.slug[i];
    index.images[i] = rows.image[i] ?? '';
    index.category[i] = categoryByKey.get(rows.category_id[i]) ?? -1;
    index.price[i] = rows.price[i];
    index.stock[i] = rows.stock[i];
    index.active[i] = rows.is_active[i] ? 1 : 0;
    index.onSale[i] = rows.on_sale[i] ? 1 : 0;
    index.sold[i] = rows.sold[i];
    index.nameWords.start[i] = nameWords.length;
    for (const word of wordsOf(rows.name_lower[i])) nameWords.push(vocabulary.idOf(word, true));
    const text = rows.description[i];
    let description = descriptionIds.get(text);
    if (description === undefined) {
      description = index.descriptions.length;
      index.descriptions.push(Int32Array.from(wordsOf(text), (word) => vocabulary.idOf(word, false)));
      descriptionIds.set(text, description);
    }
    index.descriptionOf[i] = description;
  }
  index.nameWords.start[n] = nameWords.length;
  index.nameWords.words = Int32Array.from(nameWords);
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
