// Product pages (/products/<slug>, rendered on request) and the sold-out rule on every card.
import { makeProduct, setProductActive, shot } from './commerceHelpers';
import { expect, expectNoSeriousA11yIssues, islandReady, test } from './fixtures';

test.describe('product page', () => {
  test('server HTML holds the product, JSON-LD, canonical and OG; gallery works by keyboard', async ({
    page,
    request,
  }) => {
    const product = await makeProduct(request, { price: 19.5, stock: 4 }, 'Page Lamp');
    const res = await request.get(`/products/${product.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(product.name);
    expect(html).toContain('$19.50');
    expect(html).toContain('In stock: only 4 left');
    expect(html).toMatch(/<img[^>]+fetchpriority="high"[^>]*>/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/products/${product.slug}"`));
    expect(html).toContain('<meta property="og:type" content="product"');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: { price: '19.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(ld.image).toHaveLength(2);

    await page.goto(`/products/${product.slug}`);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: product.category.name }),
    ).toBeVisible();
    const gallery = page.locator('[data-gallery]');
    await expect(gallery).toHaveAttribute('data-ready', 'true');
    await page.getByRole('button', { name: 'Show image 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Next image' })).toBeDisabled();
    // how far image n's left edge is from the gallery frame's: 0 (within its border) when it is shown
    const offsetOf = async (n: number) => {
      const image = await gallery.getByAltText(`${product.name}, image ${n} of 2`).boundingBox();
      const frame = await gallery.locator('[data-gallery-viewport]').boundingBox();
      return Math.abs(Math.round(image!.x - frame!.x));
    };
    await expect.poll(() => offsetOf(2)).toBeLessThanOrEqual(1);
    // the arrow keys while the gallery is in the window, and a drag (or a swipe) past half an image
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: 'Show image 1' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await expect.poll(() => offsetOf(1)).toBeLessThanOrEqual(1);
    const box = (await gallery.locator('[data-gallery-viewport]').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => offsetOf(2)).toBeLessThanOrEqual(1);
    await islandReady(page);
    // the product's own controls (related products below have Add to Cart too)
    const info = page.getByTestId('product-info');
    // quantity never above stock
    await info.getByLabel('Quantity').fill('9');
    await expect(info.getByLabel('Quantity')).toHaveValue('4');
    await info.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(info.getByText('4 in your cart: that is all we have.')).toBeVisible();
    await expect(info.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await shot(page, 'product');
    await expectNoSeriousA11yIssues(page);
  });

  test('sold out: "Sold out" on the page and its card, nothing can be added', async ({ page, request }) => {
    const product = await makeProduct(request, { stock: 0 }, 'Gone Radio');
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByTestId('stock-state')).toHaveText('Sold out');
    await islandReady(page);
    const info = page.getByTestId('product-info');
    await expect(info.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await expect(info.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

    await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
    await islandReady(page);
    const card = page.getByTestId('product-card').filter({ hasText: product.name });
    await expect(card.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  });

  test('unknown and inactive products answer the 404 page; the sitemap lists active ones only', async ({
    page,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 404/); // the page itself answers 404
    const product = await makeProduct(request, {}, 'Hidden Fan');
    const before = await (await request.get('/sitemap.xml')).text();
    expect(before).toContain(`/products/${product.slug}</loc>`);
    await setProductActive(request, product._id, false);
    for (const path of [`/products/${product.slug}`, '/products/no-such-product-here']) {
      const res = await page.goto(path);
      expect(res!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/products/${product.slug}</loc>`);
  });

  test('catalogue cards link to product pages and add one to the cart', async ({ page, request }) => {
    const product = await makeProduct(request, { stock: 2 }, 'Card Clock');
    await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
    await islandReady(page);
    const card = page.getByTestId('product-card').filter({ hasText: product.name });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.locator('[data-toast]').last()).toContainText(`${product.name} added to your cart.`);
    await expect(page.getByRole('link', { name: /^Cart, items:/ })).toHaveAccessibleName('Cart, items: 1');
    await card.getByRole('link', { name: product.name }).click();
    await expect(page).toHaveURL(`/products/${product.slug}`);
    await expect(page.getByRole('link', { name: /^Cart, items:/ })).toHaveAccessibleName('Cart, items: 1');
  });
});
