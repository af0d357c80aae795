// The public catalogue reads (GET /api/products, GET /api/categories, every query form, and the
// catalogue pages rendered on request) are answered from serialized, precompressed bodies. An
// entry belongs to one catalogue version (see version.ts). After a write, the first reader of an
// entry starts its rebuild; a rebuild that takes longer than a moment is not waited for during
// the first second after the write: readers get the answer from just before it (stale while
// revalidate), so no reader waits behind a slow rebuild. Admins' reads (with a token) always wait.
import { createHash } from 'node:crypto';
import { compress, etagMatches, MIN_COMPRESS_BYTES, pickEncoding, type Encoding } from '../http/encoding';
import { absoluteImageUrls, imageUrlBase, markAbsolute } from '../storage/imageUrls';
import { perProcess } from '../perProcess';
import { versionAgeMs } from './version';

/** Bump when the serialized shape changes, so clients' old ETags stop matching after a deploy. */
const SHAPE = 's1';
const MAX_ENTRIES = 300;
/** The longest a reader is answered from the version before a write. */
const STALE_FOR_MS = 1000;
/** A rebuild quicker than this is waited for, so a quick rebuild shows the write at once. */
const FRESH_WAIT_MS = 15;

export interface Entry {
  version: number;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
}

/** One cache key: the newest finished entry, and the rebuild under way, if any. */
interface Slot {
  current?: Entry;
  building?: { version: number; entry: Promise<Entry> };
}

export class CatalogCache {
  private newest = -1;
  private slots = new Map<string, Slot>();

  /** Answers `key` at `version`, building the body with `build` only on a miss. A string
   *  from `build` is taken as serialized JSON already. */
  async respond(request: Request, version: number, key: string, build: () => Promise<unknown>): Promise<Response> {
    const entry = await this.entry(request, version, key, build);
    const { status, headers, body } = await answerOf(entry, request.headers);
    return markAbsolute(new Response(body as Uint8Array<ArrayBuffer> | undefined, { status, headers }));
  }

  /** The entry for `key` (for requests whose image URL base is `imageBase`) if it is built for
   *  `version` or newer, without building anything: for the host, which answers hits itself and
   *  leaves misses to the app. */
  current(imageBase: string, version: number, key: string): Entry | undefined {
    if (version < this.newest) return undefined;
    const entry = this.slots.get(`${imageBase} ${key}`)?.current;
    return entry && entry.version >= version ? entry : undefined;
  }

  /** The same answer as `respond`, parsed: for pages rendered on request. */
  async read<T>(request: Request, version: number, key: string, build: () => Promise<unknown>): Promise<T> {
    return JSON.parse((await this.entry(request, version, key, build)).body.toString('utf8')) as T;
  }

  get size(): number {
    return this.slots.size;
  }

  private async entry(request: Request, version: number, key: string, build: () => Promise<unknown>): Promise<Entry> {
    if (version < this.newest) this.slots.clear(); // the database was replaced (tests reset it)
    if (version > this.newest) this.forgetOlderThan(version - 1);
    this.newest = Math.max(this.newest, version);
    // image URLs are absolute, so one entry per image base (fixed when PUBLIC_URL or a bucket is set)
    const base = imageUrlBase(request);
    key = `${base} ${key}`;
    let slot = this.slots.get(key);
    // a newer entry than the version this request read is fine (another server wrote meanwhile)
    if (slot?.current && slot.current.version >= version) return slot.current;
    if (!slot) this.remember(key, (slot = {}));
    const fresh = this.rebuild(slot, version, key, base, build);
    const stale = slot.current;
    const mayServeStale =
      stale !== undefined &&
      stale.version === version - 1 &&
      versionAgeMs(version) < STALE_FOR_MS &&
      !request.headers.has('authorization');
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
  private rebuild(slot: Slot, version: number, key: string, base: string, build: () => Promise<unknown>) {
    if (slot.building?.version === version) return slot.building.entry;
    const entry = build().then((body) =>
      makeEntry(version, key, absoluteImageUrls(typeof body === 'string' ? body : JSON.stringify(body), base)),
    );
    const building = { version, entry };
    slot.building = building;
    entry.then(
      (done) => {
        if (!slot.current || done.version >= slot.current.version) slot.current = done;
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
      if (slot.current && slot.current.version < version && !slot.building) this.slots.delete(key);
    }
  }

  private remember(key: string, slot: Slot) {
    if (this.slots.size >= MAX_ENTRIES) {
      // oldest first: Map keeps insertion order
      const oldest = this.slots.keys().next().value;
      if (oldest !== undefined) this.slots.delete(oldest);
    }
    this.slots.set(key, slot);
  }
}

function makeEntry(version: number, key: string, json: string): Entry {
  const hash = createHash('sha1').update(key).digest('base64url').slice(0, 16);
  return { version, etag: `W/"${SHAPE}-${version}-${hash}"`, body: Buffer.from(json), encoded: {} };
}

/** What to send for `entry` to a client with these request headers: a 304 for a matching
 *  If-None-Match, else the body in the best encoding it accepts. */
export async function answerOf(
  entry: Entry,
  requestHeaders: Pick<Headers, 'get'>,
): Promise<{ status: 200 | 304; headers: Record<string, string>; body?: Buffer }> {
  const headers: Record<string, string> = {
    ETag: entry.etag,
    Vary: 'Accept-Encoding',
    // stored by browsers and CDNs, but revalidated each time (a cheap 304 when unchanged)
    'Cache-Control': 'public, no-cache',
  };
  if (etagMatches(requestHeaders.get('if-none-match'), entry.etag)) return { status: 304, headers };
  const encoding =
    entry.body.length < MIN_COMPRESS_BYTES ? 'identity' : pickEncoding(requestHeaders.get('accept-encoding'));
  const body = encoding === 'identity' ? entry.body : await compressed(entry, encoding);
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  headers['Content-Type'] = 'application/json; charset=utf-8';
  headers['Content-Length'] = String(body.length);
  return { status: 200, headers, body };
}

function compressed(entry: Entry, encoding: 'br' | 'gzip'): Promise<Buffer> {
  // compressed once per entry and encoding, on first demand
  entry.encoded[encoding] ??= compress(entry.body, encoding, 'once');
  return entry.encoded[encoding];
}

/** The one cache of this process, shared by the catalogue endpoints, the pages and the host
 *  (which carries its own copy of this module). */
export const catalogCache = perProcess('catalogCache', () => new CatalogCache());
