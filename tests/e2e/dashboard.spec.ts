// The customer area: guard, layout, menu, placeholders, logout, refused tokens, a11y.
import { expect, expectNoSeriousA11yIssues, islandReady, storeSession, test } from './fixtures';

const CUSTOMER_PAGES = [
  { path: '/dashboard', title: 'Profile Page', menu: null },
  { path: '/dashboard/account-settings', title: 'Account Settings', menu: 'Account Settings' },
  { path: '/dashboard/orders', title: 'Orders', menu: 'Orders' },
  { path: '/dashboard/whishlist', title: 'Whishlist', menu: 'Whishlist' },
  { path: '/dashboard/address', title: 'Address', menu: 'Address' },
  { path: '/dashboard/change-password', title: 'Change Pasword', menu: 'Change Pasword' },
];

const CUSTOMER_MENU = ['Account Settings', 'Orders', 'Whishlist', 'Address', 'Change Pasword', 'Logout'];

test.describe('customer area', () => {
  test('signed out, /dashboard and /admin send the visitor to /auth, to come back afterwards', async ({ page }) => {
    for (const path of ['/dashboard', '/dashboard/orders', '/admin', '/admin/products']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
    }
  });

  test('a token without a stored user counts as signed out', async ({ page, allowConsoleError }) => {
    // the sign-in page itself may check the leftover token and be told 401
    allowConsoleError(/401 \(Unauthorized\).*api\/auth\/profile/);
    const profileCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/profile') && profileCalls.push(page.url()));
    await page.addInitScript(() => localStorage.setItem('token', 'some-token'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/auth?next=%2Fdashboard');
    // the guard left at once, without asking the server about a session it knows is incomplete
    expect(profileCalls.filter((u) => u.includes('/dashboard'))).toEqual([]);
  });

  test('a customer gets the User Account menu and every placeholder page', async ({ page, login }, testInfo) => {
    await login('customer');
    for (const { path, title, menu } of CUSTOMER_PAGES) {
      await page.goto(path);
      await islandReady(page);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Account menu' }).filter({ visible: true });
      await expect(page.getByText('User Account').filter({ visible: true }).first()).toBeVisible();
      for (const item of CUSTOMER_MENU) {
        await expect(nav.getByRole(item === 'Logout' ? 'button' : 'link', { name: item, exact: true })).toBeVisible();
      }
      await expect(nav.getByText('Dashboard', { exact: true })).toHaveCount(0);
      const current = nav.locator('[aria-current="page"]');
      if (menu) await expect(current).toHaveText(menu);
      else await expect(current).toHaveCount(0);
      if (testInfo.project.name === 'phone') await page.keyboard.press('Escape');
    }
  });

  test('a customer is kept out of the admin area', async ({ page, login }) => {
    await login('customer');
    for (const path of ['/admin', '/admin/products', '/admin/customers']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('shows Loading while the session loads', async ({ page, login }) => {
    await login('customer');
    await page.route('**/api/auth/profile', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });

  test('Logout clears the stored session and goes to /', async ({ page, login }, testInfo) => {
    await login('customer');
    await page.goto('/dashboard/address');
    await islandReady(page);
    if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);
    expect(stored.map((v) => (v === null || v === '' || v === 'null' ? null : v))).toEqual([null, null]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/auth?next=%2Fdashboard');
  });

  test('a token the server refuses signs the person out with a message', async ({ page, login, allowConsoleError }) => {
    allowConsoleError(/401|Unauthorized/i);
    const session = await login('customer');
    await storeSession(page, { ...session, token: `${session.token}x` });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard&ended=1$/);
    await expect(page.getByRole('alert')).toHaveText(/Please sign in again\./);
    // signed out: the stored user is gone (the key is removed)
    expect(await page.evaluate(() => localStorage.getItem('user') ?? '')).not.toContain('@');
  });

  test('no serious accessibility issues on the customer pages', async ({ page, login }) => {
    test.setTimeout(90_000);
    await login('customer');
    for (const { path, title } of CUSTOMER_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    }
  });
});
