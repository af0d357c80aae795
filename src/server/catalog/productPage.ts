// One product by id or slug, for GET /api/products/{id or slug} and the server-rendered
// product page. Read through a per-version memo like the catalogue lists (version.ts): a
// catalogue write, an order's stock change included, makes every entry stale at once.
import { eq, or } from 'drizzle-orm';
import type { Product } from '../../lib/types';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { getProduct } from './productLists';
import { readCatalogVersion } from './version';

const MAX_ENTRIES = 500;

let memoVersion: number | null = null;
const memo = new Map<string, Promise<Product | null>>();

/** The product whose id or slug is `idOrSlug` (active or not), and the catalogue version it belongs to. */
export async function findProductCached(
  db: Db,
  idOrSlug: string,
): Promise<{ product: Product | null; version: number }> {
  const version = await readCatalogVersion(db);
  if (version !== memoVersion) {
    memo.clear();
    memoVersion = version;
  }
  let pending = memo.get(idOrSlug);
  if (!pending) {
    pending = productByIdOrSlug(db, idOrSlug);
    if (memo.size >= MAX_ENTRIES) memo.delete(memo.keys().next().value!);
    memo.set(idOrSlug, pending);
    pending.catch(() => memo.delete(idOrSlug));
  }
  return { product: await pending, version };
}

async function productByIdOrSlug(db: Db, idOrSlug: string): Promise<Product | null> {
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)))
    .limit(1);
  return found ? getProduct(db, found.id) : null;
}

/**
 * For the product page (`/products/<slug>`, rendered on request): the active product with
 * this slug, or null (unknown or inactive: the page answers 404). Callers must not mutate it.
 */
export async function getProductPageData(db: Db, slug: string): Promise<Product | null> {
  if (!slug || slug.length > 200) return null;
  const { product } = await findProductCached(db, slug);
  return product && product.isActive && product.slug === slug ? product : null;
}
