// What sorting, filtering, facet counts and the forgiving search read: one compact copy of the
// fields they need for every product, in this process's memory, per catalogue version
// (docs/architecture.md#data-and-files). At 50,000 products a filtered, sorted, counted page
// is then one pass over typed arrays, and only the page's rows are read from the database.
// The first read after a catalogue write (every write, orders included, bumps the version)
// brings it up to date: from the rows of the products the writes changed, when this process
// knows them all (../catalog/version.ts), else by loading it again in one query. It is loaded again in the
// background when older than MAX_AGE_MS, so the 30-day best-selling window moves on in a shop
// nobody writes to.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { CategoryAttribute, SpecValue } from '../../lib/types';
import { catalogVersion, categories, products, productVariants } from '../db/schema';
import { unitsSold } from '../catalog/bestSelling';
import { changesBetween, versionGeneration } from '../catalog/version';
import { categorySpecsOf, FacetTable, productValueIds, type CategorySpec } from './facetTable';
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
  /** in cents */
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
  /** how many products have each description */
  descriptionUses: number[];
  categories: IndexedCategory[];
  /** category position by id and by slug */
  categoryByKey: Map<string, number>;
  vocabulary: Vocabulary;
  /** created_at as epoch ms: where a new product goes */
  created: Float64Array;
  /** the catalogue's spec and option values (facetTable.ts) */
  facetTable: FacetTable;
  /** each category's filterable attributes, by category position */
  categorySpecs: CategorySpec[][];
  /** value ids of each product (facetTable.ts), flattened as the name words */
  facetValues: WordLists;
  /** product id by SKU, lower case: a search that is a SKU finds its product first */
  skus: Map<string, string>;
  /** product positions in each sort's order, made on first use */
  orders: Partial<Record<Sort, Int32Array>>;
  /** every product's id and updated_at, and every category, hashed: unchanged when only stock
   *  moved; null once updated from changed rows (then the next reload is a whole one) */
  fingerprint: string | null;
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
  /** created_at as epoch ms */
  created: number[];
  specs: (Record<string, SpecValue> | null)[];
  /** the options of each active variant */
  variant_options: (Record<string, string>[] | null)[];
  /** each active variant's own specs; null when none has any (most products) */
  variant_specs: (Record<string, SpecValue>[] | null)[];
  /** every variant's SKU */
  skus: (string[] | null)[];
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
  'specs',
  'variant_options',
  'variant_specs',
  'skus',
];

let current: FindIndex | null = null;
let loading: { version: number; generation: number; index: Promise<FindIndex> } | null = null;

/** The index for catalogue `version`, loaded once however many readers ask for it. */
export function findIndexAt(db: Db, version: number): Promise<FindIndex> {
  const generation = versionGeneration();
  const fresh = (index: { version: number; generation: number }) =>
    index.version === version && index.generation === generation;
  if (current && fresh(current)) {
    // an old index still answers while its successor loads, so no shopper waits for the window to move
    if (Date.now() - current.loadedAt >= MAX_AGE_MS && !loading) load(db, version, generation).catch(() => undefined);
    return Promise.resolve(current);
  }
  // a reader that read the version just before a write another reader has already brought the
  // index up to: the newer index answers it, rather than a load of the version before
  if (current && current.generation === generation && current.version > version) return Promise.resolve(current);
  if (loading && fresh(loading)) return loading.index;
  // one load at a time: a load for an older version is let finish first, so a stream of writes
  // never has several 50,000-row reads running at once
  if (loading) return loading.index.catch(() => null).then(() => findIndexAt(db, version));
  return load(db, version, generation);
}

function load(db: Db, version: number, generation: number): Promise<FindIndex> {
  const previous = current?.generation === generation ? current : null;
  const index = loadIndex(db, version, generation, previous).then((loaded) => {
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

/**
 * What changes the index beyond stock and units sold: every product's id and updated_at (each
 * write but an order's stock move sets it: ../catalog/products.ts) and every category's id, name and slug.
 */
const FINGERPRINT = sql`(select count(*) || ':' || coalesce(sum(hashtext(${products.id} || ${products.updatedAt}::text)::bigint), 0)
    from ${products})
  || '/' || (select count(*) || ':' || coalesce(sum(hashtext(${categories.id} || ${categories.name} || ${categories.slug}
      || ${categories.attributes}::text)::bigint), 0)
    from ${categories})`;
const VERSION = sql`(select coalesce(max(${catalogVersion.version}), 0) from ${catalogVersion})`;

async function loadIndex(db: Db, version: number, generation: number, previous: FindIndex | null): Promise<FindIndex> {
  if (previous && previous.version !== version) {
    const updated = await withChangedRows(db, previous, version);
    if (updated) return updated;
  }
  return (previous && (await withNewStock(db, previous, version))) ?? (await loadWhole(db, version, generation));
}

/**
 * Orders, cancels and expired card reservations move stock only: then the new index is the
 * previous one with the stock and units sold read again (two numbers a product, in one
 * statement), instead of every name and description. Null when anything else changed.
 */
async function withNewStock(db: Pick<Db, 'execute'>, previous: FindIndex, version: number): Promise<FindIndex | null> {
  const newest = sql`${products.createdAt} desc, ${products.id} desc`;
  const result = await db.execute(sql`
    with sold as ${unitsSold}
    select ${VERSION} as version, ${FINGERPRINT} as fingerprint,
      (select json_agg(${products.stock} order by ${newest})::text from ${products}) as stock,
      (select json_agg(coalesce(sold.units, 0) order by ${newest})::text
        from ${products} left join sold on sold.product_id = ${products.id}) as sold`);
  const row = result.rows[0] as { version: unknown; fingerprint: string; stock: string | null; sold: string | null };
  if (previous.fingerprint === null || row.fingerprint !== previous.fingerprint) return null;
  const stock = Int32Array.from(JSON.parse(row.stock ?? '[]') as number[]);
  const sold = Int32Array.from(JSON.parse(row.sold ?? '[]') as number[]);
  if (stock.length !== previous.count || sold.length !== previous.count) return null;
  // every sort but best selling reads nothing that moved: their orders stay
  const { best_selling: _moved, ...orders } = previous.orders;
  return { ...previous, version: Number(row.version ?? version), loadedAt: Date.now(), stock, sold, orders };
}

/** Where a whole load read in chunks stopped: the last product's created_at (as text, exact to
 *  the microsecond) and id. */
interface Cursor {
  createdAt: string;
  id: string;
}

/** The products' fields as one JSON array per field, newest first, for the products `where`
 *  picks (at most `limit` of them, after `after`), with the catalogue version (and `extra`
 *  columns) of the same snapshot and where they stopped. One row of arrays: the embedded
 *  database hands 50,000 rows over several times slower than the same values as a few long
 *  texts. */
async function readColumns(
  db: Pick<Db, 'execute'>,
  { where, after, limit, extra = sql`` }: { where?: SQL; after?: Cursor | null; limit?: number; extra?: SQL },
) {
  const field = (name: keyof Columns) =>
    sql.raw(`json_agg(p.${name} order by p.created desc, p.id desc)::text as ${name}`);
  const conditions = [
    ...(where ? [where] : []),
    ...(after ? [sql`(${products.createdAt}, ${products.id}) < (${after.createdAt}::timestamptz, ${after.id})`] : []),
  ];
  const result = await db.execute(sql`
    with sold as ${unitsSold}, p as (
      select ${products.id} as id, ${products.name} as name, ${products.productNameLower} as name_lower,
        ${products.slug} as slug, ${products.images}->0->>'url' as image, ${products.description} as description,
        ${products.categoryId} as category_id, ${products.priceCents}::float8 as price, ${products.stock} as stock,
        ${products.isActive} as is_active,
        (coalesce(${products.compareAtPriceCents} > ${products.priceCents}, false)
          or coalesce(btrim(${products.discount}), '') <> '') as on_sale,
        coalesce(sold.units, 0) as sold,
        extract(epoch from ${products.createdAt}) * 1000 as created,
        ${products.createdAt}::text as created_text,
        ${products.specs} as specs,
        (select json_agg(v.options order by v.position) from ${productVariants} v
          where v.product_id = ${products.id} and v.is_active) as variant_options,
        (select case when bool_or(v.specs <> '{}'::jsonb) then json_agg(v.specs order by v.position) end
          from ${productVariants} v where v.product_id = ${products.id} and v.is_active) as variant_specs,
        (select json_agg(v.sku order by v.position) from ${productVariants} v
          where v.product_id = ${products.id}) as skus
      from ${products} left join sold on sold.product_id = ${products.id}
      ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
      order by ${products.createdAt} desc, ${products.id} desc
      ${limit ? sql`limit ${limit}` : sql``})
    select ${VERSION} as version ${extra}, count(*)::int as rows,
      (select json_build_object('createdAt', created_text, 'id', id) from p
        order by created_text::timestamptz, id limit 1) as last,
      ${sql.join(COLUMNS.map(field), sql`, `)}
    from p`);
  const row = result.rows[0] as Record<string, unknown>;
  const columns = Object.fromEntries(
    COLUMNS.map((name) => [name, row[name] ? (JSON.parse(String(row[name])) as unknown[]) : []]),
  ) as unknown as Columns;
  return { version: Number(row.version), row, rows: Number(row.rows), last: row.last as Cursor | null, columns };
}

/** Products per query of a whole load. The embedded database's memory grows to fit its largest
 *  result and never shrinks, so the whole catalogue as one row of texts would keep it large for
 *  good (as the full list's chunks, ../catalog/productLists.ts). */
const LOAD_CHUNK = 10_000;

/** Tries at loading in chunks without holding the database, before one read-only transaction. */
const UNHELD_TRIES = 2;

async function loadWhole(db: Db, version: number, generation: number): Promise<FindIndex> {
  let loaded: Awaited<ReturnType<typeof readChunks>> = null;
  for (let tries = 0; tries < UNHELD_TRIES && !loaded; tries++) loaded = await readChunks(db);
  // a write landed between the chunks each time: read them from one snapshot
  loaded ??= await db.transaction(readChunks, { isolationLevel: 'repeatable read', accessMode: 'read only' });
  if (!loaded) throw new Error('the catalogue changed inside a read-only transaction');
  // products first, categories after: a category a loaded product names cannot be gone by then
  const categoryRows = (await db.execute(
    sql`select ${categories.id} as id, ${categories.name} as name, ${categories.slug} as slug,
      ${categories.attributes} as attributes from ${categories}`,
  )) as unknown as { rows: CategoryRow[] };
  return buildIndex(loaded.columns, categoryRows.rows, {
    version: Number.isFinite(loaded.version) ? loaded.version : version,
    generation,
    fingerprint: loaded.fingerprint,
  });
}

/**
 * Every product's columns, LOAD_CHUNK at a time, and the version and fingerprint they were read
 * at. Each chunk reads the catalogue version, which every catalogue write bumps: chunks that all
 * saw one version saw one catalogue. Null when a write came between them.
 */
async function readChunks(db: Pick<Db, 'execute'>) {
  const chunks: Columns[] = [];
  let first: Awaited<ReturnType<typeof readColumns>> | null = null;
  for (let after: Cursor | null = null; ;) {
    const read = await readColumns(db, {
      after,
      limit: LOAD_CHUNK,
      extra: first ? sql`` : sql`, ${FINGERPRINT} as fingerprint`,
    });
    first ??= read;
    if (read.version !== first.version) return null;
    chunks.push(read.columns);
    if (read.rows < LOAD_CHUNK || !read.last) break;
    after = read.last;
  }
  const columns = Object.fromEntries(
    COLUMNS.map((name) => [name, chunks.flatMap((chunk) => chunk[name] as unknown[])]),
  ) as unknown as Columns;
  return { columns, version: first.version, fingerprint: String(first.row.fingerprint) };
}

/** Tries at reading the changed rows at one version while writes keep landing. */
const PATCH_TRIES = 3;

/**
 * The index of `version` made from `previous` and the rows of the products changed since: when
 * this process made every write between them and each changed products only (an admin's product
 * edit, an order, a cancel), a few primary-key reads instead of the whole catalogue. Null when a
 * write is not known here or changed more (a category, a seeding): then it is loaded whole.
 */
async function withChangedRows(
  db: Pick<Db, 'execute'>,
  previous: FindIndex,
  version: number,
): Promise<FindIndex | null> {
  for (let tries = 0, upTo = version; tries < PATCH_TRIES; tries++) {
    const changes = changesBetween(previous.version, upTo);
    if (!changes || changes.some((change) => change === 'more')) return null;
    const ids = new Set(changes.flatMap((change) => (change === 'more' ? [] : change.products)));
    const stockOnly = changes.every((change) => change !== 'more' && change.stockOnly);
    const read = await readColumns(db, { where: inArray(products.id, [...ids]) });
    // the rows are those of the version read with them: any later write must be known too
    if (read.version === upTo) return patchIndex(previous, read.columns, ids, read.version, stockOnly);
    if (read.version < upTo) return null;
    upTo = read.version;
  }
  return null;
}

/** A stretch of the updated index: neighbouring products of the previous one, or a changed row. */
type Segment = { from: number; to: number } | { row: number };

/**
 * The index of `version`: `previous` with the products `changed` names as `rows` has them
 * (absent there: deleted; new ones put in their place in the newest-first order).
 *
 * It is made from `previous` in place where it can: the vocabulary and the descriptions always,
 * and when no product came or went (an edit, a stock move) the per-product arrays too, so an
 * update costs what the changed products cost. That is safe because this update is what
 * replaces `previous` as the current index (one load at a time, findIndexAt), and a reader uses
 * an index without awaiting anything in between, so none reads `previous` while it changes and
 * none reads it after. When products came or went, the per-product arrays are copied, unchanged
 * stretches whole.
 */
function patchIndex(
  previous: FindIndex,
  rows: Columns,
  changed: Set<string>,
  version: number,
  stockOnly: boolean,
): FindIndex {
  const positions = positionsOf(previous, rows, changed);
  const { vocabulary, descriptions, descriptionUses } = previous;
  const { start, words } = previous.nameWords;
  for (const i of positions.values()) {
    for (let k = start[i]; k < start[i + 1]; k++) vocabulary.release(words[k], true);
    const d = previous.descriptionOf[i];
    if (--descriptionUses[d] === 0) for (const word of descriptions[d]) vocabulary.release(word, false);
  }
  const rowWords = rows.name_lower.map((_, r) => nameWordIds(vocabulary, searchableName(rows, r)));
  const rowValues = rows.id.map((_, r) => rowValueIds(previous, rows, r));
  for (const [sku, owner] of previous.skus) if (changed.has(owner)) previous.skus.delete(sku);
  addSkus(previous.skus, rows);
  // a description is kept per changed row; the next whole load shares them again
  const rowDescriptions = rows.description.map((text) => {
    descriptionUses.push(1);
    return descriptions.push(descriptionWords(vocabulary, text)) - 1;
  });
  const segments = mergedSegments(previous, rows, positions);
  const stays = rows.id.length === positions.size && rows.id.every((id) => positions.has(id));
  const index: FindIndex = stays
    ? {
        ...previous,
        nameWords: listsInPlace(previous.nameWords, positions, rows, rowWords, segments),
        facetValues: listsInPlace(previous.facetValues, positions, rows, rowValues, segments),
      }
    : copiedIndex(previous, rows, segments, rowWords, rowValues);
  for (const [at, r] of rowPositions(segments)) {
    setRow(index, at, rows, r);
    if (stays) {
      const values = plainArrays(rows, r);
      for (const field of COPIED_ARRAYS) index[field][at] = values[field];
    }
    index.descriptionOf[at] = rowDescriptions[r];
  }
  index.version = version;
  index.fingerprint = null;
  // the sold counts of unchanged products are as old as the previous load
  index.loadedAt = previous.loadedAt;
  // a stock move leaves every product where it was: the sorts that read no stock or sales stay
  const { best_selling: _moved, ...orders } = previous.orders;
  index.orders = stays && stockOnly ? orders : {};
  return index;
}

/** A new index of `segments`' length with the previous index's unchanged stretches copied in. */
function copiedIndex(
  previous: FindIndex,
  rows: Columns,
  segments: Segment[],
  rowWords: Int32Array[],
  rowValues: Int32Array[],
): FindIndex {
  const n = segments.reduce((sum, s) => sum + ('row' in s ? 1 : s.to - s.from), 0);
  // plain arrays from slices (native copies); typed ones by set
  const joined = (field: (typeof COPIED_ARRAYS)[number]) =>
    ([] as string[]).concat(
      ...segments.map((s) => ('row' in s ? [plainArrays(rows, s.row)[field]] : previous[field].slice(s.from, s.to))),
    );
  const plain = Object.fromEntries(COPIED_ARRAYS.map((field) => [field, joined(field)])) as PlainArrays;
  const index = emptyIndex(n, plain, previous, previous);
  index.descriptions = previous.descriptions;
  index.descriptionUses = previous.descriptionUses;
  index.nameWords = joinedLists(previous.nameWords, segments, rowWords);
  index.facetValues = joinedLists(previous.facetValues, segments, rowValues);
  let at = 0;
  for (const segment of segments) {
    if ('row' in segment) {
      at++;
      continue;
    }
    const { from, to } = segment;
    for (const field of COPIED_TYPED) (index[field] as Float64Array).set(previous[field].subarray(from, to), at);
    at += to - from;
  }
  return index;
}

/** The previous positions of the `changed` products still there: each row's by halving (both
 *  are newest first, and a product's date never changes), and by a pass over every product only
 *  for those gone. */
function positionsOf(previous: FindIndex, rows: Columns, changed: Set<string>): Map<string, number> {
  const positions = new Map<string, number>();
  for (let r = 0; r < rows.id.length; r++) {
    let low = 0;
    let high = previous.count;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (isBefore(rows, r, previous, mid)) high = mid;
      else low = mid + 1;
    }
    if (low > 0 && previous.ids[low - 1] === rows.id[r]) positions.set(rows.id[r], low - 1);
  }
  const gone = new Set([...changed].filter((id) => !rows.id.includes(id)));
  if (gone.size > 0)
    for (let i = 0; i < previous.count; i++) if (gone.has(previous.ids[i])) positions.set(previous.ids[i], i);
  return positions;
}

/** Whether row r comes before product i of `index` in the newest-first order. */
const isBefore = (rows: Columns, r: number, index: FindIndex, i: number) =>
  rows.created[r] > index.created[i] || (rows.created[r] === index.created[i] && rows.id[r] > index.ids[i]);

/** The previous lists (name words, facet values) with the changed rows' written over theirs,
 *  when every changed product is where it was with as many ids as before; else joined anew. */
function listsInPlace(
  previous: WordLists,
  positions: Map<string, number>,
  rows: Columns,
  rowWords: Int32Array[],
  segments: Segment[],
): WordLists {
  const { start, words } = previous;
  const at = (r: number) => positions.get(rows.id[r])!;
  const fits = rowWords.every((list, r) => list.length === start[at(r) + 1] - start[at(r)]);
  if (!fits) return joinedLists(previous, segments, rowWords);
  rowWords.forEach((list, r) => words.set(list, start[at(r)]));
  return previous;
}

/** The flattened lists of `segments`: unchanged stretches copied, changed rows' from `rowWords`. */
function joinedLists(previous: WordLists, segments: Segment[], rowWords: Int32Array[]): WordLists {
  const { start, words } = previous;
  const n = segments.reduce((sum, s) => sum + ('row' in s ? 1 : s.to - s.from), 0);
  const count = segments.reduce(
    (sum, s) => sum + ('row' in s ? rowWords[s.row].length : start[s.to] - start[s.from]),
    0,
  );
  const joined: WordLists = { words: new Int32Array(count), start: new Int32Array(n + 1) };
  let at = 0;
  let w = 0;
  for (const segment of segments) {
    if ('row' in segment) {
      joined.start[at++] = w;
      joined.words.set(rowWords[segment.row], w);
      w += rowWords[segment.row].length;
      continue;
    }
    const { from, to } = segment;
    for (let i = from; i < to; i++) joined.start[at++] = start[i] - start[from] + w;
    joined.words.set(words.subarray(start[from], start[to]), w);
    w += start[to] - start[from];
  }
  joined.start[n] = w;
  return joined;
}

/** What an index holds per product by position, as plain arrays and as typed arrays (name words apart). */
const COPIED_ARRAYS = ['ids', 'names', 'nameLower', 'slugs', 'images'] as const;
type PlainArrays = Pick<FindIndex, (typeof COPIED_ARRAYS)[number]>;
const COPIED_TYPED = ['category', 'price', 'stock', 'active', 'onSale', 'sold', 'created', 'descriptionOf'] as const;

/** Row `r`'s values of the plain arrays. */
const plainArrays = (rows: Columns, r: number): Record<(typeof COPIED_ARRAYS)[number], string> => ({
  ids: rows.id[r],
  names: rows.name[r],
  nameLower: rows.name_lower[r],
  slugs: rows.slug[r],
  images: rows.image[r] ?? '',
});

/** The plain arrays of all `rows`, as parsed: packed arrays, which copy and slice quickly
 *  (arrays made with `new Array(n)` and filled stay holey, and copying those goes element by element). */
const allPlainArrays = (rows: Columns): PlainArrays => ({
  ids: rows.id,
  names: rows.name,
  nameLower: rows.name_lower,
  slugs: rows.slug,
  images: rows.image.map((image) => image ?? ''),
});

/**
 * The previous index's products that stay, as stretches of neighbours, with the changed rows
 * put where they go (`positions`: the previous positions of the changed products, which go):
 * both are newest first, so each row is found in its stretch by halving.
 */
function mergedSegments(previous: FindIndex, rows: Columns, positions: Map<string, number>): Segment[] {
  const runs: { from: number; to: number }[] = [];
  let from = 0;
  for (const gone of [...positions.values()].sort((a, b) => a - b)) {
    if (gone > from) runs.push({ from, to: gone });
    from = gone + 1;
  }
  if (from < previous.count) runs.push({ from, to: previous.count });
  const before = (r: number, i: number) => isBefore(rows, r, previous, i);
  const segments: Segment[] = [];
  let r = 0;
  for (const run of runs) {
    let at = run.from;
    while (r < rows.id.length) {
      let low = at;
      let high = run.to;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (before(r, mid)) high = mid;
        else low = mid + 1;
      }
      if (low === run.to) break;
      if (low > at) segments.push({ from: at, to: low });
      segments.push({ row: r++ });
      at = low;
    }
    if (at < run.to) segments.push({ from: at, to: run.to });
  }
  while (r < rows.id.length) segments.push({ row: r++ });
  return segments;
}

/** Each changed row's position in the updated index, as [position, row]. */
function* rowPositions(segments: Segment[]): Iterable<[number, number]> {
  let at = 0;
  for (const segment of segments) {
    if ('row' in segment) yield [at++, segment.row];
    else at += segment.to - segment.from;
  }
}

/** What a new index shares with the one it is made from (or a whole load makes anew). */
type Shared = Pick<FindIndex, 'categories' | 'categoryByKey' | 'vocabulary' | 'facetTable' | 'categorySpecs' | 'skus'>;

function emptyIndex(
  n: number,
  plain: PlainArrays,
  { categories: categoryList, categoryByKey, vocabulary, facetTable, categorySpecs, skus }: Shared,
  { version, generation, fingerprint }: Pick<FindIndex, 'version' | 'generation' | 'fingerprint'>,
): FindIndex {
  return {
    version,
    generation,
    fingerprint,
    loadedAt: Date.now(),
    count: n,
    ...plain,
    category: new Int32Array(n),
    price: new Float64Array(n),
    stock: new Int32Array(n),
    active: new Uint8Array(n),
    onSale: new Uint8Array(n),
    sold: new Int32Array(n),
    created: new Float64Array(n),
    nameWords: { words: new Int32Array(0), start: new Int32Array(n + 1) },
    descriptionOf: new Int32Array(n),
    descriptions: [],
    descriptionUses: [],
    categories: categoryList,
    categoryByKey,
    vocabulary,
    facetTable,
    categorySpecs,
    facetValues: { words: new Int32Array(0), start: new Int32Array(n + 1) },
    skus,
    orders: {},
  };
}

/** Product `at` of `index` from row `r` of `rows`: what it holds in typed arrays, but for its name words. */
function setRow(index: FindIndex, at: number, rows: Columns, r: number) {
  index.category[at] = index.categoryByKey.get(rows.category_id[r]) ?? -1;
  index.price[at] = rows.price[r];
  index.stock[at] = rows.stock[r];
  index.active[at] = rows.is_active[r] ? 1 : 0;
  index.onSale[at] = rows.on_sale[r] ? 1 : 0;
  index.sold[at] = rows.sold[r];
  index.created[at] = rows.created[r];
}

const nameWordIds = (vocabulary: Vocabulary, nameLower: string) =>
  Int32Array.from(wordsOf(nameLower), (word) => vocabulary.idOf(word, true));

/** A product's name with its active variants' option values: a shopper's "iphone blue" or
 *  "256 gb" finds it as a word of its name would. */
function searchableName(rows: Columns, r: number): string {
  const options = rows.variant_options[r];
  if (!options?.length) return rows.name_lower[r];
  const values = new Set(options.flatMap((o) => Object.values(o)));
  return `${rows.name_lower[r]} ${[...values].join(' ')}`;
}

const rowValueIds = (
  index: Pick<FindIndex, 'facetTable' | 'categorySpecs' | 'categoryByKey'>,
  rows: Columns,
  r: number,
) => {
  const category = index.categoryByKey.get(rows.category_id[r]);
  const specs = category === undefined ? undefined : index.categorySpecs[category];
  return productValueIds(index.facetTable, specs, rows.specs[r], rows.variant_options[r], rows.variant_specs[r]);
};

function addSkus(skus: Map<string, string>, rows: Columns) {
  rows.skus.forEach((list, r) => {
    for (const sku of list ?? []) skus.set(sku.toLowerCase(), rows.id[r]);
  });
}

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  attributes: CategoryAttribute[] | null;
}

const descriptionWords = (vocabulary: Vocabulary, text: string) =>
  Int32Array.from(wordsOf(text), (word) => vocabulary.idOf(word, false));

function buildIndex(
  rows: Columns,
  categoryRows: CategoryRow[],
  stamp: Pick<FindIndex, 'version' | 'generation' | 'fingerprint'>,
): FindIndex {
  const vocabulary = new Vocabulary();
  const indexed: IndexedCategory[] = categoryRows.map(({ id, name, slug }) => ({
    id,
    name,
    slug,
    nameLower: name.toLowerCase(),
    words: wordsOf(name).map((word) => vocabulary.idOf(word, true)),
  }));
  const categoryByKey = new Map<string, number>();
  indexed.forEach((c, i) => categoryByKey.set(c.id, i).set(c.slug, i));
  const facetTable = new FacetTable();
  const categorySpecs = categorySpecsOf(
    facetTable,
    categoryRows.map((c) => c.attributes ?? []),
  );
  const skus = new Map<string, string>();
  addSkus(skus, rows);
  const n = rows.id.length;
  const shared = { categories: indexed, categoryByKey, vocabulary, facetTable, categorySpecs, skus };
  const index = emptyIndex(n, allPlainArrays(rows), shared, stamp);
  const nameWords: number[] = [];
  const values: number[] = [];
  // descriptions repeat (variants of one product): each distinct text is split and kept once
  const descriptionIds = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    setRow(index, i, rows, i);
    index.nameWords.start[i] = nameWords.length;
    for (const word of nameWordIds(vocabulary, searchableName(rows, i))) nameWords.push(word);
    index.facetValues.start[i] = values.length;
    for (const value of rowValueIds(index, rows, i)) values.push(value);
    const text = rows.description[i];
    let description = descriptionIds.get(text);
    if (description === undefined) {
      description = index.descriptions.length;
      index.descriptions.push(descriptionWords(vocabulary, text));
      index.descriptionUses.push(0);
      descriptionIds.set(text, description);
    }
    index.descriptionOf[i] = description;
    index.descriptionUses[description]++;
  }
  index.nameWords.start[n] = nameWords.length;
  index.nameWords.words = Int32Array.from(nameWords);
  index.facetValues.start[n] = values.length;
  index.facetValues.words = Int32Array.from(values);
  return index;
}

/** Product positions in `sort`'s order; ties keep the newest first. */
export function sortOrder(index: FindIndex, sort: Sort): Int32Array {
  const made = index.orders[sort];
  if (made) return made;
  const order = makeSortOrder(index, sort);
  index.orders[sort] = order;
  return order;
}

function makeSortOrder(index: FindIndex, sort: Sort): Int32Array {
  const { count, price, sold, nameLower } = index;
  if (sort === 'newest') return Int32Array.from({ length: count }, (_, i) => i);
  if (sort !== 'name') {
    const keys = sort === 'best_selling' ? sold : price;
    const order = orderByKey(keys, sort !== 'price_asc');
    if (order) return order;
  }
  const compare: Record<Exclude<Sort, 'newest'>, (a: number, b: number) => number> = {
    price_asc: (a, b) => price[a] - price[b] || a - b,
    price_desc: (a, b) => price[b] - price[a] || a - b,
    best_selling: (a, b) => sold[b] - sold[a] || a - b,
    name: (a, b) => (nameLower[a] < nameLower[b] ? -1 : nameLower[a] > nameLower[b] ? 1 : a - b),
  };
  return Int32Array.from({ length: count }, (_, i) => i).sort(compare[sort]);
}

/** Positions by `keys` (whole numbers from 0: cents, units), ties by position; null when a key
 *  is not one or a key and a position do not fit in one double together. Each pair is packed
 *  into one number, so the engine's own numeric sort does the work: a comparator called n log n
 *  times from script made a first sorted read after each write several times slower. */
function orderByKey(keys: ArrayLike<number>, descending: boolean): Int32Array | null {
  const count = keys.length;
  let most = 0;
  for (let i = 0; i < count; i++) {
    const k = keys[i];
    if (!Number.isInteger(k) || k < 0) return null;
    if (k > most) most = k;
  }
  const scale = 2 ** Math.ceil(Math.log2(count + 1));
  if (!Number.isSafeInteger(most * scale + scale)) return null;
  const packed = new Float64Array(count);
  for (let i = 0; i < count; i++) packed[i] = (descending ? most - keys[i] : keys[i]) * scale + i;
  packed.sort();
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = packed[i] % scale;
  return order;
}
