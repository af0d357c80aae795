// Paying by card as a shopper does: the checkout offers "Card (Stripe)", placing the order goes
// to Stripe's page (the local stand-in's, which pays the session and sends the signed webhook,
// tests/e2e/stripeStandInServer.ts) and back to the order page, which shows the payment
// received without a reload. Then the admin sees the Stripe record and refunds by cancelling.
import { productById, makeProduct, seedCart, shot } from './commerceHelpers';
import { createCustomer, expect, expectNoSeriousA11yIssues, islandReady, storeSession, test } from './fixtures';

test('a card checkout goes to the payment page and back to a paid order; the admin refunds it', async ({
  page,
  request,
  login,
}) => {
  test.setTimeout(90_000);
  const product = await makeProduct(request, { price: 25, stock: 4 }, 'Card Desk Clock');
  const customer = await createCustomer(request);
  await storeSession(page, customer);
  await seedCart(page, [{ productId: product._id, quantity: 2 }]);

  await page.goto('/checkout');
  await islandReady(page);
  await page.getByLabel('Full name').fill('Cara Card');
  await page.getByLabel('Phone').fill('+1 555 0133');
  await page.getByLabel('Address line 1').fill('3 Mint Street');
  await page.getByLabel('City', { exact: true }).fill('Springfield');
  await page.getByLabel('Country').selectOption('US');
  const card = page.getByRole('radio', { name: 'Card (Stripe)' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pay on delivery' })).toBeChecked();
  await card.check();
  await expect(page.getByTestId('checkout-total')).toHaveText('$50.00');
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'checkout-card');

  // the stand-in's hosted page pays at once and redirects back, as Stripe's success_url does
  const back = page.waitForURL(/\/dashboard\/orders\?id=[\w-]+&payment=done$/);
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await back;
  await islandReady(page);
  const banner = page.getByTestId('payment-banner');
  // the webhook may come after the shopper: the page refreshes itself until it has
  await expect(banner).toHaveText(/Payment received|Waiting for payment confirmation/);
  await expect(banner).toHaveText('Payment received', { timeout: 15_000 });
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('payment-state')).toHaveText('Payment received');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'order-paid-by-card');
  expect((await productById(request, product._id)).stock).toBe(2);
  const number = (await page.getByTestId('order-number').textContent())!;

  // the admin: the Stripe record, and cancelling refunds
  await login('admin');
  const adminPage = page;
  await adminPage.goto('/admin/orders');
  await islandReady(adminPage);
  const main = adminPage.getByRole('main');
  await main.getByPlaceholder('Search products...').fill(number);
  await main
    .getByRole('button', { name: `Open order ${number}` })
    .filter({ visible: true })
    .click();
  const dialog = adminPage.getByRole('dialog', { name: `Order ${number}` });
  const record = dialog.getByTestId('payment-record');
  await expect(record).toContainText('Stripe: Paid');
  await expect(record).toContainText(/Checkout Session: cs_test_/);
  await expect(record).toContainText(/Payment Intent: pi_test_/);
  await expectNoSeriousA11yIssues(adminPage);
  await shot(adminPage, 'admin-order-card');
  await expect(dialog.getByLabel('Change status to').locator('option')).toHaveText([
    'Shipped',
    'Cancelled and refunded',
  ]);
  await dialog.getByLabel('Change status to').selectOption({ label: 'Cancelled and refunded' });
  await dialog.getByRole('button', { name: 'Update status' }).click();
  const ask = adminPage.getByRole('alertdialog', { name: `Cancel order ${number}?` });
  await expect(ask).toContainText('refunded through Stripe');
  await ask.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog.getByTestId('order-status')).toHaveText('Refunded');
  await expect(record).toContainText('Stripe: Refunded');
  await expect(record).toContainText(/Refund: re_test_/);
  expect((await productById(request, product._id)).stock).toBe(4);
});

test('an unpaid card order waits, offers the payment page, and shows the payment once it arrives', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const product = await makeProduct(request, { price: 12, stock: 3 }, 'Card Cable');
  const customer = await createCustomer(request);
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${customer.token}`, 'Idempotency-Key': `e2e-card-${product._id}` },
    data: {
      items: [{ productId: product._id, quantity: 1 }],
      shippingAddress: {
        name: 'Wes Waiting',
        phone: '+1 555 0144',
        line1: '4 Wait Way',
        city: 'Springfield',
        country: 'USA',
      },
      paymentMethod: 'card',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order, paymentUrl } = await placed.json();
  await storeSession(page, customer);
  await page.goto(`/dashboard/orders?id=${order._id}&payment=cancelled`);
  await islandReady(page);
  await expect(page.getByTestId('payment-banner')).toHaveText('Waiting for payment confirmation');
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(page.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', paymentUrl);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'order-awaiting-payment');

  // paid elsewhere (the stand-in's page, as if in another tab): this page learns it by itself
  const paid = await request.get(paymentUrl, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect(page.getByTestId('payment-banner')).toHaveText('Payment received', { timeout: 15_000 });
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
});
