// Helpers for the storefront specs (home, catalogue, wishlist, auth).
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResponse, User } from '../../src/lib/types';

/**
 * Fails the test on an unexpected console error or page error. `allowed` matches the ones a
 * test provokes on purpose (e.g. the 401 of a refused sign-in).
 */
export function guardConsole(page: Page, allowed: RegExp[] = []) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !allowed.some((re) => re.test(msg.text()))) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    errors,
    check: () => expect(errors, 'console errors').toEqual([]),
  };
}

/**
 * `test` for the storefront specs: every test fails on an unexpected console error of its page;
 * a test that provokes one on purpose calls `consoleGuard.allow(/pattern/)` first.
 */
export const test = base.extend<{ consoleGuard: { allow: (pattern: RegExp) => void } }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const guard = guardConsole(page, allowed);
      await use({ allow: (pattern) => void allowed.push(pattern) });
      guard.check();
    },
    { auto: true },
  ],
});

/** Accepts every alert and keeps its text. */
export function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Waits until every island on the page has hydrated. */
export async function islandsHydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

let counter = 0;
export function uniqueEmail(prefix = 'shopper') {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@shop.test`;
}

export const PASSWORD = 'secret-pass-123';

/** A new customer account made through the API. */
export async function createCustomer(request: APIRequestContext, name = 'Test Shopper'): Promise<AuthResponse> {
  const res = await request.post('/api/auth/signup', {
    data: { name, email: uniqueEmail(), contact: '0123456789', password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as AuthResponse;
}

/** Stores the session the way the app does (localStorage `token` and `user`) before any page runs. */
export async function signInBrowser(page: Page, session: { token: string; user: User }) {
  await page.addInitScript(
    ({ token, user }) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }
    },
    { token: session.token, user: session.user },
  );
}
