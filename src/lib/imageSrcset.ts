// Every stored image is <key>.webp (at most 1600 px wide) plus narrower copies, <key>-160.webp
// (thumbnails), <key>-400.webp and <key>-800.webp, made at upload (and for older images, the ones
// they lack, once at start).
// Pages derive the srcset from the URL alone, so the API's image objects stay { url, public_id }
// as the product's clients expect (docs/api.md#rest-contract).
export const IMAGE_VARIANT_WIDTHS = [160, 400, 800] as const;
const FULL_IMAGE_WIDTH = 1600;

/** How wide a product page's gallery shows an image (its `sizes`; the head's preload says the same). */
export const PRODUCT_GALLERY_SIZES = '(min-width: 1024px) 560px, 100vw';

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** The URL of the `width` px copy of a stored image URL; other URLs (samples, data:) as they are. */
function variantUrl(url: string, width: ImageVariantWidth): string {
  return /(^|\/)[a-f0-9]{32}\.webp$/.test(url) ? url.replace(/\.webp$/, `-${width}.webp`) : url;
}

/** A srcset for a stored image URL, or undefined when the URL has no variants. */
export function imageSrcset(url: string): string | undefined {
  if (variantUrl(url, 400) === url) return undefined;
  return [...IMAGE_VARIANT_WIDTHS.map((w) => `${variantUrl(url, w)} ${w}w`), `${url} ${FULL_IMAGE_WIDTH}w`].join(', ');
}

/**
 * How a product card's image loads: the first card's (the page's likely largest paint) at once and
 * first; every other card's when it comes near the viewport. On a phone a grid or carousel shows
 * one card across, so the next ones would only share the bandwidth with the first; on wider
 * screens the rest of the first row is in view and loads right after the first layout. As
 * attributes, names in lower case (React 18 passes `fetchpriority` through as it is).
 */
export function cardImageLoading(priority: boolean): { loading: 'eager' | 'lazy'; fetchpriority?: 'high' } {
  return priority ? { loading: 'eager', fetchpriority: 'high' } : { loading: 'lazy' };
}
