// The Content section's journey (docs/product.md#deliberate-changes, 29 and 30): an admin makes a
// customer a content editor, who signs in, finds only the Content section, edits an FAQ answer
// with its live preview, is stopped by a problem shown beside its field, publishes, follows the
// rebuild to its end and reads the new answer on /faqs. The server edits a copy of the content
// (CONTENT_DIR in playwright.config.ts); the rules are tested in tests/api/content.test.ts.
import { ADMIN } from '../../playwright.config';
import { createCustomer, expect, expectNoSeriousA11yIssues, islandReady, signInApi, test } from './fixtures';

test.describe('content editing', () => {
  // one real rebuild of the pages: a minute or more on a busy machine, and once per run is enough
  test.setTimeout(480_000);

  test('an editor changes an FAQ answer, publishes it and shoppers read it', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one rebuild per run');
    const editor = await createCustomer(request, { name: 'Edda Editor' });
    const admin = await signInApi(request, ADMIN.email, ADMIN.password);
    const made = await request.put(`/api/users/${editor.user._id}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { role: 'editor' },
    });
    expect(made.status()).toBe(200);

    await page.goto('/auth');
    await islandReady(page);
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Email').fill(editor.user.email);
    await login.getByLabel('Password').fill(editor.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/);

    // any other back-office page sends an editor to the Content section
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/admin\/content$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu.getByRole('link')).toHaveText(['Content', 'Back to shop']);
    await expect(page.getByRole('heading', { name: /Still to fill in/ })).toBeVisible();
    await expect(page.getByRole('link', { name: "Fill in {phone} in Shop's details" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('link', { name: 'Do products come with a warranty?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Do products come with a warranty?' })).toBeVisible();
    const answer = page.getByLabel('Answer');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText("manufacturer's warranty");

    // a problem is shown beside its field, and nothing is sent
    await page.getByLabel('Question').fill('');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByLabel('Question')).toBeFocused();
    await expect(page.getByText('Must not be empty')).toBeVisible();
    await page.getByLabel('Question').fill('Do products come with a warranty?');
    await expect(page.getByText('Must not be empty')).toBeHidden();

    await answer.fill('Every product has a **two-year warranty**, handled by us, not the maker.');
    await expect(preview.locator('strong')).toHaveText('two-year warranty');
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    const status = page.getByTestId('publish-status');
    await expect(status).toHaveAttribute('data-status', /queued|building/);
    await expect(status).toContainText(/Queued|Building the pages/);
    await expect(status).toHaveAttribute('data-status', 'done', { timeout: 420_000 });
    await expect(status).toContainText('Published: shoppers see it now.');
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    // the version published and the one it replaced, compared line by line
    await expect(page.getByRole('listitem').filter({ hasText: 'by Edda Editor' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'as found in the source folder' })).toBeVisible();
    const compared = page.getByRole('region', { name: 'Lines removed and added' });
    await expect(compared).toContainText("removed: All products carry the manufacturer's warranty");
    await expect(compared).toContainText('added: Every product has a **two-year warranty**');
    // the history (a long line of each version included) wraps inside the page, on a phone too
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(compared).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const { scrollWidth: scrolled, clientWidth: shown } = document.documentElement;
        return { scrollWidth: scrolled, clientWidth: shown };
      });
      expect(scrollWidth, `the editor at ${width} px`).toBeLessThanOrEqual(clientWidth);
    }

    await page.goto('/faqs');
    await page.getByRole('button', { name: 'Do products come with a warranty?' }).click();
    await expect(page.getByRole('region', { name: 'Do products come with a warranty?' })).toContainText(
      'Every product has a two-year warranty, handled by us, not the maker.',
    );
  });
});
