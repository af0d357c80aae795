// How a product becomes a wishlist copy: the product's fields plus `id` = its `_id`
// (docs/product.md#deliberate-changes, 5); home samples keep their own fixed ids.
import type { WishlistItem } from '../stores/wishlistLogic';
import type { Product } from './types';
import type { SampleProduct } from './sampleProducts';

export function productToWishlistItem(product: Product): WishlistItem {
  return { ...product, id: product._id };
}

export function sampleToWishlistItem(sample: SampleProduct): WishlistItem {
  return {
    id: sample.id,
    name: sample.name,
    productName: sample.name,
    description: sample.description,
    price: sample.price,
    images: [{ url: sample.image.url, public_id: sample.id }],
  };
}
