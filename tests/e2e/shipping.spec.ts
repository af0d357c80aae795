// Shipping zones, end to end: the admin adds a zone with a flat and a weight method (a country that
// is none is named beside the field first); a guest at checkout with an address in it sees both
// methods with their prices and estimates, picks the paid one, the totals follow the server's
// quote, and places the order; the order's page and the admin's order panel show the method, and
// the admin deletes the zone after the shop's dialog. The zone is narrowed to a postal prefix of
// its own, so no other spec's address (nor the other project's run) falls in it.
import { tableRow } from './adminHelpers';
import { makeProduct, seedCart, shot } from './commerceHelpers';
import { expect, expectNoSeriousA11yIssues, islandReady, storeSession, test, unique, uniqueEmail } from './fixtures';

test('shipping zones: the admin adds one, a shopper picks its paid method, the order keeps it', async ({
  page,
  login,
  request,
  allowConsoleError,
}) => {
  test.setTimeout(120_000);
  allowConsoleError(/Failed to load resource/);
  const product = await makeProduct(request, { price: 40, stock: 5 }, 'Parcel Item');
  const zoneName = unique('Canada east');
  const prefix = `Z${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const admin = await login('admin');

  // the zone: a flat free method and a paid one by weight
  await page.goto('/admin/shipping');
  await islandReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await expect(tableRow(page, 'Shipping', 'European Union')).toContainText('$14.99 up to 1 kg');
  await page.getByRole('main').getByRole('button', { name: 'Add Zone' }).click();
  const panel = page.getByRole('dialog', { name: 'Add Shipping Zone' });
  await panel.getByLabel('Zone name').fill(zoneName);
  // picked from the list: the rest of the world with a country is what the form refuses
  await panel.getByLabel('Countries').selectOption('CA');
  await expect(panel.getByTestId('zone-countries-preview')).toHaveText('Canada');
  await panel.getByLabel('Countries').selectOption('*');
  await panel.getByLabel('Postal code prefixes (optional)').fill(prefix.toLowerCase());
  const first = panel.getByRole('group', { name: 'Method 1' });
  await first.getByLabel('Name').fill('Ground');
  await first.getByLabel('Price ($)').fill('0');
  await first.getByLabel('Min days').fill('5');
  await first.getByLabel('Max days').fill('9');
  await panel.getByRole('button', { name: 'Add method' }).click();
  const second = panel.getByRole('group', { name: 'Method 2' });
  await second.getByLabel('Name').fill('Courier');
  await second.getByLabel('Pricing').selectOption('weight');
  await second.getByLabel('Up to (g)').fill('1000');
  await second.getByLabel('Price ($)').fill('12.50');
  await second.getByRole('button', { name: 'Add band' }).click();
  await second.getByLabel('Up to (g)').nth(1).fill('5000');
  await second.getByLabel('Price ($)').nth(1).fill('20');
  await second.getByLabel('Min days').fill('2');
  await second.getByLabel('Max days').fill('3');
  await panel.getByRole('button', { name: 'Save Shipping Zone' }).click();
  await expect(panel.getByText('"*" (the rest of the world) stands alone.')).toBeVisible();
  await expect(panel.getByLabel('Countries')).toBeFocused();
  await shot(page, 'shipping-zone-panel');
  await expectNoSeriousA11yIssues(page);
  await panel.getByRole('button', { name: 'Remove the rest of the world' }).click();
  await expect(panel.getByTestId('zone-countries-preview')).toHaveText('Canada');
  await panel.getByRole('button', { name: 'Save Shipping Zone' }).click();
  await expect(panel).toBeHidden();
  const row = tableRow(page, 'Shipping', zoneName);
  await expect(row.getByTestId('zone-countries')).toContainText(`Canada`);
  await expect(row.getByTestId('zone-countries')).toContainText(`Postal codes: ${prefix}`);
  await expect(row.getByTestId('zone-methods')).toContainText('Ground: Free5-9 business days');
  await expect(row.getByTestId('zone-methods')).toContainText('Courier: $12.50 up to 1 kg · $20.00 up to 5 kg');
  await shot(page, 'shipping-zones');
  await expectNoSeriousA11yIssues(page);

  // a guest in that zone: both methods, the free one chosen; the paid one moves the totals
  await page.evaluate(() => ['token', 'user'].forEach((key) => localStorage.removeItem(key)));
  await seedCart(page, [{ productId: product._id, quantity: 1 }]);
  await page.goto('/checkout?guest=1');
  await islandReady(page);
  const methods = page.getByRole('group', { name: 'Shipping method' });
  await expect(methods).toContainText('The shipping options show once the address is complete.');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('parcel'));
  await page.getByLabel('Full name').fill('Paz Parcel');
  await page.getByLabel('Phone').fill('+1 555 0199');
  await page.getByLabel('Address line 1').fill('9 Harbour Road');
  await page.getByLabel('City', { exact: true }).fill('Halifax');
  await page.getByLabel('State / region (optional)').fill('Nova Scotia');
  await page.getByLabel('Postal code (optional)').fill(`${prefix} 1`);
  await page.getByLabel('Country').selectOption('CA');
  const ground = methods.getByRole('radio', { name: /^Ground/ });
  const courier = methods.getByRole('radio', { name: /^Courier/ });
  await expect(ground).toBeChecked();
  await expect(methods.locator('label').filter({ hasText: 'Ground' })).toContainText('5-9 business daysFree');
  await expect(methods.locator('label').filter({ hasText: 'Courier' })).toContainText('2-3 business days$12.50');
  await expect(page.getByTestId('checkout-shipping')).toHaveText('Free');
  await expect(page.getByTestId('checkout-total')).toHaveText('$40.00');
  await courier.check();
  await expect(page.getByTestId('checkout-shipping')).toHaveText('$12.50');
  await expect(page.getByTestId('checkout-total')).toHaveText('$52.50');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await shot(page, 'checkout-shipping-methods');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  await page.waitForURL(/\/order-tracking\?key=[\w-]+&placed=1$/);
  const number = (await page.getByTestId('order-number').textContent())!;
  await expect(page.getByTestId('order-shipping')).toHaveText('Shipping: Courier, 2-3 business days$12.50');
  await expect(page.getByTestId('order-total')).toHaveText('$52.50');
  await expect(page.getByTestId('order-detail')).toContainText('Nova Scotia');

  // the admin's order panel shows it too; then the zone goes, after the shop's dialog
  await storeSession(page, admin);
  await page.goto('/admin/orders');
  await islandReady(page);
  await page.getByRole('main').getByPlaceholder('Search products...').fill(number);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Open order ${number}` })
    .filter({ visible: true })
    .click();
  const order = page.getByRole('dialog', { name: `Order ${number}` });
  await expect(order.getByTestId('order-shipping')).toHaveText('Shipping: Courier, 2-3 business days$12.50');
  await shot(page, 'shipping-admin-order');

  await page.goto('/admin/shipping');
  await islandReady(page);
  await row.getByRole('button', { name: `Delete ${zoneName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Shipping Zone' });
  await expect(dialog).toContainText('Orders placed with it keep their shipping.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
});
