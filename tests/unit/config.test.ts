import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadBuildConfig, loadConfig } from '../../src/server/config';
import { isAllowedHost } from '../../src/server/http/allowedHosts';
import { s3SettingsFromEnv } from '../../src/server/storage/s3Storage';

const problem = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
};

const S3 = {
  S3_BUCKET: 'shop-images',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'key-secret',
  S3_PUBLIC_URL: 'https://images.shop.example',
};

describe('configuration', () => {
  it('names the variable and what it accepts, in one line', () => {
    expect(problem({ PORT: 'abc' })).toBe('PORT is "abc": a port number from 1 to 65535');
    expect(problem({ PORT: '70000' })).toBe('PORT is "70000": a port number from 1 to 65535');
    expect(problem({ JWT_EXPIRES_IN: 'forever' })).toBe(
      'JWT_EXPIRES_IN is "forever": a lifetime such as 30m, 12h, 7d or 2w',
    );
    expect(problem({ PGLITE_SHARED_BUFFERS_MB: '0' })).toBe(
      'PGLITE_SHARED_BUFFERS_MB is "0": a whole number of MB from 1 to 1024 (default 32)',
    );
    expect(problem({ PGLITE_SHARED_BUFFERS_MB: '2048' })).toMatch(/^PGLITE_SHARED_BUFFERS_MB is "2048"/);
    expect(problem({ TRUST_PROXY: 'proxy.example' })).toMatch(/^TRUST_PROXY is "proxy.example": off, a number/);
    expect(problem({ LOG_LEVEL: 'loud' })).toBe(
      'LOG_LEVEL is "loud": one of trace, debug, info, warn, error, fatal, silent',
    );
    expect(problem({ SIGNIN_MAX_FAILURES_PER_IP: '-1' })).toMatch(
      /^SIGNIN_MAX_FAILURES_PER_IP is "-1": a whole number/,
    );
    for (const message of [problem({ PORT: 'abc' }), problem({ JWT_EXPIRES_IN: 'forever' })])
      expect(message).not.toContain('\n');
  });

  it('refuses a bucket without its keys and public address, naming what is missing', () => {
    expect(problem({ S3_BUCKET: 'shop-images' })).toBe(
      'S3_BUCKET is set, so S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL must be set too (docs/configuration.md)',
    );
    expect(problem({ ...S3, S3_SECRET_ACCESS_KEY: ' ' })).toBe(
      'S3_BUCKET is set, so S3_SECRET_ACCESS_KEY must be set too (docs/configuration.md)',
    );
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b' })).toThrow(ConfigError);
  });

  it('never echoes a secret it refuses', () => {
    const short = problem({ AUTH_SECRET: 'supersecret' });
    expect(short).toMatch(/^AUTH_SECRET is 11 bytes long: at least 32 bytes[\s\S]*openssl rand -base64 48/);
    expect(short).not.toContain('supersecret');
    const url = problem({ DATABASE_URL: 'mysql://shop:hunter2@db/shop' });
    expect(url).toBe('DATABASE_URL is "mysql://shop:***@db/shop": a postgres://user:pass@host:5432/db address');
  });

  it('keeps the documented defaults when nothing is set (blank = unset)', () => {
    const config = loadConfig({ PORT: '', HOST: ' ' });
    expect(config).toMatchObject({
      port: 4321,
      host: undefined,
      dataDir: path.resolve('data'),
      uploadDir: path.resolve('data', 'uploads'),
      databaseUrl: '',
      pgPoolMax: 10,
      dbWaitSeconds: 60,
      migrationsDir: null,
      publicUrl: '',
      s3: null,
      s3PublicUrl: '',
      orphanMinAgeSeconds: 3600,
      authSecret: '',
      tokenExpiresIn: '7d',
      signinMaxPerEmail: 5,
      signinMaxPerIp: 20,
      signinWindowSeconds: 900,
      trustProxy: { kind: 'none' },
      maxJsonBytes: 65536,
      pgliteSharedBuffersMb: 32,
      corsOrigins: '*',
      logLevel: 'info',
      logFormat: undefined,
      publicApiUrl: undefined,
      siteUrl: undefined,
      outDir: path.resolve('dist'),
    });
    expect(config.cpuBoundConcurrency).toBeGreaterThanOrEqual(1);
  });

  it('types a good full set', () => {
    const config = loadConfig({
      ...S3,
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/shop',
      DATABASE_URL: 'postgres://shop:pw@db:5432/shop',
      PG_POOL_MAX: '4',
      DB_WAIT_SECONDS: '5',
      MIGRATIONS_DIR: '/srv/migrations',
      PUBLIC_URL: 'https://shop.example/',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'http://minio:9000',
      S3_PREFIX: '/shop',
      ORPHAN_MIN_AGE_SECONDS: '60',
      AUTH_SECRET: 'x'.repeat(48),
      JWT_EXPIRES_IN: '12h',
      ADMIN_EMAIL: 'boss@shop.example',
      ADMIN_PASSWORD: 'long-enough-1',
      SIGNIN_MAX_FAILURES_PER_EMAIL: '0',
      SIGNIN_MAX_FAILURES_PER_IP: '7',
      SIGNIN_WINDOW_SECONDS: '600',
      TRUST_PROXY: 'true',
      MAX_JSON_BYTES: '1000',
      PGLITE_SHARED_BUFFERS_MB: '64',
      CPU_BOUND_CONCURRENCY: '3',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      PUBLIC_API_URL: 'https://api.shop.example',
      SITE_URL: 'https://www.shop.example',
      ASTRO_OUT_DIR: '/tmp/build',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/shop',
      uploadDir: '/srv/shop/uploads',
      pgPoolMax: 4,
      dbWaitSeconds: 5,
      migrationsDir: '/srv/migrations',
      publicUrl: 'https://shop.example',
      s3: {
        bucket: 'shop-images',
        region: 'auto',
        endpoint: 'http://minio:9000',
        accessKeyId: 'key-id',
        secretAccessKey: 'key-secret',
        publicUrl: 'https://images.shop.example',
        prefix: 'shop/',
      },
      s3PublicUrl: 'https://images.shop.example',
      tokenExpiresIn: '12h',
      signinMaxPerEmail: 0,
      signinMaxPerIp: 7,
      signinWindowSeconds: 600,
      trustProxy: { kind: 'hops', hops: 1 },
      maxJsonBytes: 1000,
      pgliteSharedBuffersMb: 64,
      cpuBoundConcurrency: 3,
      corsOrigins: ['https://a.example', 'https://b.example'],
      logLevel: 'debug',
      logFormat: 'json',
      publicApiUrl: 'https://api.shop.example',
      siteUrl: 'https://www.shop.example',
      outDir: '/tmp/build',
    });
  });

  it('checks only the build variables for a build', () => {
    expect(loadBuildConfig({ S3_BUCKET: 'half-done', PUBLIC_URL: 'https://shop.example' })).toEqual({
      port: 4321,
      siteUrl: 'https://shop.example',
      outDir: path.resolve('dist'),
    });
    expect(() => loadBuildConfig({ SITE_URL: 'shop.example' })).toThrow(
      'SITE_URL is "shop.example": an http:// or https:// address',
    );
  });
});

describe('allowed hosts', () => {
  it("takes host names with optional ports, always adding PUBLIC_URL's host", () => {
    const config = loadConfig({
      ALLOWED_HOSTS: 'Shop.Example, www.shop.example:8443,[::1]',
      PUBLIC_URL: 'https://a.example',
    });
    expect(config.allowedHosts).toEqual({
      explicit: true,
      entries: [
        { name: 'shop.example', port: null },
        { name: 'www.shop.example', port: 8443 },
        { name: '[::1]', port: null },
        { name: 'a.example', port: null },
      ],
    });
    const allowed = config.allowedHosts.entries;
    expect(isAllowedHost('SHOP.example:1234', allowed)).toBe(true);
    expect(isAllowedHost('www.shop.example:8443', allowed)).toBe(true);
    expect(isAllowedHost('www.shop.example', allowed)).toBe(false);
    expect(isAllowedHost('evil.example', allowed)).toBe(false);
    expect(isAllowedHost('shop.example.evil.example', allowed)).toBe(false);
    expect(isAllowedHost('shop.example@evil.example', allowed)).toBe(false);
  });

  it('defaults to the local names on any port and the listening address at PORT', () => {
    const { allowedHosts } = loadConfig({ HOST: '10.1.2.3', PORT: '8080' });
    expect(allowedHosts.explicit).toBe(false);
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:8080', '[::1]:8080', '10.1.2.3:8080'])
      expect(isAllowedHost(host, allowedHosts.entries), host).toBe(true);
    for (const host of ['10.1.2.3:9090', '10.1.2.3', 'evil.example', 'evil.example:8080'])
      expect(isAllowedHost(host, allowedHosts.entries), host).toBe(false);
  });

  it('refuses an entry that is not a host name, with a clear message', () => {
    expect(problem({ ALLOWED_HOSTS: 'https://shop.example' })).toBe(
      'ALLOWED_HOSTS is "https://shop.example": comma-separated host names, each with an optional port, such as shop.example,www.shop.example:8443',
    );
    expect(problem({ ALLOWED_HOSTS: 'shop.example:99999' })).toMatch(/^ALLOWED_HOSTS is "shop.example:99999": /);
    expect(problem({ ALLOWED_HOSTS: 'shop.example, ,*.example' })).toMatch(/^ALLOWED_HOSTS is /);
  });
});

describe('card payment settings', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_xyz789' };

  it('are off without a key, and on with both secrets against Stripe by default', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig(keys).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_xyz789',
      host: 'api.stripe.com',
      port: 443,
      protocol: 'https',
    });
  });

  it('take STRIPE_API_URL apart into the host, port and protocol the SDK wants', () => {
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toMatchObject({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'http://[::1]' }).stripe).toMatchObject({ host: '::1', port: 80 });
    expect(problem({ ...keys, STRIPE_API_URL: 'ftp://stripe' })).toBe(
      'STRIPE_API_URL is "ftp://stripe": an http:// or https:// address',
    );
  });

  it('need the webhook secret with the key, and never echo a refused secret', () => {
    expect(problem({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toMatch(
      /^STRIPE_SECRET_KEY is set, so STRIPE_WEBHOOK_SECRET/,
    );
    expect(problem({ ...keys, STRIPE_SECRET_KEY: 'pk_live_secretish' })).toBe(
      'STRIPE_SECRET_KEY is not a secret key: a Stripe secret key (sk_live_..., sk_test_... or rk_...)',
    );
    expect(problem({ ...keys, STRIPE_WEBHOOK_SECRET: 'secretish' })).not.toContain('secretish');
  });
});
