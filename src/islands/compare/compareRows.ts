// What the compare page lists, worked out from the server's products and categories: one row per
// fact, one cell per product, and whether the products differ on it. Specifications are the
// attributes their categories mark `inCompare` (CategoryAttribute, src/lib/types.ts), the union
// when the products come from different categories, "—" where a product has no value; the
// options are what each product offers ("128 GB, 256 GB"). Cells are text, as formatSpec writes
// them, so two values that read the same count as the same.
import { formatPrice } from '../../lib/formatPrice';
import { ownValue } from '../../lib/ownKeys';
import { pricesVary } from '../../lib/variantChoice';
import { formatSpec } from '../../lib/specFormat';
import type { Category, CategoryAttribute, Product } from '../../lib/types';

export const MISSING = '—';

export interface CompareRow {
  key: string;
  label: string;
  cells: string[];
  /** two or more products, and not all cells the same */
  differs: boolean;
}

export interface CompareTable {
  overview: CompareRow[];
  options: CompareRow[];
  specs: CompareRow[];
}

const row = (key: string, label: string, cells: string[]): CompareRow => ({
  key,
  label,
  cells,
  differs: cells.length > 1 && new Set(cells).size > 1,
});

/** "$799.00", or "From $799.00" when the product's active variants cost different amounts. */
export function priceText(product: Product): string {
  return `${pricesVary(product) ? 'From ' : ''}${formatPrice(product.price)}`;
}

/** The first product's option names first, then any others' in order of appearance. */
function union<T>(lists: T[][], keyOf: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const list of lists) for (const item of list) if (!seen.has(keyOf(item))) seen.set(keyOf(item), item);
  return [...seen.values()];
}

export function compareTable(products: readonly Product[], categories: readonly Category[]): CompareTable {
  const byId = new Map(categories.map((category) => [category._id, category]));
  const attributesOf = products.map((product) =>
    (byId.get(product.category?._id)?.attributes ?? []).filter((attribute) => attribute.inCompare),
  );
  const overview = [
    row('price', 'Price', products.map(priceText)),
    row(
      'availability',
      'Availability',
      products.map((p) => (p.stock > 0 ? 'In stock' : 'Sold out')),
    ),
    row(
      'category',
      'Category',
      products.map((p) => p.category?.name || MISSING),
    ),
  ];
  const options = union(
    products.map((p) => p.options),
    (option) => option.name,
  ).map(({ name }) =>
    row(
      `option:${name}`,
      name,
      products.map((p) => p.options.find((o) => o.name === name)?.values.join(', ') || MISSING),
    ),
  );
  const specs = union(attributesOf, (attribute) => attribute.key).map(({ key, name }) =>
    row(
      `spec:${key}`,
      name,
      products.map((product, index) => {
        // each product's value read with its own category's attribute: its type and unit
        const attribute: CategoryAttribute | undefined = attributesOf[index]!.find((a) => a.key === key);
        return attribute ? formatSpec(attribute, ownValue(product.specs, key)) : MISSING;
      }),
    ),
  );
  return { overview, options, specs };
}
