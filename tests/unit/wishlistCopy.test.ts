// A wishlist copy of a product, and of the variant a product page shows: its price, stock, image,
// specs and which variant it is, read back safely from what the browser stored (old copies too).
import { describe, expect, it } from 'vitest';
import type { Product, ProductVariant } from '../../src/lib/types';
import { productToWishlistItem } from '../../src/lib/wishlistCopy';
import { variantToWishlistItem, wishlistVariant } from '../../src/lib/wishlistVariantCopy';

const image = (id: string) => ({ url: `/uploads/${id}.webp`, public_id: id });
const variant = (over: Partial<ProductVariant>): ProductVariant => ({
  _id: 'v1',
  sku: 'IP15-128-BLK',
  options: { Storage: '128 GB', Colour: 'Black' },
  price: 799,
  compareAtPrice: null,
  stock: 4,
  weight: 171,
  images: [],
  specs: {},
  isActive: true,
  ...over,
});
const big = variant({
  _id: 'v2',
  sku: 'IP15-256-BLU',
  options: { Storage: '256 GB', Colour: 'Blue' },
  price: 899,
  compareAtPrice: 949,
  stock: 2,
  images: [image('blue')],
  specs: { storage: '256 GB' },
});
const iphone = {
  _id: 'p1',
  name: 'Apple iPhone 15',
  description: 'A phone',
  price: 799,
  compareAtPrice: null,
  stock: 6,
  options: [
    { name: 'Storage', values: ['128 GB', '256 GB'] },
    { name: 'Colour', values: ['Black', 'Blue'] },
  ],
  variants: [variant({}), big],
  specs: { storage: '128 GB', os: 'iOS' },
  images: [image('front'), image('back')],
} as unknown as Product;

describe('productToWishlistItem and variantToWishlistItem', () => {
  it('copies the product with its _id as id, as before, when no variant is given', () => {
    const copy = productToWishlistItem(iphone);
    expect(copy).toMatchObject({ id: 'p1', price: 799, images: iphone.images });
    expect(wishlistVariant(copy)).toBeUndefined();
  });

  it('keeps the variant shown: its price, stock, own images and specs, and which one it is', () => {
    const copy = variantToWishlistItem(iphone, big);
    expect(copy).toMatchObject({
      id: 'p1',
      name: 'Apple iPhone 15',
      price: 899,
      compareAtPrice: 949,
      stock: 2,
      images: [image('blue')],
      specs: { storage: '256 GB', os: 'iOS' },
    });
    expect(wishlistVariant(copy)).toEqual({
      _id: 'v2',
      sku: 'IP15-256-BLU',
      options: { Storage: '256 GB', Colour: 'Blue' },
      label: '256 GB / Blue',
    });
    // a variant without images of its own shows the product's; one not sold is sold out
    const plain = variantToWishlistItem(iphone, variant({ isActive: false }));
    expect(plain).toMatchObject({ images: iphone.images, stock: 0, specs: { storage: '128 GB' } });
  });

  it('a product sold one way is copied as the product', () => {
    const single = { ...iphone, options: [], variants: [variant({ options: {} })] } as unknown as Product;
    expect(wishlistVariant(variantToWishlistItem(single, single.variants[0]))).toBeUndefined();
  });
});

describe('wishlistVariant', () => {
  const base = { id: 'p1', name: 'x', description: '', price: 1, images: [] };
  it('reads old copies and anything not written by this code as a copy of the product', () => {
    expect(wishlistVariant(base)).toBeUndefined();
    expect(wishlistVariant({ ...base, variant: 'v2' })).toBeUndefined();
    expect(wishlistVariant({ ...base, variant: { _id: 'v2' } })).toBeUndefined();
    expect(wishlistVariant({ ...base, variant: null })).toBeUndefined();
  });

  it('keeps only text option values and a text label', () => {
    expect(
      wishlistVariant({ ...base, variant: { _id: 'v2', sku: 'S', options: { Storage: '256 GB', x: 5 }, label: 7 } }),
    ).toEqual({ _id: 'v2', sku: 'S', options: { Storage: '256 GB' }, label: '' });
  });
});
