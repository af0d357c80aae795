// The public catalogue reads (GET /api/products, GET /api/categories, every query form) are
// answered from serialized, precompressed bodies. An entry is valid for one catalogue
// version (see version.ts); any write makes every entry stale at once.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { etagMatches, pickEncoding, type Encoding } from '../http/encoding';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Bump when the serialized shape changes, so clients' old ETags stop matching after a deploy. */
const SHAPE = 's1';
const MAX_ENTRIES = 300;
/** Below this, compressing costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

interface Entry {
  etag: string;
  body: Buffer;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
}

export class CatalogCache {
  private version: number | null = null;
  private entries = new Map<string, Promise<Entry>>();

  /** Answers `key` at `version`, building the body with `build` only on a miss. A string
   *  from `build` is taken as serialized JSON already. */
  async respond(request: Request, version: number, key: string, build: () => Promise<unknown>): Promise<Response> {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    let pending = this.entries.get(key);
    if (!pending) {
      // concurrent misses for one key share a single build
      pending = build().then((body) => makeEntry(version, key, body));
      this.remember(key, pending);
      pending.catch(() => this.entries.delete(key));
    }
    const entry = await pending;
    const headers: Record<string, string> = {
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
      // stored by browsers and CDNs, but revalidated each time (a cheap 304 when unchanged)
      'Cache-Control': 'public, no-cache',
    };
    if (etagMatches(request.headers.get('if-none-match'), entry.etag)) {
      return new Response(null, { status: 304, headers });
    }
    const encoding =
      entry.body.length < MIN_COMPRESS_BYTES ? 'identity' : pickEncoding(request.headers.get('accept-encoding'));
    const bytes = encoding === 'identity' ? entry.body : await compressed(entry, encoding);
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    headers['Content-Type'] = 'application/json; charset=utf-8';
    headers['Content-Length'] = String(bytes.length);
    return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
  }

  get size(): number {
    return this.entries.size;
  }

  private remember(key: string, entry: Promise<Entry>) {
    if (this.entries.size >= MAX_ENTRIES) {
      // oldest first: Map keeps insertion order
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }
}

function makeEntry(version: number, key: string, body: unknown): Entry {
  const hash = createHash('sha1').update(key).digest('base64url').slice(0, 16);
  const json = typeof body === 'string' ? body : JSON.stringify(body);
  return { etag: `W/"${SHAPE}-${version}-${hash}"`, body: Buffer.from(json), encoded: {} };
}

function compressed(entry: Entry, encoding: 'br' | 'gzip'): Promise<Buffer> {
  // compressed once per entry and encoding, on first demand
  entry.encoded[encoding] ??=
    encoding === 'br'
      ? brotliAsync(entry.body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 6,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
          },
        })
      : gzipAsync(entry.body, { level: 6 });
  return entry.encoded[encoding];
}

/** The one cache of this process, shared by the catalogue endpoints. */
export const catalogCache = new CatalogCache();
