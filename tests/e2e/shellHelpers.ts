// Helpers for the shell, content, route and public a11y specs.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { User } from '../../src/lib/types';

/** what Chromium logs for a document answered with 404 */
export const NOT_FOUND_LOG = /status of 404 \(Not Found\)/;
export { expect };
export { expectNoSeriousA11yIssues, test } from './fixtures';

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

let counter = 0;
/** A fresh customer made through the API (a unique e-mail per call, worker and run). */
export async function signUp(request: APIRequestContext): Promise<{ token: string; user: User }> {
  counter += 1;
  const email = `shell-${Date.now().toString(36)}-${process.pid}-${counter}@shop.test`;
  const res = await request.post('/api/auth/signup', {
    data: { name: 'Shell Shopper', email, contact: '0123456789', password: 'shell-pass-123' },
  });
  expect(res.status(), (await res.text()).slice(0, 300)).toBe(201);
  const body = await res.json();
  return { token: body.token, user: body.user };
}

/** Writes values into localStorage from a page of the site (triggers `storage` in other tabs). */
export async function setStorage(page: Page, values: Record<string, string | null>) {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  }, values);
}
