import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4480';
const out = '.tmp/shots-png';
import fs from 'node:fs';
fs.mkdirSync(out, { recursive: true });
const signin = await (await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@shop.test', password: 'admin-pass-123' }) })).json();
// a message with a long address, and a customer with one
await fetch(`${base}/api/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Maximiliane Langname', email: 'maximiliane.langname-testerin@subdomain.example-mail.co.uk', subject: 'Where is my parcel?', message: 'Hello,\nwhere is it?' }) });
await fetch(`${base}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bartholomew Verylongname', email: `bartholomew.verylongname.${Date.now()}@international-example.co.uk`, password: 'customer-pass-1', contact: '' }) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(([token, user]) => { localStorage.setItem('token', JSON.stringify(token)); localStorage.setItem('user', JSON.stringify(user)); }, [signin.token, signin.user]);
  const page = await context.newPage();
  for (const [name, path] of [['customers', '/admin/customers'], ['orders', '/admin/orders'], ['messages', '/admin/messages'], ['analytics', '/admin/analytics'], ['dashboard', '/admin']]) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: name !== 'analytics' });
  }
  // an order panel of a shipped pay-on-delivery order
  await page.goto(base + '/admin/orders');
  await page.waitForTimeout(2000);
  const open = page.getByRole('button', { name: /^Open order/ }).filter({ visible: true });
  const n = await open.count();
  for (let i = 0; i < n; i++) {
    await open.nth(i).click();
    await page.waitForTimeout(800);
    const dialog = page.getByRole('dialog');
    if ((await dialog.textContent())?.includes('Shipped')) { await page.screenshot({ path: `${out}/order-shipped-${width}.png` }); break; }
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
  }
  await page.goto(base + '/admin/messages?tab=outbox');
  await page.waitForTimeout(2000);
  await page.getByRole('button', { name: /^View the mail/ }).filter({ visible: true }).first().click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/outbox-view-${width}.png` });
  await context.close();
}
await browser.close();
