import { defineConfig, devices } from '@playwright/test';
import { serveCommand } from './scripts/lib/serveCommand.mjs';
import { chromiumLaunchOptions as launchOptions } from './tests/helpers/chromium';

const port = Number(process.env.E2E_PORT || 4390);
const dataDir = process.env.E2E_DATA_DIR || '.tmp/e2e-data';
// the Content section's journey publishes: into a copy of the content, never the repository's
const contentDir = `${dataDir}-content`;
export const ADMIN = { email: 'admin@shop.test', password: 'admin-pass-123' };
// the shop mails through a real SMTP server on loopback; the tests read it (tests/e2e/mailbox.ts)
const smtpPort = Number(process.env.E2E_SMTP_PORT || port + 1);
const inboxPort = Number(process.env.E2E_INBOX_PORT || port + 2);
export const INBOX_URL = `http://127.0.0.1:${inboxPort}`;
/** The test inbox's SMTP side, for a spec that starts a shop of its own (tests/e2e/shop-setup.spec.ts). */
export const SMTP_URL = `smtp://shop:smtp-secret@127.0.0.1:${smtpPort}`;
/** A port free for such a shop. */
export const SPARE_SHOP_PORT = port + 5;
const serve = serveCommand(process.cwd());
// card payments go to a local Stripe stand-in (tests/e2e/stripeStandInServer.ts)
const stripePort = Number(process.env.E2E_STRIPE_PORT || port + 1000);
const stripeKeys = { secretKey: 'sk_test_e2e_stand_in', webhookSecret: 'whsec_e2e_stand_in' };
/** where a spec reads back what the stand-in was asked (GET /v1/checkout/sessions/:id, as Stripe's API) */
export const STRIPE_STAND_IN = { url: `http://127.0.0.1:${stripePort}`, secretKey: stripeKeys.secretKey };

export default defineConfig({
  testDir: 'tests/e2e',
  // two workers and the shop on two cores: a journey with axe checks takes 20-30 s on a busy machine
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // a trace of every test slows the whole run down on a small machine, so only the retry of a
    // failed test records one (CI retries once); locally: --trace on
    trace: 'on-first-retry',
    // Each worker keeps one browser context and page and Playwright resets them between tests
    // (cookies, storage, cache, extra pages, routes, init scripts, viewport): a fresh context
    // starts a new renderer process, which costs more here than most tests' own steps. The
    // specs use none of the state the reset leaves (permissions, offline, extra headers,
    // history), and a failed test's worker is replaced anyway.
    reuseContext: true,
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: false, isMobile: false },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/helpers/mailInbox.ts',
      url: `${INBOX_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_INBOX_PORT: String(inboxPort) },
    },
    {
      command: 'node --import tsx tests/e2e/stripeStandInServer.ts',
      url: `http://127.0.0.1:${stripePort}/`,
      reuseExistingServer: false,
      env: {
        STRIPE_STAND_IN_PORT: String(stripePort),
        SHOP_URL: `http://localhost:${port}`,
        STRIPE_SECRET_KEY: stripeKeys.secretKey,
        STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
      },
    },
    {
      // a fresh data dir each run: the seeded shop plus a known admin
      command: `rm -rf ${dataDir} ${contentDir} && cp -r src/content ${contentDir} && node ${serve.args.join(' ')}`,
      url: `http://localhost:${port}/api/categories`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      env: {
        ...serve.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        CONTENT_DIR: contentDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SIGNIN_MAX_FAILURES_PER_IP: '1000',
        SIGNUP_MAX_PER_IP: '1000',
        // one client address and a few products for every spec: the order limits are API-tested
        GUEST_ORDERS_PER_ADDRESS: '1000',
        UNPAID_UNITS_PER_PRODUCT: '0',
        // every spec's cart quotes and codes from that one address too
        QUOTES_PER_ADDRESS: '0',
        COUPON_FAILURES_PER_ADDRESS: '0',
        // warnings and errors only: an access line per request would bury the test report
        LOG_LEVEL: 'warn',
        ASTRO_TELEMETRY_DISABLED: '1',
        SMTP_URL,
        MAIL_FROM: 'Electro Shop <shop@shop.test>',
        STRIPE_SECRET_KEY: stripeKeys.secretKey,
        STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      },
    },
  ],
});
