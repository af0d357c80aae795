// Every environment variable the server reads, in one place (documented in README.md).
import path from 'node:path';

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

export const config = {
  get port() {
    return int('PORT', 4321) || 4321;
  },
  /** the address to listen on; empty: every interface */
  get host() {
    return process.env.HOST || '';
  },
  get dataDir() {
    return path.resolve(process.env.DATA_DIR || './data');
  },
  get databaseUrl() {
    return process.env.DATABASE_URL || '';
  },
  get uploadDir() {
    return path.resolve(process.env.UPLOAD_DIR || path.join(this.dataDir, 'uploads'));
  },
  get authSecret() {
    return process.env.AUTH_SECRET || '';
  },
  /** jose duration text, e.g. "7d", "12h" */
  get tokenExpiresIn() {
    return process.env.JWT_EXPIRES_IN || '7d';
  },
  /** the shop's public address (https://shop.example): image URLs in answers start with it */
  get publicUrl() {
    return (process.env.PUBLIC_URL || '').replace(/\/+$/, '');
  },
  /** public base URL of the image bucket, allowed in the page CSP */
  get s3PublicUrl() {
    return process.env.S3_PUBLIC_URL || '';
  },
  get adminEmail() {
    return process.env.ADMIN_EMAIL || '';
  },
  get adminPassword() {
    return process.env.ADMIN_PASSWORD || '';
  },
  /** sign-in throttling: failures allowed per window, per e-mail and per client address */
  get signinMaxPerEmail() {
    return int('SIGNIN_MAX_FAILURES_PER_EMAIL', 5);
  },
  get signinMaxPerIp() {
    return int('SIGNIN_MAX_FAILURES_PER_IP', 20);
  },
  get signinWindowSeconds() {
    return int('SIGNIN_WINDOW_SECONDS', 15 * 60);
  },
  /** the embedded database's page cache (PostgreSQL's shared_buffers), in MB: it lives in the
   *  server's own memory, and pages beyond it are read from the OS's file cache */
  get pgliteSharedBuffersMb() {
    const raw = process.env.PGLITE_SHARED_BUFFERS_MB;
    if (raw === undefined || raw === '') return 32;
    // PGlite's memory tops out at 2 GB: more than half of it as a page cache would not start
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 1024)
      throw new Error(
        `PGLITE_SHARED_BUFFERS_MB is "${raw}"; it must be a whole number of MB from 1 to 1024 (default 32).`,
      );
    return Number(raw);
  },
  /** how long a starting server waits for PostgreSQL to accept connections */
  get dbWaitSeconds() {
    return int('DB_WAIT_SECONDS', 60);
  },
  /** the longest an upload may take: unreferenced images older than this are orphans */
  get orphanMinAgeSeconds() {
    return int('ORPHAN_MIN_AGE_SECONDS', 3600);
  },
  get maxJsonBytes() {
    return int('MAX_JSON_BYTES', 64 * 1024);
  },
  get logLevel(): 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent' {
    const raw = process.env.LOG_LEVEL || 'info';
    return ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'].includes(raw) ? (raw as 'info') : 'info';
  },
  /** unset: readable lines under `astro dev`, JSON lines otherwise */
  get logFormat(): 'json' | 'pretty' | undefined {
    const raw = process.env.LOG_FORMAT;
    return raw === 'json' || raw === 'pretty' ? raw : undefined;
  },
};

/** The one-line message for the first bad variable, or null when every variable is usable. */
export function configProblem(): string | null {
  try {
    void config.pgliteSharedBuffersMb;
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}
