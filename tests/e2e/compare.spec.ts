// The comparison journey: two products of one category with specs, added from a product page and
// from a product card, compared side by side on /compare (differences highlighted, shown alone),
// one removed; a fifth product refused in the page; products no longer sold taken off the list.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Category, Product } from '../../src/lib/types';
import { adminToken, shot } from './commerceHelpers';
import { expect, expectNoSeriousA11yIssues, islandReady, pngFile, test, unique } from './fixtures';

const ATTRIBUTES = [
  { key: 'battery', name: 'Battery', type: 'number', unit: 'mAh', filterable: true, inCompare: true },
  { key: 'nfc', name: 'NFC', type: 'boolean', filterable: false, inCompare: true },
  { key: 'panel', name: 'Panel', type: 'choice', values: ['OLED', 'LCD'], filterable: true, inCompare: true },
  { key: 'factory_code', name: 'Factory code', type: 'text', filterable: false, inCompare: false },
];

async function post(request: APIRequestContext, path: string, form: FormData) {
  const res = await request.post(path, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    multipart: form,
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

async function withImage(form: FormData, field: string) {
  const file = await pngFile('compare.png', { r: 40, g: 90, b: 160 });
  form.append(field, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
}

async function makeCategory(request: APIRequestContext): Promise<Category> {
  const form = new FormData();
  form.set('name', unique('Compare Phones'));
  form.set('description', 'Phones to compare');
  form.set('attributes', JSON.stringify(ATTRIBUTES));
  await withImage(form, 'image');
  return (await post(request, '/api/categories', form)).category;
}

async function makePhone(request: APIRequestContext, category: Category, fields: Record<string, string>) {
  const form = new FormData();
  form.set('name', unique('Compare Phone'));
  form.set('description', 'A phone to compare');
  form.set('price', '499');
  form.set('stock', '5');
  form.set('category', category._id);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  await withImage(form, 'images');
  await withImage(form, 'images');
  return (await post(request, '/api/products', form)).product as Product;
}

const storedList = (page: Page) => page.evaluate(() => localStorage.getItem('compare'));

test('compare two phones: add from a page and a card, see the differences, remove one', async ({
  page,
  request,
  allowConsoleError,
}) => {
  // the unknown ids below answer 404, which the browser logs
  allowConsoleError(/404/);
  const category = await makeCategory(request);
  const first = await makePhone(request, category, {
    specs: JSON.stringify({ battery: 5000, nfc: true, panel: 'OLED', factory_code: 'F-1' }),
    options: JSON.stringify([{ name: 'Storage', values: ['128 GB', '256 GB'] }]),
    variants: JSON.stringify([
      { options: { Storage: '128 GB' }, price: 699, stock: 3 },
      // its own battery: compared beside the product's
      { options: { Storage: '256 GB' }, price: 799, stock: 2, specs: { battery: 5200 } },
    ]),
  });
  const second = await makePhone(request, category, {
    specs: JSON.stringify({ battery: 4500, nfc: true, panel: 'LCD' }),
  });

  await page.goto('/compare');
  await islandReady(page);
  await expect(page.getByText('Nothing to compare yet')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse our products' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expectNoSeriousA11yIssues(page);

  // a full list refuses a fifth product in the page, and changes nothing
  await page.evaluate(() => localStorage.setItem('compare', JSON.stringify(['gone-1', 'gone-2', 'gone-3', 'gone-4'])));
  await page.goto(`/products/${first.slug}`);
  const own = page.getByTestId('product-info').getByRole('button', { name: `Compare ${first.name}` });
  await expect(page.getByRole('link', { name: 'Compare (4)' })).toBeVisible();
  await own.click();
  await expect(page.getByTestId('product-info').getByRole('status')).toHaveText(
    'You can compare up to 4 products: remove one from the comparison first.',
  );
  await expect(own).toHaveAttribute('aria-pressed', 'false');
  expect(JSON.parse((await storedList(page))!)).toHaveLength(4);

  // products the server no longer has are taken off the list, with a note
  await page.getByRole('link', { name: 'Compare (4)' }).click();
  await expect(page.getByText('4 products you added are no longer sold and were taken off the list.')).toBeVisible();
  await expect(page.getByText('Nothing to compare yet')).toBeVisible();
  expect(await storedList(page)).toBeNull();

  // one from its page, the other from its card among the related products
  await page.goto(`/products/${first.slug}`);
  await own.click();
  await expect(own).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByTestId('related-products').getByTestId('product-tile').filter({ hasText: second.name });
  const cardToggle = card.getByRole('button', { name: `Compare ${second.name}` });
  await cardToggle.focus();
  await page.keyboard.press('Enter');
  await expect(cardToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Compare (2)' })).toBeVisible();
  await shot(page, 'product');

  await page.getByRole('link', { name: 'Compare (2)' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await islandReady(page);
  const table = page.getByRole('region', { name: 'Products compared side by side' });
  const products = table.locator('thead').getByRole('columnheader');
  await expect(products).toHaveText([new RegExp(first.name), new RegExp(second.name)]);
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row('Price').getByRole('cell')).toHaveText(['From $699.00', '$499.00']);
  await expect(row('Battery').getByRole('cell')).toHaveText(['5,000 mAh, 5,200 mAh', '4,500 mAh']);
  await expect(row('Battery')).toHaveAttribute('data-differs', 'true');
  await expect(row('Panel').getByRole('cell')).toHaveText(['OLED', 'LCD']);
  await expect(row('NFC').getByRole('cell')).toHaveText(['Yes', 'Yes']);
  await expect(row('NFC')).not.toHaveAttribute('data-differs');
  await expect(row('Storage').getByRole('cell')).toHaveText(['128 GB, 256 GB', '—']);
  await expect(table.getByText('Factory code')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'compare');

  const onlyDifferences = page.getByRole('checkbox', { name: 'Show only differences' });
  await onlyDifferences.focus();
  await page.keyboard.press('Space');
  await expect(onlyDifferences).toBeChecked();
  await expect(row('NFC')).toHaveCount(0);
  await expect(row('Category')).toHaveCount(0);
  await expect(row('Battery')).toBeVisible();
  await expect(row('Storage')).toBeVisible();
  await shot(page, 'compare-differences');

  await table.getByRole('button', { name: `Remove ${second.name} from the comparison` }).click();
  await expect(products).toHaveText([new RegExp(first.name)]);
  await expect(page.getByText('Add another product to see how they differ.')).toBeVisible();
  await expect(table).toBeFocused();
  expect(JSON.parse((await storedList(page))!)).toEqual([first._id]);
  await expectNoSeriousA11yIssues(page);

  // the product page follows the list, and a second press takes the product off it
  await page.goto(`/products/${first.slug}`);
  await expect(own).toHaveAttribute('aria-pressed', 'true');
  await own.click();
  await expect(own).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('link', { name: /^Compare \(/ })).toBeHidden();
});
