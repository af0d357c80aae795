// The server's one logger. Readable lines on a terminal and under `astro dev`, one JSON object
// per line otherwise (stdout collected by a service manager or a container runtime, for a log
// collector); LOG_FORMAT chooses either way. pino-pretty runs as a plain synchronous stream in
// this process: a worker-thread transport would need files that Vite's server bundle does not
// carry. Production lines go out asynchronously (see stdoutStream); a planned exit calls flushLog().
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { config, configProblem } from './config';

export type { Logger };

interface RequestContext {
  requestId: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (and everything it awaits or schedules) with `requestId` on every log line. */
export function runWithRequest<T>(requestId: string, fn: () => T): T {
  return requestContext.run({ requestId }, fn);
}

/** The id of the request being handled here, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

// Field names whose values never reach a log line, at the top level or nested up to two levels
// (an object logged under `user`, a request's `headers` inside `req`).
const SECRET_KEYS = [
  'password',
  'passwordHash',
  'newPassword',
  'currentPassword',
  'generatedPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'authSecret',
  'secretAccessKey',
  'authorization',
  'Authorization',
  'cookie',
  'Cookie',
  '"set-cookie"',
  'AUTH_SECRET',
  'ADMIN_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'DATABASE_URL',
  'databaseUrl',
];

const key = (name: string) => (name.startsWith('"') ? `[${name}]` : `.${name}`);

export const REDACT_PATHS = SECRET_KEYS.flatMap((name) => [
  name.startsWith('"') ? `[${name}]` : name,
  `*${key(name)}`,
  `*.*${key(name)}`,
]);

export const REDACTED = '[redacted]';

export interface LoggerOptions {
  level?: Level | 'silent';
  /** json: one object per line; pretty: readable lines. Unset: LOG_FORMAT, else pretty on a
   *  terminal or in dev. */
  format?: 'json' | 'pretty';
  /** where lines go (tests); stdout by default */
  destination?: DestinationStream;
  /** false: no redaction, for lines whose fields are fixed and never secret (the access lines) */
  redact?: boolean;
}

let stdout: DestinationStream | undefined;
// asynchronous: a line per request must not stall the event loop on every write (lines written
// while one write is under way go out together); flushLog() before a planned exit. One stream
// for every logger of the process, so their lines never interleave mid-line.
const stdoutStream = () => (stdout ??= pino.destination({ fd: 1, sync: false }));

/** Readable lines for a person (a terminal, or `astro dev`), JSON for a machine. */
export function defaultLogFormat(terminal = Boolean(process.stdout.isTTY), dev = isDev()): 'json' | 'pretty' {
  return terminal || dev ? 'pretty' : 'json';
}

function isDev(): boolean {
  // Vite replaces import.meta.env in the server bundle; under plain Node (tsx tools) it is absent
  return (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true;
}

function prettyStream(destination?: DestinationStream): DestinationStream {
  // loaded only when used, so the production server never loads it
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return pretty({
    sync: true,
    colorize: !destination && Boolean(process.stdout.isTTY),
    translateTime: 'HH:MM:ss.l',
    // an access line is one line too (`GET /products 200 12.3 ms`): its fields are only its own
    ignore: 'pid,hostname,scope,requestId,method,path,status,ms',
    messageFormat: (line, messageKey) => {
      const request = line.requestId ? ` (request ${line.requestId})` : '';
      if (line.method && line.path) return `${line.method} ${line.path} ${line.status} ${line.ms} ms${request}`;
      return `${line.scope ? `[${line.scope}] ` : ''}${line[messageKey]}${request}`;
    },
    ...(destination ? { destination } : {}),
  });
}

/** A new logger; the app uses `log`, tests make their own with a destination. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const valid = configProblem() === null;
  const level = options.level ?? (valid ? config.logLevel : 'info');
  const format = options.format ?? (valid ? config.logFormat : undefined) ?? defaultLogFormat();
  const destination = format === 'pretty' ? prettyStream(options.destination) : options.destination;
  return pino(
    {
      level,
      ...(options.redact === false ? {} : { redact: { paths: REDACT_PATHS, censor: REDACTED } }),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = requestContext.getStore()?.requestId;
        return requestId ? { requestId } : {};
      },
    },
    destination ?? stdoutStream(),
  );
}

/**
 * The server's logger. `log.child({ scope: 'db' })` tags a module's lines; inside
 * runWithRequest() every line carries the request's id. A bad variable does not stop it: it
 * logs at `info` and the host reports the variable (configProblem()).
 */
export const log: Logger = createLogger();

/** The one access line per request (method, path without its query, status, duration): fixed
 *  fields only, so it skips the redaction that costs more than the line itself. */
export const accessLog: Logger = createLogger({ redact: false });

/** Writes out what the logger still holds (before a planned exit). */
export const flushLog = (): Promise<void> => new Promise((resolve) => log.flush(() => resolve()));
