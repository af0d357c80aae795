// Forgot and reset password forms, a guest's checkout to its confirmation, and order tracking,
// as a shopper uses them (keyboard included), each page axe-checked.
import type { Page } from '@playwright/test';
import { tableRow } from './adminHelpers';
import { makeProduct, seedCart, shot } from './commerceHelpers';
import { createCustomer, expect, expectNoSeriousA11yIssues, islandReady, test } from './fixtures';
import { uniqueEmail } from './shopHelpers';

async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Gia Guest');
  await page.getByLabel('Phone').fill('+1 555 0177');
  await page.getByLabel('Address line 1').fill('7 Harbour Lane');
  await page.getByLabel('City', { exact: true }).fill('Springfield');
  await page.getByLabel('Country').fill('USA');
}

test.describe('forgot password', () => {
  test('one e-mail field, the same answer whatever the address, by keyboard', async ({ page, request }) => {
    const customer = await createCustomer(request);
    await page.goto('/auth');
    await islandReady(page);
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await islandReady(page);
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'forgot-password');

    const email = page.getByLabel('Email', { exact: true });
    await email.focus();
    await page.keyboard.type(customer.user.email);
    await page.keyboard.press('Enter');
    const answer = page.getByRole('status').filter({ hasText: 'If an account uses this e-mail address' });
    await expect(answer).toBeVisible();
    await expect(answer).toBeFocused();
    const known = await answer.textContent();
    await shot(page, 'forgot-password-sent');
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('button', { name: 'try another address' }).click();
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account' })).toHaveText(known!);
  });

  test('a missing, unknown or used link says so and offers a new one', async ({ page, allowConsoleError }) => {
    allowConsoleError(/Failed to load resource/);
    await page.goto('/reset-password');
    await islandReady(page);
    await expect(page.getByRole('alert')).toContainText('needs the link from your password reset mail');
    await page.goto(`/reset-password?token=${'x'.repeat(43)}`);
    await islandReady(page);
    await page.getByLabel('New password', { exact: true }).fill('a long new passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This password reset link is not valid');
    await expect(page.getByRole('alert')).toBeFocused();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('the new password form: the rule as you type, then signed in', async ({ page, request }) => {
    const customer = await createCustomer(request);
    // the link's token is in the mail (tests/api/accountMail.test.ts follows it); here the
    // server's answer to it is stood in by a real sign-in of the same account
    const signin = await request.post('/api/auth/signin', {
      data: { email: customer.user.email, password: customer.password },
    });
    const session = await signin.json();
    await page.route('**/api/auth/reset-password', (route) =>
      route.fulfill({
        json: { ...session, success: true, message: 'Your password has been changed. You are signed in.' },
      }),
    );
    await page.goto(`/reset-password?token=${'t'.repeat(43)}`);
    await islandReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const field = page.getByLabel('New password', { exact: true });
    await expect(field).toHaveAccessibleDescription(/At least 8 characters/);
    await field.fill('short');
    await field.blur();
    await expect(page.getByText('New password must be at least 8 characters')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'reset-password');
    await field.fill('a long new passphrase');
    await field.press('Enter');
    const done = page.getByRole('status').filter({ hasText: 'Your password has been changed' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(session.token);
    await shot(page, 'reset-password-done');
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('guest checkout and order tracking', () => {
  test('a guest buys without an account, sees the confirmation, and tracks the order', async ({
    page,
    request,
    allowConsoleError,
  }) => {
    test.setTimeout(90_000);
    allowConsoleError(/Failed to load resource/);
    const product = await makeProduct(request, { price: 19, stock: 5 }, 'Guest Lamp');
    await seedCart(page, [{ productId: product._id, quantity: 2 }]);
    const email = uniqueEmail('guest');

    // the trip from the cart still passes the sign-in page, which offers the guest way too
    await page.goto('/cart');
    await islandReady(page);
    await page.getByRole('complementary', { name: 'Cart summary' }).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fcheckout$/);
    await islandReady(page);
    await page.getByRole('link', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL('/checkout?guest=1');
    await islandReady(page);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Contact' })).toBeVisible();
    await expect(page.getByLabel('Save this address to my account')).toHaveCount(0);

    // straight to /checkout, signed out: the choice
    await page.goto('/checkout');
    await islandReady(page);
    await expect(page.getByRole('heading', { name: 'How would you like to check out?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fcheckout',
    );
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'checkout-choice');
    await page.getByRole('button', { name: 'Continue as guest' }).click();

    await fillAddress(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert')).toContainText('Please check your e-mail address.');
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await expect(page.getByTestId('checkout-total')).toHaveText('$38.00');
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'checkout-guest');
    await page.getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL(/\/order-tracking\?key=[\w-]+&placed=1$/);
    await expect(page.getByRole('heading', { name: 'Thank you: your order is placed' })).toBeVisible();
    await expect(page.getByText(`We have sent a confirmation to ${email}`)).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent())!;
    expect(number).toMatch(/^EL-\d+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Pending');
    await expect(page.getByTestId('order-total')).toHaveText('$38.00');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'guest-order');
    // the link keeps working: it is the one the confirmation mail carries
    await page.reload();
    await islandReady(page);
    await expect(page.getByTestId('order-number')).toHaveText(number);

    // Order Tracking from the top bar: a wrong e-mail, then the right one
    await page.getByRole('link', { name: 'Order Tracking' }).first().click();
    await expect(page).toHaveURL('/order-tracking');
    await islandReady(page);
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'order-tracking');
    await page.getByLabel('Order number').fill(number.toLowerCase());
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('wrong'));
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByRole('alert')).toContainText('No order matches this order number and e-mail address');
    await page.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await page.getByLabel('Email', { exact: true }).press('Enter');
    const heading = page.getByRole('heading', { name: `Order ${number}` });
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('order-detail')).toContainText(`${product.name}`);
    await expect(page.getByText(/^Last updated /)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'order-tracking-found');
    await page.getByRole('button', { name: 'Track another order' }).click();
    await expect(page.getByLabel('Order number')).toBeVisible();
  });
});

test.describe('e-mail verification', () => {
  test('the verification page says how the link went; the admin sees who is verified', async ({
    page,
    login,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource/);
    // a real link is followed in tests/api/accountMail.test.ts; a wrong one says so here
    await page.goto(`/verify-email?token=${'v'.repeat(43)}`);
    await islandReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('This verification link is not valid');
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'verify-email');

    const customer = await createCustomer(request);
    await login('admin');
    await page.goto('/admin/customers');
    await islandReady(page);
    await page.getByPlaceholder('Search customer...').fill(customer.user.email);
    // the (debounced) search has landed: the list is no longer dimmed while it loads
    await expect(page.getByText('1 in total')).toBeVisible();
    await expect(tableRow(page, 'Customers', customer.user.email)).toContainText('Not verified');
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'admin-customers');
  });
});
