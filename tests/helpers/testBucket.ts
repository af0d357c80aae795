// A real S3-compatible server for tests: s3rver on loopback (pure Node, offline), one per test
// process, one fresh bucket per test server. Used when SHOP_TEST_STORAGE=s3 (the api-s3 project).
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';

export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let running: Promise<{ endpoint: string; stop: () => Promise<void> }> | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts s3rver once per process (S3_TEST_PORT picks its port), stopped when the process ends. */
export function s3Server(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  running ??= (async () => {
    const { default: S3rver } = (await import('s3rver')) as unknown as {
      default: new (options: object) => { run(): Promise<{ port: number }>; close(): Promise<void> };
    };
    const directory = await mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
    const port = Number(process.env.S3_TEST_PORT) || (await freePort());
    const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory });
    await server.run();
    const stop = async () => {
      await server.close().catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    };
    return { endpoint: `http://127.0.0.1:${port}`, stop };
  })();
  return running;
}

export interface TestBucket {
  name: string;
  env: Record<string, string>;
  /** object names in the bucket ("<key>.webp"), sorted */
  objects: () => Promise<string[]>;
  remove: () => Promise<void>;
}

const client = () => new AwsClient({ ...S3_KEYS, service: 's3', region: 'us-east-1' });

export async function createTestBucket(): Promise<TestBucket> {
  const { endpoint } = await s3Server();
  const name = `shop-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const bucketUrl = `${endpoint}/${name}`;
  const made = await client().fetch(bucketUrl, { method: 'PUT' });
  if (!made.ok) throw new Error(`could not create bucket ${name}: ${made.status} ${await made.text()}`);
  const objects = async () => {
    const names: string[] = [];
    let token = '';
    do {
      const url = new URL(bucketUrl);
      url.searchParams.set('list-type', '2');
      if (token) url.searchParams.set('continuation-token', token);
      const xml = await (await client().fetch(url.toString())).text();
      for (const [, key] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) names.push(key);
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? (/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '')
        : '';
    } while (token);
    return names.sort();
  };
  return {
    name,
    env: {
      S3_BUCKET: name,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      S3_PUBLIC_URL: bucketUrl,
    },
    objects,
    remove: async () => {
      for (const key of await objects()) await client().fetch(`${bucketUrl}/${key}`, { method: 'DELETE' });
      await client().fetch(bucketUrl, { method: 'DELETE' });
    },
  };
}
