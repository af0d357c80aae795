import { test } from '@playwright/test';
test('shots', async ({ page }, info) => {
  const w = page.viewportSize()!.width;
  await page.goto('/products?sort=price_asc&inStock=1');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `.tmp/shots/products-${w}.png`, fullPage: false });
  if (w < 768) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.screenshot({ path: `.tmp/shots/drawer-${w}.png` });
    await page.keyboard.press('Escape');
  }
  await page.locator('#catalog-search').fill('sonny');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `.tmp/shots/suggest-${w}.png` });
  await page.goto('/products?q=heaaadphonnes');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `.tmp/shots/didyoumean-${w}.png` });
  await page.goto('/audio');
  await page.waitForLoadState('networkidle');
  await page.locator('#header-search').click();
  await page.locator('#header-search').pressSequentially('nikkon');
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `.tmp/shots/header-${w}.png` });
});
