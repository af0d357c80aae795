// The no-orphan rule for writes with images: decode everything first (a bad file stops the
// write before anything is stored), store the files, run the database transaction, and if
// anything fails remove the files this write stored. Files a committed write replaced are
// removed only after the commit, so a failed write never loses an image still in use.
import type { StoredImage } from '../db/schema';
import { IMAGE_VARIANT_WIDTHS } from '../../lib/imageSrcset';
import { toStoredWebp, webpVariants } from './webpImages';
import type { UploadedFile } from '../http/multipart';
import type { ImageStorage } from './types';
import { newImageKey } from './imageKeys';
import { log } from '../log';

export async function withStoredUploads<T>(
  storage: ImageStorage,
  files: readonly UploadedFile[],
  write: (images: StoredImage[]) => Promise<T>,
): Promise<T> {
  const decoded = [];
  for (const file of files) decoded.push(await toStoredWebp(file.bytes));
  const stored: StoredImage[] = [];
  try {
    for (const image of decoded) {
      const key = newImageKey();
      stored.push({ url: storage.publicUrl(key), public_id: key });
      await putWithVariants(storage, key, image.bytes);
    }
    return await write(stored);
  } catch (err) {
    await removeImages(
      storage,
      stored.map((image) => image.public_id),
    );
    throw err;
  }
}

/** Stores a WebP under `key` and its narrower copies under `<key>-<width>`. */
export async function putWithVariants(storage: ImageStorage, key: string, webp: Buffer): Promise<void> {
  await storage.put(key, webp, 'image/webp');
  for (const variant of await webpVariants(webp))
    await storage.put(`${key}-${variant.width}`, variant.bytes, 'image/webp');
}

/** An image's objects: the image and its copies. */
export const objectKeysOf = (key: string) => [key, ...IMAGE_VARIANT_WIDTHS.map((width) => `${key}-${width}`)];

/** Best effort: a file that cannot be removed is logged, never turned into a failed request. */
export async function removeImages(storage: ImageStorage, imageKeys: readonly string[]): Promise<void> {
  const keys = imageKeys.flatMap(objectKeysOf);
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') log.error({ scope: 'images', err: result.reason }, `could not remove ${keys[i]}`);
  });
}
