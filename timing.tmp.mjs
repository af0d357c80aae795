import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:4460';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const results = [];
for (let i = 0; i < 5; i++) {
  const page = await browser.newPage();
  await page.goto(base + '/auth?next=' + encodeURIComponent('/products'));
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  await page.getByLabel('Email').first().fill('admin@shop.test');
  await page.getByLabel('Password', { exact: true }).first().fill('admin-pass-123');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/signin')).then(() => performance.now());
  const committed = page.waitForURL((u) => u.pathname === '/products', { waitUntil: 'commit' }).then(() => performance.now());
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const t0 = await answered;
  const t1 = await committed;
  await page.waitForLoadState('domcontentloaded');
  const t2 = performance.now();
  results.push({ commit: Math.round(t1 - t0), domContentLoaded: Math.round(t2 - t0) });
  await page.close();
}
console.log(JSON.stringify(results));
await browser.close();
