// Helpers for the storefront specs (home, catalogue, wishlist, auth).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResponse, User } from '../../src/lib/types';

export { collectAlerts, guardConsole, test } from './fixtures';

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
