// Image URLs in API answers are absolute (docs/product.md#deliberate-changes, 15), so
// clients on another origin - the pages on a CDN included - can show them. Rows keep the
// host-free `/uploads/<key>.webp`; the code that builds an answer puts its base in front:
// PUBLIC_URL, the bucket's S3_PUBLIC_URL, or the origin the request was made to when its host is
// allowed (../http/proxyTrust.ts). Pages on this
// origin keep the stored form (base STORED_PREFIX).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Category, OrderStats, Product } from '../../lib/types';
import { shopOrigin } from '../http/proxyTrust';
import { getImageStorage } from './imageStorage';
import { S3Storage } from './s3Storage';

export const STORED_PREFIX = '/uploads/';

/** What `/uploads/` stands for in answers to this request (ends with "/"). */
export const imageUrlBase = (request: Request): string => imageUrlBaseAt(shopOrigin(request));

/** What `/uploads/` stands for in answers made for the shop address `origin` (shopOriginOf). */
export function imageUrlBaseAt(origin: string): string {
  const storage = getImageStorage();
  if (storage instanceof S3Storage) return storage.publicBase();
  return `${origin}${STORED_PREFIX}`;
}

/** A stored image URL with `base` in place of `/uploads/`. */
export const absoluteImageUrl = (stored: string, base: string): string =>
  stored.startsWith(STORED_PREFIX) ? base + stored.slice(STORED_PREFIX.length) : stored;

/** The same in SQL, for answers the database serializes (the catalogue lists). */
export const absoluteImageUrlSql = (stored: SQL | AnyColumn, base: string): SQL =>
  sql`(case when left(${stored}, ${STORED_PREFIX.length}) = ${STORED_PREFIX}
    then ${base}::text || substr(${stored}, ${STORED_PREFIX.length + 1}) else ${stored} end)`;

export const productWithImageBase = (product: Product, base: string): Product => ({
  ...product,
  images: product.images.map((image) => ({ ...image, url: absoluteImageUrl(image.url, base) })),
  variants: product.variants.map((variant) => ({
    ...variant,
    images: variant.images.map((image) => ({ ...image, url: absoluteImageUrl(image.url, base) })),
  })),
  category: product.category && { ...product.category, image: absoluteImageUrl(product.category.image, base) },
});

export const categoryWithImageBase = (category: Category, base: string): Category => ({
  ...category,
  image: absoluteImageUrl(category.image, base),
});

export const statsWithImageBase = <T extends Pick<OrderStats, 'topProducts'>>(stats: T, base: string): T => ({
  ...stats,
  topProducts: stats.topProducts.map((top) => ({ ...top, image: absoluteImageUrl(top.image, base) })),
});
