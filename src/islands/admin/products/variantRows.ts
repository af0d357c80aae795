// The product panel's variants as the admin edits them (text in every cell until the save), and
// how they become the `options` and `variants` JSON fields of the multipart write. Checked with the
// schemas the server parses with (src/lib/forms/variants.ts), so a problem is named by the same
// path the server's 400 would use ("variants.2.price") and shown next to that cell.
import {
  checkVariantSpecs,
  combinations,
  optionsSchema,
  VARIANT_LIMITS,
  variantsProblem,
  variantsSchema,
  type OptionsInput,
} from '../../../lib/forms/variants';
import type { CategoryAttribute, Product } from '../../../lib/types';
import { ownValue } from '../../../lib/ownKeys';
import type { FieldProblem } from '../kit/fieldProblem';

export interface OptionDraft {
  name: string;
  values: string[];
}

export interface VariantRow {
  /** React's key: stays with the row through edits and regeneration */
  key: string;
  /** the stored variant this row keeps (carts, wishlists and orders point at it) */
  _id?: string;
  sku: string;
  options: Record<string, string>;
  price: string;
  compareAtPrice: string;
  stock: string;
  weight: string;
  /** public ids of the product's images */
  images: string[];
  /** its own specs' values as typed, by attribute key; '' or absent: the product's */
  specs: Record<string, string>;
  isActive: boolean;
}

let counter = 0;
const newKey = () => `row-${++counter}`;

export function rowsFromProduct(product: Product | null): VariantRow[] {
  if (!product?.options.length) return [];
  return product.variants.map((v) => ({
    key: newKey(),
    _id: v._id,
    sku: v.sku,
    options: { ...v.options },
    price: String(v.price),
    compareAtPrice: v.compareAtPrice == null ? '' : String(v.compareAtPrice),
    stock: String(v.stock),
    weight: v.weight ? String(v.weight) : '',
    images: v.images.map((image) => image.public_id),
    specs: Object.fromEntries(Object.entries(v.specs ?? {}).map(([key, value]) => [key, String(value)])),
    isActive: v.isActive,
  }));
}

/** The attributes some row has a value of its own for: the table's columns when it opens. */
export function attributesInRows(rows: VariantRow[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row.specs).filter((key) => row.specs[key].trim() !== '')))];
}

/** An attribute no longer differing by variant: every row shows the product's value again. */
export function clearSpec(rows: VariantRow[], key: string): VariantRow[] {
  return rows.map((row) => {
    if (!(key in row.specs)) return row;
    const { [key]: _dropped, ...specs } = row.specs;
    return { ...row, specs };
  });
}

/** How many of the options a row agrees with, or -1 when one of its values is not the combination's. */
function fit(row: VariantRow, combination: Record<string, string>): number {
  let agreed = 0;
  for (const [name, value] of Object.entries(combination)) {
    const own = ownValue(row.options, name);
    if (own === undefined) continue;
    if (own !== value) return -1;
    agreed++;
  }
  return agreed;
}

/**
 * One row per combination of the options' values, in the options' order. A combination takes the
 * existing row that fits it best (same values on the options they share; an option added since
 * counts as a match), with its id, SKU, prices, stock and images, each row at most once; a new
 * combination copies the prices and weight of the closest row (stock 0, SKU left to the server).
 * Rows that fit no combination (a removed value) are dropped.
 */
export function regenerateRows(options: OptionDraft[], rows: VariantRow[]): VariantRow[] {
  const taken = new Set<VariantRow>();
  return combinations(options).map((combination) => {
    let best: VariantRow | undefined;
    let bestFit = -1;
    let closest: VariantRow | undefined;
    let closestFit = -1;
    for (const row of rows) {
      const score = fit(row, combination);
      if (score > closestFit) [closest, closestFit] = [row, score];
      if (!taken.has(row) && score > bestFit) [best, bestFit] = [row, score];
    }
    if (best) {
      taken.add(best);
      return { ...best, options: combination };
    }
    return {
      key: newKey(),
      sku: '',
      options: combination,
      price: closest?.price ?? '',
      compareAtPrice: closest?.compareAtPrice ?? '',
      stock: '0',
      weight: closest?.weight ?? '',
      images: [],
      specs: { ...closest?.specs },
      isActive: true,
    };
  });
}

/** How many rows Generate would make, to refuse past the limit before making them. */
export const combinationCount = (options: OptionDraft[]) => options.reduce((n, o) => n * o.values.length, 1);
export const TOO_MANY_VARIANTS = `A product may have at most ${VARIANT_LIMITS.variants} variants: remove some values.`;

/** An option renamed: the rows keep their values under the new name. */
export function renameOption(rows: VariantRow[], from: string, to: string): VariantRow[] {
  if (!from || from === to) return rows;
  return rows.map((row) => {
    if (!(from in row.options)) return row;
    const options = Object.fromEntries(Object.entries(row.options).map(([k, v]) => [k === from ? to : k, v]));
    return { ...row, options };
  });
}

/** Sets the price or the stock of the chosen rows (all when none is chosen). */
export function applyToRows(
  rows: VariantRow[],
  chosen: ReadonlySet<string>,
  field: 'price' | 'stock',
  value: string,
): VariantRow[] {
  return rows.map((row) => (chosen.size === 0 || chosen.has(row.key) ? { ...row, [field]: value } : row));
}

const amount = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The rows as the `variants` JSON field: decimals as the API takes them, images limited to the
 *  ones the product keeps. */
export function variantsPayload(rows: VariantRow[], keptImages: ReadonlySet<string>) {
  return rows.map((row) => ({
    ...(row._id ? { _id: row._id } : {}),
    ...(row.sku.trim() ? { sku: row.sku.trim() } : {}),
    options: row.options,
    price: amount(row.price),
    compareAtPrice: row.compareAtPrice.trim() === '' ? null : Number(row.compareAtPrice),
    stock: amount(row.stock),
    ...(row.weight.trim() ? { weight: Number(row.weight) } : {}),
    images: row.images.filter((id) => keptImages.has(id)),
    ...ownSpecs(row),
    isActive: row.isActive,
  }));
}

/** A row's own specs as sent: the values typed, none when it shows the product's (a variant's
 *  specs are replaced with it: none sent, none kept). */
function ownSpecs(row: VariantRow): { specs?: Record<string, string> } {
  const specs = Object.entries(row.specs).flatMap(([key, value]) => (value.trim() ? [[key, value.trim()]] : []));
  return specs.length ? { specs: Object.fromEntries(specs) } : {};
}

export const optionsPayload = (options: OptionDraft[]) =>
  options.map((o) => ({ name: o.name.trim(), values: o.values }));

/** The first problem of the options and variants (their specs against the category's
 *  `attributes`), named as the server's 400 would; null when both fit. */
export function variantsFormProblem(
  options: OptionDraft[],
  rows: VariantRow[],
  attributes: readonly CategoryAttribute[] = [],
): FieldProblem {
  const checkedOptions = optionsSchema.safeParse(optionsPayload(options));
  if (!checkedOptions.success) {
    const issue = checkedOptions.error.issues[0];
    return { path: ['options', ...issue.path].join('.'), message: issue.message };
  }
  if (rows.length === 0) return { path: 'variants', message: 'press Generate variants to make the combinations.' };
  const checkedVariants = variantsSchema.safeParse(variantsPayload(rows, new Set()));
  if (!checkedVariants.success) {
    const issue = checkedVariants.error.issues[0];
    return { path: ['variants', ...issue.path].join('.'), message: issue.message };
  }
  const problem = variantsProblem(checkedOptions.data as OptionsInput, checkedVariants.data);
  if (problem) return { path: problem[0], message: problem[1] };
  const specs = checkVariantSpecs(attributes, checkedVariants.data);
  return 'problem' in specs ? { path: specs.problem[0], message: specs.problem[1] } : null;
}

/**
 * The multipart fields that say how the product is sold: its options and variants; or, sold one
 * way, the spec's price, stock and original price, plus (when the stored product had options) the
 * one variant it keeps, its first, so the carts and wishlists that hold it keep pointing at it.
 */
export function sellingFields(input: {
  options: OptionDraft[];
  rows: VariantRow[];
  keptImages: ReadonlySet<string>;
  price: string;
  stock: string;
  compareAtPrice: string;
  /** the product as stored; null on create */
  stored: Product | null;
}): Record<string, string> {
  if (input.options.length)
    return {
      options: JSON.stringify(optionsPayload(input.options)),
      variants: JSON.stringify(variantsPayload(input.rows, input.keptImages)),
    };
  const fields = { price: input.price.trim(), stock: input.stock.trim(), compareAtPrice: input.compareAtPrice.trim() };
  const first = input.stored?.options.length ? input.stored.variants[0] : undefined;
  if (!first) return fields;
  const only = {
    _id: first._id,
    sku: first.sku,
    options: {},
    price: Number(fields.price),
    compareAtPrice: fields.compareAtPrice === '' ? null : Number(fields.compareAtPrice),
    stock: Number(fields.stock),
    weight: first.weight,
    images: [],
    isActive: true,
  };
  return { ...fields, options: '[]', variants: JSON.stringify([only]) };
}
