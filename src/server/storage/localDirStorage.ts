// Images as files in one directory (UPLOAD_DIR, default DATA_DIR/uploads), served by
// src/pages/uploads/[key].ts. The file name is built from a validated key only, so no
// request can name a path outside the directory.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ImageStorage, StoredObject } from './imageStorage';
import { isImageKey } from './imageKeys';

const EXTENSION = '.webp';
const CONTENT_TYPE = 'image/webp';

export class LocalDirStorage implements ImageStorage {
  private ready: Promise<unknown> | null = null;

  constructor(readonly dir: string) {}

  private fileFor(key: string): string {
    if (!isImageKey(key)) throw new Error(`Not an image key: ${JSON.stringify(key)}`);
    return path.join(this.dir, key + EXTENSION);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    if (contentType !== CONTENT_TYPE) throw new Error(`Local storage keeps WebP only, got ${contentType}`);
    const file = this.fileFor(key);
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    // write-then-rename: a reader never sees half a file, a crash leaves only a temp file
    const temp = path.join(this.dir, `.${key}.${randomBytes(4).toString('hex')}.tmp`);
    await writeFile(temp, bytes);
    await rename(temp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isImageKey(key)) return null;
    try {
      return { bytes: await readFile(this.fileFor(key)), contentType: CONTENT_TYPE };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    if (!isImageKey(key)) return;
    await rm(this.fileFor(key), { force: true });
  }

  publicUrl(key: string): string {
    return `/uploads/${key}${EXTENSION}`;
  }
}
