// Forgot and reset password forms, a guest's checkout to its confirmation, order tracking and
// e-mail verification, as a shopper uses them (keyboard included), each page axe-checked. The
// mails arrive at a real SMTP server and their links are followed (tests/e2e/mailbox.ts).
import type { Page } from '@playwright/test';
import { tableRow } from './adminHelpers';
import { makeProduct, seedCart, shot } from './commerceHelpers';
import { createCustomer, expect, expectNoSeriousA11yIssues, islandReady, storeSession, test, toast } from './fixtures';
import { linkIn, waitForMail } from './mailbox';
import { uniqueEmail } from './shopHelpers';

async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Gia Guest');
  await page.getByLabel('Phone').fill('+1 555 0177');
  await page.getByLabel('Address line 1').fill('7 Harbour Lane');
  await page.getByLabel('City', { exact: true }).fill('Springfield');
  await page.getByLabel('Country').selectOption('US');
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

  test('the mailed link: the rule as you type, the new password signs in, the old one and the link are spent', async ({
    page,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource/);
    const customer = await createCustomer(request);
    const email = customer.user.email;
    await page.goto('/forgot-password');
    await islandReady(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account' })).toBeVisible();

    const mail = await waitForMail(email, /Reset your .* password/);
    const link = linkIn(mail, '/reset-password');
    await page.goto(link);
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
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await shot(page, 'reset-password-done');
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page).toHaveURL('/dashboard');

    // the new password signs in; the old one and the old session no longer do
    const signin = (password: string) => request.post('/api/auth/signin', { data: { email, password } });
    expect((await signin('a long new passphrase')).status()).toBe(200);
    expect((await signin(customer.password)).status()).toBe(401);
    const oldSession = await request.get('/api/auth/profile', {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(oldSession.status()).toBe(401);

    // the link is single use
    await page.goto(link);
    await islandReady(page);
    await page.getByLabel('New password', { exact: true }).fill('another long passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This password reset link');
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

    // the country is a list, the shipping zones' countries first; no text to misspell
    const country = page.getByLabel('Country');
    await expect(country.locator('optgroup[label="We ship to"] option')).toContainText([
      'Germany',
      'United Kingdom',
      'United States',
    ]);
    await expect(country.locator('optgroup[label="Other countries"] option').first()).toHaveText('Afghanistan');
    await fillAddress(page);
    await expect(country).toHaveValue('US');
    await shot(page, 'checkout-country');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert')).toContainText('Please check your e-mail address.');
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await expect(page.getByTestId('checkout-total')).toHaveText('$38.00');
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'checkout-guest');
    await page.getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL(/\/order-tracking\?key=[\w-]+&placed=1$/);
    const thanks = page.getByRole('heading', { name: 'Thank you: your order is placed' });
    await expect(thanks).toBeVisible();
    await expect(page.getByText(`We have sent a confirmation to ${email}`)).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent())!;
    expect(number).toMatch(/^EL-\d+$/);
    // the number once, a full breadcrumb, the way back to the shop, and focus left where the page starts
    await expect(page.getByRole('main').getByText(number, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home\s*\/\s*Order Tracking/);
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
    await expect(thanks).not.toBeFocused();
    await expect(page.getByTestId('order-status')).toHaveText('Pending');
    await expect(page.getByTestId('order-total')).toHaveText('$38.00');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'guest-order');
    // the confirmation mail's link opens the order, in any browser (an unguessable per-order key)
    const mail = await waitForMail(email, new RegExp(`order ${number}$`));
    expect(mail.text).toContain(product.name);
    expect(mail.text).toContain('$38.00');
    const orderLink = linkIn(mail, '/order-tracking');
    expect(orderLink).toBe(new URL(page.url()).pathname + new URL(page.url()).search.replace('&placed=1', ''));
    const elsewhere = await page.context().browser()!.newPage();
    await elsewhere.goto(orderLink);
    await islandReady(elsewhere);
    await expect(elsewhere.getByTestId('order-number')).toHaveText(number);
    await expect(elsewhere.getByTestId('order-total')).toHaveText('$38.00');
    await elsewhere.close();

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
  test('sign-up mails a link that verifies the address; a wrong link says so; the admin sees who is verified', async ({
    page,
    login,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource/);
    await page.goto(`/verify-email?token=${'v'.repeat(43)}`);
    await islandReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('This verification link is not valid');
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'verify-email');

    const unverified = await createCustomer(request);
    const customer = await createCustomer(request);
    // an order placed as a guest with the address waits for the verification, and the Orders page says so
    const product = await makeProduct(request, { price: 12, stock: 5 }, 'Waiting Lamp');
    const guestOrder = await request.post('/api/orders', {
      headers: { 'Idempotency-Key': `e2e-wait-${Date.now()}` },
      data: {
        email: customer.user.email,
        items: [{ productId: product._id, quantity: 1 }],
        shippingAddress: {
          name: 'Gia Guest',
          phone: '+1 555 0177',
          line1: '7 Harbour Lane',
          city: 'Springfield',
          country: 'US',
        },
        paymentMethod: 'cod',
      },
    });
    expect(guestOrder.status(), await guestOrder.text()).toBe(201);
    await storeSession(page, customer);
    await page.goto('/dashboard/orders');
    await islandReady(page);
    await expect(page.getByText('You have no orders yet.')).toBeVisible();
    const waiting = page.getByTestId('guest-orders-waiting');
    await expect(waiting).toContainText(
      '1 order placed as a guest with this e-mail appears here once you verify your address.',
    );
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'orders-guest-waiting');
    await waiting.getByRole('button', { name: 'Resend verification mail' }).click();
    await expect(toast(page, `We have sent a new link to ${customer.user.email}.`)).toBeVisible();
    const mail = await waitForMail(customer.user.email, /Confirm your e-mail address/);
    await page.goto(linkIn(mail, '/verify-email'));
    await islandReady(page);
    // the guest order placed above joins the account, which the message adds
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
      `Thank you: ${customer.user.email} is verified.`,
    );
    await shot(page, 'verify-email-done');
    await page.goto('/dashboard/orders');
    await islandReady(page);
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(page.getByTestId('guest-orders-waiting')).toHaveCount(0);

    await login('admin');
    await page.goto('/admin/customers');
    await islandReady(page);
    for (const [who, state] of [
      [unverified, 'Not verified'],
      [customer, 'Verified'],
    ] as const) {
      await page.getByPlaceholder('Search customer...').fill(who.user.email);
      // the (debounced) search has landed: the list is no longer dimmed while it loads
      await expect(page.getByText('1 in total')).toBeVisible();
      await expect(tableRow(page, 'Customers', who.user.email)).toContainText(state);
    }
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'admin-customers');
  });
});
