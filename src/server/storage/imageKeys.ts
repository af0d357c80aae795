import { randomBytes } from 'node:crypto';

/** Keys are 128 random bits as 32 hex chars; they are the images' `public_id`. */
export const IMAGE_KEY_PATTERN = /^[a-f0-9]{32}$/;

export function newImageKey(): string {
  return randomBytes(16).toString('hex');
}

export function isImageKey(key: string): boolean {
  return IMAGE_KEY_PATTERN.test(key);
}
