// Helpers for the storefront specs (home, catalogue, wishlist, auth).
import { expect, type Page } from '@playwright/test';

export { collectAlerts, createCustomer, guardConsole, PASSWORD, storeSession, test, uniqueEmail } from './fixtures';

/** Waits until every island on the page has hydrated. */
export async function islandsHydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
