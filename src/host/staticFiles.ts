// Serves the built site's files (dist/client): text files brotli- or gzip-compressed (each
// compressed once, on its first request, and kept in memory: the built site's text is small),
// everything else as is with byte ranges (the promo video seeks). HTML pages carry the page headers.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { compress, etagMatches, MIN_COMPRESS_BYTES, pickEncoding, type Encoding } from '../server/http/encoding';

const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const BINARY_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** The file a URL path names inside `root` (directory -> its index.html), or null. */
export function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = decoded.endsWith('/')
    ? `${decoded}index.html`
    : path.extname(decoded)
      ? decoded
      : `${decoded}/index.html`;
  const file = path.resolve(root, `.${path.posix.normalize('/' + candidate)}`);
  return file.startsWith(root + path.sep) ? file : null;
}

interface Cached {
  mtimeMs: number;
  size: number;
  etag: string;
  bodies: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
}

type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** `pageHeaders` go on every HTML answer. Resolves false when the request is not for a built file. */
export function createStaticFiles(clientDir: string, pageHeaders: Record<string, string>): StaticHandler {
  const root = path.resolve(clientDir);
  const cache = new Map<string, Cached>();

  function compressed(file: string, stat: fs.Stats, encoding: Exclude<Encoding, 'identity'>) {
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
      entry = { mtimeMs: stat.mtimeMs, size: stat.size, etag: etagOf(stat), bodies: {} };
      cache.set(file, entry);
    }
    entry.bodies[encoding] ??= fs.promises.readFile(file).then((raw) => compress(raw, encoding, 'build'));
    return entry.bodies[encoding]!;
  }

  return async function serveStatic(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const urlPath = (req.url ?? '/').split(/[?#]/)[0];
    const file = fileFor(root, urlPath);
    const ext = file ? path.extname(file) : '';
    const textType = TEXT_TYPES[ext];
    const type = textType ?? BINARY_TYPES[ext];
    if (!file || !type) return false;
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return false;
    }
    if (!stat.isFile()) return false;

    if (ext === '.html') for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
    res.setHeader('Content-Type', type);
    res.setHeader('Last-Modified', stat.mtime.toUTCString());
    res.setHeader(
      'Cache-Control',
      urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
    );
    const encoding =
      textType && stat.size >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : 'identity';
    if (textType) res.setHeader('Vary', 'Accept-Encoding');
    const etag = encoding === 'identity' ? etagOf(stat) : `${etagOf(stat).slice(0, -1)}-${encoding}"`;
    res.setHeader('ETag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304);
      res.end();
      return true;
    }
    if (encoding !== 'identity') {
      const body = await compressed(file, stat, encoding);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.writeHead(200);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    sendFile(req, res, file, stat.size);
    return true;
  };
}

function etagOf(stat: fs.Stats): string {
  return `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

/** The whole file, or the one byte range asked for (206), or 416 for a range outside it. */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string, size: number): void {
  res.setHeader('Accept-Ranges', 'bytes');
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  let start = 0;
  let end = size - 1;
  if (range && (range[1] || range[2])) {
    start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      res.writeHead(416, { 'Content-Range': `bytes */${size}` });
      res.end();
      return;
    }
    res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    res.statusCode = 206;
  } else {
    res.statusCode = 200;
  }
  res.setHeader('Content-Length', end - start + 1);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  fs.createReadStream(file, { start, end })
    .on('error', () => res.destroy())
    .pipe(res);
}
