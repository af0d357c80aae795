// What the compare page lists, worked out from the server's products and categories: one row per
// fact, one cell per product, and whether the products differ on it. Specifications are the
// attributes their categories mark `inCompare` (CategoryAttribute, src/lib/types.ts), one row per
// attribute name, so two categories' "Weight" (in g and in kg) share a row, each cell read with
// its own category's attribute; "—" where a product has no value. A product whose variants have
// their own values (src/lib/variantSpecs.ts) shows each ("128 GB, 256 GB"). The options are what
// each product offers ("128 GB, 256 GB"); an option named as a specification is that row, not a
// second one. Cells are text, as formatSpec writes them, so two values that read the same count
// as the same.
import { formatPrice } from '../../lib/formatPrice';
import { pricesVary } from '../../lib/variantChoice';
import { formatSpec } from '../../lib/specFormat';
import type { Category, CategoryAttribute, Product } from '../../lib/types';
import { specValues } from '../../lib/variantSpecs';

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

/** Rows are one per name, as a shopper reads them: "Weight" and "weight " are one. */
const nameKey = (name: string) => name.trim().toLowerCase();

/** A product's value of the attributes named `name` in its category, every variant's where they
 *  differ; null when it has none. */
function specText(product: Product, attributes: readonly CategoryAttribute[], name: string): string | null {
  for (const attribute of attributes) {
    if (nameKey(attribute.name) !== name) continue;
    const values = specValues(product, attribute.key);
    if (values.length) return values.map((value) => formatSpec(attribute, value)).join(', ');
  }
  return null;
}

const optionText = (product: Product, name: string) =>
  product.options.find((o) => nameKey(o.name) === name)?.values.join(', ') || null;

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
  const specNames = union(attributesOf, (attribute) => nameKey(attribute.name));
  const specNameKeys = new Set(specNames.map((attribute) => nameKey(attribute.name)));
  const options = union(
    products.map((p) => p.options),
    (option) => nameKey(option.name),
  )
    .filter(({ name }) => !specNameKeys.has(nameKey(name)))
    .map(({ name }) =>
      row(
        `option:${name}`,
        name,
        products.map((p) => optionText(p, nameKey(name)) || MISSING),
      ),
    );
  const specs = specNames.map(({ name }) =>
    row(
      `spec:${nameKey(name)}`,
      name,
      // what a product offers as an option is what it is sold in; its spec otherwise
      products.map(
        (product, index) =>
          optionText(product, nameKey(name)) ?? specText(product, attributesOf[index]!, nameKey(name)) ?? MISSING,
      ),
    ),
  );
  return { overview, options, specs };
}
