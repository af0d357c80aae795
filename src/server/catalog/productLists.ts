// The catalogue's read side: product objects as the contract shapes them, the plain list and the
// paged list (found in ../search/findIndex.ts, its page's rows serialized by the database).
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CategoryRef, PageInfo, Product } from '../../lib/types';
import type { Db } from '../db/client';
import { catalogVersion, categories, products, productVariants } from '../db/schema';
import { offsetOf, pageInfo } from '../http/listQuery';
import { absoluteImageUrlSql, STORED_PREFIX } from '../storage/imageUrls';
import type { PieceSink } from './jsonPieces';
import { findIndexAt } from '../search/findIndex';
import { findProducts } from '../search/findProducts';
import { noResultOffer } from '../search/noResult';
import type { ProductListQuery } from './listQuery';
import { readCatalogVersion } from './version';

const isoUtc = (column: AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `{'key', value, ...}` for json_build_object; keys are code constants, never input. */
const jsonObject = (fields: Record<string, SQL | AnyColumn>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

// The product object of the contract (src/lib/types.ts) is built in one place, by the database:
// the records are typed by the API types, so a field added there fails to compile until it is
// built here. For lists, json_agg is much faster than reading rows into JavaScript and
// serializing them again, which is what a cache rebuild after each write costs
// (docs/performance.md).
// Image URLs are made absolute here, against the base of the answer being built
// (../storage/imageUrls.ts); STORED_PREFIX keeps them as stored.
const imageUrl = (stored: SQL | AnyColumn, base: string) =>
  base === STORED_PREFIX ? stored : absoluteImageUrlSql(stored, base);
const imagesJson = (base: string) =>
  base === STORED_PREFIX
    ? products.images
    : sql`(select coalesce(json_agg(json_build_object('url', ${imageUrl(sql`i.image->>'url'`, base)},
        'public_id', i.image->>'public_id') order by i.n), '[]'::json)
      from jsonb_array_elements(${products.images}) with ordinality as i(image, n))`;
/** An amount in cents as the API's decimal: exact division, then the double nearest to it, which
 *  is what src/lib/money.ts's toDecimal gives for the same cents. */
const decimalOf = (cents: AnyColumn) => sql`(${cents}::numeric / 100)::float8`;
const categoryRefFields = (base: string): Record<keyof CategoryRef, SQL | AnyColumn> => ({
  _id: categories.id,
  name: categories.name,
  image: imageUrl(categories.imageUrl, base),
});
/** The product's variants in the admin's order; a variant's images are the product images its
 *  `image_ids` name, in that order. */
const variantsJson = (base: string) => sql`(
  select coalesce(json_agg(json_build_object(
    '_id', v.id, 'sku', v.sku, 'options', v.options,
    'price', (v.price_cents::numeric / 100)::float8,
    'compareAtPrice', (v.compare_at_price_cents::numeric / 100)::float8,
    'stock', v.stock, 'weight', v.weight_grams,
    'images', (select coalesce(json_agg(json_build_object(
        'url', ${imageUrl(sql`img.image->>'url'`, base)}, 'public_id', img.image->>'public_id') order by picked.n), '[]'::json)
      from jsonb_array_elements_text(v.image_ids) with ordinality as picked(id, n)
      inner join jsonb_array_elements(${products.images}) as img(image) on img.image->>'public_id' = picked.id),
    'specs', v.specs, 'isActive', v.is_active) order by v.position), '[]'::json)
  from ${productVariants} v where v.product_id = ${products.id})`;
const productFields = (base: string): Record<keyof Product, SQL | AnyColumn> => ({
  _id: products.id,
  name: products.name,
  productName: products.productName,
  slug: products.slug,
  description: products.description,
  price: decimalOf(products.priceCents),
  stock: products.stock,
  options: products.options,
  variants: variantsJson(base),
  specs: products.specs,
  category: jsonObject(categoryRefFields(base)),
  images: imagesJson(base),
  discount: products.discount,
  compareAtPrice: decimalOf(products.compareAtPriceCents),
  featured: products.featured,
  maxPerOrder: products.maxPerOrder,
  taxClass: products.taxClass,
  isActive: products.isActive,
  createdAt: isoUtc(products.createdAt),
  updatedAt: isoUtc(products.updatedAt),
});
const productJson = (base: string) => jsonObject(productFields(base));
const withCategory = sql`${products} inner join ${categories} on ${categories.id} = ${products.categoryId}`;

/** The matching products as a JSON array text, newest first. */
async function productsJson(db: Pick<Db, 'execute'>, where: SQL, imageBase: string): Promise<string> {
  const result = await db.execute(sql`
    select coalesce(json_agg(t.doc order by t.created_at desc, t.id desc), '[]')::text as list from (
      select ${productJson(imageBase)} as doc, ${products.createdAt} as created_at, ${products.id} as id
      from ${withCategory} where ${where}
    ) t`);
  return (result.rows[0] as { list: string }).list;
}

/** The products whose ids `ids` (an SQL text[]) lists, as a JSON array text in that order. */
export const productsInOrder = (ids: SQL, imageBase: string) => sql`(
  select coalesce(json_agg(t.doc order by t.ord), '[]')::text from (
    select ${productJson(imageBase)} as doc, picked.ord
    from unnest(${ids}) with ordinality as picked(id, ord)
    inner join ${products} on ${products.id} = picked.id
    inner join ${categories} on ${categories.id} = ${products.categoryId}
  ) t)`;

/** The products `ids` lists, in that order, as a JSON array text: primary-key reads only. */
async function pageOfIds(db: Pick<Db, 'execute'>, ids: string[], imageBase: string): Promise<string> {
  const list = sql`array(select json_array_elements_text(${JSON.stringify(ids)}::json))`;
  const result = await db.execute(sql`select ${productsInOrder(list, imageBase)} as list`);
  return (result.rows[0] as { list: string }).list;
}

/** Where a list read in chunks stopped: the last row's sort key (created_at as text, exact to the
 *  microsecond). */
interface Cursor {
  createdAt: string;
  id: string;
}

/** Rows per query of the full list. The embedded database's memory grows to fit its largest
 *  result and never shrinks, so the whole list as one JSON text would keep it large for good
 *  (docs/performance.md). */
const FULL_LIST_CHUNK = 2500;

/** The next FULL_LIST_CHUNK products of the full list after `after`, newest first, as the
 *  elements of a JSON array (json_agg's separator, so chunks join into the one-query text), and
 *  the catalogue version the chunk was read at (one statement, one snapshot).
 *  Not productsJson: its pages look up each picked id again, which made the chunked full list
 *  half as slow again; a chunk reads its rows straight off the date index. */
async function fullListChunk(db: Pick<Db, 'execute'>, after: Cursor | null, imageBase: string) {
  const from = after
    ? sql`where (${products.createdAt}, ${products.id}) < (${after.createdAt}::timestamptz, ${after.id})`
    : sql``;
  const result = await db.execute(sql`
    with chunk as (
      select ${productJson(imageBase)} as doc, ${products.createdAt} as created_at, ${products.id} as id
      from ${withCategory} ${from}
      order by ${products.createdAt} desc, ${products.id} desc
      limit ${FULL_LIST_CHUNK})
    select count(*)::int as rows,
      coalesce(json_agg(doc order by created_at desc, id desc), '[]')::text as list,
      (select json_build_object('createdAt', created_at::text, 'id', id) from chunk
        order by created_at, id limit 1) as last,
      (select coalesce(max(${catalogVersion.version}), 0) from ${catalogVersion}) as version
    from chunk`);
  const { rows, list, last, version } = result.rows[0] as {
    rows: number;
    list: string;
    last: Cursor | null;
    version: number;
  };
  return { rows, elements: list.slice(1, -1), last, version };
}

/** Tries at reading the full list without holding the database before it is read from one
 *  snapshot (see writeProductList). */
const UNHELD_TRIES = 2;

/** GET /api/products without parameters, serialized (`{success, products}`), handed to `sink`
 *  piece by piece as its chunks are read (see FULL_LIST_CHUNK): the pieces join into the JSON
 *  text, and the whole text is never held at once.
 *
 *  The chunks must come from one state of the catalogue, or a write between two of them would
 *  tear the list. A transaction would do that, but the embedded database runs nothing else while
 *  one is open: every read and write would wait for the whole list.
 *  So each chunk also reads the catalogue version, which every catalogue write bumps in its own
 *  transaction: chunks that all saw one version saw one catalogue. When a write came between
 *  them, the list starts again; after UNHELD_TRIES it is read in one read-only transaction. */
export async function writeProductList(db: Db, sink: PieceSink, imageBase: string): Promise<void> {
  for (let tries = 0; tries < UNHELD_TRIES; tries++) {
    if (await writeChunks(db, sink, imageBase)) return;
    sink.restart();
  }
  await db.transaction(async (tx) => void (await writeChunks(tx, sink, imageBase)), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** The full list in chunks to `sink`; false (and stopped) when a chunk saw another catalogue
 *  version than the first. */
async function writeChunks(db: Pick<Db, 'execute'>, sink: PieceSink, imageBase: string): Promise<boolean> {
  await sink.write('{"success":true,"products":[');
  let version: number | undefined;
  for (let after: Cursor | null = null, first = true; ; first = false) {
    const chunk = await fullListChunk(db, after, imageBase);
    version ??= chunk.version;
    if (chunk.version !== version) return false;
    if (chunk.rows > 0) await sink.write(first ? chunk.elements : `, ${chunk.elements}`);
    if (chunk.rows < FULL_LIST_CHUNK || !chunk.last) break;
    after = chunk.last;
  }
  await sink.write(']}');
  return true;
}

/** GET /api/products with list parameters, serialized: `{success, products, total, page, pages,
 *  facets}`, and for a search without a result `didYouMean` and, on the storefront, `suggestions`.
 *  Found in the index of catalogue `version` (../search/findIndex.ts; read now when not given);
 *  only the rows shown are read here. */
export async function pageProductsBody(
  db: Db,
  query: ProductListQuery,
  imageBase: string,
  version?: number,
): Promise<string> {
  const index = await findIndexAt(db, version ?? (await readCatalogVersion(db)));
  const found = findProducts(index, { ...query, offset: offsetOf(query) });
  const rowsOf = (positions: number[]) =>
    pageOfIds(
      db,
      positions.map((at) => index.ids[at]),
      imageBase,
    );
  const list = await rowsOf(found.page);
  const { total, facets, didYouMean } = found;
  const more = JSON.stringify({ total, page: query.page, pages: pageInfo(total, query).pages, facets, didYouMean });
  const offer = total === 0 && query.q && query.active === true ? noResultOffer(index) : null;
  const suggestions = offer
    ? `,"suggestions":{"categories":${JSON.stringify(offer.categories)},"bestSelling":${await rowsOf(offer.bestSelling)}}`
    : '';
  return `{"success":true,"products":${list},${more.slice(1, -1)}${suggestions}}`;
}

/** The full list with image URLs as stored. */
export async function listProducts(db: Db): Promise<Product[]> {
  let pieces: string[] = [];
  const sink = { write: async (piece: string) => void pieces.push(piece), restart: () => void (pieces = []) };
  await writeProductList(db, sink, STORED_PREFIX);
  return JSON.parse(pieces.join('')).products;
}

/** The slugs of the active products, newest first (for the sitemap). */
export async function activeProductSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(sql`${products.createdAt} desc, ${products.id} desc`);
  return rows.map((row) => row.slug);
}

/** One page with image URLs as stored. */
export async function pageProducts(db: Db, query: ProductListQuery): Promise<{ products: Product[] } & PageInfo> {
  const { success: _ok, ...page } = JSON.parse(await pageProductsBody(db, query, STORED_PREFIX));
  return page;
}

/** One product by id, image URLs as stored (also inside a write's transaction, to answer what it wrote). */
export async function getProduct(db: Pick<Db, 'execute'>, id: string): Promise<Product | null> {
  const [product] = JSON.parse(await productsJson(db, eq(products.id, id), STORED_PREFIX)) as Product[];
  return product ?? null;
}
