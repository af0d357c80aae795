// The home page's product lists (docs/product.md#home): the newest active products, the best
// selling over 30 days and the featured ones, read in one round trip and kept in the catalogue
// cache (src/server/http/cache/responseCache.ts) per catalogue version. Placing or cancelling an order changes stock and so the
// version; the key also names the day, so the 30-day window moves on without any write.
import { sql, type SQL } from 'drizzle-orm';
import type { Product } from '../../lib/types';
import type { Db } from '../db/client';
import { describeForLog } from '../db/outage';
import { products } from '../db/schema';
import { log } from '../log';
import { unitsSold } from './bestSelling';
import { catalogCache } from '../http/cache/responseCache';
import { productsInOrder } from './productLists';
import { readCatalogVersion } from './version';

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

/** The home page's lists, or null when they cannot be read now (the page then says so). */
export async function readHomeProducts(db: Db, request: Request): Promise<HomeProducts | null> {
  try {
    const version = await readCatalogVersion(db);
    const day = new Date().toISOString().slice(0, 10);
    return await catalogCache.read<HomeProducts>(request, version, `home ${day}`, (imageBase) =>
      homeProductsBody(db, imageBase),
    );
  } catch (err) {
    log.warn(`home products not read: ${describeForLog(err)}`);
    return null;
  }
}
