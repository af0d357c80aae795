// Every link resolves (docs/product.md#deliberate-changes, 4): template routes answer titled pages, category routes
// the catalogue, anything else a real 404 with the shell; plus sitemap.xml and robots.txt.
import { CATEGORY_PATHS, PLACEHOLDER_PATHS } from '../helpers/specPaths';
import { expect, isPhone, NOT_FOUND_LOG, test } from './shellHelpers';

test.describe('routes', () => {
  // dozens of page loads per test on a shared 2-core machine
  test.describe.configure({ timeout: 120_000 });
  // what a route answers (status, heading, title) is the same at every width: the two sweeps run
  // once, at the desktop width (a11y-public opens both templates at the phone width)
  test('every template route answers a titled placeholder page', async ({ page }) => {
    test.skip(isPhone(page), 'the same answer at every width: run at the desktop width');
    for (const path of PLACEHOLDER_PATHS) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, path).toBeVisible();
      expect(await page.title(), path).toContain(await heading.innerText());
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
    }
    await page.goto('/home3');
    await expect(page).toHaveTitle('Home 3 | HOME');
    await page.goto('/shopPages');
    await page.getByRole('link', { name: 'Audio Home' }).last().click();
    await expect(page).toHaveURL(/\/shopPages\/audio-home$/);
    await expect(page).toHaveTitle('Audio Home | SHOP / Shop Pages');
  });

  test('every category route answers with its heading', async ({ page }) => {
    test.skip(isPhone(page), 'the same answer at every width: run at the desktop width');
    for (const path of CATEGORY_PATHS) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });

  test('a category route lists what its menu entry names, and "No data found" when nothing matches', async ({
    page,
  }) => {
    await page.goto('/camera/dslr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DSLR');
    await expect(page).toHaveTitle('DSLR | Camera products');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const names = page.getByTestId('product-card').getByRole('heading', { level: 2 });
    await expect(names.first()).toBeVisible();
    for (const name of await names.allInnerTexts()) expect(name).toMatch(/DSLR/i);

    // category only: every card is a battery product of the seeded shop
    await page.goto('/battery');
    await expect(names.first()).toBeVisible();
    for (const name of await names.allInnerTexts()) expect(name).toMatch(/Battery|Power/i);

    await page.goto('/games/xbox');
    await expect(names.first()).toBeVisible();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByPlaceholder('Search Your Desired Item').fill('no such product anywhere');
    await expect(page.getByText('No data found', { exact: true }).first()).toBeVisible();
  });

  test('an unknown path answers 404 with the shell', async ({ page, allowConsoleError }) => {
    allowConsoleError(NOT_FOUND_LOG);
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('header').getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('2020');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.locator('#main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists the public pages only', async ({ request, baseURL }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    for (const path of [
      '/',
      '/products',
      '/faqs',
      '/refund-policy',
      '/privacy-policy',
      '/terms-of-services',
      ...CATEGORY_PATHS,
    ])
      expect(locs, path).toContain(path);
    for (const path of ['/admin', '/dashboard', '/auth', '/wishlist', '/home1']) expect(locs, path).not.toContain(path);
    expect(baseURL).toBeTruthy();
    // one file holds the sample catalogue: no index and no numbered files
    expect(xml).toContain('<urlset');
    for (const part of ['/sitemap-1.xml', '/sitemap-0.xml', '/sitemap-x.xml']) {
      expect((await request.get(part)).status(), part).toBe(404);
    }
  });

  test('robots.txt points at the sitemap and keeps crawlers out of the account areas', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/dashboard$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});
