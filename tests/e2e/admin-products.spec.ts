// /admin/products end to end against the real API: validation beside the fields, create/edit/delete
// with real PNG uploads that reach the storefront, status toggle, search and paging.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, islandReady, pngFile, test, toast, unique } from './fixtures';
import { shot } from './commerceHelpers';
import {
  createCategoryApi,
  expectNotOnStorefront,
  expectOnStorefront,
  findProduct,
  seededCategory,
  tableRow,
  tableRows,
} from './adminHelpers';

const RED = { r: 220, g: 38, b: 38 };
const GREEN = { r: 22, g: 163, b: 74 };
const BLUE = { r: 37, g: 99, b: 235 };

async function openProducts(page: Page) {
  await page.goto('/admin/products');
  await islandReady(page);
  await expect(tableRows(page, 'Products').first()).toBeVisible();
}

function panel(page: Page) {
  return page.getByRole('dialog');
}

async function fillProduct(
  page: Page,
  f: { title?: string; price?: string; stock?: string; category?: string; description?: string },
) {
  const p = panel(page);
  if (f.title !== undefined) await p.getByLabel('Title').fill(f.title);
  if (f.price !== undefined) await p.getByLabel('Price ($)', { exact: true }).fill(f.price);
  if (f.stock !== undefined) await p.getByLabel('Stock').fill(f.stock);
  if (f.category !== undefined) await p.getByLabel('Category').selectOption({ label: f.category });
  if (f.description !== undefined) await p.getByLabel('Description').fill(f.description);
}

test.describe('admin products', () => {
  test.setTimeout(90_000);

  test('every problem beside its field at once, and nothing is created', async ({ page, login, request }) => {
    await login('admin');
    const category = await seededCategory(request);
    const title = unique('Invalid product');
    await openProducts(page);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(panel(page).getByRole('heading', { name: 'Add Product' })).toBeVisible();
    const p = panel(page);
    const save = p.getByRole('button', { name: 'Save Product' });
    const images = p.locator('input[type="file"]');
    const says = (label: string | RegExp, problem: string) =>
      expect(p.getByLabel(label, { exact: typeof label === 'string' })).toHaveAccessibleDescription(problem);

    await save.click();
    await says('Title', 'Title is required.');
    await expect(p.getByLabel('Title', { exact: true })).toBeFocused();
    await says('Price ($)', 'Price is required.');
    await says('Stock', 'Stock is required.');
    await says('Category', 'Category is required.');
    await says('Description', 'Description is required.');
    await expect(images).toHaveAccessibleDescription(/At least 2 images are required\.$/);
    await shot(page, 'admin-product-problems');

    // a field's problem goes once it is changed; the others stay
    await fillProduct(page, { title, category: category.name, description: 'A product that must never be saved' });
    await says('Title', '');
    await says('Price ($)', 'Price is required.');

    await fillProduct(page, { price: '-1', stock: '-2' });
    const most = p.getByLabel(/Most units per order/);
    await expect(most).toHaveValue('99');
    await most.fill('100');
    await save.click();
    await says('Price ($)', 'Price must be a number of at least 0.');
    await expect(p.getByLabel('Price ($)', { exact: true })).toBeFocused();
    await says('Stock', 'Stock must be a number of at least 0.');
    await says(/Most units per order/, 'Most units per order must be a whole number from 1 to 99.');
    await fillProduct(page, { price: '5', stock: '3' });
    await most.fill('5');

    await expect(images).toHaveAttribute('accept', /image\/png/);
    await images.setInputFiles(await pngFile('one.png', RED));
    await save.click();
    await expect(images).toHaveAccessibleDescription(/At least 2 images are required\.$/);

    await images.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(images).toHaveAccessibleDescription(/Only image files are allowed\.$/);
    await expect(p.getByRole('img', { name: /notes\.txt/ })).toHaveCount(0);

    const five = await Promise.all([GREEN, BLUE, RED, GREEN, BLUE].map((c, i) => pngFile(`more-${i}.png`, c)));
    await images.setInputFiles(five);
    await expect(images).toHaveAccessibleDescription(/You can only upload a maximum of 5 images\.$/);
    await expect(p.getByRole('img', { name: /^New image/ })).toHaveCount(1);

    await expectNoSeriousA11yIssues(page);
    await p.getByRole('button', { name: 'Cancel' }).click();
    await expect(p).toBeHidden();
    expect(await findProduct(request, title)).toBeUndefined();
  });

  test('create with two images, shows on the storefront, edit images, toggle, delete', async ({
    page,
    login,
    request,
  }) => {
    await login('admin');
    const category = await seededCategory(request);
    const title = unique('Studio Monitor');
    await openProducts(page);

    // create
    await page.getByRole('button', { name: 'Add Product' }).click();
    await fillProduct(page, {
      title,
      price: '249.50',
      stock: '7',
      category: category.name,
      description: 'Near-field speaker for the desk',
    });
    await panel(page)
      .getByLabel(/Discount/)
      .fill('-10%');
    // an original price not above the price is refused before anything is sent
    await panel(page)
      .getByLabel(/Original price/)
      .fill('200');
    await panel(page).getByLabel('Featured on the home page').check();
    await panel(page)
      .getByLabel(/Most units per order/)
      .fill('4');
    await panel(page)
      .locator('input[type="file"]')
      .setInputFiles([await pngFile('front.png', RED), await pngFile('back.png', GREEN)]);
    await expect(panel(page).getByRole('img', { name: /^New image/ })).toHaveCount(2);
    await panel(page).getByRole('button', { name: 'Save Product' }).click();
    await expect(panel(page).getByLabel(/Original price/)).toHaveAccessibleDescription(
      'Original price must be greater than the price (leave it empty when not on sale).',
    );
    await panel(page)
      .getByLabel(/Original price/)
      .fill('299');
    await shot(page, 'admin-product-form');
    await panel(page).getByRole('button', { name: 'Save Product' }).click();
    await expect(toast(page, 'Product created successfully')).toHaveAttribute('role', 'status');
    await expect(panel(page)).toBeHidden();
    await expect(tableRows(page, 'Products').first()).toContainText(title);
    await expect(tableRows(page, 'Products').first()).toContainText('$249.50');
    const created = (await findProduct(request, title))!;
    expect(created.images).toHaveLength(2);
    expect(created.category._id).toBe(category._id);
    expect(created.discount).toBe('-10%');
    expect(created).toMatchObject({ compareAtPrice: 299, featured: true, maxPerOrder: 4 });
    const image = await request.get(created.images[0].url);
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toMatch(/^image\//);

    // the panel opens empty again after a create
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(panel(page).getByLabel('Title')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    await expectOnStorefront(page, created);

    // edit: drop the first image, add a new one, change the price
    await openProducts(page);
    await page.getByPlaceholder('Search products...').fill(title);
    await expect(tableRows(page, 'Products')).toHaveCount(1);
    await tableRow(page, 'Products', title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await expect(panel(page).getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(panel(page).getByLabel('Title')).toHaveValue(title);
    await expect(panel(page).getByRole('img', { name: /^Current image/ })).toHaveCount(2);
    await panel(page).getByRole('button', { name: 'Remove current image 1' }).click();
    await panel(page)
      .locator('input[type="file"]')
      .setInputFiles(await pngFile('side.png', BLUE));
    await fillProduct(page, { price: '199' });
    await panel(page).getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, 'Product updated successfully')).toBeVisible();
    await expect(panel(page)).toBeHidden();
    await expect(tableRow(page, 'Products', title)).toContainText('$199.00');
    const edited = (await findProduct(request, title))!;
    expect(edited.price).toBe(199);
    expect(edited.images).toHaveLength(2);
    expect(edited.images.map((i) => i.public_id)).not.toContain(created.images[0].public_id);
    expect(edited.images.map((i) => i.public_id)).toContain(created.images[1].public_id);
    expect((await request.get(created.images[0].url)).status()).toBe(404);
    await expectOnStorefront(page, edited);

    // toggle to Inactive: survives a reload and leaves the storefront
    await openProducts(page);
    await page.getByPlaceholder('Search products...').fill(title);
    await expect(tableRows(page, 'Products')).toHaveCount(1);
    await tableRow(page, 'Products', title)
      .getByRole('button', { name: /^Active/ })
      .click();
    await expect(tableRow(page, 'Products', title).getByRole('button', { name: /^Inactive/ })).toBeVisible();
    await page.reload();
    await islandReady(page);
    await page.getByPlaceholder('Search products...').fill(title);
    await expect(tableRow(page, 'Products', title).getByRole('button', { name: /^Inactive/ })).toBeVisible();
    expect((await findProduct(request, title))!.isActive).toBe(false);
    await expectNotOnStorefront(page, title);

    // back to Active
    await openProducts(page);
    await page.getByPlaceholder('Search products...').fill(title);
    await tableRow(page, 'Products', title)
      .getByRole('button', { name: /^Inactive/ })
      .click();
    await expect(tableRow(page, 'Products', title).getByRole('button', { name: /^Active/ })).toBeVisible();
    expect((await findProduct(request, title))!.isActive).toBe(true);

    // delete: Cancel keeps it, Delete removes it everywhere
    const deleteButton = tableRow(page, 'Products', title).getByRole('button', { name: `Delete ${title}` });
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Product' });
    await expect(dialog).toContainText('Are you sure you want to delete:');
    await expect(dialog).toContainText(title);
    await expect(dialog).toContainText('Near-field speaker for the desk');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    expect(await findProduct(request, title)).toBeDefined();
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Product deleted successfully')).toBeVisible();
    await expect(tableRow(page, 'Products', title)).toHaveCount(0);
    expect(await findProduct(request, title)).toBeUndefined();
    expect((await request.get(edited.images[0].url)).status()).toBe(404);
    await expectNotOnStorefront(page, title);
  });

  test('a refused save: beside the field it names, else "Failed to save product" with the server message', async ({
    page,
    login,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource/);
    const { token } = await login('admin');
    const doomed = await createCategoryApi(request, token, unique('Doomed category'));
    const title = unique('Orphan product');
    await openProducts(page);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await fillProduct(page, {
      title,
      price: '1',
      stock: '1',
      category: doomed.name,
      description: 'Its category goes away',
    });
    await panel(page)
      .locator('input[type="file"]')
      .setInputFiles([await pngFile('a.png', RED), await pngFile('b.png', BLUE)]);
    const del = await request.delete(`/api/categories/${doomed._id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(del.ok()).toBe(true);
    await panel(page).getByRole('button', { name: 'Save Product' }).click();
    const categoryField = panel(page).getByLabel('Category');
    await expect(categoryField).toHaveAccessibleDescription('No category with this id exists.');
    await expect(categoryField).toBeFocused();

    // a refusal that names no field is the spec's toast, and the panel stays open with what was typed
    await page.route('**/api/products', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'The database is not reachable.' } }),
    );
    await panel(page).getByRole('button', { name: 'Save Product' }).click();
    await expect(toast(page, 'Failed to save product: The database is not reachable.')).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByLabel('Title')).toHaveValue(title);
    expect(await findProduct(request, title)).toBeUndefined();
  });

  test('saving is disabled while the upload runs, so a double click creates one product', async ({
    page,
    login,
    request,
  }) => {
    await login('admin');
    const category = await seededCategory(request);
    const title = unique('Double click');
    await openProducts(page);
    // hold the request a moment so the saving state can be seen
    await page.route('**/api/products', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await fillProduct(page, { title, price: '3', stock: '3', category: category.name, description: 'Saved once' });
    await panel(page)
      .locator('input[type="file"]')
      .setInputFiles([await pngFile('a.png', RED), await pngFile('b.png', BLUE)]);
    await panel(page).getByRole('button', { name: 'Save Product' }).dblclick();
    await expect(panel(page).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(panel(page).getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(toast(page, 'Product created successfully')).toBeVisible();
    const res = await request.get(`/api/products?q=${encodeURIComponent(title)}&page=1&limit=10`);
    expect((await res.json()).total).toBe(1);
  });

  test('search matches name or category name and goes back to page 1', async ({ page, login, request }) => {
    await login('admin');
    const category = await seededCategory(request);
    await openProducts(page);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // the table's own answer: other specs may add products to this category meanwhile
    const answered = page.waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname === '/api/products' && url.searchParams.get('q') === category.name.toUpperCase();
    });
    await page.getByPlaceholder('Search products...').fill(category.name.toUpperCase());
    const rows = tableRows(page, 'Products');
    await expect(rows.filter({ hasNotText: category.name })).toHaveCount(0);
    await expect(rows.first()).toContainText(category.name);
    await expect(page.locator('[aria-label="Page 2"][aria-current="page"]')).toHaveCount(0);
    expect(await rows.count()).toBeLessThanOrEqual(4);
    const res = await answered;
    expect(new URL(res.url()).searchParams.get('in')).toBe('category');
    const body = await res.json();
    await expect(rows).toHaveCount(body.products.length);
    await expect(rows.first()).toContainText(body.products[0].name);

    // closing an edit panel resets the edit state: the next Add starts empty
    const first = body.products[0];
    const edit = tableRow(page, 'Products', first.name).getByRole('button', { name: `Edit ${first.name}` });
    await edit.click();
    await expect(panel(page).getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(panel(page).getByLabel('Title')).toHaveValue(first.name);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(edit).toBeFocused();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(panel(page).getByRole('heading', { name: 'Add Product' })).toBeVisible();
    await expect(panel(page).getByLabel('Title')).toHaveValue('');
    await expect(panel(page).getByRole('img', { name: /^Current image/ })).toHaveCount(0);
    await panel(page).getByRole('button', { name: 'Close panel' }).click();
    await expect(panel(page)).toBeHidden();
  });
});
