import { chromium } from '@playwright/test';
const B = 'http://localhost:4520';
const signin = async (email, password) => (await (await fetch(B + '/api/auth/signin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })).json());
const admin = await signin('admin@shop.test', 'admin-pass-123');
// an editor
let ed = await signin('edda@shop.test', 'editor-pass-123');
if (!ed.token) {
  const r = await (await fetch(B + '/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Edda Editor', email: 'edda@shop.test', password: 'editor-pass-123' }) })).json();
  await fetch(B + `/api/users/${r.user._id}`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` }, body: JSON.stringify({ role: 'editor' }) });
  ed = await signin('edda@shop.test', 'editor-pass-123');
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pages = process.argv.slice(2);
for (const width of [390, 1280]) {
  for (const [who, session] of [['admin', admin], ['editor', ed]]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    await ctx.addInitScript(({ token, user }) => { localStorage.setItem('token', token); localStorage.setItem('user', JSON.stringify(user)); }, session);
    const page = await ctx.newPage();
    page.on('console', (m) => m.type() === 'error' && console.log(who, width, m.text()));
    for (const p of pages) {
      const [name, url, whoOnly, action] = p.split('|');
      if (whoOnly && whoOnly !== who) continue;
      await page.goto(B + url);
      await page.waitForTimeout(2500);
      if (action === 'compare') { await page.getByRole('heading', { name: 'History' }).scrollIntoViewIfNeeded(); await page.waitForTimeout(1000); }
      if (action === 'problems') { await page.getByLabel('Question').fill(''); await page.getByRole('button', { name: 'Publish' }).click(); await page.waitForTimeout(500); }
      await page.screenshot({ path: `.tmp/shots/${name}-${who}-${width}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await browser.close();
