// Astro answers some /api paths with the HTML not-found page instead of reaching an endpoint:
// it refuses paths that still hold %-escapes after decoding (e.g. an id with an encoded ";"),
// as a guard against double-encoding tricks. API clients must always get the JSON error body,
// so an HTML 404 on /api/* is replaced by it.
const BODY = JSON.stringify({ success: false, message: 'No such API endpoint.' });

export function jsonNotFoundForApi(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === 'object') ?? {};
    const typeOf = (h) => Object.entries(h).find(([k]) => k.toLowerCase() === 'content-type')?.[1];
    const type = String(typeOf(headers) ?? res.getHeader('content-type') ?? '');
    if (status !== 404 || !type.includes('text/html')) return writeHead.call(this, status, ...rest);
    res.removeHeader('content-length');
    res.removeHeader('content-type');
    const end = res.end;
    res.write = () => true;
    res.end = (...args) => {
      const callback = args.find((a) => typeof a === 'function');
      return end.call(res, BODY, callback);
    };
    return writeHead.call(this, 404, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(BODY)),
      'Cache-Control': 'no-store',
    });
  };
}

/**
 * True for /api paths no endpoint can mean: encoded slashes or backslashes, dot segments, bad
 * escapes. Astro's static handler would otherwise resolve `/api/x/..%2F..%2Fauth` to a page.
 */
export function isOddApiPath(url) {
  const raw = url.split(/[?#]/)[0];
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return true;
  }
  return /%2f|%5c/i.test(raw) || decoded.includes('\\') || decoded.split('/').some((s) => s === '..' || s === '.');
}

export function sendJsonNotFound(res) {
  res.writeHead(404, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(BODY)),
    'Cache-Control': 'no-store',
  });
  res.end(BODY);
}
