// Serves the built site's text files (HTML, CSS, JS, SVG, JSON...) brotli- or gzip-compressed.
// Each file is compressed once, on its first request, and kept in memory (the built site's
// text is small); anything else falls through to Astro's own static handler.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES = {
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
const MIN_BYTES = 1024;

/** 'br', 'gzip' or null, from an Accept-Encoding header. */
export function pickEncoding(header = '') {
  const accepted = new Map(
    header
      .toLowerCase()
      .split(',')
      .map((part) => {
        const [name, ...params] = part.trim().split(';');
        const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
        return [name.trim(), q === undefined ? 1 : Number(q)];
      }),
  );
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** The file a URL path names inside `root` (directory -> its index.html), or null. */
export function fileFor(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = decoded.endsWith('/') ? `${decoded}index.html` : path.extname(decoded) ? decoded : `${decoded}/index.html`;
  const file = path.resolve(root, `.${path.posix.normalize('/' + candidate)}`);
  return file.startsWith(root + path.sep) ? file : null;
}

export function createCompressedStatic(clientDir) {
  const root = path.resolve(clientDir);
  const cache = new Map();

  async function variant(file, stat, encoding) {
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
      entry = { mtimeMs: stat.mtimeMs, size: stat.size, etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`, bodies: {} };
      cache.set(file, entry);
    }
    entry.bodies[encoding] ??= fs.promises
      .readFile(file)
      .then((raw) =>
        encoding === 'br'
          ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : gzip(raw, { level: 9 }),
      );
    return { etag: `${entry.etag}-${encoding}"`, body: await entry.bodies[encoding] };
  }

  /** Answers the request when it is a compressible built file; resolves false to fall through. */
  return async function serveCompressed(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return false;
    const urlPath = (req.url ?? '/').split(/[?#]/)[0];
    if (urlPath.startsWith('/api/') || urlPath.startsWith('/uploads/')) return false;
    const file = fileFor(root, urlPath);
    const type = file && TYPES[path.extname(file)];
    if (!type) return false;
    let stat;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return false;
    }
    if (!stat.isFile() || stat.size < MIN_BYTES) return false;
    const { etag, body } = await variant(file, stat, encoding);
    res.setHeader('Content-Type', type);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', stat.mtime.toUTCString());
    res.setHeader('Cache-Control', urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304);
      res.end();
      return true;
    }
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
