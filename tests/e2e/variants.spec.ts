// A product sold in variants, as a shopper meets it: the option buttons (a sold-out combination
// marked, not hidden), a choice changing price, stock, images and the URL without a reload, that
// URL rendered the same by the server, then the chosen variant through the cart, checkout and
// the order page; the specifications table follows the variant chosen (the 256 GB ones have a
// battery of their own). The product and its category (with typed attributes) are made here through
// the API, so the journey does not depend on the sample shop.
import type { APIRequestContext } from '@playwright/test';
import type { Category, Product } from '../../src/lib/types';
import { adminToken, shot } from './commerceHelpers';
import {
  createCustomer,
  expect,
  expectNoSeriousA11yIssues,
  islandReady,
  pngFile,
  storeSession,
  test,
  unique,
} from './fixtures';

async function makeCategory(request: APIRequestContext, token: string): Promise<Category> {
  const image = await pngFile('category.png', { r: 30, g: 120, b: 200 });
  const name = unique('Variant Phones');
  const attributes = [
    { key: 'battery', name: 'Battery', type: 'number', unit: 'mAh', filterable: true, inCompare: true },
    { key: 'wireless_charging', name: 'Wireless charging', type: 'boolean', filterable: false, inCompare: true },
  ];
  const res = await request.post('/api/categories', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { name, description: `${name} description`, image, attributes: JSON.stringify(attributes) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).category;
}

/** A phone in 2 storages × 2 colours: 128 GB Black sold out, 256 GB Blue on sale, Black with its own image,
 *  256 GB with its own battery. */
async function makePhone(request: APIRequestContext): Promise<{ product: Product; skus: Record<string, string> }> {
  const token = await adminToken(request);
  const category = await makeCategory(request, token);
  const name = unique('Variant Phone');
  const tag = name.replace(/\W/g, '').slice(-8).toUpperCase();
  const skus = {
    smallBlue: `VP-${tag}-128-BLU`,
    smallBlack: `VP-${tag}-128-BLK`,
    bigBlue: `VP-${tag}-256-BLU`,
    bigBlack: `VP-${tag}-256-BLK`,
  };
  const form = new FormData();
  form.set('name', name);
  form.set('description', `${name} description`);
  form.set('price', '1');
  form.set('stock', '1');
  form.set('category', category._id);
  form.set(
    'options',
    JSON.stringify([
      { name: 'Storage', values: ['128 GB', '256 GB'] },
      { name: 'Colour', values: ['Blue', 'Black'] },
    ]),
  );
  const variants = [
    { sku: skus.smallBlue, options: { Storage: '128 GB', Colour: 'Blue' }, price: 799, stock: 5 },
    { sku: skus.smallBlack, options: { Storage: '128 GB', Colour: 'Black' }, price: 799, stock: 0 },
    {
      sku: skus.bigBlue,
      options: { Storage: '256 GB', Colour: 'Blue' },
      price: 899,
      compareAtPrice: 999,
      stock: 3,
      specs: { battery: 3600 },
    },
    {
      sku: skus.bigBlack,
      options: { Storage: '256 GB', Colour: 'Black' },
      price: 899,
      stock: 2,
      specs: { battery: 3600 },
    },
  ];
  form.set('variants', JSON.stringify(variants));
  form.set('specs', JSON.stringify({ battery: 3349, wireless_charging: true }));
  for (const [i, color] of [
    { r: 30, g: 80, b: 220 },
    { r: 20, g: 20, b: 20 },
  ].entries()) {
    const file = await pngFile(`v${i}.png`, color);
    form.append('images', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  const auth = { Authorization: `Bearer ${token}` };
  const made = await request.post('/api/products', { headers: auth, multipart: form });
  expect(made.status(), await made.text()).toBe(201);
  const product: Product = (await made.json()).product;
  // the black ones show the second image as their own
  const black = product.images[1].public_id;
  const withImages = product.variants.map((v) => ({
    _id: v._id,
    sku: v.sku,
    options: v.options,
    price: v.price,
    compareAtPrice: v.compareAtPrice,
    stock: v.stock,
    images: v.options.Colour === 'Black' ? [black] : [],
    specs: v.specs,
  }));
  const edit = new FormData();
  edit.set('variants', JSON.stringify(withImages));
  const edited = await request.put(`/api/products/${product._id}`, { headers: auth, multipart: edit });
  expect(edited.status(), await edited.text()).toBe(200);
  return { product: (await edited.json()).product, skus };
}

test('choose a variant, keep it in the URL, buy it and see it on the order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { product, skus } = await makePhone(request);
  await storeSession(page, await createCustomer(request, { name: 'Vera Variant' }));

  await page.goto(`/products/${product.slug}`);
  const info = page.getByTestId('product-info');
  // no choice in the URL: the first variant in stock
  await expect(info.getByTestId('product-price')).toHaveText('$799.00');
  await expect(info.getByRole('button', { name: 'Storage: 128 GB' })).toHaveAttribute('aria-pressed', 'true');
  await expect(info.getByRole('button', { name: 'Colour: Blue' })).toHaveAttribute('aria-pressed', 'true');
  // 128 GB in Black is sold out: marked, not hidden
  const soldOutBlack = info.getByRole('button', { name: 'Colour: Black, sold out' });
  await expect(soldOutBlack).toBeVisible();
  await expect(page.getByTestId('product-specs')).toContainText('3,349 mAh');
  await expect(page.getByTestId('product-specs')).toContainText('Wireless charging');
  await islandReady(page);

  await soldOutBlack.click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${skus.smallBlack}$`));
  await expect(page.getByTestId('stock-state')).toHaveText('Sold out');
  await expect(info.getByRole('button', { name: 'Sold out', exact: true })).toBeDisabled();
  // its own image, not the product's first
  await expect(page.locator('[data-gallery-set]:not([hidden]) img').first()).toHaveAttribute(
    'src',
    new URL(product.images[1].url).pathname,
  );

  // by keyboard: 256 GB keeps Black, which is in stock there
  await info.getByRole('button', { name: 'Storage: 256 GB' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?variant=${skus.bigBlack}$`));
  await expect(info.getByRole('button', { name: 'Colour: Black' })).toHaveAttribute('aria-pressed', 'true');
  // its own battery, in place; what it shares with the others stays
  const battery = page.getByTestId('product-specs').getByRole('row', { name: /Battery/ });
  await expect(battery).toHaveText(/3,600 mAh/);
  await expect(page.getByTestId('product-specs')).toContainText('Wireless charging');
  await info.getByRole('button', { name: 'Storage: 128 GB' }).click();
  await expect(battery).toHaveText(/3,349 mAh/);
  await info.getByRole('button', { name: 'Storage: 256 GB' }).click();
  await info.getByRole('button', { name: 'Colour: Blue' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${skus.bigBlue}$`));
  await expect(info.getByTestId('product-price')).toHaveText('$899.00');
  await expect(info.getByTestId('original-price')).toContainText('$999.00');
  await expect(page.getByTestId('stock-state')).toHaveText('In stock: only 3 left');
  await shot(page, 'variant-product');
  await expectNoSeriousA11yIssues(page);

  // the same URL, rendered by the server: the same variant
  const html = await (await request.get(`/products/${product.slug}?variant=${skus.bigBlue.toLowerCase()}`)).text();
  expect(html).toContain('$899.00');
  expect(html).toMatch(/aria-pressed="true"[^>]*aria-label="Storage: 256 GB"/);
  expect(html).toMatch(/Battery\s*<\/th>\s*<td[^>]*>\s*3,600 mAh/);
  await page.reload();
  await expect(info.getByTestId('product-price')).toHaveText('$899.00');
  await expect(info.getByRole('button', { name: 'Storage: 256 GB' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('stock-state')).toHaveText('In stock: only 3 left');
  const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]);
  expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '799.00', highPrice: '899.00' });

  await islandReady(page);
  await info.getByLabel('Quantity').fill('2');
  await info.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-toast]').last()).toContainText(`2 × ${product.name} (256 GB / Blue) added`);
  const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!);
  const bigBlue = product.variants.find((v) => v.sku === skus.bigBlue)!;
  expect(cart).toEqual([{ productId: product._id, variantId: bigBlue._id, quantity: 2 }]);

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('line-variant')).toHaveText(`256 GB / BlueSKU ${skus.bigBlue}`);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$1,798.00');
  await shot(page, 'variant-cart');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('complementary', { name: 'Cart summary' }).getByRole('link', { name: 'Checkout' }).click();

  await page.waitForURL('/checkout');
  await expect(page.getByTestId('summary-line').getByTestId('line-variant')).toContainText('256 GB / Blue');
  await page.getByLabel('Address line 1').fill('3 Option Lane');
  await page.getByLabel('City', { exact: true }).fill('Springfield');
  await page.getByLabel('Country').selectOption('US');
  await shot(page, 'variant-checkout');
  await expectNoSeriousA11yIssues(page);
  const placing = page.waitForRequest((req) => req.url().endsWith('/api/orders') && req.method() === 'POST');
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await placing).postDataJSON().items).toEqual([
    { productId: product._id, variantId: bigBlue._id, quantity: 2 },
  ]);

  await page.waitForURL(/\/dashboard\/orders\?id=.+&placed=1$/);
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('line-variant')).toHaveText(`256 GB / BlueSKU ${skus.bigBlue}`);
  await shot(page, 'variant-order');
  await expectNoSeriousA11yIssues(page);
});
