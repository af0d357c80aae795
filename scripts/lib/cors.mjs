// CORS for /api/*: the spec's clients may call the API from another origin. Tokens travel in
// the Authorization header, never in cookies, so no credentials mode is needed.

/**
 * @param {string | undefined} raw CORS_ORIGINS: comma-separated origins; empty or "*" = any
 * @returns {'*' | string[]}
 */
export function parseCorsOrigins(raw) {
  const value = (raw ?? '*').trim();
  if (value === '' || value === '*') return '*';
  return value
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/**
 * Headers for an /api response to a request from `origin` (null when it sent none).
 * @param {'*' | string[]} allowed
 * @param {string | null} origin
 * @returns {Record<string, string>}
 */
export function corsHeaders(allowed, origin) {
  if (!origin) return {};
  if (allowed === '*') return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'ETag, Retry-After' };
  if (!allowed.includes(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'ETag, Retry-After', Vary: 'Origin' };
}

/**
 * Headers for a preflight (OPTIONS) answer.
 * @param {'*' | string[]} allowed
 * @param {string | null} origin
 * @returns {Record<string, string>}
 */
export function preflightHeaders(allowed, origin) {
  const base = corsHeaders(allowed, origin);
  if (!base['Access-Control-Allow-Origin']) return base;
  return {
    ...base,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, If-None-Match',
    'Access-Control-Max-Age': '600',
  };
}
