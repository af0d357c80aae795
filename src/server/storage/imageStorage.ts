// Where uploaded images live. Everything else talks to this interface only, so moving the
// files to an S3-compatible bucket (S3_* env, see README) is one new implementation of it
// plus one line in the factory below; no service or endpoint changes.
import { config } from '../config';
import { LocalDirStorage } from './localDirStorage';

export { IMAGE_KEY_PATTERN, isImageKey, newImageKey } from './imageKeys';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface ImageStorage {
  /** Stores the bytes under `key` (overwrites). Resolves once they are durable. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none (or the key is not one we could have made). */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** The URL clients load the image from. */
  publicUrl(key: string): string;
}

let storage: ImageStorage | null = null;

export function getImageStorage(): ImageStorage {
  if (storage) return storage;
  if (process.env.S3_BUCKET) {
    // Reserved: S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
    // S3_PUBLIC_URL. Refusing loudly beats silently writing to the local disk of one node.
    throw new Error(
      'S3_BUCKET is set, but S3-compatible image storage is not implemented yet. Unset S3_* to use UPLOAD_DIR.',
    );
  }
  storage = new LocalDirStorage(config.uploadDir);
  return storage;
}
