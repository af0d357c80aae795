// Helpers for the shell, content, route and public a11y specs.
import { expect, type Page } from '@playwright/test';

/** what Chromium logs for a document answered with 404 */
export const NOT_FOUND_LOG = /status of 404 \(Not Found\)/;
export { expect };
export { createCustomer, expectNoSeriousA11yIssues, test } from './fixtures';

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Writes values into localStorage from a page of the site (triggers `storage` in other tabs). */
export async function setStorage(page: Page, values: Record<string, string | null>) {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  }, values);
}
