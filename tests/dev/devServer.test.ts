// `npm run dev` is a real way to work on the shop: on a new data dir it prepares and seeds the
// database, serves pages and API, and answers with the same headers and error bodies as production.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, freePort, ROOT } from '../api/harness';
import { chromiumLaunchOptions } from '../helpers/chromium';

let dev: ChildProcess;
let base = '';
let dataDir = '';
let output = '';
let browser: Browser | undefined;

async function waitForDev(deadline: number) {
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`npm run dev did not answer in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://localhost:${port}`;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-dev-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  dev = spawn('npm', ['run', 'dev', '--', '--port', String(port)], { cwd: ROOT, env, detached: true });
  dev.stdout?.on('data', (d) => (output += d));
  dev.stderr?.on('data', (d) => (output += d));
  await waitForDev(Date.now() + 150_000);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.pid && dev.exitCode === null) {
    process.kill(-dev.pid, 'SIGTERM');
    await new Promise((r) => dev.once('exit', r));
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('seeded the new data dir and printed the admin login', async () => {
    expect(output).toContain(`Admin e-mail: ${ADMIN.email}`);
    const res = await fetch(`${base}/api/products?active=true&page=1&limit=12`);
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.products).toHaveLength(12);
  });

  it('serves pages with the production headers', async () => {
    for (const p of ['/', '/products', '/faqs', '/admin']) {
      const res = await fetch(base + p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-security-policy'), p).toMatch(/script-src 'self'.*frame-ancestors 'none'/);
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), p).toBe('DENY');
    }
  });

  it('answers the API with CORS, JSON errors and no page headers', async () => {
    const health = await fetch(`${base}/api/health`, { headers: { Origin: 'https://elsewhere.test' } });
    expect(health.status).toBe(200);
    expect(health.headers.get('access-control-allow-origin')).toBe('*');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('content-security-policy')).toBeNull();
    for (const p of ['/api/x', '/api/users/..%2F..%2Fauth']) {
      const res = await fetch(base + p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).toContain('application/json');
      expect(await res.json(), p).toEqual({ success: false, message: 'No such API endpoint.' });
    }
    const bad = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, message: expect.stringContaining('JSON') });
  });

  it('shows /products and the admin dashboard in a browser without script errors', async () => {
    browser = await chromium.launch(chromiumLaunchOptions);
    const signin = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token, user } = await signin.json();
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(
      ([t, u]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
      },
      [token, JSON.stringify(user)],
    );
    await page.goto(`${base}/products`);
    await expect.poll(() => page.locator('article').count(), { timeout: 150_000 }).toBeGreaterThan(0);
    await page.goto(`${base}/admin`);
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: 150_000 })
      .toMatch(/Admin Panel[\s\S]*Customers/);
    expect(errors.filter((e) => !/vite|hmr|websocket/i.test(e))).toEqual([]);
  }, 330_000);
});
