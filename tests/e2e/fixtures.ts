// Shared Playwright fixtures and helpers for every browser spec (`shellHelpers` and `shopHelpers`
// re-export what their specs use):
// - `login(role)` signs in through the API (admin: the seeded ADMIN; customer: a fresh signup)
//   and stores token/user in localStorage the way the app does;
// - an unexpected console.error fails the test (expected ones are allowed per test, and
//   `guardConsole` watches a second tab);
// - `pngFile()` makes real PNG uploads with sharp; `expectNoSeriousA11yIssues()` runs axe.
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Dialog,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { ADMIN } from '../../playwright.config';
import type { User } from '../../src/lib/types';

export type Role = 'admin' | 'customer';
export interface Session {
  token: string;
  user: User;
}

let counter = 0;
/** unique per test run and worker, so parallel projects never collide */
export function unique(prefix: string) {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

export async function signInApi(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const res = await request.post('/api/auth/signin', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  return { token: body.token, user: body.user };
}

/** An e-mail address no other test, worker or run uses. */
export function uniqueEmail(prefix = 'shopper') {
  return `${unique(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')}@shop.test`;
}

/** The password of every customer the specs make. */
export const PASSWORD = 'customer-pass-123';

/** A new customer account made through the API. */
export async function createCustomer(
  request: APIRequestContext,
  fields: Partial<{ name: string; contact: string }> = {},
): Promise<Session & { password: string }> {
  const name = fields.name ?? unique('Customer');
  const res = await request.post('/api/auth/signup', {
    data: { name, email: uniqueEmail(name), contact: fields.contact ?? '+1 555 0199', password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return { token: body.token, user: body.user, password: PASSWORD };
}

let seeds = 0;
/**
 * Stores token/user in localStorage before the next page of this tab loads, like a real sign-in
 * would have. Runs once per tab (a sessionStorage flag), so a later sign-out sticks.
 */
export async function storeSession(page: Page, session: Session) {
  seeds += 1;
  await page.addInitScript(
    ({ token, user, flag }) => {
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { ...session, flag: `e2e-session-${seeds}` },
  );
}

/** Waits until the React island of the page has hydrated (client:only islands too). */
export async function islandReady(page: Page) {
  await expect(page.locator('astro-island:not([ssr])').first()).toBeAttached();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

export async function pngFile(name: string, color: { r: number; g: number; b: number }, size = 96) {
  const buffer = await sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export async function expectNoSeriousA11yIssues(page: Page) {
  // colours are judged as they settle: a toast sliding in is half transparent for a moment
  // (long-running animations, like a toast's countdown bar, are not waited for)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getTiming().duration) < 1000)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself: the default mode opens a second page for every check to join
  // frames' results, and the shop has no frames; only violations are collected, since passes
  // are never read
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * The toasts of a page (src/components/toastRegion.ts), those holding `text` when given: results
 * are said there, never in a browser dialog.
 */
export function toast(page: Page, text?: string | RegExp) {
  const all = page.locator('[data-toast]');
  return text === undefined ? all : all.filter({ hasText: text });
}

/**
 * Collects a page's console errors and uncaught page errors until `check()`, which fails the
 * test on any that no `allow(pattern)` matches (a test that provokes one on purpose, such as a
 * refused request, allows it first). The text carries the URL the message came from.
 */
export function guardConsole(page: Page) {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(`${msg.text()} [${msg.location().url}]`);
  };
  const onPageError = (err: Error) => errors.push(`pageerror: ${err.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    allow: (pattern: RegExp) => void allowed.push(pattern),
    check: () => {
      // the worker's page outlives the test (reuseContext), so the listeners must not
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      expect(
        errors.filter((e) => !allowed.some((re) => re.test(e))),
        'unexpected console errors',
      ).toEqual([]);
    },
  };
}

interface Fixtures {
  login: (role: Role) => Promise<Session>;
  /** allow console errors matching this pattern in the current test (e.g. an expected 409) */
  allowConsoleError: (pattern: RegExp) => void;
}

/** `test` for every spec: each test fails on an unexpected console error of its page, and on any
 *  browser dialog (alert, confirm, prompt): the shop speaks in the page (docs/product.md, change 26). */
export const test = base.extend<Fixtures & { consoleGuard: ReturnType<typeof guardConsole>; noBrowserDialogs: void }>({
  noBrowserDialogs: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const onDialog = (dialog: Dialog) => {
        seen.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      };
      page.on('dialog', onDialog);
      await use();
      page.off('dialog', onDialog);
      expect(seen, 'browser dialogs').toEqual([]);
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page }, use) => {
      const guard = guardConsole(page);
      await use(guard);
      guard.check();
    },
    { auto: true },
  ],
  allowConsoleError: async ({ consoleGuard }, use) => {
    await use(consoleGuard.allow);
  },
  login: async ({ page, request }, use) => {
    await use(async (role) => {
      const session =
        role === 'admin' ? await signInApi(request, ADMIN.email, ADMIN.password) : await createCustomer(request);
      await storeSession(page, session);
      return session;
    });
  },
});

export { expect };
