import { expect } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './fixtures';
import { createCustomer, guardConsole, islandReady, storeSession, test, toast } from './shopHelpers';

test.describe('wishlist', () => {
  test('signed out: says sign-in is needed and links to /auth', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
    await expect(page.getByText('Sign in to see your wishlist.')).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/auth?next=%2Fwishlist',
    );
  });

  test('a guest on a phone: the toast sits below the header and offers a sign-in that comes back', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone journey');
    const { products } = await (await request.get('/api/products?limit=1')).json();
    const path = `/products/${products[0].slug}`;
    await page.goto(path);
    await islandReady(page);
    await page
      .getByRole('button', { name: /to wishlist$/ })
      .first()
      .click();
    const shown = toast(page, 'Please login first');
    await expect(shown).toHaveAttribute('role', 'alert');
    const header = await page.locator('header').first().boundingBox();
    expect((await shown.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(shown.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent(path)}`,
    );
    await expectNoSeriousA11yIssues(page);
    await shown.getByRole('button', { name: 'Close message' }).click();
    await expect(toast(page)).toHaveCount(0);
  });

  test('signed in: empty state, a saved product, removal', async ({ page, request }) => {
    await storeSession(page, await createCustomer(request));
    await page.goto('/wishlist');
    await expect(page.getByText('No items in wishlist')).toBeVisible();

    await page.goto('/products?q=sony%20wh-1000xm5');
    await islandReady(page);
    await page.getByRole('button', { name: 'Save Sony WH-1000XM5 Wireless Headphones to wishlist' }).click();
    await expect(toast(page, 'Product added to wishlist!')).toBeVisible();

    await page.goto('/wishlist');
    const card = page.getByTestId('wishlist-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText('Sony WH-1000XM5 Wireless Headphones');
    await expect(card).toContainText('$399.99');
    // it comes in several colours: the card leads to its page to choose one
    await expect(card.getByRole('link', { name: /Choose options/ })).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /.+/);

    await card.getByRole('button', { name: 'Remove Sony WH-1000XM5 Wireless Headphones from wishlist' }).click();
    await expect(toast(page, 'Product removed from wishlist!')).toBeVisible();
    await expect(page.getByText('No items in wishlist')).toBeVisible();
  });

  test('a variant saved from its page comes back as that variant, and its card adds that one', async ({
    page,
    request,
  }) => {
    await storeSession(page, await createCustomer(request));
    await page.goto('/products/apple-iphone-15');
    await islandReady(page);
    const info = page.getByTestId('product-info');
    await info.getByRole('button', { name: 'Storage: 256 GB' }).click();
    await info.getByRole('button', { name: 'Colour: Blue' }).click();
    await expect(page).toHaveURL(/\?variant=IP15-256-BLU$/);
    await info.getByRole('button', { name: 'Save Apple iPhone 15 to wishlist' }).click();
    await expect(toast(page, 'Product added to wishlist!')).toBeVisible();

    await page.goto('/wishlist');
    const card = page.getByTestId('wishlist-card');
    await expect(card).toHaveCount(1);
    // the variant's price and options, not the product's "From" price and its count of options
    await expect(card).toContainText('$899.00');
    await expect(card.getByTestId('card-note')).toHaveText('256 GB / Blue');
    await expect(card.getByRole('link', { name: 'Apple iPhone 15' })).toHaveAttribute(
      'href',
      '/products/apple-iphone-15?variant=IP15-256-BLU',
    );
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    const { product } = await (await request.get('/api/products/apple-iphone-15')).json();
    const saved = product.variants.find((v: { sku: string }) => v.sku === 'IP15-256-BLU');
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!);
    expect(cart).toEqual([{ productId: product._id, variantId: saved._id, quantity: 1 }]);
    await expectNoSeriousA11yIssues(page);

    // its page opens on the variant saved, with that variant's storage in the specifications
    await card.getByRole('link', { name: 'Apple iPhone 15' }).click();
    await expect(page.getByTestId('product-price')).toHaveText('$899.00');
    await expect(page.getByTestId('product-specs').getByRole('row', { name: /Storage/ })).toContainText('256 GB');
  });

  test('updates live from another tab without a reload', async ({ context, request }) => {
    const session = await createCustomer(request);
    const wishlistTab = await context.newPage();
    const shopTab = await context.newPage();
    const guards = [wishlistTab, shopTab].map((tab) => guardConsole(tab));
    for (const page of [wishlistTab, shopTab]) await storeSession(page, session);

    await wishlistTab.goto('/wishlist');
    await expect(wishlistTab.getByText('No items in wishlist')).toBeVisible();
    await shopTab.goto('/');
    const tile = shopTab.locator('[data-top-products-list="new-products"] [data-testid="product-tile"]').first();
    const name = (await tile.getByRole('heading').textContent())!.trim();
    await tile.locator('[data-wishlist-heart]').click();
    await expect(wishlistTab.getByTestId('wishlist-card')).toHaveCount(1);
    await expect(wishlistTab.getByTestId('wishlist-card').getByRole('heading')).toHaveText(name);
    for (const guard of guards) guard.check();
  });

  test('the header badge counts the wishlist without a reload', async ({ page, request }) => {
    await storeSession(page, await createCustomer(request));
    await page.goto('/products');
    await islandReady(page);
    const badge = page.locator('[data-wishlist-count]');
    await expect(badge).toHaveText('0');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const hearts = page.getByTestId('product-card').getByRole('button', { name: /to wishlist$/ });
    await hearts.nth(0).click();
    await expect(badge).toHaveText('1');
    await hearts.nth(1).click();
    await expect(badge).toHaveText('2');
    await hearts.nth(0).click();
    await expect(badge).toHaveText('1');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.goto('/wishlist');
    await expect(badge).toHaveText('1');
    await page.getByRole('button', { name: /^Remove .* from wishlist$/ }).click();
    await expect(badge).toHaveText('0');
  });

  test('no serious accessibility issues, signed out and with items', async ({ page, request }) => {
    await page.goto('/wishlist');
    await expect(page.getByText('Sign in to see your wishlist.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    const session = await createCustomer(request);
    await storeSession(page, session);
    await page.goto('/');
    await page.locator('[data-top-products-list="new-products"] [data-wishlist-heart]').first().click();
    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-card')).toHaveCount(1);
    await expectNoSeriousA11yIssues(page);
  });
});
