// Security headers for pages, and a CSP that allows exactly the scripts a page runs: our own
// files plus its inline scripts (Astro's island bootstrap) by hash. One module for both paths a
// page can take: rendered on request (src/middleware.ts hashes the body it is about to send) and
// prerendered (the host hashes every built page once at start).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 CSP sources for the executable inline scripts of one HTML document. */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attrs) || !body.trim()) continue;
    // data blocks (JSON-LD etc.) are never executed, so CSP does not apply to them
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/** The inline-script hashes of every HTML file under `dir` (the prerendered pages). */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  const walk = (d: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.html'))
        for (const h of inlineScriptHashesOf(fs.readFileSync(p, 'utf8'))) hashes.add(h);
    }
  };
  walk(dir);
  return [...hashes].sort();
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

interface CspOptions {
  scriptHashes: string[];
  apiUrl?: string;
  imageOrigins?: (string | undefined)[];
}

export function contentSecurityPolicy({ scriptHashes, apiUrl, imageOrigins = [] }: CspOptions): string {
  const api = originOf(apiUrl);
  const images = [...imageOrigins.map(originOf), api].filter((o): o is string => Boolean(o));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // React renders style="" attributes and Astro may inline small stylesheets
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...images],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...(api ? [api] : [])],
    // the newsletter form posts to a third-party mailing-list service (docs/product.md#shell)
    'form-action': ["'self'", 'https:'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** Browser features the shop never uses, denied to it and to anything it might embed. Autoplay,
 *  fullscreen and picture-in-picture stay allowed: the home page's promo video uses them. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Browsers that once saw the shop over HTTPS refuse plain HTTP to it (and its subdomains) for a year. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

let baseHeaders: Readonly<Record<string, string>> | null = null;

/** What every answer carries, JSON included; HSTS only when the shop's public address is HTTPS
 *  (PUBLIC_URL), since a browser must not be told to insist on HTTPS a shop does not serve. */
export function baseSecurityHeaders(): Readonly<Record<string, string>> {
  baseHeaders ??= {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(/^https:/i.test(config.publicUrl) ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
  return baseHeaders;
}

/** The headers of an HTML page whose inline scripts hash to `scriptHashes`. */
export function pageHeaders(scriptHashes: string[]): Record<string, string> {
  const csp = contentSecurityPolicy({
    scriptHashes,
    apiUrl: config.publicApiUrl,
    imageOrigins: [config.s3PublicUrl, config.publicUrl],
  });
  return {
    ...baseSecurityHeaders(),
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
