// "You may also like" on a product page (docs/product.md#product-pages): other active products of
// its category, those in stock first, then the nearest in price. Kept in the catalogue cache
// (src/server/http/cache/responseCache.ts) per product and catalogue version.
import { toCents } from '../../lib/money';
import { sql } from 'drizzle-orm';
import type { Product } from '../../lib/types';
import type { Db } from '../db/client';
import { describeForLog } from '../db/outage';
import { products } from '../db/schema';
import { log } from '../log';
import { catalogCache } from '../http/cache/responseCache';
import { productsInOrder } from './productLists';
import { readCatalogVersion } from './version';

export const RELATED_LIMIT = 8;

type Anchor = Pick<Product, '_id' | 'price' | 'category'>;

/** The related products of `product` as a serialized `{products}`. */
export async function relatedProductsBody(
  db: Pick<Db, 'execute'>,
  product: Anchor,
  imageBase: string,
): Promise<string> {
  const ids = sql`array(select ${products.id} from ${products}
    where ${products.categoryId} = ${product.category._id} and ${products.isActive} and ${products.id} <> ${product._id}
    order by ${products.stock} > 0 desc, abs(${products.priceCents} - ${toCents(product.price)}), ${products.createdAt} desc, ${products.id}
    limit ${RELATED_LIMIT})`;
  const result = await db.execute(sql`select ${productsInOrder(ids, imageBase)} as list`);
  return `{"products":${(result.rows[0] as { list: string }).list}}`;
}

/** The related products of `product`; none when they cannot be read now (the page goes without). */
export async function readRelatedProducts(db: Db, request: Request, product: Anchor): Promise<Product[]> {
  try {
    const version = await readCatalogVersion(db);
    const related = await catalogCache.read<{ products: Product[] }>(
      request,
      version,
      `related ${product._id}`,
      (imageBase) => relatedProductsBody(db, product, imageBase),
    );
    return related.products;
  } catch (err) {
    log.warn(`related products not read: ${describeForLog(err)}`);
    return [];
  }
}
