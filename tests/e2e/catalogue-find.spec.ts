import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './fixtures';
import { islandReady, test } from './shopHelpers';

// Finding products on /products: sort, filters with counts (a drawer on phones), every choice in
// the URL with Back/Forward, the server rendering the URL's state, "Did you mean", and the
// search suggestions used by keyboard, in the catalogue and in the header.
const cards = (page: Page) => page.getByTestId('product-card');
const names = (page: Page) => cards(page).getByRole('heading').allTextContents();
/** What the API answers for the page's parameters: the names, and every product's price. */
async function fromApi(request: APIRequestContext, params: string) {
  const res = await request.get(`/api/products?active=true&limit=12&${params}`);
  const body = (await res.json()) as { products: { name: string; price: number }[] };
  return { names: body.products.map((p) => p.name), prices: body.products.map((p) => p.price) };
}
const sortBy = (page: Page) => page.getByLabel('Sort by');
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function open(page: Page, path = '/products') {
  await page.goto(path);
  await islandReady(page);
  await expect(cards(page).first()).toBeVisible();
}

/** The filter panel: the sidebar, or on phones the drawer (opened here). */
async function filters(page: Page) {
  if (!isPhone(page)) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

async function closeFilters(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: /^Show \d+ products$/ }).click();
}

test.describe('finding products', () => {
  test('sorts and filters, keeps every choice in the URL, and Back/Forward restore them', async ({ page, request }) => {
    await open(page);
    await sortBy(page).selectOption('price_asc');
    await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
    const cheap = await fromApi(request, 'sort=price_asc');
    expect(cheap.prices).toEqual([...cheap.prices].sort((a, b) => a - b));
    await expect.poll(() => names(page)).toEqual(cheap.names);

    const panel = await filters(page);
    const inStock = panel.getByRole('checkbox', { name: /^In stock/ });
    await inStock.check();
    await expect(page).toHaveURL(/sort=price_asc&inStock=1$/);
    await panel.getByRole('radio', { name: /^\$100\.00 to \$250\.00/ }).check();
    await expect(page).toHaveURL(/sort=price_asc&min=100&max=250&inStock=1$/);
    await closeFilters(page);
    const inBand = await fromApi(request, 'sort=price_asc&min=100&max=250&inStock=1');
    expect(inBand.prices.every((p) => p >= 100 && p < 250)).toBe(true);
    await expect.poll(() => names(page)).toEqual(inBand.names);

    await page.goBack();
    await expect(page).toHaveURL(/sort=price_asc&inStock=1$/);
    await expect(sortBy(page)).toHaveValue('price_asc');
    // the other worker's specs add products meanwhile: a restored page is compared with what the
    // API answers for its URL now, not with the list of a minute ago
    await page.goBack();
    await expect(page).toHaveURL(/sort=price_asc$/);
    await expect
      .poll(async () => (await names(page)).join())
      .toBe((await fromApi(request, 'sort=price_asc')).names.join());
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/sort=price_asc&min=100&max=250&inStock=1$/);
    const inBandNow = async () => (await fromApi(request, 'sort=price_asc&min=100&max=250&inStock=1')).names;
    await expect.poll(async () => (await names(page)).join()).toBe((await inBandNow()).join());

    // the server renders the URL's state as it is
    await page.reload();
    await islandReady(page);
    await expect(sortBy(page)).toHaveValue('price_asc');
    expect(await names(page)).toEqual(await inBandNow());
    const again = await filters(page);
    await expect(again.getByRole('checkbox', { name: /^In stock/ })).toBeChecked();
    await expectNoSeriousA11yIssues(page);
  });

  test('pages are links in the URL, rendered by the server', async ({ page }) => {
    await open(page, '/products?sort=name&page=2');
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    await expect(pager.getByRole('link', { name: 'Page 2, current page' })).toBeVisible();
    const second = await names(page);
    await pager.getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/\?sort=name&page=3$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?sort=name&page=2$/);
    await expect.poll(() => names(page)).toEqual(second);
    // a value the API would refuse is the default on the page
    await open(page, '/products?sort=cheapest&min=abc&page=-4');
    await expect(sortBy(page)).toHaveValue('newest');
    await expect(pager.getByRole('link', { name: 'Page 1, current page' })).toBeVisible();
  });

  test('forgives typos and offers "Did you mean"', async ({ page }) => {
    await open(page, '/products?q=sonny%20hedphones');
    expect((await names(page))[0]).toMatch(/^Sony .*Headphones$/);
    await open(page, '/products').catch(() => {});
    await page.goto('/products?q=heaaadphonnes');
    await islandReady(page);
    await page.getByRole('button', { name: 'headphones' }).click();
    await expect(page).toHaveURL(/\?q=headphones$/);
    await expect(cards(page).first()).toContainText(/headphones/i);
  });

  test('suggestions as you type, by keyboard, in the catalogue and the header', async ({ page }) => {
    await open(page);
    const box = page.locator('#catalog-search');
    await box.fill('s');
    await expect(page.getByRole('listbox')).toBeHidden();
    await box.fill('sonny');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    await expect(options.first()).toContainText(/Sony/);
    await expect(options.first()).toContainText('$');
    // typing also searches the catalogue: its cards are dimmed until the answer is in
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await box.press('Escape');
    await expect(list).toBeHidden();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\/[^/?]+$/);

    const header = page.locator('#header-search');
    await header.click();
    await header.pressSequentially('nikkon');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toContainText(/Nikon/);
    await header.press('ArrowDown');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/products\/[^/?]+$/);
  });
});
