import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './fixtures';
import { createCustomer, storeSession, test, toast } from './shopHelpers';

async function slidesInView(page: Page) {
  return page.locator('[data-carousel]').evaluate((root) => {
    const box = root.querySelector('.swiper')!.getBoundingClientRect();
    const slides = [...root.querySelectorAll('.swiper-slide')].map((s) => s.getBoundingClientRect());
    const visible = slides.filter((r) => r.left >= box.left - 1 && r.right <= box.right + 1).length;
    const gap = Math.round(slides[1]!.left - slides[0]!.right);
    return { visible, gap };
  });
}

test.describe('home', () => {
  test('new arrivals carousel: slides per width, 24px gap, previous/next buttons', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.locator('[data-carousel][data-ready="true"]')).toBeVisible();
    const expected = testInfo.project.name === 'phone' ? 1 : 3;
    expect(await slidesInView(page)).toEqual({ visible: expected, gap: 24 });

    const prev = page.getByRole('button', { name: 'Previous slide' });
    const next = page.getByRole('button', { name: 'Next slide' });
    await expect(prev).toBeDisabled();
    const first = page.locator('[data-carousel] .swiper-slide').first();
    const startX = (await first.boundingBox())!.x;
    await next.click();
    await expect(prev).toBeEnabled();
    await expect.poll(async () => (await first.boundingBox())!.x).toBeLessThan(startX - 100);
    await prev.click();
    await expect(prev).toBeDisabled();
    await expect.poll(async () => Math.round((await first.boundingBox())!.x)).toBe(Math.round(startX));

    if (testInfo.project.name === 'desktop') {
      // the middle breakpoint: 2 slides from 768px
      await page.setViewportSize({ width: 800, height: 800 });
      await expect.poll(async () => (await slidesInView(page)).visible).toBe(2);
      await page.setViewportSize({ width: 700, height: 800 });
      await expect.poll(async () => (await slidesInView(page)).visible).toBe(1);
    }
  });

  test('top products: New Products first, each tab shows its own list', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Top products' });
    await expect(tabs.getByRole('tab', { name: 'New Products' })).toHaveAttribute('aria-selected', 'true');
    const panel = (slug: string) => page.locator(`[data-top-products-list="${slug}"]`);
    await expect(panel('new-products')).toBeVisible();
    await expect(panel('new-products').getByTestId('product-tile')).toHaveCount(8);

    for (const [name, slug] of [
      ['Best Selling', 'best-selling'],
      ['Featured', 'featured'],
      ['New Products', 'new-products'],
    ] as const) {
      await tabs.getByRole('tab', { name }).click();
      await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.getByRole('tab', { selected: true })).toHaveCount(1);
      await expect(panel(slug)).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
    }
    // keyboard: arrows move between tabs and choose them
    await tabs.getByRole('tab', { name: 'New Products' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: 'Featured' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel('featured')).toBeVisible();
  });

  test('cards: sale badges with struck-through original prices; every name opens its page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Featured' }).click();
    const grid = page.locator('[data-top-products-list="featured"]');
    // the seeded featured products include discounted ones (compare-at price from their badge)
    const struck = grid.locator('s').first();
    await expect(struck).toContainText('$');
    expect(await struck.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain('line-through');
    const link = grid.getByTestId('product-tile').first().getByRole('heading').getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/products\/[a-z0-9-]+$/);
    await link.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('category tiles and a lazy, muted, looping promo video with a poster', async ({ page }) => {
    await page.goto('/');
    for (const title of ['Technologies', 'Design', 'Development', 'Security', 'Performance']) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeAttached();
    }
    const video = page.locator('video[data-lazy-video]');
    const attrs = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      playsInline: v.playsInline,
      loop: v.loop,
      poster: v.getAttribute('poster'),
      laterPoster: v.dataset.poster,
      preload: v.getAttribute('preload'),
      src: v.querySelector('source')!.getAttribute('src'),
    }));
    expect(attrs).toEqual({
      muted: true,
      playsInline: true,
      loop: true,
      poster: null,
      laterPoster: '/media/promo-poster.webp',
      preload: 'none',
      src: null,
    });
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('poster', '/media/promo-poster.webp');
    await expect(video.locator('source')).toHaveAttribute('src', '/media/promo.mp4');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toContain('/media/promo.mp4');
    await expect(page.getByRole('img', { name: /Smartwatch sale/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Camera deals/ })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test('hearts: signed out asks to log in; signed in adds and removes, said in toasts', async ({ page, request }) => {
    await page.goto('/');
    const heart = page.locator('[data-top-products-list="new-products"] [data-wishlist-heart]').first();
    await heart.click();
    // the home page is where sign-in goes anyway: no `next` (src/lib/authUrl.ts)
    await expect(toast(page, 'Please login first').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await storeSession(page, await createCustomer(request));
    await page.reload();
    const id = await heart.getAttribute('data-id');
    await heart.click();
    await expect(toast(page, 'Product added to wishlist!')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // the same product in the carousel shows as saved too: a copy's id is the product's _id
    await expect(page.locator(`[data-carousel] [data-wishlist-heart][data-id="${id}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '{}'));
    expect(Object.values(stored).flat()).toEqual([expect.objectContaining({ id, _id: id })]);

    await heart.click();
    await expect(toast(page, 'Product removed from wishlist!')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
