// What a variant's specifications are (docs/api.md#variants): its own values (`variant.specs`,
// storage on a 256 GB phone) over the product's, which every variant shares. Shared by the product
// page (its table follows the chosen variant), the compare page and the wishlist; the facets do
// the same on the server (src/server/search/facetTable.ts). No zod: the pages' scripts import it.
import { ownValue } from './ownKeys';
import type { Product, ProductVariant, SpecValue } from './types';

type WithSpecs = Pick<ProductVariant, 'specs'>;

const isSet = (value: SpecValue | null | undefined): value is SpecValue =>
  value !== undefined && value !== null && value !== '';

/** The specs a variant shows: the product's, each replaced by the variant's own where it has one. */
export function variantSpecs(
  productSpecs: Record<string, SpecValue>,
  variant: Partial<WithSpecs> | undefined,
): Record<string, SpecValue> {
  // without a prototype, so reading any key (`constructor` too) finds only a stored value
  const specs: Record<string, SpecValue> = Object.assign(Object.create(null), productSpecs);
  for (const [key, value] of Object.entries(variant?.specs ?? {})) if (isSet(value)) specs[key] = value;
  return specs;
}

/** The variants a product is sold as now: the active ones, or all when none is. */
const soldVariants = <V extends Pick<ProductVariant, 'isActive'>>(variants: readonly V[]) => {
  const active = variants.filter((variant) => variant.isActive);
  return active.length ? active : variants;
};

/** The keys whose value is not the same on every variant sold: what the product page changes
 *  when another variant is chosen. */
export function specKeysThatVary(product: Pick<Product, 'specs' | 'variants'>): string[] {
  const variants = soldVariants(product.variants);
  const keys = new Set(variants.flatMap((variant) => Object.keys(variant.specs ?? {})));
  return [...keys].filter(
    (key) => new Set(variants.map((v) => String(variantSpecs(product.specs, v)[key] ?? ''))).size > 1,
  );
}

/** Each value of `key` the product's variants sold have, once, in the variants' order; [] for none. */
export function specValues(product: Pick<Product, 'specs' | 'variants'>, key: string): SpecValue[] {
  const values = new Map<string, SpecValue>();
  for (const variant of soldVariants(product.variants)) {
    const value = variantSpecs(product.specs, variant)[key];
    if (isSet(value) && !values.has(String(value))) values.set(String(value), value);
  }
  const shared = ownValue(product.specs, key);
  if (values.size === 0 && isSet(shared)) return [shared];
  return [...values.values()];
}
