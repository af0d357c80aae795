// Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, ...), configured by the S3_*
// variables (docs/operations.md#images-in-a-bucket). Requests are plain S3 REST calls signed with SigV4 by
// aws4fetch (one small file, no dependencies) rather than @aws-sdk/client-s3 (22 MB, and its
// releases after January 2027 need Node 22): we need five calls, all of them stable S3 API.
// Objects are named `<prefix><key>.webp`; clients load them from S3_PUBLIC_URL.
import { AwsClient } from 'aws4fetch';
import { config, loadConfig } from '../config';
import { STORED_OBJECT_KEY_PATTERN as OBJECT_KEY } from './imageKeys';
import type { ImageStorage, S3Settings, StoredEntry, StoredObject } from './types';

const EXTENSION = '.webp';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export class S3Storage implements ImageStorage {
  private readonly client: AwsClient;
  private readonly bucketUrl: string;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
      retries: 3,
    });
    const endpoint = (settings.endpoint || `https://s3.${settings.region}.amazonaws.com`).replace(/\/+$/, '');
    // path-style (endpoint/bucket/key) works with AWS, R2, MinIO and s3rver alike
    this.bucketUrl = `${endpoint}/${encodeURIComponent(settings.bucket)}`;
  }

  private objectUrl(key: string): string {
    if (!OBJECT_KEY.test(key)) throw new Error(`Not an image key: ${JSON.stringify(key)}`);
    return `${this.bucketUrl}/${this.settings.prefix}${key}${EXTENSION}`;
  }

  private async call(url: string, init: RequestInit, okStatuses: number[] = []): Promise<Response> {
    const res = await this.client.fetch(url, init);
    if (res.ok || okStatuses.includes(res.status)) return res;
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
    throw new Error(`S3 ${init.method ?? 'GET'} ${new URL(url).pathname} answered ${res.status} ${code}`.trim());
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.call(this.objectUrl(key), {
      method: 'PUT',
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: { 'Content-Type': contentType, 'Cache-Control': IMMUTABLE, 'Content-Length': String(bytes.length) },
    });
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!OBJECT_KEY.test(key)) return null;
    const res = await this.call(this.objectUrl(key), { method: 'GET' }, [404]);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    return {
      bytes: Buffer.from(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') || 'image/webp',
    };
  }

  async remove(key: string): Promise<void> {
    if (!OBJECT_KEY.test(key)) return;
    const res = await this.call(this.objectUrl(key), { method: 'DELETE' }, [404]);
    await res.body?.cancel();
  }

  publicUrl(key: string): string {
    return `/uploads/${key}${EXTENSION}`;
  }

  /** What `/uploads/` in a stored URL stands for: the bucket's public base (ends with "/"). */
  publicBase(): string {
    return `${this.settings.publicUrl.replace(/\/+$/, '')}/${this.settings.prefix}`;
  }

  /** Every stored object (ListObjectsV2, page by page). */
  async *list(): AsyncIterable<StoredEntry> {
    let token: string | undefined;
    do {
      const url = new URL(this.bucketUrl);
      url.searchParams.set('list-type', '2');
      if (this.settings.prefix) url.searchParams.set('prefix', this.settings.prefix);
      if (token) url.searchParams.set('continuation-token', token);
      const xml = await (await this.call(url.toString(), { method: 'GET' })).text();
      for (const [, body] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const name = decodeXml(/<Key>([^<]*)<\/Key>/.exec(body)?.[1] ?? '').slice(this.settings.prefix.length);
        const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(body)?.[1];
        if (!name.endsWith(EXTENSION)) continue;
        const key = name.slice(0, -EXTENSION.length);
        if (OBJECT_KEY.test(key)) yield { key, modifiedAt: modified ? new Date(modified) : new Date(0) };
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? decodeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') || undefined
        : undefined;
    } while (token);
  }

  /** Whether the object exists (HEAD), for the resumable migration. */
  async has(key: string): Promise<boolean> {
    const res = await this.call(this.objectUrl(key), { method: 'HEAD' }, [404]);
    return res.status !== 404;
  }
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The S3 settings: of the shop's configuration, or of `env` (tests, tools); null when S3_BUCKET is
 * unset. Throws a ConfigError on a half-done setup.
 */
export function s3SettingsFromEnv(env?: Record<string, string | undefined>): S3Settings | null {
  return env ? loadConfig(env).s3 : config.s3;
}
