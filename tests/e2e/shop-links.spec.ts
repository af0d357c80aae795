// The small things a shopper noticed (docs/product.md#deliberate-changes, 23, and the customer
// area's phone layouts): the way back to the shop from the customer area and the admin, "Admin"
// in the header for admins only, the footer's real links, the Categories page behind the
// breadcrumb, checkout errors that go once fixed, order cards and a readable chart on phones.
import { makeProduct, placeOrderApi, seedCart, shot } from './commerceHelpers';
import { expect, expectNoSeriousA11yIssues, islandReady, test } from './fixtures';

test.describe('links round the shop', () => {
  test('the breadcrumb Categories opens a page listing every category', async ({ page }) => {
    await page.goto('/camera/dslr');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const list = page.getByTestId('category-list');
    await expect(list.getByRole('heading', { name: 'Camera' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'DSLR' })).toHaveAttribute('href', '/camera/dslr');
    await shot(page, 'categories');
    await expectNoSeriousA11yIssues(page);
    await list.getByRole('link', { name: 'Audio', exact: true }).click();
    await expect(page).toHaveURL('/audio');
  });

  test('footer: My Cart, Checkout and the policies go to their pages', async ({ page }) => {
    await page.goto('/faqs');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['My Cart', '/cart'],
      ['Checkout', '/checkout'],
      ['Privacy Policy', '/privacy-policy'],
      ['Refund Policy', '/refund-policy'],
      ['Terms of Service', '/terms-of-services'],
    ])
      await expect(footer.locator(`a:text-is("${name}")`)).toHaveAttribute('href', href);
  });

  test("admins see Admin in the header's menu and Back to shop in theirs; customers do not see Admin", async ({
    page,
    login,
  }) => {
    await login('admin');
    await page.goto('/faqs');
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('button', { name: /^Account menu:/ }).click();
    const admin = account.getByRole('link', { name: 'Admin' });
    await expect(admin).toBeVisible();
    // the header and its open menu still fit a 390 px screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await shot(page, 'header-admin');
    await admin.click();
    await expect(page).toHaveURL(/\/admin$/);
    await islandReady(page);
    const phone = page.viewportSize()!.width < 1024;
    if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
    await shot(page, 'admin-menu');
    // on phones the drawer has it too, besides the top bar
    await (phone ? page.getByRole('dialog', { name: 'Admin Panel' }) : page)
      .getByRole('link', { name: 'Back to shop' })
      .click();
    await expect(page).toHaveURL('/');
    // still signed in
    await account.getByRole('button', { name: /^Account menu:/ }).click();
    await expect(account.getByRole('link', { name: 'Admin' })).toBeVisible();
  });

  test('customers: no Admin link; Back to shop from the customer area, in view on phones too', async ({
    page,
    login,
  }) => {
    await login('customer');
    await page.goto('/dashboard');
    await islandReady(page);
    // phones: in the top bar, without opening the drawer
    const back = page.getByRole('link', { name: 'Back to shop' });
    await expect(back).toBeInViewport();
    await back.click();
    await expect(page).toHaveURL('/');
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('button', { name: /^Account menu:/ }).click();
    await expect(account.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });
});

test.describe('forms and small screens', () => {
  test('checkout: a field error goes as soon as the field is fixed', async ({ page, login, request }) => {
    await login('customer');
    const product = await makeProduct(request, { price: 12, stock: 5 }, 'Checkout Fix');
    await seedCart(page, [{ productId: product._id, quantity: 1 }]);
    await page.goto('/checkout');
    await islandReady(page);
    for (const label of ['Full name', 'Phone', 'Address line 1', 'City'])
      await page.getByLabel(label, { exact: true }).fill('');
    await page.getByRole('button', { name: 'Place order' }).click();
    const name = page.getByLabel('Full name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('City', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Full name is required')).toBeVisible();
    await name.fill('Fixed Name');
    await expect(page.getByText('Full name is required')).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    // the others stay until they are fixed too
    await expect(page.getByLabel('City', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('customer orders are cards on phones; the analytics chart keeps readable labels', async ({
    page,
    login,
    request,
  }) => {
    const session = await login('customer');
    const product = await makeProduct(request, { price: 25, stock: 5 }, 'Card Order');
    const order = await placeOrderApi(request, session.token, product._id, 1);
    await page.goto('/dashboard/orders');
    const row = page.getByTestId('order-row').filter({ hasText: order.number });
    await expect(row).toContainText('$25.00');
    const width = page.viewportSize()!.width;
    // nothing scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const box = (await row.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await shot(page, 'orders-cards');
    await expectNoSeriousA11yIssues(page);

    await login('admin');
    await page.goto('/admin/analytics');
    const chart = page.getByRole('img', { name: 'Orders and revenue per day' });
    await expect(chart).toBeVisible();
    // the smallest label text as drawn on screen, in CSS pixels
    const smallest = await chart.evaluate((svg) => {
      const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
      return Math.min(...[...svg.querySelectorAll('text')].map((t) => Number(t.getAttribute('font-size')) * scale));
    });
    expect(smallest).toBeGreaterThanOrEqual(10);
    await shot(page, 'analytics');
  });
});
