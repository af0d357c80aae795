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

/**
 * What the log may say about an unexpected error: its class, SQLSTATE and the first frames of
 * its stack, never the message of a database error (drizzle puts the SQL and its parameters,
 * password hashes included, in it).
 */
export function describeForLog(err: unknown): string {
  const chain = [...errorChain(err)];
  const names = chain.map((e) => (e as Error).constructor?.name ?? 'Error');
  const code = databaseErrorCode(err) ?? chain.map((e) => e.code).find((c): c is string => typeof c === 'string');
  if (code || names.some((n) => /Query|Database|Drizzle/.test(n))) {
    const pg = chain.find((e) => typeof (e as { routine?: unknown }).routine === 'string') as
      { routine?: string; constraint?: string } | undefined;
    const details = [
      `code=${code ?? 'none'}`,
      pg?.constraint && `constraint=${pg.constraint}`,
      pg?.routine && `routine=${pg.routine}`,
    ];
    return `${names.join(' <- ')} ${details.filter(Boolean).join(' ')}`;
  }
  const stack = err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err);
  return stack.split('\n').slice(0, 6).join('\n');
}
