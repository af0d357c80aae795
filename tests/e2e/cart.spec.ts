// /cart: lines with fresh prices and stock; what changed since adding is flagged, not changed.
// Every total the cart and checkout show is the server's quote (POST /api/cart/quote), and the
// order is placed for the quote's total.
import {
  makeProduct,
  productById,
  quoteFor,
  seedCart,
  setProductActive,
  setProductPrice,
  shot,
  shown,
} from './commerceHelpers';
import { createCustomer, expect, expectNoSeriousA11yIssues, islandReady, storeSession, test } from './fixtures';

test.describe('cart', () => {
  test('empty cart links to the products', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse our products' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('link', { name: /^Cart, items:/ })).toHaveAccessibleName('Cart, items: 0');
    await shot(page, 'cart-empty');
  });

  test('stepper, line totals, remove; the quote flags price, stock and gone products, blocking checkout', async ({
    page,
    request,
    allowConsoleError,
  }) => {
    const steady = await makeProduct(request, { price: 12, stock: 5 }, 'Cart Steady');
    allowConsoleError(/status of 404.*\/api\/products\//); // the inactive product's refresh: flagged below
    const dearer = await makeProduct(request, { price: 30, stock: 5 }, 'Cart Dearer');
    const short = await makeProduct(request, { price: 8, stock: 2 }, 'Cart Short');
    const gone = await makeProduct(request, { price: 5, stock: 5 }, 'Cart Gone');
    await setProductActive(request, gone._id, false);
    const seeded = [
      { productId: steady._id, quantity: 1 },
      { productId: dearer._id, quantity: 1 },
      { productId: short._id, quantity: 4 },
      { productId: gone._id, quantity: 1 },
    ];
    await seedCart(page, seeded, { [steady._id]: 12, [dearer._id]: 25, [short._id]: 8, [gone._id]: 5 });
    const firstQuote = quoteFor(page, seeded);
    await page.goto('/cart');
    await islandReady(page);
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(4);
    // the flags and every amount are the quote's: the gone line counts 0, the others as quoted
    const quote = await firstQuote;
    expect(Object.fromEntries(quote.lines.map((line) => [line.productId, line.problem ?? null]))).toEqual({
      [steady._id]: null,
      [dearer._id]: 'price_changed',
      [short._id]: 'short',
      [gone._id]: 'unavailable',
    });
    expect(quote.subtotal).toBe(74);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(shown(quote.subtotal));
    // no address yet: no shipping price is made up
    await expect(page.getByTestId('cart-shipping')).toHaveText('Calculated at checkout');
    await expect(page.getByTestId('cart-total')).toHaveText(shown(quote.total));
    await expect(lines.filter({ hasText: short.name }).getByTestId('line-total')).toHaveText('$32.00');
    await expect(page.getByRole('link', { name: /^Cart, items:/ })).toHaveAccessibleName('Cart, items: 7');
    await expect(lines.filter({ hasText: dearer.name })).toContainText('Price went up from $25.00 to $30.00.');
    await expect(lines.filter({ hasText: short.name })).toContainText('In stock: only 2 left.');
    await expect(lines.filter({ hasText: 'Product no longer available' })).toContainText(
      'This product is no longer available.',
    );
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await shot(page, 'cart-flags');
    await expectNoSeriousA11yIssues(page);

    await lines.filter({ hasText: dearer.name }).getByRole('button', { name: 'OK, keep it' }).click();
    await lines.filter({ hasText: short.name }).getByRole('button', { name: 'Take 2' }).click();
    await lines.filter({ hasText: 'Product no longer available' }).getByRole('button', { name: 'Remove it' }).click();
    await expect(lines).toHaveCount(3);
    await expect(page.getByTestId('line-flags')).toHaveCount(0);

    const steadyLine = lines.filter({ hasText: steady.name });
    const twoSteady = quoteFor(page, [
      { productId: steady._id, quantity: 2 },
      { productId: dearer._id, quantity: 1 },
      { productId: short._id, quantity: 2 },
    ]);
    await steadyLine.getByRole('button', { name: `One more ${steady.name}` }).click();
    await expect(steadyLine.getByTestId('line-total')).toHaveText('$24.00');
    const requoted = await twoSteady;
    expect(requoted.subtotal).toBe(70);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(shown(requoted.subtotal));
    await expect(page.getByTestId('cart-total')).toHaveText(shown(requoted.total));
    await expect(
      lines.filter({ hasText: short.name }).getByRole('button', { name: `One more ${short.name}` }),
    ).toBeDisabled();
    // a number typed above the stock is lowered to it, and the line says why in the product page's words
    await steadyLine.getByRole('spinbutton', { name: `Quantity of ${steady.name}` }).fill('9');
    await expect(steadyLine.getByRole('spinbutton', { name: `Quantity of ${steady.name}` })).toHaveValue('5');
    await expect(steadyLine.getByTestId('line-capped')).toHaveText('In stock: only 5 left.');
    await steadyLine.getByRole('button', { name: `One less ${steady.name}` }).click();
    await expect(steadyLine.getByTestId('line-capped')).toBeHidden();
    await steadyLine.getByRole('button', { name: `Remove ${steady.name}` }).click();
    await expect(lines).toHaveCount(2);
    await expect(page.getByRole('link', { name: /^Cart, items:/ })).toHaveAccessibleName('Cart, items: 3');
    await expect(
      page.getByRole('complementary', { name: 'Cart summary' }).getByRole('link', { name: 'Checkout' }),
    ).toBeVisible();
    await shot(page, 'cart');
  });

  test('checkout: the quote’s total is shown and sent; a price changed meanwhile is refused with the new quote, flagged, and ordered once accepted', async ({
    page,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 409.*\/api\/orders/); // the refused order: shown below
    const product = await makeProduct(request, { price: 20, stock: 5 }, 'Checkout Repriced');
    await storeSession(page, await createCustomer(request));
    await seedCart(page, [{ productId: product._id, quantity: 2 }], { [product._id]: 20 });
    const firstQuote = quoteFor(page, [{ productId: product._id, quantity: 2 }]);
    await page.goto('/checkout');
    await islandReady(page);
    const quote = await firstQuote;
    expect(quote.total).toBe(40);
    await expect(page.getByTestId('checkout-subtotal')).toHaveText(shown(quote.subtotal));
    await expect(page.getByTestId('checkout-shipping')).toHaveText(
      quote.shipping === 0 ? 'Free' : shown(quote.shipping),
    );
    await expect(page.getByTestId('checkout-total')).toHaveText(shown(quote.total));
    await page.getByLabel('Address line 1').fill('12 Market Street');
    await page.getByLabel('City', { exact: true }).fill('Springfield');
    // a complete address is quoted again (shipping and tax follow it): the price changes after that
    const forAddress = page.waitForResponse(
      (res) => res.url().endsWith('/api/cart/quote') && res.request().postDataJSON().shippingAddress?.country === 'US',
    );
    await page.getByLabel('Country').selectOption('US');
    expect((await (await forAddress).json()).quote.total).toBe(40);
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();

    await setProductPrice(request, product._id, 23);
    const refused = page.waitForResponse((res) => res.url().endsWith('/api/orders') && res.status() === 409);
    await page.getByRole('button', { name: 'Place order' }).click();
    const refusal = await refused;
    expect(refusal.request().postDataJSON().expectedTotal).toBe(quote.total);
    const newQuote = (await refusal.json()).quote;
    expect(newQuote.total).toBe(46);
    await expect(page.getByTestId('checkout-total')).toHaveText(shown(newQuote.total));
    await expect(page.getByRole('alert')).toContainText(
      'The prices in your order have changed: the total is now $46.00. Please check your order and place it again.',
    );
    const line = page.getByTestId('summary-line');
    await expect(line).toContainText('Price went up from $20.00 to $23.00.');
    await expect(page.getByTestId('checkout-total')).toHaveText('$46.00');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect((await productById(request, product._id)).stock).toBe(5);
    await shot(page, 'checkout-repriced');

    await line.getByRole('button', { name: 'OK, keep it' }).click();
    const placing = page.waitForRequest((req) => req.url().endsWith('/api/orders') && req.method() === 'POST');
    await page.getByRole('button', { name: 'Place order' }).click();
    expect((await placing).postDataJSON().expectedTotal).toBe(46);
    await page.waitForURL(/\/dashboard\/orders\?id=.+&placed=1$/);
    await expect(page.getByTestId('order-detail')).toContainText('$46.00');
    expect((await productById(request, product._id)).stock).toBe(3);
  });

  test('the cart follows other tabs', async ({ page, context, request }) => {
    const product = await makeProduct(request, { stock: 5 }, 'Cart Tabs');
    await page.goto('/faqs');
    const other = await context.newPage();
    await other.goto(`/products/${product.slug}`);
    await islandReady(other);
    await other.getByTestId('product-info').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: /^Cart, items:/ })).toHaveAccessibleName('Cart, items: 1');
  });
});
