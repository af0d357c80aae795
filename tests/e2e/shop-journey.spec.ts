// The shopper's whole journey: catalogue -> product page -> add 2 -> checkout -> sign up ->
// place order -> confirmation -> own Orders (pending) -> the admin marks it paid, then shipped
// -> the shopper sees shipped; the product's stock went down by 2. Along the way the shop's mails
// arrive at a real SMTP server (tests/e2e/mailbox.ts) and their links are followed: the sign-up's
// verification, the order's confirmation and the "shipped" news.
import { ADMIN } from '../../playwright.config';
import { makeProduct, productById, quoteFor, shot, shown } from './commerceHelpers';
import { expect, expectNoSeriousA11yIssues, islandReady, signInApi, storeSession, test } from './fixtures';
import { linkIn, waitForMail } from './mailbox';
import { PASSWORD, uniqueEmail } from './shopHelpers';

test('browse, buy, and follow the order until it ships', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const product = await makeProduct(request, { price: 25, stock: 6 }, 'Journey Radio');

  await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
  await islandReady(page);
  await page.getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText('$25.00');
  await islandReady(page);
  await page.getByLabel('Quantity').fill('2');
  await page.getByTestId('product-info').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-toast]').last()).toContainText(`2 × ${product.name} added to your cart.`);
  const cartLink = page.getByRole('link', { name: /^Cart, items:/ });
  await expect(cartLink).toHaveAccessibleName('Cart, items: 2');

  // the cart's totals are the server's quote
  const cartQuote = quoteFor(page, [{ productId: product._id, quantity: 2 }]);
  await cartLink.click();
  await expect(page).toHaveURL('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.name);
  const quote = await cartQuote;
  expect(quote.subtotal).toBe(50);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(shown(quote.subtotal));
  await expect(page.getByTestId('cart-total')).toHaveText(shown(quote.total));
  await page.getByRole('complementary', { name: 'Cart summary' }).getByRole('link', { name: 'Checkout' }).click();

  // signed out: /auth, then back to checkout with the cart intact
  await expect(page).toHaveURL(/\/auth\?next=%2Fcheckout$/);
  await islandReady(page);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Create Account' });
  const email = uniqueEmail('journey');
  await panel.getByLabel('Full Name').fill('Jo Journey');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Contact').fill('+1 555 0142');
  await panel.getByLabel('Password').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('/checkout');

  await expect(page.getByLabel('Full name')).toHaveValue('Jo Journey');
  await expect(page.getByLabel('Phone')).toHaveValue('+1 555 0142');
  await expect(page.getByTestId('summary-line')).toContainText(`${product.name} × 2`);
  await expect(page.getByTestId('checkout-total')).toHaveText(shown(quote.total));
  await expect(page.getByRole('radio', { name: 'Pay on delivery' })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toContainText('Please check the shipping address.');
  await expect(page.getByText('Address line 1 is required')).toBeVisible();
  await expect(page.getByLabel('Address line 1')).toBeFocused();
  await page.getByLabel('Address line 1').fill('12 Market Street');
  await page.getByLabel('City', { exact: true }).fill('Springfield');
  await page.getByLabel('Country').selectOption('US');
  await expect(page.getByLabel('Save this address to my account')).toBeChecked();
  await shot(page, 'checkout');
  await expectNoSeriousA11yIssues(page);
  // placed for the total shown, which the quote for the complete address confirms
  const placing = page.waitForRequest((req) => req.url().endsWith('/api/orders') && req.method() === 'POST');
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await placing).postDataJSON().expectedTotal).toBe(quote.total);

  await page.waitForURL(/\/dashboard\/orders\?id=.+&placed=1$/);
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you!' });
  await expect(thanks).toContainText(/Your order EL-\d+ is placed\./);
  const number = (await page.getByTestId('order-number').textContent())!;
  await expect(page.getByRole('main').getByText(number, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
  await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveText('Pending');
  await shot(page, 'order-confirmation');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!).savedAddress.line1).toBe(
    '12 Market Street',
  );
  expect((await productById(request, product._id)).stock).toBe(4);

  // the confirmation mail lists the order and its link opens it
  const confirmation = await waitForMail(email, new RegExp(`order ${number}$`));
  expect(confirmation.text).toContain(`${product.name}`);
  expect(confirmation.text).toContain('$50.00');
  expect(confirmation.text).toContain('12 Market Street');
  expect(confirmation.text).toContain('Pay on delivery');
  const orderLink = linkIn(confirmation, '/dashboard/orders');
  await page.goto('/');
  await page.goto(orderLink);
  await expect(page.getByTestId('order-detail').getByTestId('order-number')).toHaveText(number);

  // the sign-up's verification mail: its link verifies the address
  const verification = await waitForMail(email, /Confirm your e-mail address/);
  await page.goto(linkIn(verification, '/verify-email'));
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
    `Thank you: ${email} is verified.`,
  );

  await page.goto('/dashboard/orders');
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('$50.00');

  // the admin, in another browser: pay on delivery ships unpaid (only allowed moves are offered)
  const adminContext = await browser.newContext({ viewport: page.viewportSize()! });
  const admin = await adminContext.newPage();
  await storeSession(admin, await signInApi(request, ADMIN.email, ADMIN.password));
  await admin.goto('/admin/orders');
  await islandReady(admin);
  await admin.getByPlaceholder('Search products...').fill(number);
  await admin
    .getByRole('button', { name: `Open order ${number}` })
    .filter({ visible: true })
    .click();
  const dialog = admin.getByRole('dialog', { name: `Order ${number}` });
  const status = dialog.getByLabel('Change status to');
  await expect(status.locator('option')).toHaveText(['Shipped', 'Cancelled']);
  await status.selectOption('shipped');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(dialog.getByTestId('order-status')).toHaveText('Shipped');
  await expect(status.locator('option')).toHaveText(['Delivered and paid', 'Cancelled: refused or not collected']);
  await adminContext.close();

  const shipped = await waitForMail(email, new RegExp(`${number} has shipped`));
  expect(linkIn(shipped, '/dashboard/orders')).toBe(orderLink);
  await row.getByRole('link', { name: number }).click();
  await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveText('Shipped');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect((await productById(request, product._id)).stock).toBe(4);
});
