import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './fixtures';
import { createCustomer, islandReady, storeSession, test, toast } from './shopHelpers';

// Seed facts (src/server/seed/data.ts): 57 products, 5 inactive, so 52 active = 5 pages of 12.
// "speaker" matches 5 names, one of them inactive (Anker Soundcore Motion 300 Speaker).
const cards = (page: Page) => page.getByTestId('product-card');
const search = (page: Page) => page.getByPlaceholder('Search Your Desired Item');
const names = (page: Page) => cards(page).getByRole('heading').allTextContents();

async function open(page: Page, path = '/products') {
  await page.goto(path);
  await islandReady(page);
  await expect(cards(page).first()).toBeVisible();
}

test.describe('catalogue', () => {
  test('lists 12 active products per page with a pager and product JSON-LD', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { name: 'Our Products', level: 1 })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    // other specs may sell the newest products out: any card that can be bought will do
    const first = cards(page)
      .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
      .first();
    await expect(first.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(first.locator('img')).toHaveAttribute('width', /\d+/);
    await expect(first).toContainText('$');

    // The admin specs may add products while this runs, so the pager is checked against the
    // total the page itself reports (52 active products are seeded).
    const status = page.getByRole('status').filter({ hasText: 'Showing' });
    await expect(status).toHaveText(/^Showing 1–12 of \d+ products$/);
    const total = Number((await status.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(36);
    const pages = Math.ceil(total / 12);
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeAttached();
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeVisible();
    await expect(pager.getByRole('link', { name: `Page ${pages}` })).toBeVisible();
    await expect(pager.getByRole('link', { name: `Page ${pages + 1}` })).toHaveCount(0);

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('ItemList');
    expect(ld.itemListElement).toHaveLength(12);
    expect(ld.itemListElement[0].item.name).toBe(await cards(page).first().getByRole('heading').textContent());
    await expectNoSeriousA11yIssues(page);
  });

  test('search finds every case-insensitive substring match first and hides inactive products', async ({ page }) => {
    await open(page);
    await search(page).fill('SPEAKER');
    // the 4 active names holding it come first; products matching it elsewhere follow (docs/product.md#search)
    await expect(page).toHaveURL(/\?q=SPEAKER$/);
    await expect
      .poll(async () => (await names(page)).slice(0, 4).every((n) => n.toLowerCase().includes('speaker')))
      .toBe(true);
    const found = await names(page);
    expect(found.filter((n) => n.toLowerCase().includes('speaker'))).toHaveLength(4);
    expect(found).not.toContain('Anker Soundcore Motion 300 Speaker');
    await expect(page).toHaveURL(/\?q=SPEAKER$/);

    await search(page).fill('meta quest');
    await expect(page.getByText('No data found').filter({ visible: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Product pages' })).toHaveCount(0);
    // somewhere to go instead: the categories and the best sellers (docs/api.md#sorting-and-filters)
    const categories = page.getByRole('region', { name: 'Browse a category' });
    await expect(categories.getByRole('link', { name: 'Cameras' })).toHaveAttribute(
      'href',
      '/products?category=cameras',
    );
    await expect(
      page.getByRole('region', { name: 'Best sellers' }).getByTestId('suggested-card').first(),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText('0 products');
    await expectNoSeriousA11yIssues(page);
    await categories.getByRole('link', { name: 'Cameras' }).click();
    await expect(page).toHaveURL(/\/products\?category=cameras$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('reads the header search from ?q=', async ({ page }) => {
    await open(page, '/products?q=dslr');
    await expect(search(page)).toHaveValue('dslr');
    const found = await names(page);
    expect(found.filter((name) => /DSLR/.test(name))).toHaveLength(2);
    for (const name of found.slice(0, 2)) expect(name).toMatch(/DSLR/);
  });

  test('clear button shows only while the field has text and focus', async ({ page }) => {
    await open(page);
    const clear = page.getByRole('button', { name: 'Clear search' });
    await search(page).focus();
    await expect(clear).toHaveCount(0);
    await search(page).fill('cam');
    await expect(clear).toBeVisible();
    await page.getByRole('heading', { name: 'Our Products' }).click();
    await expect(clear).toHaveCount(0);
    await search(page).focus();
    await expect(clear).toBeVisible();
    // keyboard users can reach it: focus moving onto the button keeps it
    await page.keyboard.press('Tab');
    await expect(clear).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toBeFocused();
    await expect(clear).toHaveCount(0);
    await expect(cards(page)).toHaveCount(12);
  });

  test('pager moves between pages and a new search goes back to the first', async ({ page }) => {
    await open(page);
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    const firstPage = await names(page);
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(pager.getByRole('link', { name: 'Page 2, current page' })).toBeVisible();
    await expect.poll(() => names(page)).not.toEqual(firstPage);
    const secondPage = await names(page);
    // newest first: a product another test adds meanwhile pushes page 1's last ones onto page 2,
    // so any overlap must be the end of page 1
    const overlap = secondPage.filter((n) => firstPage.includes(n));
    expect(overlap.every((n) => firstPage.indexOf(n) >= firstPage.length - overlap.length)).toBe(true);
    expect(overlap.length).toBeLessThan(firstPage.length);
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager.getByRole('link', { name: 'Page 3, current page' })).toBeVisible();

    await search(page).fill('e');
    await expect(pager.getByRole('link', { name: 'Page 1, current page' })).toBeVisible();
    await expect(page).toHaveURL(/\?q=e$/);
  });

  test('wishlist hearts: login first, add, remove', async ({ page, request }) => {
    await open(page);
    const heart = cards(page)
      .first()
      .getByRole('button', { name: /to wishlist$/ });
    await heart.click();
    await expect(toast(page)).toHaveText(['Please login first Sign in']);

    const session = await createCustomer(request);
    await storeSession(page, session);
    await page.reload();
    await islandReady(page);
    // a toast goes with the page it was shown on
    await expect(toast(page)).toHaveCount(0);
    await heart.click();
    await expect(toast(page, 'Product added to wishlist!')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '{}'));
    const copies = stored[session.user.email];
    expect(copies).toHaveLength(1);
    // the copy's id is the product's _id (docs/product.md#deliberate-changes, 5)
    expect(copies[0].id).toBe(copies[0]._id);

    await heart.click();
    await expect(toast(page, 'Product removed from wishlist!')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('the first page comes in the HTML: no request for it, and no skeletons', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/products')) asked.push(request.url());
    });
    await page.goto('/products');
    await islandReady(page);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.locator('[aria-label="Loading products"]')).toHaveCount(0);
    // the cards were in the HTML the server sent
    const html = await (await page.request.get('/products')).text();
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(12);
    expect(html).toMatch(/fetchpriority="high"/);
    expect(asked).toEqual([]);
  });

  test('a failed load shows an error with a retry that recovers', async ({ page, allowConsoleError }) => {
    allowConsoleError(/Failed to load resource/);
    await open(page);
    let fail = true;
    await page.route('**/api/products?**', (route) =>
      fail
        ? route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable, try again soon.' } })
        : route.continue(),
    );
    await page.getByRole('navigation', { name: 'Product pages' }).getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('alert')).toContainText('Service unavailable, try again soon.');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(/^Showing 13–24 of \d+ products$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test('loading another page keeps the layout still: the cards stay until the answer replaces them', async ({
    page,
  }) => {
    await open(page);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products?**', async (route) => {
      await gate;
      await route.continue();
    });
    const grid = page.locator('ul:has([data-testid="product-card"])');
    // where the grid sits in the document (the pager scrolls the list's top into view)
    const box = () =>
      grid.evaluate((el) => ({ top: el.getBoundingClientRect().top + window.scrollY, width: el.clientWidth }));
    const before = await box();
    const firstName = await cards(page).first().getByRole('heading').textContent();
    await page.getByRole('navigation', { name: 'Product pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(cards(page)).toHaveCount(12);
    release();
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstName!);
    const after = await box();
    expect(Math.abs(after.top - before.top)).toBeLessThan(1);
    expect(after.width).toBe(before.width);
  });
});
