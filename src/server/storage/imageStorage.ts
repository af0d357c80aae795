// Where uploaded images live: a local directory (UPLOAD_DIR) by default, an S3-compatible
// bucket when S3_BUCKET is set. Everything else talks to the interface (types.ts) only.
import { config } from '../config';
import { LocalDirStorage } from './localDirStorage';
import { S3Storage } from './s3Storage';
import type { ImageStorage } from './types';

let storage: ImageStorage | null = null;

export function getImageStorage(): ImageStorage {
  if (storage) return storage;
  storage = config.s3 ? new S3Storage(config.s3) : new LocalDirStorage(config.uploadDir);
  return storage;
}
