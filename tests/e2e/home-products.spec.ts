// Real products on the home page and a product page that sells the next one
// (docs/product.md#deliberate-changes, 22): the Featured tab shows what the admin flags, with
// SOLD OUT and sale badges, struck-through original prices and a working Add to Cart; product
// pages list related products and the ones this browser viewed before.
import { expect } from '@playwright/test';
import { RECENTLY_VIEWED_KEY } from '../../src/lib/recentlyViewed';
import { makeProduct, shot } from './commerceHelpers';
import { expectNoSeriousA11yIssues } from './fixtures';
import { test } from './shopHelpers';

test.describe('home page products', () => {
  test('Featured tab: a flagged product with its sale, a sold-out one; Add to Cart adds one unit', async ({
    page,
    request,
  }) => {
    const sale = await makeProduct(
      request,
      { price: 80, compareAtPrice: 100, stock: 4, featured: true },
      'Featured Sale',
    );
    const soldOut = await makeProduct(request, { price: 30, stock: 0, featured: true }, 'Featured Gone');
    await page.goto('/');
    await page.getByRole('tab', { name: 'Featured' }).click();
    const panel = page.locator('[data-top-products-list="featured"]');
    const saleCard = panel.getByTestId('product-tile').filter({ hasText: sale.name });
    const goneCard = panel.getByTestId('product-tile').filter({ hasText: soldOut.name });
    await expect(saleCard).toBeVisible();
    await expect(saleCard.getByText('-20%', { exact: true })).toBeVisible();
    await expect(saleCard.locator('s')).toHaveText(/\$100\.00/);
    await expect(goneCard.getByText('SOLD OUT', { exact: true })).toBeVisible();
    await expect(goneCard.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    const colors = await goneCard
      .getByText('SOLD OUT', { exact: true })
      .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(colors).toEqual(['rgb(185, 28, 28)', 'rgb(255, 255, 255)']);

    await saleCard.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.locator('[data-toast]').last()).toContainText(`${sale.name} added to your cart.`);
    await expect(page.locator('[data-cart-count]')).toHaveText('1');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))).toEqual([
      // a tile adds the product's only variant
      { productId: sale._id, variantId: sale.variants[0]._id, quantity: 1 },
    ]);
    await saleCard.scrollIntoViewIfNeeded();
    await shot(page, 'home-featured');
    await expectNoSeriousA11yIssues(page);

    await saleCard.getByRole('link', { name: sale.name }).click();
    await expect(page).toHaveURL(`/products/${sale.slug}`);
    // the product's own price comes first; related cards below may be on sale too
    await expect(page.getByTestId('original-price').first()).toHaveText(/\$100\.00/);
    await expect(page.getByText('-20%', { exact: true }).first()).toBeVisible();
  });

  test('product page: related products of the category and the recently viewed ones', async ({ page, request }) => {
    const first = await makeProduct(request, { price: 50 }, 'Viewed First');
    const second = await makeProduct(request, { price: 52 }, 'Viewed Second');
    await page.goto(`/products/${first.slug}`);
    await expect(page.getByTestId('recently-viewed')).toBeHidden();
    const related = page.getByTestId('related-products');
    await expect(related.getByRole('heading', { name: 'You may also like' })).toBeVisible();
    const tiles = related.getByTestId('product-tile');
    expect(await tiles.count()).toBeGreaterThan(0);
    expect(await tiles.count()).toBeLessThanOrEqual(8);
    await expect(related.getByText(first.name, { exact: true })).toHaveCount(0);
    // the page remembers the view once it is idle (its strip's script loads then)
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', RECENTLY_VIEWED_KEY))
      .toContain(first._id);

    await page.goto(`/products/${second.slug}`);
    const recent = page.getByTestId('recently-viewed');
    await expect(recent).toBeVisible();
    await expect(recent.getByRole('link')).toHaveCount(1);
    await expect(recent.getByRole('link', { name: new RegExp(first.name) })).toHaveAttribute(
      'href',
      `/products/${first.slug}`,
    );
    await recent.scrollIntoViewIfNeeded();
    await shot(page, 'product-related');
    await expectNoSeriousA11yIssues(page);

    // Add to Cart from a related card
    const card = related.getByTestId('product-tile').filter({ has: page.getByRole('button', { name: 'Add to Cart' }) });
    await card.first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.locator('[data-toast]').last()).toContainText('added to your cart.');
  });
});
