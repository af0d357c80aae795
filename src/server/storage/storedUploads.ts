// The no-orphan rule for writes with images: decode everything first (a bad file stops the
// write before anything is stored), store the files, run the database transaction, and if
// anything fails remove the files this write stored. Files a committed write replaced are
// removed only after the commit, so a failed write never loses an image still in use.
import type { StoredImage } from '../db/schema';
import { toStoredWebp } from './webpImages';
import type { UploadedFile } from '../http/multipart';
import type { ImageStorage } from './imageStorage';
import { newImageKey } from './imageKeys';

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
      await storage.put(key, image.bytes, image.contentType);
      stored.push({ url: storage.publicUrl(key), public_id: key });
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

/** Best effort: a file that cannot be removed is logged, never turned into a failed request. */
export async function removeImages(storage: ImageStorage, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.error(`[images] could not remove ${keys[i]}:`, result.reason);
  });
}
