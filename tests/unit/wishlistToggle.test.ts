// The heart's rules through the real stores (nanostores keep working without a window).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product, User } from '../../src/lib/types';
import { productToWishlistItem } from '../../src/lib/wishlistCopy';
import { signIn, signOut } from '../../src/stores/session';
import { $toasts, clearToasts } from '../../src/stores/toasts';
import { $wishlist, $wishlists, toggleWishlist } from '../../src/stores/wishlist';

const user = { _id: 'u1', name: 'Ann', email: 'ann@shop.test', role: 'customer', status: 'active' } as User;
const product = {
  _id: 'p-42',
  name: 'Camera',
  productName: 'Camera',
  description: 'A camera',
  price: 120,
  images: [{ url: '/uploads/a.webp', public_id: 'a' }],
} as Product;

describe('toggleWishlist', () => {
  beforeEach(() => {
    signOut();
    $wishlists.set({});
    clearToasts();
  });

  it('asks to log in first when signed out and changes nothing', () => {
    expect(toggleWishlist(productToWishlistItem(product), false)).toBe('Please login first');
    expect($wishlists.get()).toEqual({});
    // said in the page, with the sign-in that is the answer
    expect($toasts.get()).toMatchObject([{ text: 'Please login first', tone: 'error', link: 'sign-in' }]);
  });

  it('adds with the product _id as the copy id, then removes it from a filled heart', () => {
    signIn('token', user);
    expect(toggleWishlist(productToWishlistItem(product), false)).toBe('Product added to wishlist!');
    expect($wishlist.get().map((i) => i.id)).toEqual(['p-42']);
    expect(toggleWishlist(productToWishlistItem(product), true)).toBe('Product removed from wishlist!');
    expect($wishlist.get()).toEqual([]);
    expect($toasts.get().map((t) => [t.text, t.tone])).toEqual([
      ['Product added to wishlist!', 'success'],
      ['Product removed from wishlist!', 'success'],
    ]);
  });

  it('refuses a duplicate when the heart shows an out-of-date empty state', () => {
    signIn('token', user);
    toggleWishlist(productToWishlistItem(product), false);
    expect(toggleWishlist(productToWishlistItem(product), false)).toBe('Product already exists in wishlist!');
    expect($wishlist.get()).toHaveLength(1);
  });
});
