// schema.org ItemList of the catalogue's first page, for search engines (issue 3 point 8).
import type { Product } from './types';

export function productListJsonLd(products: readonly Product[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        description: product.description,
        sku: product._id,
        ...(product.images[0] ? { image: new URL(product.images[0].url, origin).href } : {}),
        ...(product.category?.name ? { category: product.category.name } : {}),
        offers: {
          '@type': 'Offer',
          price: product.price.toFixed(2),
          priceCurrency: 'USD',
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      },
    })),
  };
}

/** JSON for a <script> element: `<` escaped so product text can never close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
