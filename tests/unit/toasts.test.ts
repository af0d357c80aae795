// The toast store: results said in the page, kept in memory only (src/stores/toasts.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { $toasts, clearToasts, dismissToast, showError, showToast } from '../../src/stores/toasts';

describe('toasts', () => {
  beforeEach(() => clearToasts());

  it('shows a success by default, an error when asked, each with its own id', () => {
    const saved = showToast('Product created successfully');
    const failed = showError('Failed to delete product: not found');
    expect($toasts.get().map(({ id, text, tone }) => ({ id, text, tone }))).toEqual([
      { id: saved, text: 'Product created successfully', tone: 'success' },
      { id: failed, text: 'Failed to delete product: not found', tone: 'error' },
    ]);
    dismissToast(saved);
    expect($toasts.get().map((t) => t.text)).toEqual(['Failed to delete product: not found']);
  });

  it('replaces a toast with the same words instead of stacking it, and keeps the newest three', () => {
    showToast('Product added to wishlist!');
    showToast('Product removed from wishlist!');
    showToast('Product added to wishlist!');
    expect($toasts.get().map((t) => t.text)).toEqual(['Product removed from wishlist!', 'Product added to wishlist!']);
    for (const n of [1, 2, 3]) showToast(`Saved ${n}`);
    expect($toasts.get().map((t) => t.text)).toEqual(['Saved 1', 'Saved 2', 'Saved 3']);
  });

  it('carries a link where one is the way on', () => {
    showToast('Ann added to your cart.', { tone: 'success', link: { href: '/cart', label: 'View cart' } });
    expect($toasts.get()[0].link).toEqual({ href: '/cart', label: 'View cart' });
  });
});
