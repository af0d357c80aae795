// CORS for /api/*: API clients may call the API from another origin. Tokens travel in the
// Authorization header, never in cookies, so no credentials mode is needed.
import { config } from '../config';
import type { AllowedOrigins } from './corsOrigins';

/** Headers for an /api answer to a request from `origin` (null when it sent none). */
export function corsHeaders(
  origin: string | null,
  allowed: AllowedOrigins = config.corsOrigins,
): Record<string, string> {
  if (!origin) return {};
  const expose = 'ETag, Retry-After, X-Request-Id';
  if (allowed === '*') return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': expose };
  if (!allowed.includes(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': expose, Vary: 'Origin' };
}

/** Headers for a preflight (OPTIONS) answer. */
export function preflightHeaders(
  origin: string | null,
  allowed: AllowedOrigins = config.corsOrigins,
): Record<string, string> {
  const base = corsHeaders(origin, allowed);
  if (!base['Access-Control-Allow-Origin']) return base;
  return {
    ...base,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, If-None-Match, Idempotency-Key',
    'Access-Control-Max-Age': '600',
  };
}
