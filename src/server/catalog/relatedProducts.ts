// "You may also like" on a product page (docs/product.md#product-pages): other active products of
// its category, those in stock first, then the nearest in price. The page reads them through the
// catalogue cache (src/server/http/cache/cachedCatalogReads.ts) per product and catalogue version.
import { toCents } from '../../lib/money';
import { sql } from 'drizzle-orm';
import type { Product } from '../../lib/types';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { productsInOrder } from './productLists';

export const RELATED_LIMIT = 8;

/** What the related products are chosen by. */
export type RelatedAnchor = Pick<Product, '_id' | 'price' | 'category'>;

/** The related products of `product` as a serialized `{products}`. */
export async function relatedProductsBody(
  db: Pick<Db, 'execute'>,
  product: RelatedAnchor,
  imageBase: string,
): Promise<string> {
  const ids = sql`array(select ${products.id} from ${products}
    where ${products.categoryId} = ${product.category._id} and ${products.isActive} and ${products.id} <> ${product._id}
    order by ${products.stock} > 0 desc, abs(${products.priceCents} - ${toCents(product.price)}), ${products.createdAt} desc, ${products.id}
    limit ${RELATED_LIMIT})`;
  const result = await db.execute(sql`select ${productsInOrder(ids, imageBase)} as list`);
  return `{"products":${(result.rows[0] as { list: string }).list}}`;
}
