// Every environment variable the shop reads, in one place: one schema, parsed and checked once
// per process. Each entry also carries its line of docs/configuration.md (written from here by
// scripts/config-docs.ts), so the table cannot drift from what the code accepts.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  defaultHostEntries,
  parseAllowedHosts,
  splitHost,
  type AllowedHosts,
  type HostEntry,
} from './http/allowedHosts';
import { parseCorsOrigins, type AllowedOrigins } from './http/corsOrigins';
import { parseProxyTrust, type ProxyTrust } from './http/proxyTrustSetting';
import type { S3Settings } from './storage/types';

export interface VariableDoc {
  /** what the table says when the variable is unset */
  default: string;
  /** what it does (Markdown) */
  doc: string;
}

/** The documentation of each variable of `envSchema`, keyed by its schema. */
export const variableDocs = z.registry<VariableDoc>();

interface Variable<T> extends VariableDoc {
  /** finishes the error line "NAME is <value>: <accepts>" */
  accepts?: string;
  /** how a refused value is shown (secrets are not echoed) */
  show?: (raw: string) => string;
  /** the value's text (trimmed, never empty) to a value, or undefined when it is not one */
  parse: (raw: string) => T | undefined;
  fallback: T;
}

/** A variable: unset or blank gives `fallback`, anything else must parse. */
function variable<T>({ accepts = '', show, parse, fallback, ...doc }: Variable<T>) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      const text = raw?.trim();
      if (!text) return fallback;
      const value = parse(text);
      if (value !== undefined) return value;
      ctx.issues.push({ code: 'custom', message: accepts, input: raw, params: { shown: (show ?? quote)(text) } });
      return z.NEVER;
    })
    .register(variableDocs, doc);
}

const quote = (raw: string) => JSON.stringify(raw);
const text = (raw: string) => raw;

function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (raw: string) => (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : undefined);
}

function timeZone(raw: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function httpUrl(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? raw : undefined;
  } catch {
    return undefined;
  }
}

function throws<T>(parse: (raw: string) => T) {
  return (raw: string) => {
    try {
      return parse(raw);
    } catch {
      return undefined;
    }
  };
}

// what jose's setExpirationTime() takes as a lifetime (its own pattern, without "ago" or a sign)
const DURATION =
  /^\+? ?(\d+|\d+\.\d+) ?(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)(?: from now)?$/i;

const MIN_SECRET_BYTES = 32;
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const seconds = (fallback: number, doc: string, min = 0): Variable<number> => ({
  default: `\`${fallback}\``,
  doc,
  accepts: `a whole number of seconds${min ? ` of at least ${min}` : ''}`,
  parse: wholeNumber(min),
  fallback,
});

const maskPassword = (raw: string) => quote(raw.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@'));

/** The environment, variable by variable (README order), before the settings are grouped. */
export const envSchema = z.object({
  PORT: variable({
    default: '`4321`',
    doc: 'HTTP port',
    accepts: 'a port number from 1 to 65535',
    parse: wholeNumber(1, 65535),
    fallback: 4321,
  }),
  HOST: variable<string | undefined>({
    default: 'all interfaces',
    doc: 'address to listen on, e.g. `127.0.0.1`',
    parse: text,
    fallback: undefined,
  }),
  DATA_DIR: variable({
    default: '`./data`',
    doc: 'embedded database (`pgdata/`), the kept auth secret, the lock file and, by default, uploads',
    parse: text,
    fallback: './data',
  }),
  DATABASE_URL: variable({
    default: 'unset',
    doc: '`postgres://user:pass@host:5432/db`: use PostgreSQL instead of the embedded database',
    accepts: 'a postgres://user:pass@host:5432/db address',
    show: maskPassword,
    parse: throws((raw) => (/^postgres(ql)?:$/.test(new URL(raw).protocol) ? raw : undefined)),
    fallback: '',
  }),
  PG_POOL_MAX: variable({
    default: '`10`',
    doc: 'PostgreSQL connections per server process',
    accepts: 'a whole number of at least 1',
    parse: wholeNumber(1),
    fallback: 10,
  }),
  DB_WAIT_SECONDS: variable(
    seconds(
      60,
      'at start, how long a server waits for PostgreSQL to accept connections (logging `waiting for PostgreSQL at host:port`) before it gives up',
    ),
  ),
  MIGRATIONS_DIR: variable<string | null>({
    default: 'beside the database code',
    doc: 'folder of the database migrations (`meta/_journal.json` and the SQL files), for a server run from somewhere other than the project folder; a folder without `meta/_journal.json` is skipped',
    parse: (raw) => path.resolve(raw),
    fallback: null,
  }),
  PUBLIC_URL: variable({
    default: 'unset',
    doc: "the shop's public address (`https://shop.example`): every absolute link the shop makes (image URLs in API answers and pages, Stripe's return address) starts with it. Unset: the origin each request was made to, if its host is allowed (`ALLOWED_HOSTS`), else `http://localhost:$PORT`. Also the default for `SITE_URL`",
    accepts: 'an http:// or https:// address such as https://shop.example',
    parse: httpUrl,
    fallback: '',
  }),
  ALLOWED_HOSTS: variable<HostEntry[] | null>({
    default: 'the local names and the listening address',
    doc: "comma-separated host names the shop answers for, each with an optional port (`shop.example,www.shop.example:8443`; a name alone allows any port); `PUBLIC_URL`'s host is always one. A request naming another host (its `Host`, or `X-Forwarded-Host` from a proxy `TRUST_PROXY` trusts) is refused with `400`. Unset: `localhost`, `127.0.0.1` and `[::1]` on any port and the address the shop listens on at `PORT`; any other host is answered as if it had named the default address (see [The Host header](operations.md#the-host-header))",
    accepts: 'comma-separated host names, each with an optional port, such as shop.example,www.shop.example:8443',
    parse: parseAllowedHosts,
    fallback: null,
  }),
  UPLOAD_DIR: variable<string | undefined>({
    default: '`$DATA_DIR/uploads`',
    doc: 'where uploaded images are stored (served at `/uploads/...`)',
    parse: text,
    fallback: undefined,
  }),
  S3_BUCKET: variable({
    default: 'unset',
    doc: 'keep images in this S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, ...) instead of `UPLOAD_DIR`; then `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY` and `S3_PUBLIC_URL` are required (see [Images in a bucket](operations.md#images-in-a-bucket))',
    parse: text,
    fallback: '',
  }),
  S3_REGION: variable({
    default: '`us-east-1`',
    doc: "the bucket's region (`auto` for R2)",
    parse: text,
    fallback: 'us-east-1',
  }),
  S3_ENDPOINT: variable({
    default: 'AWS',
    doc: 'the S3 API endpoint, e.g. `http://minio:9000` or `https://<account>.r2.cloudflarestorage.com`; requests are path-style (`<endpoint>/<bucket>/<key>`)',
    accepts: 'an http:// or https:// address',
    parse: httpUrl,
    fallback: '',
  }),
  S3_ACCESS_KEY_ID: variable({
    default: 'unset',
    doc: "the bucket's access key id (put, get, delete and list objects)",
    parse: text,
    fallback: '',
  }),
  S3_SECRET_ACCESS_KEY: variable({
    default: 'unset',
    doc: "the bucket's secret access key",
    parse: text,
    fallback: '',
  }),
  S3_PUBLIC_URL: variable({
    default: 'unset',
    doc: "public base URL clients load the bucket's images from (public bucket URL or CDN); image URLs in answers start with it, and its origin is allowed in the page CSP",
    accepts: 'an http:// or https:// address',
    parse: httpUrl,
    fallback: '',
  }),
  S3_PREFIX: variable({
    default: 'none',
    doc: 'optional folder inside the bucket, e.g. `shop/`',
    parse: (raw) => {
      const prefix = raw.replace(/^\/+/, '');
      return prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix;
    },
    fallback: '',
  }),
  ORPHAN_MIN_AGE_SECONDS: variable(
    seconds(
      3600,
      'the longest an upload may take: at start, stored images no row references and older than this are removed',
    ),
  ),
  AUTH_SECRET: variable({
    default: 'generated',
    doc: 'key that signs login tokens (HS256), at least 32 bytes: a shorter one stops the start (make one with `openssl rand -base64 48`). Unset: a random one is made once and kept in `$DATA_DIR/auth-secret` (mode 600). Set the same value on every server when you run more than one',
    accepts: `at least ${MIN_SECRET_BYTES} bytes of random text; make one with openssl rand -base64 48, or unset it to use a key generated and kept in the data dir`,
    show: (raw) => `${Buffer.byteLength(raw, 'utf8')} bytes long`,
    parse: (raw) => (Buffer.byteLength(raw, 'utf8') >= MIN_SECRET_BYTES ? raw : undefined),
    fallback: '',
  }),
  JWT_EXPIRES_IN: variable({
    default: '`7d`',
    doc: 'token lifetime (`12h`, `30d`, ...)',
    accepts: 'a lifetime such as 30m, 12h, 7d or 2w',
    parse: (raw) => {
      const match = DURATION.exec(raw);
      return match && Number(match[1]) > 0 ? raw : undefined;
    },
    fallback: '7d',
  }),
  ADMIN_EMAIL: variable({
    default: 'unset',
    doc: 'admin account made (or promoted, and given `ADMIN_PASSWORD`) at every start. Unset and no admin yet: `admin@shop.local` with a generated password printed once',
    accepts: 'an e-mail address',
    parse: (raw) => (/^[^\s@]+@[^\s@]+$/.test(raw) ? raw : undefined),
    fallback: '',
  }),
  ADMIN_PASSWORD: variable({
    default: 'unset',
    doc: "that admin's password, set at every start",
    parse: text,
    fallback: '',
  }),
  SIGNIN_MAX_FAILURES_PER_EMAIL: variable({
    default: '`5`',
    doc: 'sign-in attempts allowed per e-mail *from one client address* in the window before `429` (0 = no limit)',
    accepts: 'a whole number (0 = no limit)',
    parse: wholeNumber(0),
    fallback: 5,
  }),
  SIGNIN_MAX_FAILURES_PER_IP: variable({
    default: '`20`',
    doc: 'failed sign-ins allowed per client address in the window, over all e-mails (0 = no limit)',
    accepts: 'a whole number (0 = no limit)',
    parse: wholeNumber(0),
    fallback: 20,
  }),
  SIGNIN_WINDOW_SECONDS: variable(seconds(900, 'the throttling window (starts with the first failure)', 1)),
  SIGNUP_MAX_PER_EMAIL: variable({
    default: '`5`',
    doc: 'sign-ups allowed per hour for one e-mail *from one client address* before `429` (0 = no limit)',
    accepts: 'a whole number (0 = no limit)',
    parse: wholeNumber(0),
    fallback: 5,
  }),
  SIGNUP_MAX_PER_IP: variable({
    default: '`20`',
    doc: 'sign-ups allowed per hour from one client address, over all e-mails (0 = no limit)',
    accepts: 'a whole number (0 = no limit)',
    parse: wholeNumber(0),
    fallback: 20,
  }),
  GUEST_ORDERS_PER_EMAIL: variable({
    default: '`5`',
    doc: 'orders without an account allowed per hour for one e-mail address *from one client address* before `429` (0 = no limit); other addresses keep their own count, so a stranger cannot lock the owner out',
    accepts: 'a whole number (0 = no limit)',
    parse: wholeNumber(0),
    fallback: 5,
  }),
  GUEST_ORDERS_PER_ADDRESS: variable({
    default: '`10`',
    doc: 'orders without an account allowed per hour from one client address, over all e-mails (0 = no limit); raise it when many shoppers share one address',
    accepts: 'a whole number (0 = no limit)',
    parse: wholeNumber(0),
    fallback: 10,
  }),
  QUOTES_PER_ADDRESS: variable({
    default: '`60`',
    doc: "cart quotes (`POST /api/cart/quote`) allowed per minute from one client address before `429` (0 = no limit); a shopper's cart and checkout ask one per change, so raise it when many shoppers share one address ([Limits against abuse](operations.md#limits-against-abuse))",
    accepts: 'a whole number (0 = no limit)',
    parse: wholeNumber(0),
    fallback: 60,
  }),
  COUPON_FAILURES_PER_ADDRESS: variable({
    default: '`10`',
    doc: 'different coupon codes that turn out not to be valid allowed per hour from one client address; beyond it a code is not looked at (the quote says so, an order gets `429`) until the hour is over (0 = no limit)',
    accepts: 'a whole number (0 = no limit)',
    parse: wholeNumber(0),
    fallback: 10,
  }),
  INVOICE_DOWNLOADS_PER_ADDRESS: variable({
    default: '`60`',
    doc: 'invoice and credit note downloads allowed per minute from one client address before `429` (0 = no limit)',
    accepts: 'a whole number (0 = no limit)',
    parse: wholeNumber(0),
    fallback: 60,
  }),
  UNPAID_UNITS_PER_PRODUCT: variable({
    default: '`20`',
    doc: 'the most units of one product one buyer may hold in unpaid orders (pending or awaiting payment) placed in the last 24 hours, before `409`: a guest counted by e-mail and by client address, a signed-in customer by account (0 = no cap; see [Order limits](operations.md#order-limits))',
    accepts: 'a whole number (0 = no cap)',
    parse: wholeNumber(0),
    fallback: 20,
  }),
  SHOP_TIME_ZONE: variable({
    default: '`UTC`',
    doc: "the shop's time zone (an IANA name such as `Europe/Berlin`): the dates a promotion starts and ends on are read in it (see [Promotions](api.md#promotions))",
    accepts: 'an IANA time zone name',
    parse: timeZone,
    fallback: 'UTC',
  }),
  SMTP_URL: variable({
    default: 'unset',
    doc: 'the mail server the shop sends through: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://user:pass@host:465` (TLS from the start); then `MAIL_FROM` is required. Unset: mail is not sent but written to the log and kept as `logged` (see [Mail](operations.md#mail))',
    accepts: 'an smtp://user:pass@host:587 or smtps://user:pass@host:465 address',
    show: maskPassword,
    parse: throws((raw) => (/^smtps?:$/.test(new URL(raw).protocol) && new URL(raw).hostname ? raw : undefined)),
    fallback: '',
  }),
  MAIL_FROM: variable({
    default: '`Electro Shop <shop@localhost>`',
    doc: 'the sender of every mail, `"Electro Shop <shop@example.com>"` or a bare address; an address your mail provider lets you send from',
    accepts: 'an address such as shop@example.com or "Electro Shop <shop@example.com>"',
    parse: (raw) => (mailAddress(raw) ? raw : undefined),
    fallback: '',
  }),
  SHOP_MAIL: variable({
    default: "`MAIL_FROM`'s address",
    doc: "where the shop receives a copy of each contact message, unless the admin's Setting page names a support e-mail",
    accepts: 'an e-mail address',
    parse: (raw) => (/^[^\s@<>]+@[^\s@<>]+$/.test(raw) ? raw : undefined),
    fallback: '',
  }),
  STRIPE_SECRET_KEY: variable({
    default: 'unset',
    doc: 'turns on card payments through Stripe Checkout (`sk_live_...` or `sk_test_...`); then `STRIPE_WEBHOOK_SECRET` is required. Unset: only "Pay on delivery" is offered (see [Card payments](operations.md#card-payments))',
    accepts: 'a Stripe secret key (sk_live_..., sk_test_... or rk_...)',
    show: () => 'not a secret key',
    parse: (raw) => (/^(sk|rk)_\S+$/.test(raw) ? raw : undefined),
    fallback: '',
  }),
  STRIPE_WEBHOOK_SECRET: variable({
    default: 'unset',
    doc: "the signing secret of the shop's webhook endpoint (`whsec_...`, from the Stripe dashboard or `stripe listen`): events whose signature does not match are refused",
    accepts: 'a webhook signing secret (whsec_...)',
    show: () => 'not a signing secret',
    parse: (raw) => (/^whsec_\S+$/.test(raw) ? raw : undefined),
    fallback: '',
  }),
  STRIPE_API_URL: variable({
    default: '`https://api.stripe.com`',
    doc: "where the shop calls Stripe's API: a local `stripe-mock` or test stand-in (`http://127.0.0.1:12111`)",
    accepts: 'an http:// or https:// address',
    parse: httpUrl,
    fallback: 'https://api.stripe.com',
  }),
  TRUST_PROXY: variable({
    default: 'off',
    doc: "which proxies may tell the client's address and origin (`X-Forwarded-For`, `-Proto`, `-Host`). Off: the TCP peer's address, headers ignored. A number `n` (`1` = one load balancer in front; `true` = `1`): the `n`-th `X-Forwarded-For` entry from the right. A list of addresses/CIDR ranges (`10.0.0.0/8,192.168.1.7`): the right-most entry that is not one of them",
    accepts: 'off, a number of proxies (1, 2, ...; true = 1) or a comma-separated list of IP addresses and CIDR ranges',
    parse: throws(parseProxyTrust),
    fallback: { kind: 'none' } as ProxyTrust,
  }),
  MAX_JSON_BYTES: variable({
    default: '`65536`',
    doc: 'largest JSON request body; larger answers `413`',
    accepts: 'a whole number of bytes of at least 1',
    parse: wholeNumber(1),
    fallback: 64 * 1024,
  }),
  PGLITE_SHARED_BUFFERS_MB: variable({
    default: '`32`',
    doc: "the embedded database's page cache (PostgreSQL's `shared_buffers`) inside the server's memory; pages beyond it are read through the OS's file cache. A whole number from 1 to 1024 (anything else stops the start with a message); raise it for a catalogue far beyond 50,000 products if memory allows",
    // PGlite's memory tops out at 2 GB: more than half of it as a page cache would not start
    accepts: 'a whole number of MB from 1 to 1024 (default 32)',
    parse: wholeNumber(1, 1024),
    fallback: 32,
  }),
  CPU_BOUND_CONCURRENCY: variable({
    default: 'half the cores (at least 1)',
    doc: 'how many image encodings, password hashes and invoice drawings run at once; the rest queue, so catalogue reads keep a core under upload or sign-in bursts',
    accepts: 'a whole number of at least 1',
    parse: wholeNumber(1),
    fallback: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  }),
  CPU_BOUND_QUEUE: variable({
    default: '`64`',
    doc: 'how many of those may wait for their turn; beyond it a request is answered `503` with `Retry-After` at once, so a flood of sign-ups or uploads cannot make every later one wait',
    accepts: 'a whole number of at least 1',
    parse: wholeNumber(1),
    fallback: 64,
  }),
  CORS_ORIGINS: variable({
    default: '`*`',
    doc: 'comma-separated origins allowed to call `/api` from a browser; `*` = any',
    parse: parseCorsOrigins,
    fallback: '*' as AllowedOrigins,
  }),
  LOG_LEVEL: variable<LogLevel>({
    default: '`info`',
    doc: 'the least severe log lines written: `trace`, `debug`, `info`, `warn`, `error`, `fatal` (or `silent`)',
    accepts: `one of ${LOG_LEVELS.join(', ')}`,
    parse: (raw) => LOG_LEVELS.find((level) => level === raw.toLowerCase()),
    fallback: 'info',
  }),
  LOG_FORMAT: variable<'json' | 'pretty' | undefined>({
    default: '`pretty` when standard output is a terminal (and under `astro dev`), else `json`',
    doc: 'log lines as one JSON object each (`json`, for a log collector) or as readable text (`pretty`)',
    accepts: 'json or pretty',
    parse: (raw) => (raw === 'json' || raw === 'pretty' ? raw : undefined),
    fallback: undefined,
  }),
  CONTENT_EDITING: variable<boolean>({
    default: '`on`',
    doc: "the back-office's Content section, where editors change the FAQ, the policies, the shop's details and the menus and publish them (the pages are rebuilt in the background). `off`: the section only shows the content and what is left to fill in; edit `CONTENT_DIR` in the repository and deploy instead (see [Editing content](operations.md#editing-content))",
    accepts: 'on or off',
    parse: (raw) => (/^(on|true|1)$/i.test(raw) ? true : /^(off|false|0)$/i.test(raw) ? false : undefined),
    fallback: true,
  }),
  CONTENT_DIR: variable({
    default: '`src/content`',
    doc: 'the content source: the FAQ, policy, settings and menu files the build reads and the Content section writes (relative to the project folder, which the server must run in to rebuild pages)',
    parse: text,
    fallback: 'src/content',
  }),
  CONTENT_BUILD_TIMEOUT_SECONDS: variable(
    seconds(
      600,
      "the longest a publish's rebuild of the pages may take before it is stopped and the publish fails (the pages stay as they were)",
      1,
    ),
  ),
  PUBLIC_API_URL: variable<string | undefined>({
    default: 'same origin',
    doc: 'build time: base URL the pages call the API at (when pages are on a CDN and the API elsewhere); also allowed in the CSP',
    accepts: 'an http:// or https:// address',
    parse: httpUrl,
    fallback: undefined,
  }),
  SITE_URL: variable<string | undefined>({
    default: '`$PUBLIC_URL`, else the address each page is served on (pages built once link relatively)',
    doc: 'build time: public address for canonical links, Open Graph and the sitemap',
    accepts: 'an http:// or https:// address',
    parse: httpUrl,
    fallback: undefined,
  }),
  ASTRO_OUT_DIR: variable({
    default: '`dist`',
    doc: 'build output directory (build and start must agree)',
    parse: text,
    fallback: 'dist',
  }),
  ASTRO_CACHE_DIR: variable<string | undefined>({
    default: '`node_modules/.astro`',
    doc: "build time: where a build keeps Astro's content cache (each publish's rebuild gets its own)",
    parse: text,
    fallback: undefined,
  }),
});

/** The address in `Name <address>` or a bare address, or null. */
export function mailAddress(raw: string): string | null {
  const match = /^(?:[^<>]*<\s*([^\s@<>]+@[^\s@<>]+)\s*>|([^\s@<>"]+@[^\s@<>"]+))$/.exec(raw.trim());
  return match ? (match[1] ?? match[2]) : null;
}

const DEFAULT_MAIL_FROM = 'Electro Shop <shop@localhost>';

const S3_REQUIRED = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

/** The settings the shop runs with. */
const configSchema = envSchema
  .superRefine((env, ctx) => {
    const missing = env.S3_BUCKET ? S3_REQUIRED.filter((name) => !env[name]) : [];
    if (missing.length)
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `S3_BUCKET is set, so ${missing.join(', ').replace(/, ([^,]*)$/, ' and $1')} must be set too (docs/configuration.md)`,
        params: { line: true },
      });
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          'STRIPE_SECRET_KEY is set, so STRIPE_WEBHOOK_SECRET must be set too: payments are confirmed only by signed webhooks (docs/configuration.md)',
        params: { line: true },
      });
    if (env.SMTP_URL && !env.MAIL_FROM)
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'SMTP_URL is set, so MAIL_FROM must be set too: the address mail is sent from (docs/configuration.md)',
        params: { line: true },
      });
  })
  .transform((env) => {
    const dataDir = path.resolve(env.DATA_DIR);
    const s3: S3Settings | null = env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
          prefix: env.S3_PREFIX,
        }
      : null;
    return {
      port: env.PORT,
      /** unset: every interface, IPv4 and IPv6 */
      host: env.HOST,
      dataDir,
      databaseUrl: env.DATABASE_URL,
      pgPoolMax: env.PG_POOL_MAX,
      /** how long a starting server waits for PostgreSQL to accept connections */
      dbWaitSeconds: env.DB_WAIT_SECONDS,
      /** an explicit migrations folder, or null to look beside the database code */
      migrationsDir: env.MIGRATIONS_DIR,
      /** the shop's public address (https://shop.example), no trailing slash: image URLs in answers start with it */
      publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
      /** the hosts a request may name for its links to be made on them (proxyTrust.ts) */
      allowedHosts: allowedHostsOf(env),
      uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
      /** the image bucket, or null for images in uploadDir */
      s3,
      /** public base URL of the image bucket, allowed in the page CSP */
      s3PublicUrl: env.S3_PUBLIC_URL,
      /** the longest an upload may take: unreferenced images older than this are orphans */
      orphanMinAgeSeconds: env.ORPHAN_MIN_AGE_SECONDS,
      /** empty: a generated key kept in the data dir */
      authSecret: env.AUTH_SECRET,
      /** jose duration text, e.g. "7d", "12h" */
      tokenExpiresIn: env.JWT_EXPIRES_IN,
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      /** sign-in throttling: failures allowed per window, per e-mail and per client address */
      signinMaxPerEmail: env.SIGNIN_MAX_FAILURES_PER_EMAIL,
      signinMaxPerIp: env.SIGNIN_MAX_FAILURES_PER_IP,
      signinWindowSeconds: env.SIGNIN_WINDOW_SECONDS,
      /** sign-up throttling: per hour, per e-mail from one address and per address */
      signupMaxPerEmail: env.SIGNUP_MAX_PER_EMAIL,
      signupMaxPerIp: env.SIGNUP_MAX_PER_IP,
      /** orders without an account allowed per hour: per (e-mail, address) pair and per address; 0 = no limit */
      guestOrdersPerEmail: env.GUEST_ORDERS_PER_EMAIL,
      guestOrdersPerAddress: env.GUEST_ORDERS_PER_ADDRESS,
      /** per client address: quotes a minute, coupon codes found invalid an hour, document downloads a minute; 0 = no limit */
      quotesPerAddress: env.QUOTES_PER_ADDRESS,
      couponFailuresPerAddress: env.COUPON_FAILURES_PER_ADDRESS,
      invoiceDownloadsPerAddress: env.INVOICE_DOWNLOADS_PER_ADDRESS,
      /** units of one product one buyer may hold in unpaid orders of the last 24 hours; 0 = no cap */
      unpaidUnitsPerProduct: env.UNPAID_UNITS_PER_PRODUCT,
      /** IANA name; promotion dates without an offset are read in it */
      shopTimeZone: env.SHOP_TIME_ZONE,
      /** mail: smtpUrl empty = delivery off (mails go to the log) */
      mail: {
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
        shopAddress: env.SHOP_MAIL || mailAddress(env.MAIL_FROM || DEFAULT_MAIL_FROM)!,
      },
      /** card payments through Stripe, or null when no key is set (only pay on delivery) */
      stripe: env.STRIPE_SECRET_KEY ? stripeSettings(env) : null,
      trustProxy: env.TRUST_PROXY,
      maxJsonBytes: env.MAX_JSON_BYTES,
      /** the embedded database's page cache (PostgreSQL's shared_buffers), in MB */
      pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
      cpuBoundConcurrency: env.CPU_BOUND_CONCURRENCY,
      cpuBoundQueue: env.CPU_BOUND_QUEUE,
      corsOrigins: env.CORS_ORIGINS,
      logLevel: env.LOG_LEVEL,
      /** unset: readable lines under `astro dev`, JSON lines otherwise */
      logFormat: env.LOG_FORMAT,
      /** where the pages call the API, when not on their own origin */
      publicApiUrl: env.PUBLIC_API_URL,
      /** the Content section: editing on or off, the source folder, the rebuild's time limit */
      content: {
        editing: env.CONTENT_EDITING,
        dir: path.resolve(env.CONTENT_DIR),
        buildTimeoutSeconds: env.CONTENT_BUILD_TIMEOUT_SECONDS,
      },
      ...buildSettings(env),
    };
  });

/** ALLOWED_HOSTS, or the default list, with PUBLIC_URL's host added: the shop's own address is
 *  always known. */
function allowedHostsOf(
  env: Pick<z.output<typeof envSchema>, 'ALLOWED_HOSTS' | 'PUBLIC_URL' | 'HOST' | 'PORT'>,
): AllowedHosts {
  const listed = env.ALLOWED_HOSTS ?? defaultHostEntries(env.HOST, env.PORT);
  const publicHost = env.PUBLIC_URL ? splitHost(new URL(env.PUBLIC_URL).host) : null;
  return { explicit: env.ALLOWED_HOSTS !== null, entries: publicHost ? [...listed, publicHost] : listed };
}

/** The SDK's connection options from STRIPE_API_URL (it takes host, port and protocol apart). */
function stripeSettings(
  env: Pick<z.output<typeof envSchema>, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>,
) {
  const url = new URL(env.STRIPE_API_URL);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

function buildSettings(
  env: Pick<z.output<typeof envSchema>, 'PORT' | 'SITE_URL' | 'PUBLIC_URL' | 'ASTRO_OUT_DIR' | 'ASTRO_CACHE_DIR'>,
) {
  return {
    /** canonical links, Open Graph and the sitemap; unset: from each request, relative on built pages */
    siteUrl: env.SITE_URL ?? (env.PUBLIC_URL || undefined),
    /** the build's folder (client/ and server/), absolute */
    outDir: path.resolve(env.ASTRO_OUT_DIR),
    /** Astro's cache folder, or undefined for Astro's own default */
    cacheDir: env.ASTRO_CACHE_DIR ? path.resolve(env.ASTRO_CACHE_DIR) : undefined,
  };
}

const buildSchema = envSchema
  .pick({ PORT: true, SITE_URL: true, PUBLIC_URL: true, ASTRO_OUT_DIR: true, ASTRO_CACHE_DIR: true })
  .transform((env) => ({ port: env.PORT, ...buildSettings(env) }));

export type Config = z.output<typeof configSchema>;

/** A variable the shop cannot run with; the message is one line naming it and what it accepts. */
export class ConfigError extends Error {
  name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function problemLine(issue: z.core.$ZodIssue, env: Env): string {
  const name = String(issue.path[0] ?? '');
  const params = (issue as { params?: { shown?: string; line?: boolean } }).params;
  if (params?.line) return issue.message;
  const shown = params?.shown ?? quote(env[name] ?? '');
  return `${name} is ${shown}: ${issue.message}`;
}

/** The settings in `env`; throws a ConfigError for the first variable it cannot use. */
export function loadConfig(env: Env = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) throw new ConfigError(problemLine(result.error.issues[0], env));
  return result.data;
}

/**
 * What astro.config.mjs needs (site address, output folder, dev port). A build checks only
 * these: the server's own variables (secrets, bucket, database) need not be set where it builds,
 * and the server checks them when it starts.
 */
export function loadBuildConfig(env: Env = process.env): z.output<typeof buildSchema> {
  const result = buildSchema.safeParse(env);
  if (!result.success) throw new ConfigError(problemLine(result.error.issues[0], env));
  return result.data;
}

let loaded: { config: Config } | { error: ConfigError } | null = null;

function current(): Config {
  if (!loaded) {
    try {
      loaded = { config: loadConfig(process.env) };
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      loaded = { error: err };
    }
  }
  if ('error' in loaded) throw loaded.error;
  return loaded.config;
}

/**
 * The process's settings, read from its environment on first use. Reading any of them throws
 * the ConfigError when a variable is bad: a host calls configProblem() before listening.
 */
export const config: Config = new Proxy({} as Config, {
  get: (_, key) => Reflect.get(current(), key),
  has: (_, key) => Reflect.has(current(), key),
  ownKeys: () => Reflect.ownKeys(current()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
});

/** The one-line message for a bad variable (for the host to print before it exits), or null. */
export function configProblem(): string | null {
  try {
    current();
    return null;
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
}

/** Reads the environment again on next use, for tests that change process.env in-process. */
export function resetConfigForTests(): void {
  loaded = null;
}
