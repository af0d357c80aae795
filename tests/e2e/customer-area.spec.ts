// The customer area's real pages: Profile Page, Account Settings, Address, Change Pasword,
// Orders (list, detail, cancel while pending), Whishlist.
import { makeProduct, placeOrderApi, productById, shot } from './commerceHelpers';
import { expect, expectNoSeriousA11yIssues, test, toast } from './fixtures';

test.describe('customer area', () => {
  test('profile, account settings and address', async ({ page, login }) => {
    const session = await login('customer');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Page' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(session.user.email);
    await shot(page, 'dashboard');
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('main').getByRole('link', { name: 'Account Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByLabel('Name').fill('Renamed Shopper');
    await page.getByLabel('Contact').fill('+44 20 7946 0000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page)).toHaveAttribute('data-toast', 'success');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!)).toMatchObject({
      name: 'Renamed Shopper',
      contact: '+44 20 7946 0000',
    });
    await shot(page, 'account-settings');
    await expectNoSeriousA11yIssues(page);

    await page.goto('/dashboard/address');
    await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Renamed Shopper');
    await page.getByLabel('Address line 1').fill('221B Baker Street');
    await page.getByLabel('City', { exact: true }).fill('London');
    await page.getByLabel('Postal code (optional)').fill('NW1 6XE');
    await page.getByLabel('Country').selectOption('GB');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(toast(page, 'Address saved')).toHaveAttribute('data-toast', 'success');
    await page.reload();
    await expect(page.getByLabel('Address line 1')).toHaveValue('221B Baker Street');
    await expect(page.getByLabel('Country')).toHaveValue('GB');
    await shot(page, 'address');
    await expectNoSeriousA11yIssues(page);
  });

  test('change password keeps this session and ends the old token', async ({
    page,
    login,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 400/);
    const session = await login('customer');
    await page.goto('/dashboard/change-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Change Pasword' })).toBeVisible();
    await page.getByLabel('Current password').fill('customer-pass-123');
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('New password must be at least 8 characters')).toBeVisible();
    // the server's refusal names the field as the form labels it, beside it
    await page.getByLabel('New password').fill('password123');
    await page.getByRole('button', { name: 'Change password' }).click();
    const newPassword = page.getByLabel('New password');
    await expect(newPassword).toHaveAccessibleDescription(
      'New password is too common or too easy to guess: please choose another',
    );
    await expect(newPassword).toBeFocused();
    await newPassword.fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page)).toHaveAttribute('data-toast', 'success');
    const newToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(newToken).not.toBe(session.token);
    expect(
      (await request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${session.token}` } })).status(),
    ).toBe(401);
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await shot(page, 'change-password');
  });

  test('orders: list, detail, cancel while pending returns the stock', async ({ page, login, request }) => {
    const session = await login('customer');
    const product = await makeProduct(request, { price: 40, stock: 5 }, 'Order Kettle');
    const first = await placeOrderApi(request, session.token, product._id, 1);
    const second = await placeOrderApi(request, session.token, product._id, 2);
    await page.goto('/dashboard/orders');
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(second.number); // newest first
    await expect(rows.first()).toContainText('$80.00');
    await expect(rows.first()).toContainText('Pending');
    await shot(page, 'orders');
    await expectNoSeriousA11yIssues(page);
    await rows.filter({ hasText: first.number }).getByRole('link', { name: first.number }).click();
    await expect(page.getByTestId('order-number')).toHaveText(first.number);
    await expect(page.getByTestId('order-detail')).toContainText('1 Test Road');
    await shot(page, 'order-detail');
    // asked in the shop's dialog: keeping the order changes nothing
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const ask = page.getByRole('alertdialog', { name: `Cancel order ${first.number}?` });
    await expect(ask.getByRole('button', { name: 'Keep order' })).toBeFocused();
    await shot(page, 'order-cancel-dialog');
    await expectNoSeriousA11yIssues(page);
    await ask.getByRole('button', { name: 'Keep order' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveText('Pending');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await ask.getByRole('button', { name: 'Cancel order' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    expect((await productById(request, product._id)).stock).toBe(3);
  });

  test('Whishlist shows the wishlist', async ({ page, login }) => {
    await login('customer');
    await page.goto('/dashboard/whishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Whishlist' })).toBeVisible();
    await expect(page.getByText('No items in wishlist')).toBeVisible();
  });
});
