// Content negotiation shared by the catalogue cache, the host's static files and the pages
// rendered on request.
import { promisify } from 'node:util';
import type { Transform } from 'node:stream';
import { brotliCompress, constants as zlib, createBrotliCompress, createGzip, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The client's preferred of br and gzip (br on a tie), else identity; q=0 means refused. */
export function pickEncoding(header: string | null | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const br = quality('br');
  const gz = quality('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** If-None-Match uses weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored. */
export function etagMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this, compressing costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

/** How hard to compress: `request` for a body made per request, `once` for one compressed once
 *  and served many times (cached answers), `popular` for a cached answer compressed again, off
 *  the request path, once it is asked for often (cache/responseCache.ts), `build` for the built site's files,
 *  compressed once per build whatever it costs. Brotli's top qualities cost tens to hundreds of
 *  times the CPU of `once` for a tenth fewer bytes: worth it only for what is sent very often. */
export type Effort = 'request' | 'once' | 'popular' | 'build';
const BROTLI_QUALITY: Record<Effort, number> = { request: 5, once: 6, popular: 10, build: 11 };
const GZIP_LEVEL: Record<Effort, number> = { request: 6, once: 6, popular: 9, build: 9 };

/** `raw` in `encoding` (br or gzip), text-tuned. */
export function compress(raw: Buffer, encoding: Exclude<Encoding, 'identity'>, effort: Effort): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(raw, brotliOptions(effort, raw.length)) : gzipAsync(raw, gzipOptions(effort));
}

/** The same as `compress`, as a stream, for bodies made or read piece by piece. */
export function compressStream(encoding: Exclude<Encoding, 'identity'>, effort: Effort, size: number): Transform {
  return encoding === 'br' ? createBrotliCompress(brotliOptions(effort, size)) : createGzip(gzipOptions(effort));
}

const brotliOptions = (effort: Effort, size: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const gzipOptions = (effort: Effort) => ({ level: GZIP_LEVEL[effort] });

/** A body made on request (a page's HTML), compressed for the client's Accept-Encoding. */
export async function compressOnRequest(
  body: string,
  header: string | null | undefined,
): Promise<{ encoding: Encoding; bytes: Buffer }> {
  const raw = Buffer.from(body);
  const encoding = raw.length < MIN_COMPRESS_BYTES ? 'identity' : pickEncoding(header);
  return { encoding, bytes: encoding === 'identity' ? raw : await compress(raw, encoding, 'request') };
}
