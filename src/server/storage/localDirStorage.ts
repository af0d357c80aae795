// Images as files in one directory (UPLOAD_DIR, default DATA_DIR/uploads), served by
// src/pages/uploads/[key].ts. The file name is built from a validated key only, so no
// request can name a path outside the directory.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ImageStorage, StoredEntry, StoredObject } from './types';
import { isStoredObjectKey } from './imageKeys';

const EXTENSION = '.webp';
const CONTENT_TYPE = 'image/webp';
/** `.<key>.<8 hex>.tmp`: a put() that a crash interrupted before its rename */
const TEMP_FILE = /^\.[a-f0-9]{32}(?:-\d{2,4})?\.[a-f0-9]{8}\.tmp$/;

/** The stored object a file of the directory holds, or null (a temp file, anything else). */
export function storedKeyOfFile(name: string): string | null {
  return /^([a-f0-9]{32}(?:-\d{2,4})?)\.webp$/.exec(name)?.[1] ?? null;
}

export class LocalDirStorage implements ImageStorage {
  private ready: Promise<unknown> | null = null;

  constructor(readonly dir: string) {}

  private fileFor(key: string): string {
    if (!isStoredObjectKey(key)) throw new Error(`Not an image key: ${JSON.stringify(key)}`);
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
    if (!isStoredObjectKey(key)) return null;
    try {
      return { bytes: await readFile(this.fileFor(key)), contentType: CONTENT_TYPE };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    // list() names a crash's leftover temp file by its file name
    if (TEMP_FILE.test(key)) return rm(path.join(this.dir, key), { force: true });
    if (!isStoredObjectKey(key)) return;
    await rm(this.fileFor(key), { force: true });
  }

  publicUrl(key: string): string {
    return `/uploads/${key}${EXTENSION}`;
  }

  /** Stored images and their copies, plus temp files a crash left mid-write (keyed by their own name). */
  async *list(): AsyncIterable<StoredEntry> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const name of names) {
      const key = storedKeyOfFile(name) ?? (TEMP_FILE.test(name) ? name : null);
      if (!key) continue;
      const info = await stat(path.join(this.dir, name)).catch(() => null);
      if (info?.isFile()) yield { key, modifiedAt: info.mtime };
    }
  }
}
