// The admin runs promotions: opens Promotions from the menu, adds a code with a usage limit (a bad
// value is named beside its field first) and an automatic one for one product, sees an order that
// used the code counted in the list, on Analytics and in the orders table, is refused deleting the
// used one and ends it instead, and deletes the unused one after the shop's own dialog.
import type { Order } from '../../src/lib/types';
import { tableRow } from './adminHelpers';
import { makeProduct, shot } from './commerceHelpers';
import { createCustomer, expect, expectNoSeriousA11yIssues, islandReady, test, unique } from './fixtures';

test('admin promotions: create, count uses, refuse deleting a used one, end it, delete an unused one', async ({
  page,
  login,
  request,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(120_000);
  // the refused delete is a 409 the browser logs
  allowConsoleError(/status of 409/);
  const phone = testInfo.project.name === 'phone';
  const product = await makeProduct(request, { price: 20, stock: 10 }, 'Promo Item');
  const codeName = unique('Ten off');
  const code = `E2E${unique('').replace(/\W/g, '')}`.toUpperCase().slice(0, 32);
  const autoName = unique('Auto three off');
  await login('admin');

  await page.goto('/admin/dashboard');
  await islandReady(page);
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Promotions', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await islandReady(page);
  const main = page.getByRole('main');

  // a code promotion, 10% off, 5 uses: 150% is named beside the field and nothing is sent
  await main.getByRole('button', { name: 'Add Promotion' }).click();
  const panel = page.getByRole('dialog', { name: 'Add Promotion' });
  await panel.getByLabel('Name').fill(codeName);
  await panel.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await panel.getByLabel('Percent off').fill('150');
  await panel.getByLabel('Usage limit').fill('5');
  await shot(page, 'wip-promo-admin-panel');
  await expectNoSeriousA11yIssues(page);
  await panel.getByRole('button', { name: 'Save Promotion' }).click();
  await expect(panel.getByText('Must be a percentage from 1 to 100 (at most two decimals).')).toBeVisible();
  await expect(panel.getByLabel('Percent off')).toBeFocused();
  await expect(panel.getByLabel('Percent off')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'wip-promo-admin-field-error');
  await panel.getByLabel('Percent off').fill('10');
  await panel.getByRole('button', { name: 'Save Promotion' }).click();
  await expect(panel).toBeHidden();
  const codeRow = tableRow(page, 'Promotions', codeName);
  await expect(codeRow.getByTestId('promotion-code')).toHaveText(`Code ${code}`);
  await expect(codeRow).toContainText('10%');
  await expect(codeRow).toContainText('Whole order');
  await expect(codeRow.getByTestId('promotion-uses')).toHaveText('0 of 5');
  await expect(codeRow.getByTestId('promotion-state')).toHaveText('Running');

  // an automatic one for this product only, starting later (so no other test's cart gets it)
  await main.getByRole('button', { name: 'Add Promotion' }).click();
  await panel.getByLabel('Name').fill(autoName);
  await panel.getByLabel('Type').selectOption('fixed');
  await panel.getByLabel('Amount off ($)').fill('3');
  await panel.getByLabel('Find categories or products').fill(product.name);
  await panel.getByRole('group', { name: 'Products' }).getByLabel(product.name).check();
  await expect(panel.getByRole('button', { name: `Remove ${product.name}` })).toBeVisible();
  await panel.getByLabel('Starts (shop time)').fill('2030-01-01T09:00');
  await panel.getByRole('button', { name: 'Save Promotion' }).click();
  await expect(panel).toBeHidden();
  const autoRow = tableRow(page, 'Promotions', autoName);
  await expect(autoRow.getByTestId('promotion-code')).toHaveText('Automatic');
  await expect(autoRow).toContainText('$3.00 off');
  await expect(autoRow).toContainText(product.name);
  await expect(autoRow).toContainText('From Jan 1, 2030, 09:00');
  await expect(autoRow.getByTestId('promotion-state')).toHaveText('Scheduled');
  await expect(autoRow.getByRole('button', { name: `End ${autoName} now` })).toHaveCount(0);
  // editing reads the stored dates back on the shop's clock and keeps the target
  await autoRow.getByRole('button', { name: `Edit ${autoName}` }).click();
  const editPanel = page.getByRole('dialog', { name: 'Edit Promotion' });
  await expect(editPanel.getByLabel('Starts (shop time)')).toHaveValue('2030-01-01T09:00');
  await expect(editPanel.getByRole('button', { name: `Remove ${product.name}` })).toBeVisible();
  await editPanel.getByLabel('Amount off ($)').fill('4');
  await editPanel.getByRole('button', { name: 'Update Promotion' }).click();
  await expect(editPanel).toBeHidden();
  await expect(autoRow).toContainText('$4.00 off');
  await expect(autoRow).toContainText('From Jan 1, 2030, 09:00');

  // a customer's order with the code, in any case
  const buyer = await createCustomer(request);
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${buyer.token}`, 'Idempotency-Key': `e2e-${unique('k').replace(/\W/g, '')}` },
    data: {
      items: [{ productId: product._id, quantity: 1 }],
      couponCode: code.toLowerCase(),
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
  expect(order.discount).toBe(2);
  expect(order.promotions.map((p) => p.code)).toEqual([code]);

  await page.reload();
  await islandReady(page);
  await main.getByPlaceholder('Search promotions...').fill(code);
  await expect(codeRow.getByTestId('promotion-uses')).toHaveText('1 of 5');
  await expect(codeRow.getByTestId('promotion-given')).toHaveText('$2.00 given');
  await main.getByPlaceholder('Search promotions...').fill('');
  // the whole list again, settled (rows fade while a search loads)
  await expect(autoRow).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await shot(page, 'wip-promo-admin-list');
  await expectNoSeriousA11yIssues(page);

  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('Revenue (after discounts)')).toBeVisible();
  await expect(page.getByText('Discounts given')).toBeVisible();
  const figures = page.getByTestId('promotion-figures').filter({ hasText: codeName });
  await expect(figures).toContainText(`Code ${code}`);
  await expect(figures.locator('td').nth(1)).toHaveText('1');
  await expect(figures.locator('td').nth(2)).toHaveText('$2.00');
  await shot(page, 'wip-promo-admin-analytics');
  await expectNoSeriousA11yIssues(page);

  await page.goto('/admin/orders');
  await islandReady(page);
  await main.getByPlaceholder('Search products...').fill(order.number);
  await expect(tableRow(page, 'Orders', order.number).getByTestId('order-discount')).toContainText('−$2.00 discount');
  await shot(page, 'wip-promo-admin-orders');

  // the used one cannot be deleted: the refusal shows in the page, with "End now"
  await page.goto('/admin/promotions');
  await islandReady(page);
  await main.getByPlaceholder('Search promotions...').fill(code);
  await codeRow.getByRole('button', { name: `Delete ${codeName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Promotion' });
  await expect(dialog).toContainText(codeName);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'cannot be deleted' });
  await expect(refusal).toContainText('End it instead');
  await expect(codeRow).toBeVisible();
  await shot(page, 'wip-promo-admin-refused');
  await refusal.getByRole('button', { name: `End ${codeName} now` }).click();
  await expect(codeRow.getByTestId('promotion-state')).toHaveText('Ended');
  await expect(refusal).toBeHidden();
  await expect(codeRow.getByRole('button', { name: `End ${codeName} now` })).toHaveCount(0);

  // the unused one goes, after the shop's dialog
  await main.getByPlaceholder('Search promotions...').fill(autoName);
  await autoRow.getByRole('button', { name: `Delete ${autoName}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(autoRow).toHaveCount(0);
  await expect(main.getByText('No promotions match your search.').filter({ visible: true })).toBeVisible();
});
