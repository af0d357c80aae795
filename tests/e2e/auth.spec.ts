import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './fixtures';
import { createCustomer, islandReady, PASSWORD, uniqueEmail, test, toast } from './shopHelpers';

async function open(page: Page) {
  await page.goto('/auth');
  await islandReady(page);
}

/** the success toast the page after /auth shows (src/stores/notice.ts) */
const notice = (page: Page, text: string) => toast(page, text).and(page.getByRole('status'));
const accountMenuButton = (page: Page) => page.getByRole('button', { name: /^Account menu:/ });

/** Top-center (docs/product.md#limits), below the page's header rather than over it. */
async function expectTopCenter(page: Page, said: ReturnType<typeof notice>) {
  const box = (await said.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
  const header = await page.locator('header').first().boundingBox();
  if (header) expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
}

test.describe('auth', () => {
  test('tabs switch between Login and Create Account, also by keyboard', async ({ page }) => {
    await open(page);
    const login = page.getByRole('tab', { name: 'Login' });
    const create = page.getByRole('tab', { name: 'Create Account' });
    await expect(login).toHaveAttribute('aria-selected', 'true');
    const loginPanel = page.getByRole('tabpanel', { name: 'Login' });
    await expect(loginPanel.getByLabel('Email')).toBeVisible();
    await expect(loginPanel.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(loginPanel.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');

    await create.click();
    await expect(create).toHaveAttribute('aria-selected', 'true');
    const createPanel = page.getByRole('tabpanel', { name: 'Create Account' });
    for (const label of ['Full Name', 'Email', 'Contact', 'Password'])
      await expect(createPanel.getByLabel(label, { exact: true })).toBeVisible();
    await expect(loginPanel).toBeHidden();

    await create.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(login).toBeFocused();
    await expect(login).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yIssues(page);
  });

  test('Show reveals the password and Hide covers it again, on Login and Create Account', async ({ page }) => {
    await open(page);
    for (const tab of ['Login', 'Create Account']) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      const password = panel.getByLabel('Password', { exact: true });
      await password.fill('hunter2-secret');
      await panel.getByRole('button', { name: 'Show' }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await expect(panel.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
      await panel.getByRole('button', { name: 'Hide' }).click();
      await expect(password).toHaveAttribute('type', 'password');
    }
  });

  test('signup success: session stored, home, and there a top-center toast with the server message', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Create Account' });
    const email = uniqueEmail('signup');
    await panel.getByLabel('Full Name').fill('New Shopper');
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Contact').fill('0987654321');
    await panel.getByLabel('Password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const said = notice(page, 'Account created successfully');
    await expect(said).toBeVisible();
    await expectTopCenter(page, said);
    await expect(accountMenuButton(page)).toHaveAccessibleName('Account menu: New Shopper');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.user.email).toBe(email);
  });

  test('signup failure: "Signup fail!" with the server message', async ({ page, allowConsoleError, request }) => {
    allowConsoleError(/Failed to load resource/);
    const existing = await createCustomer(request);
    await open(page);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Create Account' });
    await panel.getByLabel('Full Name').fill('Twin');
    await panel.getByLabel('Email').fill(existing.user.email);
    await panel.getByLabel('Contact').fill('0987654321');
    await panel.getByLabel('Password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('Signup fail! An account with this email already exists.');
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('signup password: the rule shows under the field as you type and turns into what is wrong', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource/);
    await open(page);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Create Account' });
    const email = uniqueEmail('rule');
    const password = panel.getByLabel('Password');
    const hint = 'At least 8 characters, not your e-mail address and not a commonly used password.';
    await expect(password).toHaveAccessibleDescription(hint);
    await panel.getByLabel('Email').fill(email);
    await password.pressSequentially('abc');
    // too short is not an error while typing, only once the field is left
    await expect(panel.getByText(hint)).toBeVisible();
    await panel.getByLabel('Full Name').focus();
    await expect(panel.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill(email.split('@')[0]);
    await expect(password).toHaveAccessibleDescription('Password must not be your e-mail address');
    await password.fill('kettle-harbour-42');
    await expect(password).toHaveAccessibleDescription(hint);
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    // the common-password list stays on the server: its 400 answers the submit
    await panel.getByLabel('Full Name').fill('Rule Reader');
    await password.fill('password1');
    await panel.getByRole('button', { name: 'Create Account' }).click();
    // said in words: the toast, and beside the field it names
    await expect(toast(page)).toContainText(
      'Signup fail! Password is too common or too easy to guess: please choose another',
    );
    await expect(password).toHaveAccessibleDescription(
      'Password is too common or too easy to guess: please choose another',
    );
  });

  test('every problem at once beside its field, "is required" when empty; nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/') && sent.push(r.url()));
    await open(page);
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await expect(login.getByLabel('Email')).toBeFocused();
    await expect(login.getByLabel('Password')).toHaveAccessibleDescription('Password is required');

    await page.getByRole('tab', { name: 'Create Account' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Create Account' });
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expect(panel.getByLabel('Full Name')).toHaveAccessibleDescription('Full Name is required');
    await expect(panel.getByLabel('Full Name')).toBeFocused();
    await expect(panel.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await expect(panel.getByLabel('Contact')).toHaveAccessibleDescription('');
    await expect(panel.getByLabel('Password')).toHaveAccessibleDescription('Password is required');
    await expectNoSeriousA11yIssues(page);

    // a problem goes as soon as its field is fixed; what a filled field must be is said on the next try
    await panel.getByLabel('Full Name').fill('Ann');
    await expect(panel.getByLabel('Full Name')).toHaveAccessibleDescription('');
    await panel.getByLabel('Email').fill('ann');
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expect(panel.getByLabel('Email')).toHaveAccessibleDescription('Email must be a valid e-mail address');
    await expect(panel.getByLabel('Email')).toBeFocused();
    expect(sent).toEqual([]);
    await expect(toast(page)).toHaveCount(0);
  });

  test('signin success: session stored, home with the toast; submit is disabled while sending', async ({
    page,
    request,
  }) => {
    const account = await createCustomer(request, { name: 'Returning Shopper' });
    await open(page);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/signin', async (route) => {
      await gate;
      await route.continue();
    });
    const panel = page.getByRole('tabpanel', { name: 'Login' });
    await panel.getByLabel('Email').fill(account.user.email);
    await panel.getByLabel('Password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Login' }).click();
    await expect(panel.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(notice(page, 'Signed in successfully')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email)).toBe(
      account.user.email,
    );
  });

  test('signin failure and network errors show an error toast with the message', async ({
    page,
    allowConsoleError,
    request,
  }) => {
    allowConsoleError(/Failed to load resource/);
    const account = await createCustomer(request);
    await open(page);
    const panel = page.getByRole('tabpanel', { name: 'Login' });
    await panel.getByLabel('Email').fill(account.user.email);
    await panel.getByLabel('Password').fill('wrong-password-1');
    await panel.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page)).toContainText('Invalid email or password.');
    await expect(panel.getByRole('button', { name: 'Login' })).toBeEnabled();

    await page.route('**/api/auth/signin', (route) => route.abort('internetdisconnected'));
    await panel.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page).filter({ hasText: 'Network error' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('signing in from a product page comes back to it; the header then shows the name menu', async ({
    page,
    request,
  }) => {
    const account = await createCustomer(request, { name: 'Menu Shopper' });
    const [product] = (await (await request.get('/api/products?page=1&limit=1')).json()).products;
    const productPath = `/products/${product.slug}`;
    await page.goto(productPath);
    await expect(accountMenuButton(page)).toBeHidden();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(productPath)}`);
    await islandReady(page);
    const panel = page.getByRole('tabpanel', { name: 'Login' });
    await panel.getByLabel('Email').fill(account.user.email);
    await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === productPath);
    await expect(notice(page, 'Signed in successfully')).toBeVisible();

    // the menu: keyboard usable, Escape closes it and gives the focus back, no Admin for a customer
    const button = accountMenuButton(page);
    await expect(button).toHaveAccessibleName('Account menu: Menu Shopper');
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' })).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#account-menu');
    await expect(menu.getByRole('link')).toHaveText(['Account', 'Orders']);
    await expect(menu.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/dashboard');
    await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/dashboard/orders');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Account' })).toBeFocused();
    await expectNoSeriousA11yIssues(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the customer area sends a signed-out visitor to sign in and back', async ({ page, request }) => {
    const account = await createCustomer(request);
    await page.goto('/dashboard/orders');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/orders');
    await islandReady(page);
    await page.getByRole('tab', { name: 'Login' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Login' });
    await panel.getByLabel('Email').fill(account.user.email);
    await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/orders');
    // the customer area shows the same toast, from the same store, below its top bar
    const said = notice(page, 'Signed in successfully');
    await expect(said).toBeVisible();
    await expectTopCenter(page, said);
  });

  // a real reset since docs/product.md#deliberate-changes (17); its form: tests/e2e/guest.spec.ts
  test('/forgot-password asks for the e-mail address and leads back to Login', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('form', { name: 'Reset your password' }).getByLabel('Email')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });
});
