// Admin Orders (real orders, server search, 4 a page, Total from the server), the dashboard's
// order counts, and Analytics (chart with its data table, top products).
import { adminToken, makeProduct, placeOrderApi, shot } from './commerceHelpers';
import { createCustomer, expect, expectNoSeriousA11yIssues, islandReady, test, toast } from './fixtures';
import { tableRows } from './adminHelpers';

test.describe('admin orders', () => {
  test('search, 4 rows a page, total of the search, panel offers allowed moves only', async ({
    page,
    login,
    request,
  }) => {
    const buyer = await createCustomer(request);
    const product = await makeProduct(request, { price: 15, stock: 20 }, 'Admin Order Mug');
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await placeOrderApi(request, buyer.token, product._id, i + 1));
    await login('admin');
    await page.goto('/admin/orders');
    await islandReady(page);
    const main = page.getByRole('main');
    if (page.viewportSize()!.width >= 640) {
      for (const h of ['Image', 'Name', 'Category', 'Price', 'Order', 'Customer', 'Status', 'Date'])
        await expect(main.getByRole('columnheader', { name: h })).toBeVisible();
    }
    await main.getByPlaceholder('Search products...').fill(product.name);
    await expect(main.getByTestId('orders-total')).toHaveText('Total : $225'); // 15 * (1+2+3+4+5)
    await expect(tableRows(page, 'Orders')).toHaveCount(4);
    await expect(tableRows(page, 'Orders').first()).toContainText(orders[4].number);
    await expect(tableRows(page, 'Orders').first()).toContainText(product.category.name);
    await main.getByRole('button', { name: 'Page 2' }).click();
    await expect(tableRows(page, 'Orders')).toHaveCount(1);
    await main.getByPlaceholder('Search products...').fill(orders[0].number);
    await expect(tableRows(page, 'Orders')).toHaveCount(1);
    await expect(main.getByTestId('orders-total')).toHaveText('Total : $15');
    await shot(page, 'admin-orders');
    await expectNoSeriousA11yIssues(page);

    await main
      .getByRole('button', { name: `Open order ${orders[0].number}` })
      .filter({ visible: true })
      .click();
    const dialog = page.getByRole('dialog', { name: `Order ${orders[0].number}` });
    await expect(dialog).toContainText(buyer.user.email);
    await expect(dialog.getByLabel('Change status to').locator('option')).toHaveText(['Shipped', 'Cancelled']);
    await shot(page, 'admin-order-panel');
    await expectNoSeriousA11yIssues(page);
    await dialog.getByLabel('Change status to').selectOption('cancelled');
    await dialog.getByRole('button', { name: 'Update status' }).click();
    // cancelling asks first, in the shop's dialog over the panel; Escape closes only the question
    const ask = page.getByRole('alertdialog', { name: `Cancel order ${orders[0].number}?` });
    await expect(ask).toContainText('Its items go back into stock.');
    await expect(ask.getByRole('button', { name: 'Keep order' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('order-status')).not.toHaveText('Cancelled');
    await dialog.getByRole('button', { name: 'Update status' }).click();
    await ask.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(toast(page)).toHaveAttribute('data-toast', 'success');
    await expect(dialog).toContainText('its status can no longer change');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('dashboard counts orders by status; analytics shows the last 30 days and top products', async ({
    page,
    login,
    request,
  }) => {
    await login('admin');
    const token = await adminToken(request);
    const stats = await (
      await request.get('/api/orders/stats', { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    await page.goto('/admin');
    await expect(page.getByTestId('count-orders-pending')).toHaveText(/^\d+$/);
    expect(Number(await page.getByTestId('count-orders-pending').textContent())).toBeGreaterThanOrEqual(
      stats.counts.pending,
    );
    await expect(page.getByTestId('count-revenue-paid')).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(page.getByTestId('count-revenue-not-paid-yet')).toHaveText(/^\$[\d,]+\.\d\d$/);

    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Orders and revenue per day' })).toBeVisible();
    const table = page.getByRole('table', { name: /Orders and revenue per day/ });
    await expect(table.locator('tbody tr')).toHaveCount(30);
    await expect(page.getByTestId('top-product').first()).toBeVisible();
    await shot(page, 'admin-analytics');
    await expectNoSeriousA11yIssues(page);
  });
});
