// The admin's side of variants and specifications, end to end against the real API: attributes
// added to a category in its panel, a product made in it with two options whose generated
// variants are edited in the table (one cell, and a price and a stock for all at once), its
// specifications filled in; then one variant edited again, keeping every variant's identity.
import type { Page } from '@playwright/test';
import type { Order } from '../../src/lib/types';
import {
  createCustomer,
  expect,
  expectNoSeriousA11yIssues,
  islandReady,
  pngFile,
  test,
  toast,
  unique,
} from './fixtures';
import { adminToken, shot } from './commerceHelpers';
import { createCategoryApi, findCategory, findProduct, tableRow, tableRows } from './adminHelpers';

async function openAdmin(page: Page, what: 'categories' | 'products', name?: string) {
  const table = what === 'products' ? 'Products' : 'Categories';
  await page.goto(`/admin/${what}`);
  await islandReady(page);
  await expect(tableRows(page, table).first()).toBeVisible();
  if (name === undefined) return;
  await page.getByPlaceholder(`Search ${what}...`).fill(name);
  await expect(tableRows(page, table)).toHaveCount(1);
}

/** A cell of the variants' table, by its label ("Price of 256 GB / Blue"). */
const cell = (page: Page, label: string) => page.getByRole('dialog').getByLabel(label, { exact: true });

async function addValues(page: Page, option: string, values: string[]) {
  const input = page.getByRole('dialog').getByLabel(`Values of ${option}`, { exact: true });
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
  }
}

test.describe('admin variants and specifications', () => {
  test.setTimeout(120_000);

  test('category attributes, a product with two options and its specs, then one variant edited', async ({
    page,
    login,
    request,
  }) => {
    await login('admin');
    const categoryName = unique('Phones with specs');
    await createCategoryApi(request, await adminToken(request), categoryName);
    const panel = page.getByRole('dialog');

    // the category gets three attributes
    await openAdmin(page, 'categories', categoryName);
    await tableRow(page, 'Categories', categoryName)
      .getByRole('button', { name: `Edit ${categoryName}` })
      .click();
    const attribute = (n: number) => panel.getByRole('group', { name: new RegExp(`^Attribute ${n}:`) });
    await panel.getByRole('button', { name: 'Add attribute' }).click();
    await attribute(1).getByLabel('Name').fill('Battery capacity');
    await expect(attribute(1).getByLabel('Key')).toHaveValue('battery_capacity');
    await attribute(1).getByLabel('Key').fill('battery');
    await attribute(1).getByLabel('Type').selectOption('number');
    await attribute(1).getByLabel(/Unit/).fill('mAh');
    await attribute(1).getByLabel('Filter in the catalogue').check();
    await panel.getByRole('button', { name: 'Add attribute' }).click();
    await attribute(2).getByLabel('Name').fill('Panel');
    await attribute(2).getByLabel('Type').selectOption('choice');
    // a choice without values is refused in the panel, next to its values
    await panel.getByRole('button', { name: 'Update Category' }).click();
    await expect(attribute(2).getByText('A choice must list its values.')).toBeVisible();
    await expect(attribute(2).getByLabel('Values', { exact: true })).toBeFocused();
    for (const value of ['OLED', 'LCD']) {
      await attribute(2).getByLabel('Values', { exact: true }).fill(value);
      await attribute(2).getByLabel('Values', { exact: true }).press('Enter');
    }
    await panel.getByRole('button', { name: 'Add attribute' }).click();
    await attribute(3).getByLabel('Name').fill('Wireless charging');
    await attribute(3).getByLabel('Type').selectOption('boolean');
    await attribute(3).getByLabel('Show in comparison').uncheck();
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'admin-category-attributes');
    await panel.getByRole('button', { name: 'Update Category' }).click();
    await expect(toast(page, 'Category updated successfully')).toBeVisible();
    await expect(panel).toBeHidden();
    const category = (await findCategory(request, categoryName))!;
    expect(category.attributes).toEqual([
      { key: 'battery', name: 'Battery capacity', type: 'number', unit: 'mAh', filterable: true, inCompare: true },
      { key: 'panel', name: 'Panel', type: 'choice', values: ['OLED', 'LCD'], filterable: false, inCompare: true },
      { key: 'wireless_charging', name: 'Wireless charging', type: 'boolean', filterable: false, inCompare: false },
    ]);

    // a product in it, sold in two storages and two colours
    const title = unique('Pixel Phone');
    await openAdmin(page, 'products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await panel.getByLabel('Title').fill(title);
    await panel.getByLabel('Category').selectOption({ label: categoryName });
    await panel.getByLabel('Description').fill('A phone sold in two storages and two colours');
    await panel
      .locator('input[type="file"]')
      .setInputFiles([
        await pngFile('front.png', { r: 20, g: 20, b: 200 }),
        await pngFile('back.png', { r: 20, g: 20, b: 20 }),
      ]);
    await panel.getByRole('button', { name: 'Add option' }).click();
    await panel.getByLabel('Option 1 name').fill('Storage');
    await addValues(page, 'Storage', ['128 GB', '256 GB']);
    await panel.getByRole('button', { name: 'Add option' }).click();
    await panel.getByLabel('Option 2 name').fill('Colour');
    await addValues(page, 'Colour', ['Blue', 'Black']);
    // the form's own price and stock give way to the variants' table
    await expect(panel.getByLabel('Price ($)', { exact: true })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Generate variants' }).click();
    const table = panel.getByRole('table', { name: 'Variants' });
    await expect(table.getByRole('rowheader')).toHaveText([
      '128 GB / Blue',
      '128 GB / Black',
      '256 GB / Blue',
      '256 GB / Black',
    ]);
    await panel.getByLabel('Price ($) for all').fill('799');
    await panel.getByRole('button', { name: 'Set price' }).click();
    await panel.getByLabel('Stock for all').fill('3');
    await panel.getByRole('button', { name: 'Set stock' }).click();
    await cell(page, 'Price of 256 GB / Blue').fill('899');
    await cell(page, 'Stock of 256 GB / Blue').fill('5');
    await cell(page, 'SKU of 256 GB / Blue').fill(unique('PX-256-BL').replace(/\s+/g, '-'));
    // a wrong cell is named next to it, and nothing is sent
    await cell(page, 'Price of 128 GB / Black').fill('');
    await panel.getByLabel('Battery capacity').fill('5000');
    await panel.getByLabel('Panel', { exact: true }).selectOption('OLED');
    await panel.getByLabel('Wireless charging').check();
    await panel.getByRole('button', { name: 'Save Product' }).click();
    await expect(table.getByText('Must be a number of at least 0.')).toBeVisible();
    await expect(cell(page, 'Price of 128 GB / Black')).toBeFocused();
    await cell(page, 'Price of 128 GB / Black').fill('799');
    await expectNoSeriousA11yIssues(page);
    await panel.getByLabel('Option 1 name').scrollIntoViewIfNeeded();
    await shot(page, 'admin-product-options');
    await table.scrollIntoViewIfNeeded();
    await shot(page, 'admin-product-variants');
    await panel.getByRole('button', { name: 'Save Product' }).click();
    await expect(toast(page, 'Product created successfully')).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(toast(page, /^Failed/)).toHaveCount(0);

    const created = (await findProduct(request, title))!;
    expect(created.options).toEqual([
      { name: 'Storage', values: ['128 GB', '256 GB'] },
      { name: 'Colour', values: ['Blue', 'Black'] },
    ]);
    expect(created.variants.map((v) => [v.options, v.price, v.stock])).toEqual([
      [{ Storage: '128 GB', Colour: 'Blue' }, 799, 3],
      [{ Storage: '128 GB', Colour: 'Black' }, 799, 3],
      [{ Storage: '256 GB', Colour: 'Blue' }, 899, 5],
      [{ Storage: '256 GB', Colour: 'Black' }, 799, 3],
    ]);
    expect(created.variants[2].sku).toMatch(/^PX-256-BL/);
    expect(created).toMatchObject({ price: 799, stock: 14 });
    expect(created.specs).toEqual({ battery: 5000, panel: 'OLED', wireless_charging: true });
    const productPage = await request.get(`/products/${created.slug}`);
    expect(productPage.ok()).toBe(true);
    expect(await productPage.text()).toContain(title);

    // edit: one variant is sold out and another one stops selling; every variant keeps its id
    await openAdmin(page, 'products', title);
    await tableRow(page, 'Products', title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await expect(cell(page, 'Price of 256 GB / Blue')).toHaveValue('899');
    await expect(panel.getByLabel('Battery capacity')).toHaveValue('5000');
    await cell(page, 'Stock of 128 GB / Black').fill('0');
    await panel.getByLabel('256 GB / Black is sold').uncheck();
    // the 256 GB Blue has a battery of its own: a column for it, the others left to the product's
    await panel.getByLabel('Set a specification per variant').selectOption({ label: 'Battery capacity' });
    await expect(cell(page, 'Battery capacity of 128 GB / Blue')).toHaveAttribute('placeholder', 'Product’s');
    await cell(page, 'Battery capacity of 256 GB / Blue').fill('5200');
    await panel.getByRole('button', { name: 'Images of 128 GB / Blue: the product’s' }).click();
    await panel.getByRole('button', { name: 'Product view 2' }).click();
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'admin-product-variant-images');
    await panel.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, 'Product updated successfully')).toBeVisible();
    await expect(panel).toBeHidden();
    const edited = (await findProduct(request, title))!;
    expect(edited.variants.map((v) => v._id)).toEqual(created.variants.map((v) => v._id));
    expect(edited.variants.map((v) => [v.stock, v.isActive])).toEqual([
      [3, true],
      [0, true],
      [5, true],
      [3, false],
    ]);
    expect(edited.variants[0].images.map((i) => i.public_id)).toEqual([created.images[1].public_id]);
    expect(edited.variants.map((v) => v.specs)).toEqual([{}, {}, { battery: 5200 }, {}]);
    expect(edited).toMatchObject({ price: 799, stock: 8 });

    // an order of one variant: the admin's orders show its option values and SKU
    const chosen = edited.variants[2];
    const buyer = await createCustomer(request);
    const placed = await request.post('/api/orders', {
      headers: { Authorization: `Bearer ${buyer.token}`, 'Idempotency-Key': `e2e-${unique('v').replace(/\W/g, '')}` },
      data: {
        items: [{ productId: edited._id, variantId: chosen._id, quantity: 1 }],
        shippingAddress: {
          name: 'Ada Buyer',
          phone: '+1 555 0100',
          line1: '1 Test Road',
          city: 'Springfield',
          country: 'USA',
        },
        paymentMethod: 'cod',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order: Order = (await placed.json()).order;
    await page.goto('/admin/orders');
    await islandReady(page);
    await page.getByPlaceholder('Search products...').fill(order.number);
    await expect(tableRows(page, 'Orders')).toHaveCount(1);
    await expect(tableRows(page, 'Orders').first()).toContainText('256 GB / Blue');
    await expect(tableRows(page, 'Orders').first()).toContainText(`SKU ${chosen.sku}`);
    await page
      .getByRole('button', { name: `Open order ${order.number}` })
      .filter({ visible: true })
      .click();
    await expect(panel.getByTestId('order-detail')).toContainText(`256 GB / BlueSKU ${chosen.sku}`);
    await expectNoSeriousA11yIssues(page);
  });
});
