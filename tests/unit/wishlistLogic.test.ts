import { describe, expect, it } from 'vitest';
import {
  addItem,
  hasItem,
  listFor,
  removeItem,
  type WishlistItem,
  type Wishlists,
} from '../../src/stores/wishlistLogic';

const item = (id: string): WishlistItem => ({ id, name: `Item ${id}`, description: 'd', price: 10, images: [] });

describe('wishlist logic', () => {
  it('keeps one list per e-mail', () => {
    let all: Wishlists = {};
    all = addItem(all, 'a@x.test', item('1')).next;
    all = addItem(all, 'b@x.test', item('2')).next;
    expect(listFor(all, 'a@x.test').map((i) => i.id)).toEqual(['1']);
    expect(listFor(all, 'b@x.test').map((i) => i.id)).toEqual(['2']);
    expect(listFor(all, undefined)).toEqual([]);
    expect(listFor(all, 'nobody@x.test')).toEqual([]);
  });

  it('adds only when the id is absent, without changing the input', () => {
    const first = addItem({}, 'a@x.test', item('1'));
    expect(first.added).toBe(true);
    const again = addItem(first.next, 'a@x.test', { ...item('1'), name: 'other copy' });
    expect(again.added).toBe(false);
    expect(again.next).toBe(first.next);
    expect(listFor(again.next, 'a@x.test')).toHaveLength(1);
  });

  it('removes by id and reports when there was nothing to remove', () => {
    let all = addItem({}, 'a@x.test', item('1')).next;
    all = addItem(all, 'a@x.test', item('2')).next;
    const removed = removeItem(all, 'a@x.test', '1');
    expect(removed.removed).toBe(true);
    expect(listFor(removed.next, 'a@x.test').map((i) => i.id)).toEqual(['2']);
    expect(hasItem(listFor(removed.next, 'a@x.test'), '1')).toBe(false);
    const missing = removeItem(removed.next, 'a@x.test', '1');
    expect(missing.removed).toBe(false);
    expect(missing.next).toBe(removed.next);
  });
});
