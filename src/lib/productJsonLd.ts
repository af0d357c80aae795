// schema.org data for search engines: the catalogue's first page (ItemList) and product pages.
import { decimalText, toCents } from './money';
import type { Product } from './types';

export function productListJsonLd(products: readonly Product[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: productItem(product, origin),
    })),
  };
}

function productItem(product: Product, origin: string, url?: string) {
  return {
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product._id,
    ...(product.images[0] ? { image: new URL(product.images[0].url, origin).href } : {}),
    ...(product.category?.name ? { category: product.category.name } : {}),
    offers: {
      '@type': 'Offer',
      price: decimalText(toCents(product.price)),
      priceCurrency: 'USD',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(url ? { url } : {}),
    },
  };
}

/** schema.org Product of one product page: every image, price and availability. */
export function productJsonLd(product: Product, origin: string, pageUrl: string): object {
  return {
    '@context': 'https://schema.org',
    ...productItem(product, origin, pageUrl),
    image: product.images.map((image) => new URL(image.url, origin).href),
    url: pageUrl,
  };
}

/** JSON for a <script> element: `<` escaped so product text can never close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
