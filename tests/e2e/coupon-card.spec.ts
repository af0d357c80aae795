// A coupon code as a shopper uses it: a wrong code is refused with the server's reason, the right
// one (typed in lower case) applies on the cart page, follows to checkout as a guest, and the card
// payment goes through the Stripe stand-in (tests/e2e/stripeStandInServer.ts) for exactly the
// discounted total the server quoted, which the order page shows with its promotion. And a code
// used up while the shopper is at checkout: the refusal's reason and quote, then the order without it.
import { STRIPE_STAND_IN } from '../../playwright.config';
import { toCents } from '../../src/lib/money';
import type { Order, Quote, QuoteRequest } from '../../src/lib/types';
import { adminToken, makeProduct, seedCart, shot, shown } from './commerceHelpers';
import {
  createCustomer,
  expect,
  expectNoSeriousA11yIssues,
  islandReady,
  storeSession,
  test,
  unique,
  uniqueEmail,
} from './fixtures';
import type { Page } from '@playwright/test';

/** The next quote answer asked with this coupon code (and at checkout, for the address): start
 *  waiting before the step that asks. */
async function quoteWithCode(page: Page, code: string, withAddress = false): Promise<Quote> {
  const res = await page.waitForResponse((res) => {
    if (!res.url().endsWith('/api/cart/quote') || res.request().method() !== 'POST') return false;
    const asked = res.request().postDataJSON() as QuoteRequest;
    return asked.couponCode === code && (!withAddress || asked.shippingAddress?.country === 'US');
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).quote;
}

test('a guest applies a coupon code in the cart and pays the discounted total by card', async ({ page, request }) => {
  test.setTimeout(90_000);
  const product = await makeProduct(request, { price: 40, stock: 5 }, 'Coupon Desk Lamp');
  const name = unique('Lamp sale');
  const code = `SPK${Date.now().toString(36)}${test.info().project.name.slice(0, 2)}`.toUpperCase();
  const created = await request.post('/api/promotions', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { name, code, type: 'percentage', value: 15, target: { products: [product._id] }, combinable: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await seedCart(page, [{ productId: product._id, quantity: 2 }]);

  await page.goto('/cart');
  await islandReady(page);
  const summary = page.getByRole('complementary', { name: 'Cart summary' });
  const field = summary.getByLabel('Coupon code');
  const state = summary.getByTestId('coupon-state');
  await expect(page.getByTestId('cart-total')).toHaveText('$80.00');

  // an empty code is refused here and changes nothing
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Please enter a coupon code.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(state).toHaveCount(0);

  // a code no promotion has: the server's reason beside the field, the total unchanged
  const wrong = quoteWithCode(page, `${code}X`);
  await field.fill(`${code}x`);
  await field.press('Enter');
  expect((await wrong).coupon).toEqual({ code: `${code}X`, applied: false, reason: 'not a valid code' });
  await expect(state).toContainText(`${code}X: This is not a valid code.`);
  await expect(page.getByTestId('cart-discount')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText('$80.00');
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'cart-coupon-refused');

  // the right one, in lower case: applied, its saving, the promotion, the line's discount
  const right = quoteWithCode(page, code);
  await field.fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  const quote = await right;
  expect(quote.coupon).toEqual({ code, applied: true });
  expect(quote.discount).toBe(12);
  await expect(state).toHaveText(`${code} applied: you save $12.00Remove coupon code ${code}`);
  await expect(field).toHaveValue('');
  const promotion = summary.getByTestId('cart-promotion');
  await expect(promotion).toHaveCount(1);
  await expect(promotion).toContainText(name);
  await expect(promotion).toContainText(code);
  await expect(promotion).toContainText('-$12.00');
  await expect(page.getByTestId('cart-discount')).toHaveText('-$12.00');
  await expect(page.getByTestId('line-discount')).toHaveText('-$12.00 with promotions');
  await expect(page.getByTestId('cart-total')).toHaveText(shown(quote.total));
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'cart-coupon-applied');

  // kept across a reload, and on to checkout as a guest
  await page.reload();
  await islandReady(page);
  await expect(state).toContainText(`${code} applied`);
  await summary.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fcheckout$/);
  await islandReady(page);
  await page.getByRole('link', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL('/checkout?guest=1');
  await islandReady(page);
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('coupon'));
  await page.getByLabel('Full name').fill('Cole Coupon');
  await page.getByLabel('Phone').fill('+1 555 0136');
  await page.getByLabel('Address line 1').fill('6 Saving Street');
  await page.getByLabel('City', { exact: true }).fill('Springfield');
  const atCheckout = quoteWithCode(page, code, true);
  await page.getByLabel('Country').selectOption('US');
  const final = await atCheckout;
  expect(final.coupon).toEqual({ code, applied: true });
  await page.getByRole('radio', { name: 'Card (Stripe)' }).check();
  await expect(page.getByTestId('coupon-state')).toContainText(`${code} applied: you save $12.00`);
  await expect(page.getByTestId('checkout-promotion')).toContainText(name);
  await expect(page.getByTestId('checkout-discount')).toHaveText('-$12.00');
  await expect(page.getByTestId('checkout-total')).toHaveText(shown(final.total));
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'checkout-coupon');

  // the order carries the code; the stand-in's page pays and comes back to the order
  // the answer is read on its way to the page, which leaves for Stripe's page at once
  let placed: { status: number; asked: Record<string, unknown>; order?: Order; paymentUrl?: string } | undefined;
  await page.route('**/api/orders', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    placed = { status: res.status(), asked: route.request().postDataJSON(), ...body };
    await route.fulfill({ response: res, json: body });
  });
  const back = page.waitForURL(/\/order-tracking\?key=[\w-]+&payment=done$/);
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect.poll(() => placed?.status).toBe(201);
  expect(placed!.asked).toMatchObject({ couponCode: code, expectedTotal: final.total });
  const order = placed!.order!;
  expect(order.total).toBe(final.total);
  expect(order.promotions).toEqual([expect.objectContaining({ name, code, amount: 12 })]);
  await back;
  await islandReady(page);
  await expect(page.getByTestId('payment-banner')).toHaveText('Payment received', { timeout: 15_000 });
  await expect(page.getByTestId('order-promotion')).toHaveText(`${name} (${code})-$12.00`);
  await expect(page.getByTestId('order-total')).toHaveText(shown(final.total));
  expect(await page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('coupon')])).toEqual([
    null,
    null,
  ]);
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'order-coupon-paid');

  // what Stripe was asked to charge: the discounted total, to the cent
  // the payment page's address names the Checkout Session (the stand-in's /pay/:id)
  const sessionId = new URL(placed!.paymentUrl!).pathname.split('/').pop();
  const session = await request.get(`${STRIPE_STAND_IN.url}/v1/checkout/sessions/${sessionId}`, {
    headers: { Authorization: `Bearer ${STRIPE_STAND_IN.secretKey}` },
  });
  expect(session.status(), await session.text()).toBe(200);
  const charged = await session.json();
  expect(charged.amount_total).toBe(toCents(final.total));
  expect(charged.payment_status).toBe('paid');
});

test('a code used up while the shopper is at checkout: its reason and the new quote, then the order without it', async ({
  page,
  request,
  allowConsoleError,
}) => {
  test.setTimeout(90_000);
  // the browser logs the refused order's 409; the page shows it
  allowConsoleError(/409 \(Conflict\)/);
  const product = await makeProduct(request, { price: 30, stock: 5 }, 'Coupon Lamp');
  const code = `ONE${Date.now().toString(36)}${test.info().project.name.slice(0, 2)}`.toUpperCase();
  const created = await request.post('/api/promotions', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { name: unique('Lamp once'), code, type: 'fixed', value: 5, usageLimit: 1, combinable: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const customer = await createCustomer(request);
  await storeSession(page, customer);
  await seedCart(page, [{ productId: product._id, quantity: 1 }]);
  await page.addInitScript((code) => {
    if (!sessionStorage.getItem('e2e-coupon')) localStorage.setItem('coupon', code);
    sessionStorage.setItem('e2e-coupon', '1');
  }, code);

  await page.goto('/checkout');
  await islandReady(page);
  await page.getByLabel('Full name').fill('Una Once');
  await page.getByLabel('Phone').fill('+1 555 0137');
  await page.getByLabel('Address line 1').fill('1 Last Lane');
  await page.getByLabel('City', { exact: true }).fill('Springfield');
  // the quote for the whole address is the last one the page asks: the code applied
  const lastQuote = quoteWithCode(page, code, true);
  await page.getByLabel('Country').selectOption('US');
  expect((await lastQuote).coupon).toEqual({ code, applied: true });
  await expect(page.getByTestId('coupon-state')).toContainText(`${code} applied: you save $5.00`);
  await expect(page.getByTestId('checkout-total')).toHaveText('$25.00');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();

  // someone else takes the code's only use meanwhile
  const other = await createCustomer(request);
  const taken = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${other.token}`, 'Idempotency-Key': `e2e-${code}` },
    data: {
      items: [{ productId: product._id, quantity: 1 }],
      shippingAddress: {
        name: 'Oto Other',
        phone: '+1 555 0138',
        line1: '2 Lane',
        city: 'Springfield',
        country: 'USA',
      },
      paymentMethod: 'cod',
      couponCode: code,
    },
  });
  expect(taken.status(), await taken.text()).toBe(201);

  await page.getByRole('button', { name: 'Place order' }).click();
  // used up by someone else: said as of a code that does not exist (docs/api.md#promotions)
  await expect(page.getByRole('alert')).toContainText(`The coupon code ${code} cannot be used: not a valid code.`);
  await expect(page.getByTestId('coupon-state')).toContainText(`${code}: This is not a valid code.`);
  await expect(page.getByTestId('checkout-discount')).toHaveCount(0);
  await expect(page.getByTestId('checkout-total')).toHaveText('$30.00');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await expect(page.getByText('Remove the coupon code, or enter another, to place the order.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'checkout-coupon-used-up');

  // without the code: the order at the new total, by keyboard
  await page.getByRole('button', { name: `Remove coupon code ${code}` }).press('Enter');
  await expect(page.getByLabel('Coupon code')).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/dashboard\/orders\?id=[\w-]+/);
  await islandReady(page);
  await expect(page.getByTestId('order-total')).toHaveText('$30.00');
  await expect(page.getByTestId('order-promotion')).toHaveCount(0);
});
