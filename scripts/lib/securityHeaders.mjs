// Security headers for every response, and a CSP that allows exactly what the built site uses:
// our own scripts plus the inline scripts Astro writes into pages (island bootstrap), allowed
// by their hashes, which we read from the built HTML at start.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources for every inline script in the HTML files under `dir`. */
export function inlineScriptHashes(dir) {
  const hashes = new Set();
  const walk = (d) => {
    let entries;
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.html')) {
        for (const [, attrs, body] of fs.readFileSync(p, 'utf8').matchAll(INLINE_SCRIPT)) {
          if (/\bsrc\s*=/.test(attrs) || !body.trim()) continue;
          // data blocks (JSON-LD etc.) are never executed, so CSP does not apply to them
          const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
          if (type && type !== 'module' && !type.includes('javascript')) continue;
          hashes.add(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
        }
      }
    }
  };
  walk(dir);
  return [...hashes].sort();
}

function originOf(url) {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** @param {{ scriptHashes: string[], apiUrl?: string, imageOrigins?: string[] }} opts */
export function contentSecurityPolicy({ scriptHashes, apiUrl, imageOrigins = [] }) {
  const api = originOf(apiUrl);
  const images = [...imageOrigins.map(originOf).filter(Boolean), ...(api ? [api] : [])];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // React renders style="" attributes and Astro may inline small stylesheets
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...images],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...(api ? [api] : [])],
    // the newsletter form posts to a third-party mailing-list service (spec section 7)
    'form-action': ["'self'", 'https:'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

export function securityHeaders(csp) {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
