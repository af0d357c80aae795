import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDirStorage } from '../../src/server/storage/localDirStorage';
import { isImageKey, newImageKey } from '../../src/server/storage/imageKeys';

const dirs: string[] = [];
async function storage() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'shop-storage-'));
  dirs.push(root);
  return { root, store: new LocalDirStorage(path.join(root, 'uploads')) };
}
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('LocalDirStorage', () => {
  it('puts, gets and removes by random key, creating the directory', async () => {
    const { root, store } = await storage();
    const key = newImageKey();
    expect(isImageKey(key)).toBe(true);
    expect(newImageKey()).not.toBe(key);
    await store.put(key, Buffer.from('webp bytes'), 'image/webp');
    expect(await store.get(key)).toEqual({ bytes: Buffer.from('webp bytes'), contentType: 'image/webp' });
    expect(store.publicUrl(key)).toBe(`/uploads/${key}.webp`);
    expect(await readdir(path.join(root, 'uploads'))).toEqual([`${key}.webp`]);
    await store.remove(key);
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
  });

  it('never reads or deletes outside its directory, whatever the key', async () => {
    const { root, store } = await storage();
    await writeFile(path.join(root, 'secret.webp'), 'secret');
    for (const key of [
      '../secret',
      '..%2Fsecret',
      '/etc/passwd',
      path.join(root, 'secret'),
      'A'.repeat(32),
      '',
      'ab'.repeat(16) + '/..',
    ]) {
      expect(await store.get(key)).toBeNull();
      await store.remove(key);
      await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow();
    }
    expect(await readdir(root)).toContain('secret.webp');
  });
});
