// The public catalogue reads (GET /api/products, GET /api/categories, every query form, and the
// catalogue pages rendered on request) are answered from serialized, precompressed bodies. An
// entry belongs to one catalogue version (see ../../catalog/version.ts). After a write, the first reader of an
// entry starts its rebuild; a rebuild that takes longer than a moment is not waited for during
// the first second after the write: readers get the answer from just before it (stale while
// revalidate), so no reader waits behind a slow rebuild. Admins' reads (with a token) always wait.
// The page cache (pageCache.ts) is another instance of the same class, holding
// rendered HTML (CachedBody) kept in all three encodings, and never answering stale.
// An entry is compressed quickly when it is made, so a miss costs little; one that is asked for
// again and again while the catalogue stands still gets its brotli body compressed again, harder,
// off the request path (see POPULAR_AFTER_HITS): the pages and lists sent most are then a tenth
// smaller, which on a slow network can spare a whole round trip.
import { createHash } from 'node:crypto';
import { Readable, type Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { createGunzip, gunzipSync } from 'node:zlib';
import { compress, compressStream, etagMatches, MIN_COMPRESS_BYTES, pickEncoding, type Encoding } from '../encoding';
import { imageUrlBase } from '../../storage/imageUrls';
import { JsonPieces, jsonPieces } from '../../catalog/jsonPieces';
import { versionAgeMs } from '../../catalog/version';

/** Bump when the serialized shape changes, so clients' old ETags stop matching after a deploy. */
const SHAPE = 's1';
const MAX_ENTRIES = 300;
/** What the entries may hold in all (their raw or, for large ones, gzip bytes): image URLs are
 *  absolute, so each origin a request names gets entries of its own. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Bodies above this are kept gzip-compressed only: a large catalogue's full list is several
 *  times smaller as gzip. Identity answers stream it through gunzip; br is made from it once. */
const KEEP_RAW_UP_TO = 1024 * 1024;
/** The longest a reader is answered from the version before a write. */
const STALE_FOR_MS = 1000;
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };
/** Stored by browsers and CDNs, but revalidated each time (a cheap 304 when unchanged). */
const JSON_CACHE_CONTROL = 'public, no-cache';
/** A rebuild quicker than this is waited for, so a quick rebuild shows the write at once. */
const FRESH_WAIT_MS = 15;
/** An entry answered this often (its making not counted) has its brotli body compressed again
 *  at the `popular` effort, one entry at a time per cache: entries asked for once or twice (a
 *  crawler's walk) never cost more than the quick compression. */
export const POPULAR_AFTER_HITS = 3;
/** ...and only once its version has stood this long, since a write throws the work away. */
const POPULAR_AFTER_MS = 2000;
/** Bodies above this are not compressed again: the cost grows with the size. */
const POPULAR_UP_TO = 512 * 1024;

export interface Entry {
  version: number;
  etag: string;
  /** bytes of the JSON body */
  size: number;
  /** the JSON body, unless it is over KEEP_RAW_UP_TO: then only `encoded.gzip` holds it */
  raw?: Buffer;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
  /** what the entry counts against MAX_BYTES */
  weight: number;
  /** Content-Type and the body's own headers (a page's CSP), sent with a 200 */
  headers: Record<string, string>;
  cacheControl: string;
  /** answers given from the entry since it was made */
  hits: number;
  /** its brotli body was (or is being) compressed again at the `popular` effort */
  popular: boolean;
}

/** A body that is not JSON (a rendered page): its text and the headers that go with it. */
export class CachedBody {
  constructor(
    readonly text: string,
    readonly headers: Record<string, string>,
  ) {}
}

/** How one cache instance keeps and answers its entries. */
export interface CacheOptions {
  maxEntries?: number;
  /** the longest a reader may get the version before a write (0: never) */
  staleForMs?: number;
  /** compress every entry to br and gzip when it is made (and count them), not on first demand */
  precompress?: boolean;
  cacheControl?: string;
}

const isJsonPieces = (body: unknown): body is JsonPieces => body instanceof JsonPieces;

/** Builds an entry's body for answers whose image URLs start with `imageBase`. */
export type Build = (imageBase: string) => Promise<unknown>;

/** Who asks, as far as the cache cares: the base of the image URLs in their answer, and whether
 *  they must see their own writes at once (a request with a token: admins). */
export interface Reader {
  imageBase: string;
  admin: boolean;
}
const readerOf = (request: Request): Reader => ({
  imageBase: imageUrlBase(request),
  admin: request.headers.has('authorization'),
});

/** One cache key: the newest finished entry, and the rebuild under way, if any. */
interface Slot {
  current?: Entry;
  building?: { version: number; entry: Promise<Entry> };
}

export class CatalogCache {
  private newest = -1;
  private slots = new Map<string, Slot>();
  private bytes = 0;
  /** an entry's brotli body is being compressed again (one at a time) */
  private compressingPopular = false;
  private readonly options: Required<CacheOptions>;

  constructor(
    private readonly maxBytes = MAX_BYTES,
    options: CacheOptions = {},
  ) {
    this.options = {
      maxEntries: MAX_ENTRIES,
      staleForMs: STALE_FOR_MS,
      precompress: false,
      cacheControl: JSON_CACHE_CONTROL,
      ...options,
    };
  }

  /** Answers `key` at `version`, building the body with `build` (given the answer's image URL
   *  base) only on a miss. A string from `build` is taken as serialized JSON already. */
  async respond(request: Request, version: number, key: string, build: Build): Promise<Response> {
    return responseOf(await this.entry(readerOf(request), version, key, build), request.headers);
  }

  /** The entry for `key` (for requests whose image URL base is `imageBase`) if it is built for
   *  `version` or newer, without building anything: what the cache holds. */
  current(imageBase: string, version: number, key: string): Entry | undefined {
    if (version < this.newest) return undefined;
    key = `${imageBase} ${key}`;
    const slot = this.slots.get(key);
    const entry = slot?.current;
    if (!entry || entry.version < version) return undefined;
    this.touch(key, slot!);
    return entry;
  }

  /** Whether anything is kept for `key` (of any version): a cheap test before reading the version. */
  holds(imageBase: string, key: string): boolean {
    return this.slots.has(`${imageBase} ${key}`);
  }

  /** The bytes the entries count against the limit. */
  get weight(): number {
    return this.bytes;
  }

  /** The same answer as `respond`, parsed: for pages rendered on request. Never the version
   *  before a write: the page is cached under the version it read, and must show that one. */
  async read<T>(request: Request, version: number, key: string, build: Build): Promise<T> {
    const entry = await this.entry({ ...readerOf(request), admin: true }, version, key, build);
    const raw = entry.raw ?? gunzipSync(await entry.encoded.gzip!);
    return JSON.parse(raw.toString('utf8')) as T;
  }

  get size(): number {
    return this.slots.size;
  }

  /** The entry for `key` at `version` (or newer) for `reader`, built with `build` on a miss;
   *  on a miss shortly after a write, perhaps the one from the version before (see STALE_FOR_MS). */
  async entry(reader: Reader, version: number, key: string, build: Build): Promise<Entry> {
    if (version < this.newest) this.forgetAll(); // the database was replaced (tests reset it)
    if (version > this.newest) this.forgetOlderThan(version - 1);
    this.newest = Math.max(this.newest, version);
    // image URLs are absolute, so one entry per image base (fixed when PUBLIC_URL or a bucket is set)
    const base = reader.imageBase;
    key = `${base} ${key}`;
    let slot = this.slots.get(key);
    // a newer entry than the version this request read is fine (another server wrote meanwhile)
    if (slot?.current && slot.current.version >= version) {
      this.touch(key, slot);
      return slot.current;
    }
    if (!slot) this.remember(key, (slot = {}));
    const fresh = this.rebuild(slot, version, key, base, build);
    const stale = slot.current;
    const mayServeStale =
      stale !== undefined &&
      stale.version === version - 1 &&
      versionAgeMs(version) < this.options.staleForMs &&
      !reader.admin;
    if (!mayServeStale) return fresh;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, FRESH_WAIT_MS, null)));
    try {
      return (await Promise.race([fresh, late])) ?? stale;
    } catch {
      return stale; // the rebuild failed: the next reader tries again
    } finally {
      clearTimeout(timer);
    }
  }

  /** The rebuild of `slot` at `version`, started once however many readers ask for it. */
  private rebuild(slot: Slot, version: number, key: string, base: string, build: Build) {
    if (slot.building?.version === version) return slot.building.entry;
    const entry = build(base).then((body) => makeEntry(version, key, body, this.options));
    const building = { version, entry };
    slot.building = building;
    entry.then(
      (done) => {
        if (!slot.current || done.version >= slot.current.version) {
          this.bytes += done.weight - (slot.current?.weight ?? 0);
          slot.current = done;
          if (this.slots.get(key) === slot) this.keepWithinBytes(key);
        }
        if (slot.building === building) slot.building = undefined;
      },
      () => {
        if (slot.building === building) slot.building = undefined;
      },
    );
    return entry;
  }

  /** Drops entries no reader can be given any more (more than one version behind), so a write
   *  frees what the old answers held, as a full clear would. */
  private forgetOlderThan(version: number) {
    for (const [key, slot] of this.slots) {
      if (slot.current && slot.current.version < version && !slot.building) this.forget(key);
    }
  }

  private remember(key: string, slot: Slot) {
    // least recently used first: Map keeps insertion order, and a hit moves its key to the end
    if (this.slots.size >= this.options.maxEntries) this.forget(this.slots.keys().next().value);
    this.slots.set(key, slot);
  }

  private touch(key: string, slot: Slot) {
    this.slots.delete(key);
    this.slots.set(key, slot);
    if (slot.current) this.noteHit(key, slot.current);
  }

  private noteHit(key: string, entry: Entry) {
    entry.hits++;
    if (entry.hits < POPULAR_AFTER_HITS || entry.popular || this.compressingPopular) return;
    // only a br body already asked for, from a body kept as it is (a huge list is kept as gzip)
    if (!entry.raw || !entry.encoded.br || entry.size > POPULAR_UP_TO) return;
    if (versionAgeMs(entry.version) < POPULAR_AFTER_MS) return;
    entry.popular = true;
    this.compressingPopular = true;
    void this.compressPopular(key, entry).finally(() => (this.compressingPopular = false));
  }

  /** Replaces the entry's brotli body by a smaller one of the same text; the answers under way
   *  keep the body they started with, and the ETag stays (the page is the same). */
  private async compressPopular(key: string, entry: Entry) {
    let quick: Buffer;
    let smaller: Buffer;
    try {
      [quick, smaller] = await Promise.all([entry.encoded.br!, compress(entry.raw!, 'br', 'popular')]);
    } catch {
      return; // the quick body stays
    }
    const saved = quick.length - smaller.length;
    if (saved <= 0) return;
    entry.encoded.br = Promise.resolve(smaller);
    if (!this.options.precompress) return; // only the raw body is counted then
    entry.weight -= saved;
    // an entry forgotten or replaced meanwhile no longer counts against the limit
    if (this.slots.get(key)?.current === entry) this.bytes -= saved;
  }

  /** Forgets the oldest entries but `keep` until the rest fit in maxBytes. */
  private keepWithinBytes(keep: string) {
    for (const key of this.slots.keys()) {
      if (this.bytes <= this.maxBytes) return;
      if (key !== keep) this.forget(key);
    }
  }

  private forget(key: string | undefined) {
    if (key === undefined) return;
    this.bytes -= this.slots.get(key)?.current?.weight ?? 0;
    this.slots.delete(key);
  }

  private forgetAll() {
    this.slots.clear();
    this.bytes = 0;
  }
}

async function makeEntry(
  version: number,
  key: string,
  body: unknown,
  { precompress, cacheControl }: Required<CacheOptions>,
): Promise<Entry> {
  const hash = createHash('sha1').update(key).digest('base64url').slice(0, 16);
  const etag = `W/"${SHAPE}-${version}-${hash}"`;
  const headers = body instanceof CachedBody ? body.headers : JSON_HEADERS;
  const text = body instanceof CachedBody ? body.text : typeof body === 'string' ? body : JSON.stringify(body);
  const { size, raw, gzip } = await stored(isJsonPieces(body) ? body : jsonPieces((sink) => sink.write(text)));
  const kept = { version, etag, size, headers, cacheControl, hits: 0, popular: false };
  const entry: Entry = raw
    ? { ...kept, raw, encoded: {}, weight: raw.length }
    : { ...kept, encoded: { gzip: Promise.resolve(gzip) }, weight: gzip.length };
  if (precompress && size >= MIN_COMPRESS_BYTES) {
    const made = await Promise.all([compressed(entry, 'br'), compressed(entry, 'gzip')]);
    entry.weight = (raw?.length ?? 0) + made[0].length + made[1].length;
  }
  return entry;
}

/** The body `pieces` writes, as it is kept: as it is while it stays within KEEP_RAW_UP_TO, else
 *  gzip-compressed as it comes. */
async function stored(
  pieces: JsonPieces,
): Promise<{ size: number } & ({ raw: Buffer; gzip?: undefined } | { raw?: undefined; gzip: Buffer })> {
  let body = new StoredBody();
  try {
    await pieces.write({
      write: (piece) => body.write(Buffer.from(piece)),
      restart: () => {
        body.discard();
        body = new StoredBody();
      },
    });
  } catch (err) {
    body.discard();
    throw err;
  }
  return body.end();
}

/** One attempt at writing a body: held as it is up to KEEP_RAW_UP_TO, gzip-compressed past it. */
class StoredBody {
  private size = 0;
  private held: Buffer[] = [];
  private out: Buffer[] = [];
  private gzip?: Transform;

  async write(bytes: Buffer): Promise<void> {
    this.size += bytes.length;
    if (this.gzip) return this.send(bytes);
    this.held.push(bytes);
    if (this.size <= KEEP_RAW_UP_TO) return;
    const out = this.out;
    this.gzip = compressStream('gzip', 'once', 0);
    this.gzip.on('data', (chunk: Buffer) => out.push(chunk));
    for (const earlier of this.held.splice(0)) await this.send(earlier);
  }

  async end(): Promise<{ size: number } & ({ raw: Buffer; gzip?: undefined } | { raw?: undefined; gzip: Buffer })> {
    const { size, held, gzip } = this;
    if (!gzip) return { size, raw: held.length === 1 ? held[0] : Buffer.concat(held) };
    gzip.end();
    await finished(gzip);
    return { size, gzip: Buffer.concat(this.out) };
  }

  discard(): void {
    this.gzip?.destroy();
    this.held = [];
  }

  private async send(bytes: Buffer) {
    const gzip = this.gzip!;
    if (!gzip.write(bytes)) await new Promise((resolve) => gzip.once('drain', resolve));
  }
}

/** What to send for `entry` to a client with these request headers: a 304 for a matching
 *  If-None-Match, else the body in the best encoding it accepts. */
export async function answerOf(
  entry: Entry,
  requestHeaders: Pick<Headers, 'get'>,
): Promise<{ status: 200 | 304; headers: Record<string, string>; body?: Buffer | Readable }> {
  const headers: Record<string, string> = {
    ETag: entry.etag,
    Vary: 'Accept-Encoding',
    'Cache-Control': entry.cacheControl,
  };
  if (etagMatches(requestHeaders.get('if-none-match'), entry.etag)) return { status: 304, headers };
  const encoding = entry.size < MIN_COMPRESS_BYTES ? 'identity' : pickEncoding(requestHeaders.get('accept-encoding'));
  Object.assign(headers, entry.headers);
  if (encoding === 'identity') {
    headers['Content-Length'] = String(entry.size);
    return { status: 200, headers, body: entry.raw ?? (await gunzipped(entry)) };
  }
  const body = await compressed(entry, encoding);
  headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  return { status: 200, headers, body };
}

/** The same as a fetch Response, for the app. */
export async function responseOf(entry: Entry, requestHeaders: Pick<Headers, 'get'>): Promise<Response> {
  const { status, headers, body } = await answerOf(entry, requestHeaders);
  const stream = body instanceof Readable ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : undefined;
  return new Response(stream ?? (body as Uint8Array<ArrayBuffer> | undefined), { status, headers });
}

/** The body of an entry kept as gzip only, as a stream. */
async function gunzipped(entry: Entry): Promise<Readable> {
  const gunzip = createGunzip();
  gunzip.end(await entry.encoded.gzip!);
  return gunzip;
}

function compressed(entry: Entry, encoding: 'br' | 'gzip'): Promise<Buffer> {
  // compressed once per entry and encoding, on first demand; a body kept as gzip only is
  // unpacked for it just this once
  entry.encoded[encoding] ??= entry.raw
    ? compress(entry.raw, encoding, 'once')
    : entry.encoded.gzip!.then((gzip) => recompressed(gzip, entry.size));
  return entry.encoded[encoding];
}

/** br from a body kept as gzip only, streamed from one to the other. */
async function recompressed(gzip: Buffer, size: number): Promise<Buffer> {
  const out: Buffer[] = [];
  await pipeline(Readable.from([gzip]), createGunzip(), compressStream('br', 'once', size), async (brotli) => {
    for await (const chunk of brotli) out.push(chunk as Buffer);
  });
  return Buffer.concat(out);
}

/** The one cache of this process, shared by the catalogue endpoints, the pages and the fast path. */
export const catalogCache = new CatalogCache();
