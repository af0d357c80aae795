import { randomBytes } from 'node:crypto';

/** Keys are 128 random bits as 32 hex chars; they are the images' `public_id`. */
export const IMAGE_KEY_PATTERN = /^[a-f0-9]{32}$/;

/**
 * The sample catalogue's keys start with this and no other key does, so a start can remove
 * what an interrupted seeding stored at once, without waiting for the orphan age.
 */
const SEED_KEY_PREFIX = '5eed';

export function newImageKey(): string {
  for (;;) {
    const key = randomBytes(16).toString('hex');
    if (!key.startsWith(SEED_KEY_PREFIX)) return key;
  }
}

export function newSeedImageKey(): string {
  return SEED_KEY_PREFIX + randomBytes(14).toString('hex');
}

export const isSeedImageKey = (key: string) => key.startsWith(SEED_KEY_PREFIX);

export function isImageKey(key: string): boolean {
  return IMAGE_KEY_PATTERN.test(key);
}

/** A stored object's key: an image key, or one with a width suffix (its narrower copies). */
export const STORED_OBJECT_KEY_PATTERN = /^[a-f0-9]{32}(-\d{2,4})?$/;

export function isStoredObjectKey(key: string): boolean {
  return STORED_OBJECT_KEY_PATTERN.test(key);
}

/** The image key a stored object belongs to (its own key for the full-size image). */
export function imageKeyOf(objectKey: string): string {
  return objectKey.replace(/-\d{2,4}$/, '');
}
