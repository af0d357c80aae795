import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiCategories } from './adminHelpers';
import { adminToken } from './commerceHelpers';
import { expectNoSeriousA11yIssues, pngFile, unique } from './fixtures';
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
  if (isPhone(page)) await page.getByRole('button', { name: /^Show \d+ products?$/ }).click();
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

// A category page filtered by a spec and an option: links in the server's HTML, chips that take
// a filter off, and the URL rendering the same state on reload. Each project adds its own
// attribute to its own seeded category (the two workers share one shop) and its own products.
const SPEC_ROUTES = {
  phone: { path: '/battery', slug: 'batteries' },
  desktop: { path: '/headphones', slug: 'headphones' },
};

async function productWithSpecs(
  request: APIRequestContext,
  token: string,
  fields: { name: string; category: string; specs: Record<string, unknown>; finish: string[]; sku: string },
) {
  const form = new FormData();
  form.set('name', fields.name);
  form.set('description', `${fields.name}, for the spec filter journey.`);
  form.set('price', '40');
  form.set('stock', '5');
  form.set('category', fields.category);
  form.set('specs', JSON.stringify(fields.specs));
  form.set('options', JSON.stringify([{ name: 'Finish', values: fields.finish }]));
  const variants = fields.finish.map((value, i) => ({
    sku: `${fields.sku}-${i}`,
    options: { Finish: value },
    price: 40 + i,
    stock: 3,
  }));
  form.set('variants', JSON.stringify(variants));
  for (const [i, color] of [
    { r: 90, g: 40, b: 160 },
    { r: 40, g: 160, b: 90 },
  ].entries()) {
    const file = await pngFile(`spec${i}.png`, color);
    form.append('images', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  const res = await request.post('/api/products', { headers: { Authorization: `Bearer ${token}` }, multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { product: { _id: string } }).product._id;
}

const cleanUps: (() => Promise<void>)[] = [];

test.describe('finding by spec and option', () => {
  test.afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0)) await cleanUp();
  });

  test('a category page filtered by a spec and an option, by keyboard, in the URL', async ({ page, request }, info) => {
    const route = SPEC_ROUTES[info.project.name as keyof typeof SPEC_ROUTES];
    const tag = unique('x')
      .replace(/[^a-z0-9]/gi, '')
      .slice(-6)
      .toLowerCase();
    const token = await adminToken(request);
    const category = (await apiCategories(request)).find((c) => c.slug === route.slug)!;
    const key = `cells_${tag}`;
    const attributes = [
      ...category.attributes,
      { key, name: `Cells ${tag}`, type: 'choice', values: ['Two', 'Four'], filterable: true, inCompare: true },
      { key: `mah_${tag}`, name: 'Capacity', type: 'number', unit: 'mAh', filterable: true, inCompare: true },
    ];
    const put = await request.put(`/api/categories/${category._id}`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { name: category.name, description: category.description, attributes: JSON.stringify(attributes) },
    });
    expect(put.status(), await put.text()).toBe(200);
    const [matte, gloss] = [`Matte ${tag}`, `Gloss ${tag}`];
    const made = [
      { name: `Spec Alpha ${tag}`, cells: 'Two', finish: [matte, gloss], mah: 1200 },
      { name: `Spec Beta ${tag}`, cells: 'Four', finish: [matte], mah: 2400 },
      { name: `Spec Gamma ${tag}`, cells: 'Four', finish: [gloss], mah: 3600 },
    ];
    // the sample category is shared with later tests (its route lists what its menu names):
    // what this test adds is taken out of it again, however it ends
    const ids: string[] = [];
    const auth = { Authorization: `Bearer ${token}` };
    cleanUps.push(async () => {
      // taken off sale rather than deleted: a page another test has open keeps its images
      for (const id of ids) await request.patch(`/api/products/${id}`, { headers: auth, data: { isActive: false } });
      await request.put(`/api/categories/${category._id}`, {
        headers: auth,
        multipart: { attributes: JSON.stringify(category.attributes) },
      });
    });
    for (const [i, p] of made.entries())
      ids.push(
        await productWithSpecs(request, token, {
          name: p.name,
          category: category._id,
          specs: { [key]: p.cells, [`mah_${tag}`]: p.mah },
          finish: p.finish,
          sku: `SPEC-${tag}-${i}`,
        }),
      );

    await open(page, route.path);
    const panel = await filters(page);
    // a category with many filters folds the later ones: a shopper opens the one they want
    const unfold = async (filterPanel: typeof panel, title: string) => {
      const section = filterPanel.locator('details', { has: page.locator('summary', { hasText: title }) });
      if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
    };
    await unfold(panel, `Cells ${tag}`);
    const four = panel.getByRole('link', { name: /^Four\b/ });
    await four.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?spec\\.${key}=Four$`));
    await expect(panel.getByRole('link', { name: /^Four \(selected\)/ })).toHaveAttribute('aria-current', 'true');
    await unfold(panel, 'Finish');
    await panel.getByRole('link', { name: new RegExp(`^${gloss}`) }).click();
    await expect(page).toHaveURL(new RegExp(`spec\\.${key}=Four&option\\.Finish=Gloss\\+${tag}$`));
    await closeFilters(page);
    await expect.poll(() => names(page)).toEqual([`Spec Gamma ${tag}`]);

    // the server renders the URL's state: the card, the chips and the chosen links
    await page.reload();
    await islandReady(page);
    expect(await names(page)).toEqual([`Spec Gamma ${tag}`]);
    const chip = page.getByRole('link', { name: `Remove filter Cells ${tag}: Four` });
    await expect(chip).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`\\?option\\.Finish=Gloss\\+${tag}$`));
    await expect.poll(async () => (await names(page)).sort()).toEqual([`Spec Alpha ${tag}`, `Spec Gamma ${tag}`]);

    // a number attribute's range, from the panel's small form
    const again = await filters(page);
    await unfold(again, 'Capacity');
    await again.getByLabel('Min Capacity').fill('2000');
    await again.getByRole('button', { name: 'Apply Capacity range' }).click();
    await expect(page).toHaveURL(new RegExp(`spec\\.mah_${tag}\\.min=2000&option\\.Finish=Gloss\\+${tag}$`));
    await closeFilters(page);
    await expect.poll(() => names(page)).toEqual([`Spec Gamma ${tag}`]);
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
  });
});
