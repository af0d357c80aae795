// PostgreSQL's error codes we act on, read the same way from pg and PGlite errors.

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** PostgreSQL error code of a driver error, also when drizzle wraps it. */
export function pgErrorCode(err: unknown): string | undefined {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** `s` for a LIKE pattern, its \, % and _ matched literally. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching `q` literally anywhere. */
export function containsPattern(q: string): string {
  return `%${escapeLike(q)}%`;
}
