import { expect, test } from '@playwright/test';
import { collectDialogs, createCustomer, guardConsole, islandsHydrated, signInBrowser } from './shopHelpers';

test.describe('wishlist', () => {
  test('signed out: says sign-in is needed and links to /auth', async ({ page }) => {
    const consoleGuard = guardConsole(page);
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
    await expect(page.getByText('Sign in to see your wishlist.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/auth');
    consoleGuard.check();
  });

  test('signed in: empty state, a saved product, removal', async ({ page, request }) => {
    const consoleGuard = guardConsole(page);
    const dialogs = collectDialogs(page);
    await signInBrowser(page, await createCustomer(request));
    await page.goto('/wishlist');
    await expect(page.getByText('No items in wishlist')).toBeVisible();

    await page.goto('/products?q=sony%20wh-1000xm5');
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Save Sony WH-1000XM5 Wireless Headphones to wishlist' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('Product added to wishlist!');

    await page.goto('/wishlist');
    const card = page.getByTestId('wishlist-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText('Sony WH-1000XM5 Wireless Headphones');
    await expect(card).toContainText('$399.99');
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /.+/);

    await card.getByRole('button', { name: 'Remove Sony WH-1000XM5 Wireless Headphones from wishlist' }).click();
    await expect.poll(() => dialogs.at(-1)).toBe('Product removed from wishlist!');
    await expect(page.getByText('No items in wishlist')).toBeVisible();
    consoleGuard.check();
  });

  test('updates live from another tab without a reload', async ({ context, request }) => {
    const session = await createCustomer(request);
    const wishlistTab = await context.newPage();
    const shopTab = await context.newPage();
    for (const page of [wishlistTab, shopTab]) await signInBrowser(page, session);
    collectDialogs(shopTab);

    await wishlistTab.goto('/wishlist');
    await expect(wishlistTab.getByText('No items in wishlist')).toBeVisible();
    await shopTab.goto('/');
    await shopTab.locator('[data-top-products-list] [data-wishlist-heart][data-id="sample-02"]').click();
    await expect(wishlistTab.getByTestId('wishlist-card')).toHaveCount(1);
    await expect(wishlistTab.getByTestId('wishlist-card').getByRole('heading')).toHaveText('Pulse Bluetooth Speaker');
    await expect(wishlistTab.getByTestId('wishlist-card')).toContainText('$59.00');
  });
});
