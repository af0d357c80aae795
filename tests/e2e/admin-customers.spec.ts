// /admin/customers: search on name or e-mail, "-" for empty values, 5 rows a page, block and
// unblock (surviving a reload, and refused at sign-in), delete after asking, own row protected.
import type { Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import {
  createCustomer,
  expect,
  expectNoSeriousA11yIssues,
  islandReady,
  storeSession,
  test,
  toast,
  unique,
} from './fixtures';
import { tableRow, tableRows } from './adminHelpers';

async function openCustomers(page: Page) {
  await page.goto('/admin/customers');
  await islandReady(page);
  await expect(tableRows(page, 'Customers').first()).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search customer...').fill(text);
  await expect(tableRows(page, 'Customers')).toHaveCount(1);
}

test.describe('admin customers', () => {
  test.setTimeout(60_000);

  test('columns, "-" for empty values, search by name and by e-mail, 5 rows a page', async ({
    page,
    login,
    request,
  }) => {
    await login('admin');
    const tag = unique('Pagetest').replace(/\s+/g, '');
    const made = [];
    for (let i = 0; i < 6; i++)
      made.push(await createCustomer(request, { name: `${tag} Person${i}`, contact: `+1 555 010${i}` }));
    await openCustomers(page);
    if (page.viewportSize()!.width >= 640) {
      for (const h of ['Name', 'Email', 'Contact', 'Address', 'Status', 'Actions'])
        await expect(page.getByRole('columnheader', { name: h })).toBeVisible();
    }
    await page.getByPlaceholder('Search customer...').fill(tag.toLowerCase());
    // wait for the (debounced) search to land: the total counts only ours
    await expect(page.getByText('6 in total')).toBeVisible();
    await expect(tableRows(page, 'Customers')).toHaveCount(5);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(tableRows(page, 'Customers')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await search(page, made[0].user.email.toUpperCase());
    const row = tableRow(page, 'Customers', made[0].user.email);
    await expect(row).toContainText('+1 555 0100');
    await search(page, made[1].user.name);
    // sign-up asks no address, so that cell is empty: it shows "-"
    const row1 = tableRow(page, 'Customers', made[1].user.email);
    const values = page.viewportSize()!.width >= 640 ? row1.getByRole('cell') : row1.locator('dd');
    await expect(values.nth(2)).toHaveText('+1 555 0101');
    await expect(values.nth(3)).toHaveText('-');
  });

  test('block survives a reload and stops the customer; unblock lets them back in', async ({
    page,
    login,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource/);
    await login('admin');
    const customer = await createCustomer(request);
    await openCustomers(page);
    await search(page, customer.user.email);
    // blocking asks first, in the shop's dialog: Cancel keeps the customer active
    const blockButton = tableRow(page, 'Customers', customer.user.email).getByRole('button', { name: /^Active/ });
    await blockButton.click();
    const ask = page.getByRole('alertdialog', { name: 'Block Customer' });
    await expect(ask).toContainText('Are you sure you want to block:');
    await expect(ask).toContainText(customer.user.name);
    await expect(ask).toContainText(customer.user.email);
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yIssues(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(blockButton).toBeFocused();
    expect(
      (
        await request.post('/api/auth/signin', { data: { email: customer.user.email, password: customer.password } })
      ).status(),
    ).toBe(200);
    await blockButton.click();
    await ask.getByRole('button', { name: 'Block' }).click();
    await expect(ask).toBeHidden();
    await expect(toast(page, `${customer.user.name} is now blocked`)).toBeVisible();
    await expect(
      tableRow(page, 'Customers', customer.user.email).getByRole('button', { name: /^Blocked/ }),
    ).toBeVisible();
    await page.reload();
    await islandReady(page);
    await search(page, customer.user.email);
    await expect(
      tableRow(page, 'Customers', customer.user.email).getByRole('button', { name: /^Blocked/ }),
    ).toBeVisible();

    const blockedSignin = await request.post('/api/auth/signin', {
      data: { email: customer.user.email, password: customer.password },
    });
    expect(blockedSignin.status()).toBe(403);
    const blockedProfile = await request.get('/api/auth/profile', {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(blockedProfile.status()).toBe(403);

    await tableRow(page, 'Customers', customer.user.email)
      .getByRole('button', { name: /^Blocked/ })
      .click();
    await expect(
      tableRow(page, 'Customers', customer.user.email).getByRole('button', { name: /^Active/ }),
    ).toBeVisible();
    const again = await request.post('/api/auth/signin', {
      data: { email: customer.user.email, password: customer.password },
    });
    expect(again.status()).toBe(200);
  });

  test('a blocked customer is signed out of their area with a message', async ({ browser, login, request }) => {
    const { token } = await login('admin');
    const customer = await createCustomer(request);
    const other = await browser.newContext();
    const customerPage = await other.newPage();
    const errors: string[] = [];
    customerPage.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await storeSession(customerPage, customer);
    const res = await request.put(`/api/users/${customer.user._id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'blocked' },
    });
    expect(res.ok()).toBe(true);
    await customerPage.goto('/dashboard');
    // the sign-in page says why, and signing in again comes back to the page
    await expect(customerPage).toHaveURL(/\/auth\?next=%2Fdashboard&ended=1$/);
    await expect(customerPage.getByRole('alert')).toHaveText(/blocked\. Please sign in again\./);
    expect(errors.every((e) => /Failed to load resource/.test(e))).toBe(true);
    // once unblocked, signing in on that page brings the customer back to their area
    const unblocked = await request.put(`/api/users/${customer.user._id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'active' },
    });
    expect(unblocked.ok()).toBe(true);
    await islandReady(customerPage);
    const panel = customerPage.getByRole('tabpanel', { name: 'Login' });
    await panel.getByLabel('Email').fill(customer.user.email);
    await panel.getByLabel('Password', { exact: true }).fill(customer.password);
    await panel.getByRole('button', { name: 'Login' }).click();
    await customerPage.waitForURL((url) => url.pathname === '/dashboard');
    await expect(customerPage.getByRole('heading', { level: 1, name: 'Profile Page' })).toBeVisible();
    await other.close();
  });

  test('delete asks in the dialog, Cancel keeps, Delete removes', async ({ page, login, request }) => {
    await login('admin');
    const customer = await createCustomer(request);
    await openCustomers(page);
    await search(page, customer.user.email);
    const row = tableRow(page, 'Customers', customer.user.email);
    await row.getByRole('button', { name: `Delete ${customer.user.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Customer' });
    await expect(dialog).toContainText('Are you sure you want to delete:');
    await expect(dialog).toContainText(customer.user.name);
    await expect(dialog).toContainText(customer.user.email);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${customer.user.name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(customer.user.email)).toHaveCount(0);
    const gone = await request.post('/api/auth/signin', {
      data: { email: customer.user.email, password: customer.password },
    });
    expect(gone.status()).toBe(401);
  });

  test('the signed-in admin cannot block or delete their own account', async ({
    page,
    login,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource/);
    const { token, user } = await login('admin');
    await openCustomers(page);
    await search(page, ADMIN.email);
    const row = tableRow(page, 'Customers', ADMIN.email);
    await expect(row.getByRole('button', { name: /^Active/ })).toBeDisabled();
    await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(row).toContainText('You');
    const headers = { Authorization: `Bearer ${token}` };
    const block = await request.put(`/api/users/${user._id}`, { headers, data: { status: 'blocked' } });
    expect(block.ok()).toBe(false);
    const remove = await request.delete(`/api/users/${user._id}`, { headers });
    expect(remove.ok()).toBe(false);
    expect((await request.get('/api/auth/profile', { headers })).status()).toBe(200);
  });
});
