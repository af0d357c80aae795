import { chromium } from '@playwright/test';
import sharp from 'sharp';
const base = 'http://localhost:4460';
const out = '.tmp/png';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const api = async (path, init = {}) => {
  const res = await fetch(base + path, init);
  return { status: res.status, body: await res.json().catch(() => null) };
};
const admin = (await api('/api/auth/signin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@shop.test', password: 'admin-pass-123' }) })).body;
const cats = (await api('/api/categories')).body.categories;
let drones = cats.find((c) => c.name === 'Drones');
if (!drones) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 250, g: 200, b: 0 } } }).png().toBuffer();
  const form = new FormData();
  form.set('name', 'Drones');
  form.set('description', 'Flying cameras');
  form.set('image', new Blob([png], { type: 'image/png' }), 'drone.png');
  const res = await api('/api/categories', { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
  console.log('create', res.status);
}
const email = `shots-${Date.now()}@shop.test`;
const customer = (await api('/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Jordan Rivera', email, password: 'kettle-harbour-42', contact: '' }) })).body;
console.log('drones route', (await fetch(base + '/drones')).status, 'unknown', (await fetch(base + '/no-such-category')).status);

for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 860 } });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console error', m.text()));
  // signed-out
  await page.goto(base + '/products/' + (await api('/api/products?limit=1')).body.products[0].slug);
  console.log(width, 'account href', await page.locator('[data-account-link]').getAttribute('href'));
  await page.evaluate(({ token, user }) => { localStorage.setItem('token', token); localStorage.setItem('user', JSON.stringify(user)); }, customer);
  await page.reload();
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.screenshot({ path: `${out}/header-menu-${width}.png` });
  // drawer / All Categories
  await page.goto(base + '/');
  if (width < 1024) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.screenshot({ path: `${out}/drawer-${width}.png` });
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('button', { name: 'All Categories' }).click();
    await page.screenshot({ path: `${out}/all-categories-${width}.png` });
  }
  await page.goto(base + '/categories');
  await page.screenshot({ path: `${out}/categories-${width}.png`, fullPage: true });
  await page.goto(base + '/drones');
  await page.screenshot({ path: `${out}/drones-${width}.png` });
  await page.goto(base + '/dashboard');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/dashboard-${width}.png` });
  // admin with menu
  await page.evaluate(({ token, user }) => { localStorage.setItem('token', token); localStorage.setItem('user', JSON.stringify(user)); }, admin);
  await page.goto(base + '/faqs');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.screenshot({ path: `${out}/header-menu-admin-${width}.png` });
  await page.evaluate(() => localStorage.clear());
  await page.goto(base + '/auth');
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByRole('tabpanel', { name: 'Create Account' }).getByLabel('Password').fill('kettle-harbour-42');
  await page.getByRole('tabpanel', { name: 'Create Account' }).getByRole('button', { name: 'Show' }).click();
  await page.screenshot({ path: `${out}/signup-show-${width}.png` });
  await ctx.close();
}
await browser.close();
