// The storage interface on its own, so the factory (imageStorage.ts) can import the
// implementations while they import only these types.

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface StoredEntry {
  key: string;
  modifiedAt: Date;
}

export interface ImageStorage {
  /** Stores the bytes under `key` (overwrites). Resolves once they are durable. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none (or the key is not one we could have made). */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /**
   * The host-free URL kept in rows (`/uploads/<key>.webp`, whatever the storage): answers make
   * it absolute per request (imageUrls.ts), so a domain or bucket change needs no migration.
   */
  publicUrl(key: string): string;
  /** Every stored object (for the orphan sweep and the storage migration). */
  list(): AsyncIterable<StoredEntry>;
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; empty = AWS (https://s3.<region>.amazonaws.com) */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** base URL clients load objects from (CDN, public bucket URL) */
  publicUrl: string;
  /** optional folder inside the bucket, e.g. "shop/" */
  prefix: string;
}
