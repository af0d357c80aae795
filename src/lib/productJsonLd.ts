// schema.org data for search engines: the catalogue's first page (ItemList) and product pages.
import { decimalText, toCents } from './money';
import type { Product, ProductVariant } from './types';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

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
      availability: product.stock > 0 ? IN_STOCK : OUT_OF_STOCK,
      ...(url ? { url } : {}),
    },
  };
}

/** schema.org Product of one product page: every image, and its offers: one, or for a product
 *  sold in several variants an AggregateOffer with an Offer per SKU (each at its own URL). */
export function productJsonLd(product: Product, origin: string, pageUrl: string): object {
  const forSale = product.variants.filter((v) => v.isActive);
  const item = productItem(product, origin, pageUrl);
  return {
    '@context': 'https://schema.org',
    ...item,
    ...(forSale.length === 1 ? { sku: forSale[0].sku } : {}),
    ...(forSale.length > 1 ? { offers: aggregateOffer(forSale, pageUrl) } : {}),
    image: product.images.map((image) => new URL(image.url, origin).href),
    url: pageUrl,
  };
}

function aggregateOffer(variants: readonly ProductVariant[], pageUrl: string) {
  const cents = variants.map((v) => toCents(v.price));
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'USD',
    lowPrice: decimalText(Math.min(...cents)),
    highPrice: decimalText(Math.max(...cents)),
    offerCount: variants.length,
    availability: variants.some((v) => v.stock > 0) ? IN_STOCK : OUT_OF_STOCK,
    offers: variants.map((variant) => {
      const url = new URL(pageUrl);
      url.searchParams.set('variant', variant.sku);
      return {
        '@type': 'Offer',
        sku: variant.sku,
        price: decimalText(toCents(variant.price)),
        priceCurrency: 'USD',
        availability: variant.stock > 0 ? IN_STOCK : OUT_OF_STOCK,
        url: url.href,
      };
    }),
  };
}

/** JSON for a <script> element: `<` escaped so product text can never close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
