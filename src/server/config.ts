// Every environment variable the server reads, in one place (documented in README.md).
import path from 'node:path';

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

export const config = {
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
  /** trust X-Forwarded-For for the client address (behind a proxy) */
  get trustProxy() {
    return process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true';
  },
  get maxJsonBytes() {
    return int('MAX_JSON_BYTES', 64 * 1024);
  },
};
