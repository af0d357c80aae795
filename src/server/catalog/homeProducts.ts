// The home page's product lists (docs/product.md#home): the newest active products, the best
// selling over 30 days and the featured ones, read in one round trip. The page reads them through
// the catalogue cache (src/server/http/cache/cachedCatalogReads.ts) per catalogue version: placing
// or cancelling an order changes stock and so the version.
import { sql, type SQL } from 'drizzle-orm';
import type { Product } from '../../lib/types';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { unitsSold } from './bestSelling';
import { productsInOrder } from './productLists';

/** Cards per list: two rows of the widest grid. */
export const HOME_LIST_SIZE = 8;

export interface HomeProducts {
  /** newest active products first: the New Arrivals carousel and the New Products tab */
  newest: Product[];
  /** most units in orders not cancelled over the last 30 days first (bestSelling.ts) */
  bestSelling: Product[];
  /** the admin's featured products, most recently edited first */
  featured: Product[];
}

const ids = (query: SQL) => sql`array(${query})`;

/** The lists as one serialized HomeProducts. */
export async function homeProductsBody(db: Pick<Db, 'execute'>, imageBase: string): Promise<string> {
  const limit = HOME_LIST_SIZE;
  const newest = ids(sql`select ${products.id} from ${products} where ${products.isActive}
    order by ${products.createdAt} desc, ${products.id} desc limit ${limit}`);
  const bestSelling = ids(sql`select ${products.id} from ${unitsSold} as sold
    inner join ${products} on ${products.id} = sold.product_id where ${products.isActive}
    order by sold.units desc, ${products.createdAt} desc, ${products.id} desc limit ${limit}`);
  const featured = ids(sql`select ${products.id} from ${products} where ${products.isActive} and ${products.featured}
    order by ${products.updatedAt} desc, ${products.id} desc limit ${limit}`);
  const result = await db.execute(sql`select
    ${productsInOrder(newest, imageBase)} as newest,
    ${productsInOrder(bestSelling, imageBase)} as best,
    ${productsInOrder(featured, imageBase)} as featured`);
  const row = result.rows[0] as { newest: string; best: string; featured: string };
  return `{"newest":${row.newest},"bestSelling":${row.best},"featured":${row.featured}}`;
}
