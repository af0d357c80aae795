// /admin/categories end to end: problems beside the fields, create/edit/toggle/delete with a real image, the
// 409 while products use a category, and a keyboard-only create and delete.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, islandReady, pngFile, test, toast, unique } from './fixtures';
import { createCategoryApi, createProductApi, findCategory, tableRow, tableRows } from './adminHelpers';

async function openCategories(page: Page) {
  await page.goto('/admin/categories');
  await islandReady(page);
  await expect(tableRows(page, 'Categories').first()).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search categories...').fill(text);
  await expect(tableRows(page, 'Categories')).toHaveCount(1);
}

/** The storefront's menus and /categories list the category, and its route shows it
 *  (docs/product.md#deliberate-changes, 28): on a page rendered on request (/) and on one built
 *  once (/faqs), whose script appends it; a second tab, so the admin page stays as it is. */
async function expectInShop(page: Page, name: string, slug: string) {
  const shop = await page.context().newPage();
  for (const path of ['/', '/faqs']) {
    await shop.goto(path);
    if ((shop.viewportSize()?.width ?? 1280) < 1024) {
      await shop.getByRole('button', { name: 'Open menu' }).click();
      // the drawer's categories are plain titles (docs/product.md#header-navigation)
      await expect(shop.getByRole('dialog', { name: 'Menu' }).getByText(name, { exact: true })).toBeVisible();
    } else {
      await shop.getByRole('button', { name: 'All Categories' }).click();
      const link = shop.locator('#category-menu').getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `/${slug}`);
      // the last entry, reached by Tab from the one before like the others
      const entries = shop.locator('#category-menu > li');
      await expect(entries.last()).toContainText(name);
      await entries.nth(-2).getByRole('link').focus();
      await shop.keyboard.press('Tab');
      await expect(link).toBeFocused();
    }
  }
  await shop.goto('/categories');
  await expect(shop.getByTestId('category-list').getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    `/${slug}`,
  );
  await shop.goto(`/${slug}`);
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shop.getByText('No data found')).toBeVisible();
  await shop.close();
}

async function expectNotInShop(request: APIRequestContext, name: string, slug: string) {
  expect((await request.get(`/${slug}`)).status()).toBe(404);
  for (const path of ['/', '/categories']) expect(await (await request.get(path)).text(), path).not.toContain(name);
}

test.describe('admin categories', () => {
  test.setTimeout(90_000);

  test('beside the fields: Title is required., Image is required!, one image only', async ({
    page,
    login,
    request,
  }) => {
    await login('admin');
    const name = unique('Never saved');
    await openCategories(page);
    await page.getByRole('button', { name: 'Add Category' }).click();
    const panel = page.getByRole('dialog');
    const save = panel.getByRole('button', { name: 'Save Category' });
    await save.click();
    await expect(panel.getByLabel('Title')).toHaveAccessibleDescription('Title is required.');
    await expect(panel.getByLabel('Title')).toBeFocused();
    await expect(panel.getByLabel('Description')).toHaveAccessibleDescription('Description is required.');
    await expect(panel.locator('input[type="file"]')).toHaveAccessibleDescription(/Image is required!$/);
    await panel.getByLabel('Title').fill(name);
    await panel.getByLabel('Description').fill('Nothing');
    await save.click();
    await expect(panel.getByLabel('Title')).toHaveAccessibleDescription('');
    await expect(panel.locator('input[type="file"]')).toBeFocused();
    await expect(panel.locator('input[type="file"]')).toHaveAccessibleDescription(/Image is required!$/);
    const input = panel.locator('input[type="file"]');
    await expect(input).not.toHaveAttribute('multiple');
    await input
      .setInputFiles([await pngFile('a.png', { r: 1, g: 2, b: 3 }), await pngFile('b.png', { r: 3, g: 2, b: 1 })])
      .catch(() => {
        // Chromium refuses two files for a single-file input, which is the point
      });
    await expect(panel.getByRole('img', { name: /^New image/ })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    expect(await findCategory(request, name)).toBeUndefined();
  });

  test('create, edit with a new image, toggle, delete', async ({ page, login, request }) => {
    await login('admin');
    const name = unique('Drones');
    await openCategories(page);
    await page.getByRole('button', { name: 'Add Category' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByLabel('Title').fill(name);
    await panel.getByLabel('Description').fill('Flying cameras');
    await panel.locator('input[type="file"]').setInputFiles(await pngFile('drone.png', { r: 250, g: 200, b: 0 }));
    await panel.getByRole('button', { name: 'Save Category' }).click();
    await expect(toast(page, 'Category created successfully')).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(tableRows(page, 'Categories').first()).toContainText(name);
    const created = (await findCategory(request, name))!;
    expect(created.productCount).toBe(0);
    expect((await request.get(created.image)).ok()).toBe(true);
    await expectInShop(page, name, created.slug);

    await search(page, name);
    await tableRow(page, 'Categories', name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect(panel.getByLabel('Title')).toHaveValue(name);
    await panel.getByLabel('Description').fill('Flying cameras and more');
    await panel.locator('input[type="file"]').setInputFiles(await pngFile('drone2.png', { r: 0, g: 200, b: 250 }));
    await panel.getByRole('button', { name: 'Update Category' }).click();
    await expect(toast(page, 'Category updated successfully')).toBeVisible();
    await expect(tableRow(page, 'Categories', name)).toContainText('Flying cameras and more');
    const edited = (await findCategory(request, name))!;
    expect(edited.image).not.toBe(created.image);
    expect((await request.get(created.image)).status()).toBe(404);

    await tableRow(page, 'Categories', name)
      .getByRole('button', { name: /^Active/ })
      .click();
    await expect(tableRow(page, 'Categories', name).getByRole('button', { name: /^Inactive/ })).toBeVisible();
    await page.reload();
    await islandReady(page);
    await search(page, name);
    await expect(tableRow(page, 'Categories', name).getByRole('button', { name: /^Inactive/ })).toBeVisible();
    expect((await findCategory(request, name))!.isActive).toBe(false);
    await expectNotInShop(request, name, created.slug);

    await tableRow(page, 'Categories', name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Category' });
    await expect(dialog).toContainText('Are you sure you want to delete:');
    await expect(dialog).toContainText(name);
    await expect(dialog).toContainText('Flying cameras and more');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Category deleted successfully')).toBeVisible();
    await expect(tableRow(page, 'Categories', name)).toHaveCount(0);
    expect(await findCategory(request, name)).toBeUndefined();
  });

  test('a category still used by products cannot be deleted: the server says why', async ({
    page,
    login,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource.*409/);
    const { token } = await login('admin');
    const category = await createCategoryApi(request, token, unique('Busy'));
    await createProductApi(request, token, unique('Busy product'), category._id);
    await openCategories(page);
    await search(page, category.name);
    const row = tableRow(page, 'Categories', category.name);
    await expect(row).toContainText('1');
    await row.getByRole('button', { name: `Delete ${category.name}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete Category' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, /^Failed to delete category: .+/)).toHaveAttribute('role', 'alert');
    await expect(row).toBeVisible();
    expect(await findCategory(request, category.name)).toBeDefined();
  });

  test('keyboard only: create and delete a category', async ({ page, login, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one keyboard run is enough');
    await login('admin');
    const name = unique('Keyboard');
    await openCategories(page);

    const add = page.getByRole('button', { name: 'Add Category' });
    await add.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('button', { name: 'Close panel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByLabel('Title')).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(panel.getByLabel('Description')).toBeFocused();
    await page.keyboard.type('Made without a mouse');
    await page.keyboard.press('Tab');
    await expect(panel.locator('input[type="file"]')).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(await pngFile('keys.png', { r: 90, g: 30, b: 160 }));
    await expect(panel.getByRole('img', { name: /^New image/ })).toHaveCount(1);
    // Tab on to the save button (past the preview's remove button and Cancel)
    for (let i = 0; i < 6; i++) {
      if (await panel.getByRole('button', { name: 'Save Category' }).evaluate((el) => el === document.activeElement))
        break;
      await page.keyboard.press('Tab');
    }
    await expect(panel.getByRole('button', { name: 'Save Category' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Category created successfully')).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(add).toBeFocused();

    const deleteButton = tableRow(page, 'Categories', name).getByRole('button', { name: `Delete ${name}` });
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await deleteButton.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(deleteButton).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete Category' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Category deleted successfully')).toBeVisible();
    expect(await findCategory(request, name)).toBeUndefined();
  });
});
