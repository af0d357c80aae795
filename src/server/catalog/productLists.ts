// The catalogue's read side: product objects as the contract shapes them, the plain list
// and the paged/search/category list, both serialized by the database for the cache.
import { and, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CategoryRef, PageInfo, Product } from '../../lib/types';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import { containsPattern } from '../db/errors';
import { offsetOf, pageInfo } from '../http/listQuery';
import type { ProductListQuery } from './listQuery';

const isoUtc = (column: AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `{'key', value, ...}` for json_build_object; keys are code constants, never input. */
const jsonObject = (fields: Record<string, SQL | AnyColumn>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

// The product object of the contract (src/lib/types.ts) is built in one place, by the database:
// the records are typed by the API types, so a field added there fails to compile until it is
// built here. For lists, json_agg is about 8x faster than reading rows into JavaScript and
// serializing them again, which is what a cache rebuild after each write costs.
const categoryRefFields: Record<keyof CategoryRef, SQL | AnyColumn> = {
  _id: categories.id,
  name: categories.name,
  image: categories.imageUrl,
};
const productFields: Record<keyof Product, SQL | AnyColumn> = {
  _id: products.id,
  name: products.name,
  productName: products.productName,
  slug: products.slug,
  description: products.description,
  price: sql`${products.price}::float8`,
  stock: products.stock,
  category: jsonObject(categoryRefFields),
  images: products.images,
  discount: products.discount,
  isActive: products.isActive,
  createdAt: isoUtc(products.createdAt),
  updatedAt: isoUtc(products.updatedAt),
};
const productJson = jsonObject(productFields);
const withCategory = sql`${products} inner join ${categories} on ${categories.id} = ${products.categoryId}`;

/** The matching products as a JSON array text, newest first, and how many match, in one round
 *  trip. A page picks its ids first (an index scan), so only its rows are turned into JSON. */
async function productsJson(
  db: Pick<Db, 'execute'>,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<{ list: string; total: number }> {
  const filter = where ? sql`where ${where}` : sql``;
  const matching = sql`select ${products.id} as id, ${products.createdAt} as created_at from ${withCategory} ${filter}`;
  const picked = page
    ? sql`select id from matching order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`
    : sql`select id from matching`;
  const result = await db.execute(sql`
    with matching as (${matching}), picked as (${picked})
    select
      (select count(*) from matching)::int as total,
      (select coalesce(json_agg(t.doc order by t.created_at desc, t.id desc), '[]')::text from (
        select ${productJson} as doc, ${products.createdAt} as created_at, ${products.id} as id
        from ${withCategory} where ${products.id} in (select id from picked)
      ) t) as list`);
  return result.rows[0] as { list: string; total: number };
}

function productFilters(query: ProductListQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.active !== undefined) filters.push(eq(products.isActive, query.active));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      query.alsoCategoryName
        ? or(ilike(products.productName, pattern), ilike(categories.name, pattern))!
        : ilike(products.productName, pattern),
    );
  }
  if (query.category) filters.push(or(eq(categories.id, query.category), eq(categories.slug, query.category))!);
  return filters.length ? and(...filters) : undefined;
}

/** GET /api/products without parameters, serialized: `{success, products}`. */
export async function listProductsBody(db: Db): Promise<string> {
  return `{"success":true,"products":${(await productsJson(db, undefined)).list}}`;
}

/** GET /api/products with list parameters, serialized: `{success, products, total, page, pages}`. */
export async function pageProductsBody(db: Db, query: ProductListQuery): Promise<string> {
  const { list, total } = await productsJson(db, productFilters(query), {
    limit: query.limit,
    offset: offsetOf(query),
  });
  return `{"success":true,"products":${list},"total":${total},"page":${query.page},"pages":${pageInfo(total, query).pages}}`;
}

export async function listProducts(db: Db): Promise<Product[]> {
  return JSON.parse(await listProductsBody(db)).products;
}

export async function pageProducts(db: Db, query: ProductListQuery): Promise<{ products: Product[] } & PageInfo> {
  const { success: _ok, ...page } = JSON.parse(await pageProductsBody(db, query));
  return page;
}

/** One product by id (also inside a write's transaction, to answer what it wrote). */
export async function getProduct(db: Pick<Db, 'execute'>, id: string): Promise<Product | null> {
  const [product] = JSON.parse((await productsJson(db, eq(products.id, id))).list) as Product[];
  return product ?? null;
}
