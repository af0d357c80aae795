// npm run backup / npm run restore on the embedded shop: a backup taken while the shop runs and
// orders are placed and images replaced, restored into a new data dir, serves a shop with every
// order acknowledged before the backup began, every account, product and image
// (docs/operations.md#backups).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/types';
import { pngBytes } from '../helpers/imageFixtures';
import { runNode, type NodeRun } from '../helpers/runNode';
import { ROOT, startServer, usesPostgres, type SignedUp, type TestServer } from './harness';

/** Runs `npm run <script> -- ...args` as an operator would, with these settings. */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<NodeRun> {
  return runNode(ROOT, ['--import', 'tsx', `scripts/${script}.ts`, ...args], env);
}

const ADDRESS = { name: 'Rita Restore', phone: '+1 555 0111', line1: '1 Copy Lane', city: 'Backupton', country: 'US' };
const pngFile = async (seed: number) =>
  new File([new Uint8Array(await pngBytes(40 + (seed % 50), 30, [seed % 255, 90, 160]))], `b${seed}.png`, {
    type: 'image/png',
  });

let scratch: string;
beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
});
afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('settings the commands do not back up', () => {
  it('with DATABASE_URL or S3_BUCKET set, say what to use instead and exit non-zero', async () => {
    const dataDir = path.join(scratch, 'never');
    const pg = await runScript('backup', [path.join(scratch, 'x.tar.gz')], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://shop:shop@127.0.0.1:5432/shop',
    });
    expect(pg.code).not.toBe(0);
    expect(pg.output).toContain('pg_dump');
    const bucket = {
      DATA_DIR: dataDir,
      S3_BUCKET: 'shop-images',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PUBLIC_URL: 'https://images.example.com',
    };
    const s3 = await runScript('backup', [path.join(scratch, 'x.tar.gz')], bucket);
    expect(s3.code).not.toBe(0);
    expect(s3.output).toMatch(/versioning or replication/);
    const restore = await runScript('restore', [path.join(scratch, 'x.tar.gz')], bucket);
    expect(restore.code).not.toBe(0);
    expect(restore.output).toMatch(/versioning or replication/);
    expect(existsSync(path.join(scratch, 'x.tar.gz'))).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe.skipIf(usesPostgres())('backup and restore of the embedded shop', () => {
  let shop: TestServer;
  let restored: TestServer | null = null;
  let admin: string;
  let rita: SignedUp;

  beforeAll(async () => {
    shop = await startServer();
    admin = await shop.adminToken();
    rita = await shop.signupUser({ name: 'Rita Restore' });
  });
  afterAll(async () => {
    await restored?.stop();
    await shop?.stop();
  });

  async function newProduct(name: string): Promise<Product> {
    const category = (await shop.api('/api/categories')).body.categories[0]._id;
    const form = new FormData();
    for (const [k, v] of Object.entries({ name, description: 'Kept safe.', price: '19.5', stock: '100000', category }))
      form.set(k, v);
    form.append('images', await pngFile(1));
    form.append('images', await pngFile(2));
    const res = await shop.api('/api/products', { method: 'POST', token: admin, body: form });
    expect(res.status, res.text).toBe(201);
    return res.body.product;
  }

  it('taken while orders are placed, restores every account, product, image and acknowledged order', async () => {
    const stocked = await newProduct('Backup Buffer');
    const churned = await newProduct('Backup Churn');
    const before = (await shop.api('/api/products')).body.products as Product[];

    // orders, one after another, each with the moment its 201 arrived
    const acknowledged: { id: string; at: number }[] = [];
    let placing = true;
    let failure: unknown = null;
    const until = async (done: () => boolean) => {
      for (const deadline = Date.now() + 60_000; !done(); await new Promise((r) => setTimeout(r, 20)))
        if (failure || Date.now() > deadline) throw failure ?? new Error('the writes stopped');
    };
    const orders = (async () => {
      while (placing) {
        const res = await shop.api('/api/orders', {
          method: 'POST',
          token: rita.token,
          headers: { 'Idempotency-Key': randomUUID() },
          json: { items: [{ productId: stocked._id, quantity: 1 }], shippingAddress: ADDRESS, paymentMethod: 'cod' },
        });
        expect(res.status, res.text).toBe(201);
        acknowledged.push({ id: res.body.order._id, at: Date.now() });
      }
    })().catch((err) => (failure = err));
    // and an admin replacing a product's images: new files written, the old ones removed
    let seed = 10;
    const churn = (async () => {
      let current = churned;
      while (placing) {
        const form = new FormData();
        for (const image of current.images) form.append('deletedImages', image.public_id);
        form.append('images', await pngFile(seed++));
        form.append('images', await pngFile(seed++));
        const res = await shop.api(`/api/products/${current._id}`, { method: 'PUT', token: admin, body: form });
        expect(res.status, res.text).toBe(200);
        current = res.body.product;
      }
    })().catch((err) => (failure = err));

    await until(() => acknowledged.length >= 5);
    const file = path.join(scratch, 'shop.tar.gz');
    const startedAt = Date.now();
    const backup = await runScript('backup', [file], { DATA_DIR: shop.dataDir });
    const endedAt = Date.now();
    // a little more after the backup, then stop
    const doneBefore = acknowledged.length;
    await until(() => acknowledged.length >= doneBefore + 3);
    placing = false;
    await Promise.all([orders, churn]);
    expect(failure).toBeNull();

    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Backup written to ${file}`);
    expect(((await fs.stat(file)).mode & 0o777).toString(8)).toBe('600');
    const during = acknowledged.filter((o) => o.at >= startedAt && o.at <= endedAt);
    expect(during.length, 'orders were placed while the backup ran').toBeGreaterThan(0);
    const ackedBefore = acknowledged.filter((o) => o.at < startedAt);

    // the shop still answers and its socket is private to its account
    expect((await shop.api('/api/health')).status).toBe(200);
    expect(((await fs.stat(path.join(shop.dataDir, 'control.sock'))).mode & 0o777).toString(8)).toBe('600');

    // a data dir in use is refused; a new one is restored
    const refused = await runScript('restore', [file], { DATA_DIR: shop.dataDir });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('is not empty');
    const target = path.join(scratch, 'restored');
    const restore = await runScript('restore', [file], { DATA_DIR: target });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/Restored the backup of .+ into .+: \d+ accounts, \d+ products, \d+ orders/);

    restored = await startServer({ DATA_DIR: target });
    const again = restored;
    const restoredAdmin = await again.adminToken();
    for (const { id } of ackedBefore) {
      const res = await again.api(`/api/orders/${id}`, { token: restoredAdmin });
      expect(res.status, `order ${id} acknowledged before the backup`).toBe(200);
    }
    // the accounts sign in, and the signing key came along: sessions go on
    const signin = await again.api('/api/auth/signin', {
      method: 'POST',
      json: { email: rita.email, password: rita.password },
    });
    expect(signin.status).toBe(200);
    expect((await again.api('/api/auth/profile', { token: rita.token })).body.user.email).toBe(rita.email);

    // every product of before is there, and every image of every product loads
    const after = (await again.api('/api/products')).body.products as Product[];
    expect(after.map((p) => p._id)).toEqual(expect.arrayContaining(before.map((p) => p._id)));
    const urls = after.flatMap((p) => p.images.map((i) => i.url));
    expect(urls.length).toBeGreaterThan(before.length);
    for (const url of urls) {
      const res = await fetch(new URL(new URL(url).pathname, again.url));
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('without a running shop, the command opens the data dir itself', async () => {
    await shop.terminate();
    expect(existsSync(path.join(shop.dataDir, 'control.sock'))).toBe(false);
    const file = path.join(scratch, 'offline.tar.gz');
    const run = await runScript('backup', [file], { DATA_DIR: shop.dataDir });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Backup written to ${file}`);
    expect((await fs.readdir(shop.dataDir)).filter((n) => n.startsWith('.backup-') || n === 'shop.lock')).toEqual([]);
  });
});
