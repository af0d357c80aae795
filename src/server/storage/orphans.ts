// No orphan images, ever: an upload stores its files before its row commits (storedUploads.ts),
// so a crash between the two leaves files no row names. Each start sweeps them: an object that
// no row references and that is older than the longest an upload can take (ORPHAN_MIN_AGE_SECONDS)
// cannot belong to a write still in flight, on this server or another one.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { imageKeyOf } from './imageKeys';
import { log } from '../log';
import type { ImageStorage } from './types';
import { webpVariants } from './webpImages';
import { IMAGE_VARIANT_WIDTHS } from '../../lib/imageSrcset';

/** Every image key a row refers to (categories and products; their narrower copies follow). */
export async function referencedImageKeys(db: Db): Promise<Set<string>> {
  const result = await db.execute<{ key: string }>(sql`
    select image_public_id as key from categories where image_public_id is not null
    union
    select image ->> 'public_id' from products, jsonb_array_elements(products.images) as image`);
  return new Set(result.rows.map((row) => row.key));
}

interface SweepOptions {
  /** objects younger than this may belong to an upload still running */
  minAgeMs: number;
  /** only objects whose key passes this test (the seed sweeps its own keys at any age) */
  only?: (imageKey: string) => boolean;
}

/** Removes unreferenced objects older than `minAgeMs`; returns how many went. */
export async function removeOrphanImages(db: Db, storage: ImageStorage, options: SweepOptions): Promise<number> {
  const cutoff = Date.now() - options.minAgeMs;
  const candidates: string[] = [];
  for await (const entry of storage.list()) {
    if (entry.modifiedAt.getTime() > cutoff) continue;
    // a crash's temp file has no image key: it is never referenced
    const imageKey = imageKeyOf(entry.key);
    if (options.only && !options.only(imageKey)) continue;
    candidates.push(entry.key);
  }
  if (!candidates.length) return 0;
  // read the references after listing: a row committed meanwhile is seen, so its files stay
  const referenced = await referencedImageKeys(db);
  const orphans = candidates.filter((key) => !referenced.has(imageKeyOf(key)));
  let removed = 0;
  for (const key of orphans) {
    try {
      await storage.remove(key);
      removed++;
    } catch (err) {
      log.error({ scope: 'images' }, `could not remove orphan ${key}: ${(err as Error).message}`);
    }
  }
  return removed;
}

/**
 * Makes the narrower copies (IMAGE_VARIANT_WIDTHS) that referenced images lack: images stored
 * before copies were made at upload, or before a width was added. Only the missing copies are
 * made, each time from the narrowest stored copy wider than all of them (a 400 px copy decodes in
 * a fraction of the full image's time), so the start after a width was added pays a few
 * milliseconds per image, once. Returns how many images got copies. Idempotent.
 */
export async function addMissingVariants(db: Db, storage: ImageStorage): Promise<number> {
  const existing = new Set<string>();
  for await (const entry of storage.list()) existing.add(entry.key);
  let made = 0;
  for (const key of await referencedImageKeys(db)) {
    if (!existing.has(key)) continue;
    const missing = IMAGE_VARIANT_WIDTHS.filter((width) => !existing.has(`${key}-${width}`));
    if (!missing.length) continue;
    const widest = Math.max(...missing);
    const source = IMAGE_VARIANT_WIDTHS.find((width) => width > widest && existing.has(`${key}-${width}`));
    const stored = (source && (await storage.get(`${key}-${source}`))) || (await storage.get(key));
    if (!stored) continue;
    for (const variant of await webpVariants(stored.bytes, missing)) {
      await storage.put(`${key}-${variant.width}`, variant.bytes, 'image/webp');
    }
    made++;
  }
  return made;
}
