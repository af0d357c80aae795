// PostgreSQL's error codes we act on, read the same way from pg and PGlite errors.

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** what a delete refused by an `on delete restrict` foreign key raises on PGlite (PostgreSQL 18's
 *  code for it); PostgreSQL 16 and 17 raise FOREIGN_KEY_VIOLATION */
export const RESTRICT_VIOLATION = '23001';

/** What PostgreSQL says of a failed statement: its code, and for a constraint its name and the
 *  detail (`Key (upper(sku))=(AB-1) already exists.`). */
export interface PgError {
  code: string;
  constraint?: string;
  detail?: string;
}

/** The PostgreSQL error of a driver error, also when drizzle wraps it. */
export function pgErrorOf(err: unknown): PgError | undefined {
  for (
    let e = err as { code?: unknown; cause?: unknown; constraint?: unknown; detail?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return {
        code: e.code,
        ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
        ...(typeof e.detail === 'string' ? { detail: e.detail } : {}),
      };
  }
  return undefined;
}

/** PostgreSQL error code of a driver error, also when drizzle wraps it. */
export function pgErrorCode(err: unknown): string | undefined {
  return pgErrorOf(err)?.code;
}

/** Whether a foreign key refused a write: a row naming one that does not exist, or the delete of
 *  one still named. */
export const isReferenceViolation = (code: string | undefined) =>
  code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION;

/** `s` for a LIKE pattern, its \, % and _ matched literally. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching `q` literally anywhere. */
export function containsPattern(q: string): string {
  return `%${escapeLike(q)}%`;
}
