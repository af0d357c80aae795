// Content pages from the collections: FAQ accordion and the legal texts, with their SEO tags.
import { expect, NOT_FOUND_LOG, test } from './shellHelpers';

test.describe('/faqs', () => {
  test('one entry open at a time, clicking the open one closes it, panel scrolls within a max height', async ({
    page,
  }) => {
    await page.goto('/faqs');
    await expect(page).toHaveTitle('Frequently Asked Questions');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    const questions = page.locator('#main button[data-disclosure="faq"]');
    await expect(questions).toHaveCount(12);
    await expect(questions.first()).toHaveText('What is this store built on?');
    await expect(page.locator('[data-faq-panel]:visible')).toHaveCount(0);

    const first = page.getByRole('button', { name: 'What is this store built on?' });
    const second = page.getByRole('button', { name: 'Which theme does the store use, and is it supported?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'What is this store built on?' })).toContainText(
      'hosted-store platform',
    );
    await second.click();
    await expect(
      page.getByRole('region', { name: 'Which theme does the store use, and is it supported?' }),
    ).toContainText('theme');
    await expect(page.getByRole('region', { name: 'What is this store built on?' })).toBeHidden();
    await expect(page.locator('[data-faq-panel]:visible')).toHaveCount(1);
    await second.click();
    await expect(page.locator('[data-faq-panel]:visible')).toHaveCount(0);

    // keyboard: Enter and Space toggle like a click
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'How does the wishlist work?' }).click();
    const panel = page.getByRole('region', { name: 'How does the wishlist work?' });
    const style = await panel.evaluate((el) => ({
      maxHeight: getComputedStyle(el).maxHeight,
      overflowY: getComputedStyle(el).overflowY,
    }));
    expect(style.maxHeight).toMatch(/^\d+px$/);
    expect(style.overflowY).toBe('auto');
  });
});

test.describe('legal pages', () => {
  test.describe.configure({ timeout: 60_000 });
  test('refund policy states the spec points', async ({ page }) => {
    await page.goto('/refund-policy');
    await expect(page).toHaveTitle('Refund Policy');
    const main = page.locator('#main');
    await expect(main.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    await expect(main).toContainText('30-day return policy');
    await expect(main).toContainText('unused');
    await expect(main).toContainText('in its original packaging');
    await expect(main).toContainText('Sale items are not refundable.');
    await expect(main).toContainText('You are responsible for paying the shipping costs of returning your item.');
    await expect(main).toContainText('Some goods cannot be returned');
    await expect(main).toContainText('governed by the laws of Vietnam');
  });

  test('privacy policy keeps its unfilled placeholders; terms of services render', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('#main')).toContainText('{company_name}');
    await expect(page.locator('#main')).toContainText('{store_url}');
    await page.goto('/terms-of-services');
    await expect(page).toHaveTitle('Terms of Services');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Services' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Governing law' })).toBeVisible();
  });

  test('every content page has a description, canonical URL and Open Graph tags', async ({ page }) => {
    for (const path of ['/faqs', '/refund-policy', '/privacy-policy', '/terms-of-services']) {
      await page.goto(path);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
      // built without SITE_URL or PUBLIC_URL the page cannot know its host: no og:url then
      const ogUrl = page.locator('meta[property="og:url"]');
      if (await ogUrl.count()) await expect(ogUrl).toHaveAttribute('content', new RegExp(`^https?://[^/]+${path}$`));
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    }
  });

  test('content pages ship no React', async ({ page, allowConsoleError }) => {
    allowConsoleError(NOT_FOUND_LOG);
    for (const path of ['/faqs', '/refund-policy', '/home3', '/missing-page']) {
      const scripts: string[] = [];
      page.on('request', (req) => req.resourceType() === 'script' && scripts.push(req.url()));
      await page.goto(path);
      await expect(page.locator('astro-island')).toHaveCount(0);
      expect(
        scripts.filter((url) => /react|client\.[\w-]+\.js/i.test(url)),
        path,
      ).toEqual([]);
      page.removeAllListeners('request');
    }
  });
});
