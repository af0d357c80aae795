import { describe, expect, it } from 'vitest';
import { jsonForScript, productListJsonLd } from '../../src/lib/productJsonLd';
import type { Product, ProductVariant } from '../../src/lib/types';

const product = (over: Partial<Product>): Product =>
  ({
    _id: 'p1',
    name: 'Speaker',
    productName: 'Speaker',
    description: 'Loud',
    price: 59,
    stock: 3,
    category: { _id: 'c1', name: 'Audio', image: '' },
    images: [{ url: '/uploads/s.webp', public_id: 's' }],
    discount: null,
    isActive: true,
    options: [],
    variants: [],
    ...over,
  }) as Product;

describe('product JSON-LD', () => {
  it('lists products in order with absolute images, USD offers and stock', () => {
    const ld = productListJsonLd(
      [product({}), product({ _id: 'p2', name: 'Phone', stock: 0, images: [] })],
      'https://shop.test',
    ) as {
      itemListElement: { position: number; item: Record<string, unknown> }[];
    };
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    expect(ld.itemListElement.map((e) => e.position)).toEqual([1, 2]);
    expect(ld.itemListElement[0]!.item).toMatchObject({
      '@type': 'Product',
      name: 'Speaker',
      image: 'https://shop.test/uploads/s.webp',
      category: 'Audio',
      offers: { price: '59.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(ld.itemListElement[1]!.item).not.toHaveProperty('image');
    expect(ld.itemListElement[1]!.item).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('cannot close its script tag whatever the product text says', () => {
    const text = jsonForScript(
      productListJsonLd([product({ name: '</script><script>alert(1)</script>' })], 'https://shop.test'),
    );
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).itemListElement[0].item.name).toBe('</script><script>alert(1)</script>');
  });

  it('writes the price as two-decimal text from its cents', () => {
    const prices = [0.05, 19.9, 1199, 2.675].map((price) => {
      const ld = productListJsonLd([product({ price })], 'https://shop.test') as {
        itemListElement: { item: { offers: { price: string } } }[];
      };
      return ld.itemListElement[0]!.item.offers.price;
    });
    expect(prices).toEqual(['0.05', '19.90', '1199.00', '2.68']); // toFixed made the last 2.67
  });
});

describe('product page JSON-LD', () => {
  it('has every image, the price and availability', async () => {
    const { productJsonLd } = await import('../../src/lib/productJsonLd');
    const ld = productJsonLd(
      product({
        stock: 0,
        images: [
          { url: '/uploads/a.webp', public_id: 'a' },
          { url: '/uploads/b.webp', public_id: 'b' },
        ],
      }),
      'https://shop.example',
      'https://shop.example/products/speaker',
    ) as Record<string, any>;
    expect(ld['@type']).toBe('Product');
    expect(ld.image).toEqual(['https://shop.example/uploads/a.webp', 'https://shop.example/uploads/b.webp']);
    expect(ld.offers).toMatchObject({
      price: '59.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('offers each variant for sale under its SKU, with the range of their prices', async () => {
    const { productJsonLd } = await import('../../src/lib/productJsonLd');
    const variant = (sku: string, price: number, stock: number, isActive = true): ProductVariant => ({
      _id: sku,
      sku,
      options: {},
      price,
      compareAtPrice: null,
      stock,
      weight: 0,
      images: [],
      specs: {},
      isActive,
    });
    const ld = productJsonLd(
      product({ variants: [variant('PH-128', 799, 0), variant('PH-256', 899.5, 4), variant('PH-1T', 1299, 2, false)] }),
      'https://shop.example',
      'https://shop.example/products/phone',
    ) as Record<string, any>;
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '799.00',
      highPrice: '899.50',
      offerCount: 2,
      availability: 'https://schema.org/InStock',
    });
    expect(ld.offers.offers).toEqual([
      expect.objectContaining({ sku: 'PH-128', price: '799.00', availability: 'https://schema.org/OutOfStock' }),
      expect.objectContaining({ sku: 'PH-256', url: 'https://shop.example/products/phone?variant=PH-256' }),
    ]);
    const single = productJsonLd(
      product({ variants: [variant('SPK-1', 59, 3)] }),
      'https://shop.example',
      'https://shop.example/products/speaker',
    ) as Record<string, any>;
    expect(single).toMatchObject({ sku: 'SPK-1', offers: { '@type': 'Offer', price: '59.00' } });
  });
});
