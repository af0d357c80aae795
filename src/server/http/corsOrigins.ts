// CORS_ORIGINS as the configuration reads it (../config.ts); cors.ts applies it.
export type AllowedOrigins = '*' | string[];

/** CORS_ORIGINS: comma-separated origins; empty or "*" = any. */
export function parseCorsOrigins(raw: string | undefined): AllowedOrigins {
  const value = (raw ?? '*').trim();
  if (value === '' || value === '*') return '*';
  return value
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
}
