// Setting up a fresh shop in one sitting (docs/product.md#deliberate-changes, 31): the owner signs
// in, opens "Set up your shop" from the dashboard, is stopped by a problem shown beside its field,
// fills every answer, saves, follows the one publish to its end and finds no placeholder on the
// home page and the policies. Each part is a step of its own, so more can follow the publish
// (the first invoice, the newsletter). The rules are tested in tests/api/setup.test.ts.
import type { Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { expect, expectNoSeriousA11yIssues, islandReady, test } from './fixtures';

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
  await page.goto('/auth?next=/admin/dashboard');
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
  await page.goto(pathname);
  const body = page.locator('body');
  await expect(body).not.toContainText(PLACEHOLDER);
  await expect(body).not.toContainText('Vietnam');
  await expect(page.getByRole('contentinfo')).toContainText(SHOP.supportEmail);
}

test.describe('shop setup', () => {
  // one real rebuild of the pages: a minute or more on a busy machine, and once per run is enough
  test.setTimeout(480_000);

  test('the owner sets up a fresh shop in one sitting', async ({ page }, testInfo) => {
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

    await test.step('no longer finds the setup on the dashboard', async () => {
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { name: /Still to fill in \(1\)/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: /template’s details/ })).toHaveCount(0);
    });
  });
});
