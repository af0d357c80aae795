import { chromium } from '@playwright/test';
const base = 'http://localhost:4420';
const out = '.tmp/png';
const signin = await (await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@shop.test', password: 'admin-pass-123' }) })).json();
const products = (await (await fetch(`${base}/api/products?limit=3`)).json()).products;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const which = process.argv[2] ?? 'all';
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.addInitScript(({ token, user, cart }) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('cart', JSON.stringify(cart));
  }, { token: signin.token, user: signin.user, cart: products.slice(0, 2).map((p) => ({ productId: p._id, variantId: p.variants?.[0]?._id, quantity: 1 })) });
  if (which === 'all' || which === 'ship') {
    await page.goto(`${base}/admin/shipping`);
    await page.getByText('European Union').filter({ visible: true }).first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/shipping-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Edit European Union' }).filter({ visible: true }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${out}/shipping-panel-${width}.png` });
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Countries').fill('DE, Atlantis');
    await dialog.getByRole('button', { name: 'Update Shipping Zone' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/shipping-panel-error-${width}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add Zone' }).click();
    await page.waitForTimeout(600);
    await page.getByRole('dialog').getByLabel('Pricing').selectOption('weight');
    await page.screenshot({ path: `${out}/shipping-add-${width}.png`, fullPage: false });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  }
  if (which === 'all' || which === 'tax' || which === 'taxmock') {
    if (which === 'taxmock') {
      const rates = [
        { id: '1', country: 'DE', region: null, taxClass: 'standard', rate: 19, name: 'VAT' },
        { id: '2', country: 'DE', region: null, taxClass: 'reduced', rate: 7, name: 'VAT (reduced)' },
        { id: '3', country: 'US', region: 'California', taxClass: 'standard', rate: 7.25, name: 'Sales tax' },
        { id: '4', country: 'US', region: 'NY', taxClass: 'standard', rate: 4, name: 'Sales tax' },
        { id: '5', country: 'GB', region: null, taxClass: 'zero', rate: 0, name: 'VAT (zero-rated)' },
      ];
      await page.route('**/api/tax/rates', (route) => route.fulfill({ json: { rates } }));
    }
    await page.goto(`${base}/admin/tax`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/tax-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add Tax Rate' }).click();
    await page.waitForTimeout(600);
    await page.getByRole('dialog').getByLabel('Country').fill('germany');
    await page.screenshot({ path: `${out}/tax-panel-${width}.png` });
  }
  if (which === 'all' || which === 'checkout') {
    await page.goto(`${base}/checkout`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/checkout-empty-${width}.png`, fullPage: true });
    await page.getByLabel('Phone').fill('+49 30 1234567');
    await page.getByLabel('Address line 1').fill('Unter den Linden 1');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('Country').fill('Germany');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/checkout-options-${width}.png`, fullPage: true });
    await page.getByRole('radio', { name: /Express/ }).check();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/checkout-express-${width}.png`, fullPage: true });
    await page.getByLabel('Country').fill('Atlantis');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/checkout-problem-${width}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
