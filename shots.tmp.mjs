import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4440';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const dialogs = [];
async function shoot(width, name, fn) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
  page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss(); });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', name, m.text()); });
  await fn(page);
  await page.screenshot({ path: `.tmp/shot-${name}-${width}.png` });
  await page.close();
}
for (const w of [390, 1280]) {
  await shoot(w, 'wishlist-guest', async (page) => {
    await page.goto(base + '/products');
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: /to wishlist$/ }).first().click();
    await page.locator('[data-toast]').waitFor();
  });
  await shoot(w, 'signup-errors', async (page) => {
    await page.goto(base + '/auth');
    await page.waitForTimeout(1000);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForTimeout(300);
  });
}
console.log('dialogs', dialogs);
await browser.close();
