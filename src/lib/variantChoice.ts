// Which variant of a product a shopper is looking at, and what each option value would lead to:
// shared by the product page's server render and its script (src/components/product/variantPicker.ts),
// so `?variant=<sku>` shows on the server what a click shows in the browser. No zod here: the
// product page's script imports it.
import type { ProductOption, ProductVariant } from './types';
import { ownValue } from './ownKeys';

type VariantLike = Pick<ProductVariant, '_id' | 'sku' | 'options' | 'stock' | 'isActive'>;

/** The options' values as the label of one variant: "256 GB / Blue"; '' without options. */
export function variantLabel(options: readonly { name: string }[], chosen: Record<string, string>): string {
  return options
    .map((option) => ownValue(chosen, option.name))
    .filter(Boolean)
    .join(' / ');
}

const buyable = (variant: VariantLike) => variant.isActive && variant.stock > 0;

/** What the page shows without a choice: the first variant in stock, else the first for sale. */
export function defaultVariant<V extends VariantLike>(variants: readonly V[]): V | undefined {
  return variants.find(buyable) ?? variants.find((v) => v.isActive) ?? variants[0];
}

/** The active variant of `sku` (SKUs are unique whatever their case), else the default. */
export function variantForSku<V extends VariantLike>(
  variants: readonly V[],
  sku: string | null | undefined,
): V | undefined {
  const wanted = sku?.trim().toUpperCase();
  const found = wanted ? variants.find((v) => v.isActive && v.sku.toUpperCase() === wanted) : undefined;
  return found ?? defaultVariant(variants);
}

/** A cart line's variant: the one it names, or the product's only one. */
export function variantOfLine<V extends VariantLike>(variants: readonly V[], variantId?: string): V | undefined {
  if (variantId) return variants.find((v) => v._id === variantId);
  return variants.length === 1 ? variants[0] : undefined;
}

const matches = (variant: VariantLike, wanted: Record<string, string>) =>
  variant.isActive && Object.entries(wanted).every(([name, value]) => ownValue(variant.options, name) === value);

/** The variant a click on `value` of option `name` leads to: the current choice with that value,
 *  else the first variant for sale with it (one in stock first). */
export function pickVariant<V extends VariantLike>(
  variants: readonly V[],
  current: Record<string, string>,
  name: string,
  value: string,
): V | undefined {
  const exact = variants.find((v) => matches(v, { ...current, [name]: value }));
  if (exact) return exact;
  const withValue = variants.filter((v) => matches(v, { [name]: value }));
  return withValue.find(buyable) ?? withValue[0];
}

export type ValueState = 'in-stock' | 'sold-out' | 'unavailable';

/** How a value button is marked, next to the rest of the current choice: the combination can be
 *  bought, is sold out, or is not sold at all. */
export function valueState(
  variants: readonly VariantLike[],
  current: Record<string, string>,
  name: string,
  value: string,
): ValueState {
  const variant = variants.find((v) => matches(v, { ...current, [name]: value }));
  if (!variant) return 'unavailable';
  return variant.stock > 0 ? 'in-stock' : 'sold-out';
}

/** The accessible name of a value button: the value, and why it cannot be bought. */
export function valueLabel(option: ProductOption['name'], value: string, state: ValueState): string {
  const note = state === 'sold-out' ? ', sold out' : state === 'unavailable' ? ', not available' : '';
  return `${option}: ${value}${note}`;
}

const LOW_STOCK = 5;

/** How the shop says a stock runs short, on the product page and in the cart alike. */
export const onlyLeftText = (stock: number) => `In stock: only ${stock} left`;

/** The stock line under the price, for the variant shown. */
export function stockText(variant: Pick<ProductVariant, 'stock' | 'isActive'>): string {
  if (!variant.isActive || variant.stock < 1) return 'Sold out';
  return variant.stock > LOW_STOCK ? 'In stock' : onlyLeftText(variant.stock);
}

/** What the product page's script needs of each variant (src/components/product/VariantOptions.astro). */
export interface PickerVariant extends VariantLike {
  price: number;
  compareAtPrice: number | null;
  /** which of the page's galleries shows its images */
  gallery: number;
  /** its specs that differ between variants, as the specifications table writes them ('' unset) */
  specs: Record<string, string>;
}

export interface PickerData {
  options: ProductOption[];
  variants: PickerVariant[];
  /** the admin's badge text for the product, if any (src/lib/saleBadge.ts) */
  discount: string | null;
}

/**
 * The image sets a product page shows: the product's own (0), then each set of images a variant
 * has of its own, once however many variants share it; and for each variant, its set.
 */
export function gallerySets<I extends { public_id: string }>(
  productImages: readonly I[],
  variants: readonly { images: readonly I[] }[],
): { sets: I[][]; setOf: number[] } {
  const keyOf = (images: readonly I[]) => images.map((image) => image.public_id).join('\n');
  const sets: I[][] = [[...productImages]];
  const keys = [keyOf(productImages)];
  const setOf = variants.map((variant) => {
    if (!variant.images.length) return 0;
    const key = keyOf(variant.images);
    const at = keys.indexOf(key);
    if (at >= 0) return at;
    keys.push(key);
    sets.push([...variant.images]);
    return sets.length - 1;
  });
  return { sets, setOf };
}

/** The product's active variants cost different amounts: its price (the cheapest) reads "From". */
export function pricesVary(product: { variants: readonly Pick<ProductVariant, 'price' | 'isActive'>[] }): boolean {
  return new Set(product.variants.filter((v) => v.isActive).map((v) => v.price)).size > 1;
}
