// Pure wishlist rules, unit-tested on their own; the store wraps them with persistence.
import type { ProductImage } from '../lib/types';

/** A product copy kept in the wishlist: the product's fields plus `id` (its `_id`, see
 *  docs/product.md#deliberate-changes (5)). */
export interface WishlistItem {
  id: string;
  name: string;
  description: string;
  price: number;
  images: ProductImage[];
  [field: string]: unknown;
}

export type Wishlists = Record<string, WishlistItem[]>;

export function listFor(all: Wishlists, email: string | undefined | null): WishlistItem[] {
  return (email && all[email]) || [];
}

export function hasItem(list: WishlistItem[], id: string): boolean {
  return list.some((item) => item.id === id);
}

/** Adds unless an item with the same id is there; `added` says which happened. */
export function addItem(all: Wishlists, email: string, item: WishlistItem): { next: Wishlists; added: boolean } {
  const list = listFor(all, email);
  if (hasItem(list, item.id)) return { next: all, added: false };
  return { next: { ...all, [email]: [...list, item] }, added: true };
}

export function removeItem(all: Wishlists, email: string, id: string): { next: Wishlists; removed: boolean } {
  const list = listFor(all, email);
  if (!hasItem(list, id)) return { next: all, removed: false };
  return { next: { ...all, [email]: list.filter((item) => item.id !== id) }, removed: true };
}
