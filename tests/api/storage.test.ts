// Image storage beyond one server: the orphan sweep at start and crash-safe seeding (on the
// upload dir, or a bucket in the api-s3 project), and with a bucket two servers on one
// PostgreSQL sharing images, plus `npm run storage:migrate`.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { seedCatalogIfEmpty } from '../../src/server/seed/seed';
import type { ImageStorage } from '../../src/server/storage/types';
import { newImageKey } from '../../src/server/storage/imageKeys';
import { addMissingVariants, referencedImageKeys } from '../../src/server/storage/orphans';
import { schema } from '../../src/server/db/client';
import { S3Storage, s3SettingsFromEnv } from '../../src/server/storage/s3Storage';
import { memoryDb, resetCatalog, tempStorage } from '../helpers/memoryDb';
import { freePortIn, startOwnPostgres, type OwnPostgres } from '../helpers/ownPostgres';
import { createTestBucket, type TestBucket } from '../helpers/testBucket';
import { ROOT, startServer, usesBucket, usesPostgres, type TestServer } from './harness';

const SECRET = 's'.repeat(48);
const webp = (seed: number) =>
  sharp({ create: { width: 20 + seed, height: 20, channels: 3, background: { r: seed * 20, g: 80, b: 160 } } })
    .webp()
    .toBuffer();

describe('orphan images', () => {
  it('a seeding that crashed half-way leaves nothing once the next seeding ran', async () => {
    const { db, close } = await memoryDb();
    const store = await tempStorage();
    try {
      await resetCatalog(db);
      // a "crash": the 12th write never finishes, and nothing after it runs (no clean-up)
      let puts = 0;
      let inFlight = 0;
      const crashing: ImageStorage = Object.create(store.storage, {
        put: {
          value: async (key: string, bytes: Buffer, type: string) => {
            if (++puts >= 12) return new Promise<void>(() => undefined);
            inFlight++;
            try {
              await store.storage.put(key, bytes, type);
            } finally {
              inFlight--;
            }
          },
        },
      });
      void seedCatalogIfEmpty(db as Db, crashing).catch(() => undefined);
      // the process "dies" once the 12th write began: what was already being written lands
      for (let i = 0; i < 600 && (puts < 12 || inFlight > 0); i++) await new Promise((r) => setTimeout(r, 50));
      const left = (await store.files()).length;
      expect(left).toBeGreaterThan(0);

      const result = await seedCatalogIfEmpty(db as Db, store.storage);
      expect(result.seeded).toBe(true);
      const referenced = await referencedImageKeys(db as Db);
      const files = (await store.files()).map((f) => f.replace(/(-\d+)?\.webp$/, ''));
      expect(
        files.every((key) => referenced.has(key)),
        'every stored file belongs to a row',
      ).toBe(true);
      expect(new Set(files).size).toBe(referenced.size);
    } finally {
      await close();
      await store.cleanup();
    }
  }, 120_000);

  it('a start removes unreferenced files older than ORPHAN_MIN_AGE_SECONDS and says how many', async () => {
    let server = await startServer({ AUTH_SECRET: SECRET, ORPHAN_MIN_AGE_SECONDS: '2' });
    try {
      const before = await server.storedFiles();
      expect(before.length).toBeGreaterThan(0);
      await server.terminate();
      // what a crash between storing files and committing their row leaves behind
      const orphan = newImageKey();
      const storage = server.bucket
        ? new S3Storage(s3SettingsFromEnv(server.bucket.env as NodeJS.ProcessEnv)!)
        : new (await import('../../src/server/storage/localDirStorage')).LocalDirStorage(
            path.join(server.dataDir, 'uploads'),
          );
      await storage.put(orphan, await webp(1), 'image/webp');
      await storage.put(`${orphan}-400`, await webp(2), 'image/webp');
      if (!server.bucket)
        await writeFile(path.join(server.dataDir, 'uploads', `.${newImageKey()}.0badcafe.tmp`), 'half');
      await new Promise((r) => setTimeout(r, 2500));
      server = await startServer({ AUTH_SECRET: SECRET, ORPHAN_MIN_AGE_SECONDS: '2' }, { reuse: server });
      expect(server.output()).toMatch(new RegExp(`orphan sweep: removed ${server.bucket ? 2 : 3} stored image file`));
      expect(await server.storedFiles()).toEqual(before);
      const [first] = before;
      expect((await server.api(`/uploads/${first}`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 240_000);
});

describe('missing narrower copies', () => {
  it('a start makes only the copies an image lacks, from a wider copy, and leaves the others as they were', async () => {
    const { db, close } = await memoryDb();
    const store = await tempStorage();
    try {
      await resetCatalog(db);
      const key = newImageKey();
      const full = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } })
        .webp()
        .toBuffer();
      // an image stored before the 160 px copy existed: the full image and its 400/800 px copies
      await store.storage.put(key, full, 'image/webp');
      const older = { 400: await webp(3), 800: await webp(4) };
      await store.storage.put(`${key}-400`, older[400], 'image/webp');
      await store.storage.put(`${key}-800`, older[800], 'image/webp');
      // a referenced image that is gone altogether is skipped, not an error
      const gone = newImageKey();
      await db.insert(schema.categories).values([
        { id: 'c1', name: 'Kept', slug: 'kept', imageUrl: `/uploads/${key}.webp`, imagePublicId: key },
        { id: 'c2', name: 'Gone', slug: 'gone', imageUrl: `/uploads/${gone}.webp`, imagePublicId: gone },
      ]);

      expect(await addMissingVariants(db as Db, store.storage)).toBe(1);
      const thumb = await store.storage.get(`${key}-160`);
      // made from the 400 px copy (23 px wide here), which is narrower than 160: that copy as it is
      expect(thumb?.bytes.equals(older[400])).toBe(true);
      expect((await store.storage.get(`${key}-400`))?.bytes.equals(older[400])).toBe(true);
      expect((await store.storage.get(`${key}-800`))?.bytes.equals(older[800])).toBe(true);
      expect((await store.objects()).sort()).toEqual(
        [`${key}-160.webp`, `${key}-400.webp`, `${key}-800.webp`, `${key}.webp`].sort(),
      );
      // nothing left to make
      expect(await addMissingVariants(db as Db, store.storage)).toBe(0);

      // copies made from the full image when no wider copy exists: 160 and 400 px wide
      await store.storage.remove(`${key}-160`);
      await store.storage.remove(`${key}-400`);
      await store.storage.remove(`${key}-800`);
      expect(await addMissingVariants(db as Db, store.storage)).toBe(1);
      for (const width of [160, 400, 800]) {
        const copy = await store.storage.get(`${key}-${width}`);
        expect((await sharp(copy!.bytes).metadata()).width).toBe(width);
      }
    } finally {
      await close();
      await store.cleanup();
    }
  }, 60_000);
});

describe.runIf(usesBucket() && !usesPostgres())('two servers on one PostgreSQL and one bucket', () => {
  let pg: OwnPostgres;
  let bucket: TestBucket;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    pg = await startOwnPostgres(await freePortIn(55440, 55449));
    bucket = await createTestBucket();
    const env = { DATABASE_URL: pg.url, AUTH_SECRET: SECRET, ...bucket.env };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 300_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await bucket?.remove();
    await pg?.destroy();
  });

  it('serves and deletes through one server an image uploaded through the other', async () => {
    const form = new FormData();
    form.set('name', 'Shared Drones');
    form.set('description', 'Uploaded through A');
    form.set('image', new File([new Uint8Array(await webp(3))], 'd.webp', { type: 'image/webp' }));
    const created = await a.api('/api/categories', { method: 'POST', token: await a.adminToken(), body: form });
    expect(created.status).toBe(201);
    const { _id: id, image, imagePublicId: key } = created.body.category;
    expect(image).toBe(`${bucket.env.S3_PUBLIC_URL}/${key}.webp`);
    expect((await fetch(image)).status).toBe(200);
    expect((await b.api(`/uploads/${key}.webp`)).status).toBe(200);
    const listed = (await b.api('/api/categories')).body.categories.find((c: { _id: string }) => c._id === id);
    expect(listed.image).toBe(image);

    expect((await b.api(`/api/categories/${id}`, { method: 'DELETE', token: await b.adminToken() })).status).toBe(200);
    expect(await bucket.objects()).not.toContain(`${key}.webp`);
    expect((await a.api(`/uploads/${key}.webp`)).status).toBe(404);
  });

  it('npm run storage:migrate copies an upload dir into the bucket, skipping what is there', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-migrate-'));
    const target = await createTestBucket();
    try {
      const keys = [newImageKey(), newImageKey()];
      for (const [i, key] of keys.entries()) {
        await writeFile(path.join(dir, `${key}.webp`), await webp(i + 4));
        await writeFile(path.join(dir, `${key}-400.webp`), await webp(i + 6));
      }
      const migrate = () =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/storage-migrate.ts', '--from', dir], {
          cwd: ROOT,
          env: { ...process.env, ...target.env, NODE_OPTIONS: '' },
        });
      expect((await migrate()).stdout).toMatch(/Done: 4 copied, 0 already in the bucket, 0 failed/);
      expect(await target.objects()).toEqual(keys.flatMap((k) => [`${k}-400.webp`, `${k}.webp`]).sort());
      expect((await migrate()).stdout).toMatch(/Done: 0 copied, 4 already in the bucket, 0 failed/);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await target.remove();
    }
  });
});
