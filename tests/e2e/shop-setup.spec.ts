// Setting up a fresh shop in one sitting (docs/product.md#deliberate-changes, 31): the owner signs
// in, opens "Set up your shop" from the dashboard, is stopped by a problem shown beside its field,
// fills every answer, saves, follows the one publish to its end and finds no placeholder on the
// home page and the policies, the first invoice names the seller as set up, and a shopper
// subscribes to the newsletter from the footer and confirms from the mail. The publish rewrites the
// shop's texts and menus, which the other specs read as the template has them, so this journey
// runs a shop of its own (its own data and content folders, the same build and test inbox). The
// rules are tested in tests/api/setup.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, SMTP_URL, SPARE_SHOP_PORT } from '../../playwright.config';
import { serveCommand } from '../../scripts/lib/serveCommand.mjs';
import { pdfText } from '../helpers/pdfText';
import { expect, expectNoSeriousA11yIssues, islandReady, test } from './fixtures';
import { linkIn, waitForMail } from './mailbox';

const SHOP_URL = `http://localhost:${SPARE_SHOP_PORT}`;
let shop: ChildProcess | undefined;
let folder = '';

/** The built shop on a fresh data dir and a copy of the template content, mailing the test inbox. */
async function startOwnShop() {
  folder = await mkdtemp(path.join(os.tmpdir(), 'shop-setup-'));
  await cp('src/content', path.join(folder, 'content'), { recursive: true });
  const serve = serveCommand(process.cwd());
  shop = spawn(process.execPath, serve.args, {
    env: {
      ...process.env,
      ...serve.env,
      PORT: String(SPARE_SHOP_PORT),
      DATA_DIR: path.join(folder, 'data'),
      CONTENT_DIR: path.join(folder, 'content'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      SMTP_URL,
      MAIL_FROM: 'Volt & Co <shop@shop.test>',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${SHOP_URL}/api/health`).catch(() => null))?.status ?? 0, { timeout: 120_000 })
    .toBe(200);
}

/** The answers; US keeps the tax mode the other specs of the run expect. */
const SHOP = {
  shopName: 'Volt & Co',
  contactEmail: 'hello@volt.example',
  supportEmail: 'help@volt.example',
  phone: '+1 212 555 0142',
  address: '350 Fifth Avenue\nNew York, NY 10118',
  legalName: 'Volt & Co LLC',
  taxId: 'US-12-3456789',
  country: 'US',
  governingLaw: 'the State of New York',
  dealText: 'Free returns for 30 days',
};
const PLACEHOLDER = /\{(email|phone|address|company_name|store_url|platform_name)\}/;

async function signInAsOwner(page: Page) {
  await page.goto(`${SHOP_URL}/auth?next=/admin/dashboard`);
  await islandReady(page);
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Email').fill(ADMIN.email);
  await login.getByLabel('Password').fill(ADMIN.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function fillSetup(page: Page) {
  const form = page.getByRole('form', { name: 'Set up your shop' });
  // what is stored is pre-filled; a template placeholder is not
  await expect(form.getByLabel('Shop name')).toHaveValue('Electro Shop');
  await expect(form.getByLabel('Phone')).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: /HOME/ })).toBeChecked();
  await expectNoSeriousA11yIssues(page);

  // a problem is shown beside its field, and nothing is sent
  await form.getByRole('button', { name: 'Save and publish' }).click();
  await expect(form.getByLabel('Contact e-mail')).toBeFocused();
  await expect(form.getByText('Is required.').first()).toBeVisible();

  await form.getByLabel('Shop name').fill(SHOP.shopName);
  await form.getByLabel('Contact e-mail').fill(SHOP.contactEmail);
  await form.getByLabel('Support e-mail').fill(SHOP.supportEmail);
  await form.getByLabel('Phone').fill('call us');
  await form.getByLabel('Address').fill(SHOP.address);
  await form.getByLabel('Legal name').fill(SHOP.legalName);
  await form.getByLabel('Tax ID').fill(SHOP.taxId);
  await form.getByLabel('Country the shop sells from').selectOption(SHOP.country);
  await expect(form.getByTestId('setup-tax-mode')).toContainText('tax is added at checkout');
  await form.getByLabel('Governing law of the policies').fill(SHOP.governingLaw);
  await form.getByLabel('Deal text').fill(SHOP.dealText);
  await form.getByRole('button', { name: 'Save and publish' }).click();
  await expect(form.getByLabel('Phone')).toBeFocused();
  await expect(form.getByText(/^Must be a phone number/)).toBeVisible();
  await form.getByLabel('Phone').fill(SHOP.phone);
  await expect(form.getByText(/^Must be a phone number/)).toBeHidden();
}

async function saveAndWaitForPublish(page: Page) {
  await page.getByRole('button', { name: 'Save and publish' }).click();
  const status = page.getByTestId('publish-status');
  await expect(status).toHaveAttribute('data-status', /queued|building|done/);
  await expect(status).toHaveAttribute('data-status', 'done', { timeout: 420_000 });
  await expect(status).toContainText('Published: shoppers see it now.');
}

async function expectNoPlaceholder(page: Page, pathname: string) {
  await page.goto(`${SHOP_URL}${pathname}`);
  const body = page.locator('body');
  await expect(body).not.toContainText(PLACEHOLDER);
  await expect(body).not.toContainText('Vietnam');
  await expect(page.getByRole('contentinfo')).toContainText(SHOP.supportEmail);
}

/** A pay-on-delivery order delivered, so the shop issues its first invoice; its PDF's text. */
async function firstInvoiceText(request: APIRequestContext): Promise<string> {
  const signin = await request.post(`${SHOP_URL}/api/auth/signin`, { data: ADMIN });
  const token = (await signin.json()).token as string;
  const auth = { Authorization: `Bearer ${token}` };
  const products = (await (await request.get(`${SHOP_URL}/api/products?limit=50`)).json()).products as {
    _id: string;
    stock: number;
    variants: { _id: string; stock: number; isActive: boolean }[];
  }[];
  const product = products.find((p) => p.variants.length === 1 && p.stock > 0)!;
  const placed = await request.post(`${SHOP_URL}/api/orders`, {
    headers: { ...auth, 'Idempotency-Key': `setup-first-invoice-${Date.now()}` },
    data: {
      items: [{ productId: product._id, quantity: 1 }],
      shippingAddress: {
        name: 'Ada Buyer',
        phone: '+1 555 0100',
        line1: '1 Test Road',
        city: 'Springfield',
        region: 'IL',
        postalCode: '62701',
        country: 'US',
      },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).order as { _id: string };
  for (const status of ['shipped', 'delivered']) {
    const moved = await request.patch(`${SHOP_URL}/api/orders/${order._id}`, { headers: auth, data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const pdf = await request.get(`${SHOP_URL}/api/orders/${order._id}/invoice`, { headers: auth });
  expect(pdf.status()).toBe(200);
  return pdfText(new Uint8Array(await pdf.body()));
}

test.describe('shop setup', () => {
  // one real rebuild of the pages: a minute or more on a busy machine, and once per run is enough
  test.setTimeout(480_000);
  // eslint-disable-next-line no-empty-pattern -- Playwright hands a hook the fixtures its first parameter names
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name === 'desktop') await startOwnShop();
  });
  test.afterAll(async () => {
    shop?.kill('SIGTERM');
    if (shop) await new Promise((resolve) => shop!.once('exit', resolve));
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  test('the owner sets up a fresh shop in one sitting', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one rebuild per run');

    await test.step('signs in and opens Set up your shop from the dashboard', async () => {
      await signInAsOwner(page);
      await page.getByRole('link', { name: 'Set up your shop' }).first().click();
      await expect(page).toHaveURL(/\/admin\/setup$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Set up your shop' })).toBeVisible();
    });

    await test.step('fills every answer, fixing what is refused', () => fillSetup(page));
    await test.step('saves and waits for the publish', () => saveAndWaitForPublish(page));

    await test.step('finds no placeholder on the home page and the policies', async () => {
      await expectNoPlaceholder(page, '/');
      await expect(page.getByText(SHOP.dealText)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('350 Fifth Avenue, New York, NY 10118');
      for (const policy of ['/privacy-policy', '/refund-policy', '/terms-of-services'])
        await expectNoPlaceholder(page, policy);
      await expect(page.locator('main')).toContainText('governed by the laws of the State of New York');
      await expect(page.locator('main')).toContainText(SHOP.legalName);
    });

    await test.step('the first invoice names the seller as set up', async () => {
      const text = await firstInvoiceText(request);
      expect(text).toContain(SHOP.legalName);
      expect(text).toContain('350 Fifth Avenue');
      expect(text).toContain(`Tax ID: ${SHOP.taxId}`);
      expect(text).not.toMatch(PLACEHOLDER);
    });

    await test.step('a shopper subscribes to the newsletter and confirms it from the mail', async () => {
      await page.goto(`${SHOP_URL}/faqs`);
      const footer = page.locator('footer');
      const reader = `reader-${Date.now()}@shop.test`;
      await footer.getByRole('textbox', { name: 'Email address' }).fill(reader);
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByRole('status')).toContainText('Please check your inbox');
      const mail = await waitForMail(reader, /^Confirm your subscription to the Volt & Co newsletter$/);
      expect(mail.text).not.toMatch(PLACEHOLDER);
      await page.goto(`${SHOP_URL}${linkIn(mail, '/newsletter/confirm')}`);
      await expect(page.locator('main').getByRole('status')).toContainText('Your subscription is confirmed.');
    });

    await test.step('no longer finds the setup on the dashboard', async () => {
      await page.goto(`${SHOP_URL}/admin/dashboard`);
      await expect(page.getByRole('heading', { name: /Still to fill in \(0\)/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: /template’s details/ })).toHaveCount(0);
    });
  });
});
