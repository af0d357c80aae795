// Telling "the database is unreachable" apart from a bug: connection refused or reset, the
// server shutting down or restarting (pg_terminate_backend, failover), a pool that cannot get a
// connection in time. Those answer 503 and heal by themselves once PostgreSQL is back.

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  '57P01', // admin_shutdown (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovery)
  '53300', // too_many_connections
]);

const UNREACHABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection .*(closed|ended)/i,
  /Client has encountered a connection error/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

type ErrorChain = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and its causes (drizzle wraps the driver's error; AggregateError holds several). */
export function* errorChain(err: unknown): Generator<ErrorChain> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const link = e as ErrorChain;
    yield link;
    queue.push(link.cause);
    if (Array.isArray(link.errors)) queue.push(...link.errors);
  }
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of errorChain(err)) {
    if (typeof e.code === 'string' && (UNREACHABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.some((re) => re.test(e.message as string))) return true;
  }
  return false;
}

/** The SQLSTATE of a database error anywhere in the chain, if any. */
export function databaseErrorCode(err: unknown): string | undefined {
  for (const e of errorChain(err)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const DATABASE_UNAVAILABLE = 'The shop cannot reach its database right now. Please try again in a moment.';
