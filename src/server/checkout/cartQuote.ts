// The one quote of a cart (docs/api.md#money-and-rounding): what POST /api/cart/quote answers and
// what POST /api/orders builds again inside its transaction and stores. Both read the products
// here and price them with the one pricing module (src/lib/pricing.ts), so the total a shopper is
// shown is the total the order is placed for, to the cent.
import { sql } from 'drizzle-orm';
import { mulCents, sumCents, toCents, toDecimal, type Cents } from '../../lib/money';
import {
  quote,
  quoteToApi,
  type ApiQuote,
  type ApiQuoteLine,
  type LineProblem,
  type Quote,
  type TaxClass,
} from '../../lib/pricing';
import type { Address, ShippingOption } from '../../lib/types';
import type { Db } from '../db/client';
import { products, productVariants } from '../db/schema';
import { badRequest } from '../http/httpError';
import { choosePromotions, type CouponState, type Offer } from '../promotions/choosePromotions';
import { codeOf } from '../promotions/offers';
import { shippingOf, type Shipping, type Zone } from '../shipping/rates';
import { DEFAULT_SETTINGS } from '../settings/shopSettings';
import { statement } from '../db/prepared';
import { quoteRulesColumns, quoteRulesOf, type QuoteRules, type QuoteRulesRow } from './quoteContext';
import { taxFor, type StoredTaxRate, type TaxSettings } from '../tax/taxFor';

/** What a quote and an order need of a variant (and of its product). */
export interface QuotedProduct {
  id: string;
  variantId: string;
  sku: string;
  /** the option values as text ("256 GB / Blue"); '' for a product sold one way */
  variant: string;
  name: string;
  categoryId: string;
  priceCents: Cents;
  /** the variant's first image, else the product's */
  image: string;
  /** the variant's */
  stock: number;
  /** the variant's, per unit: what shipping by weight adds up */
  weightGrams: number;
  maxPerOrder: number;
  /** the product and the variant are both for sale */
  isActive: boolean;
  /** the product's: which of the address's rates it pays */
  taxClass: TaxClass;
}

export interface CartLine {
  productId: string;
  /** required when the product has more than one variant */
  variantId?: string;
  quantity: number;
  /** the unit price the shopper saw, as a decimal (for `price_changed`) */
  price?: number;
}

/** A row as `quotedProductColumns` selects it (`id` null where a join found none). */
export type QuotedProductRow = {
  id: string | null;
  variant_id: string;
  sku: string;
  variant: string;
  name: string;
  category_id: string;
  price_cents: number;
  image: string | null;
  stock: number;
  weight_grams: number;
  max_per_order: number;
  is_active: boolean;
  tax_class: TaxClass;
};

/** What a quote reads of the products table (alias `p`) and its variants (`v`, joined by
 *  `quotedVariantsJoin`), for a statement of one's own. */
export const quotedProductColumns = sql`p.id, v.id as variant_id, v.sku,
  coalesce((select string_agg(v.options->>(o.option->>'name'), ' / ' order by o.n)
    from jsonb_array_elements(p.options) with ordinality as o(option, n)), '') as variant,
  p.name, p.category_id, v.price_cents::float8 as price_cents,
  coalesce((select img->>'url' from jsonb_array_elements(p.images) img
    where img->>'public_id' = v.image_ids->>0), p.images->0->>'url') as image,
  v.stock, v.weight_grams, p.max_per_order, (p.is_active and v.is_active) as is_active, p.tax_class`;
// each product's variants by its key: a lateral subquery kept apart (offset 0), so a plan made once
// for every cart (src/server/db/prepared.ts) reads them by the index and never scans the table
export const quotedVariantsJoin = sql`cross join lateral (select * from ${productVariants} pv
  where pv.product_id = p.id offset 0) v`;

/** The variants of rows read with quotedProductColumns, by variant id, and each product's
 *  variants in order. */
export interface QuotedCatalog {
  variants: Map<string, QuotedProduct>;
  byProduct: Map<string, QuotedProduct[]>;
}

export function quotedProductsOf(rows: readonly QuotedProductRow[]): QuotedCatalog {
  const catalog: QuotedCatalog = { variants: new Map(), byProduct: new Map() };
  for (const row of rows) {
    if (row.id === null || row.variant_id === null) continue;
    const quoted: QuotedProduct = {
      id: row.id,
      variantId: row.variant_id,
      sku: row.sku,
      variant: row.variant ?? '',
      name: row.name,
      categoryId: row.category_id,
      priceCents: Number(row.price_cents),
      image: row.image ?? '',
      stock: Number(row.stock),
      weightGrams: Number(row.weight_grams),
      maxPerOrder: Number(row.max_per_order),
      isActive: row.is_active === true || String(row.is_active) === 't',
      taxClass: row.tax_class ?? 'standard',
    };
    catalog.variants.set(quoted.variantId, quoted);
    catalog.byProduct.set(row.id, [...(catalog.byProduct.get(row.id) ?? []), quoted]);
  }
  return catalog;
}

/** The ids as one parameter, a text array (`p.id = any(...)`): the planner handles one array
 *  in a fraction of the time it takes over fifty parameters, which made most of a big cart's
 *  quote. Each element is quoted, so an id holds any character. */
export const idArray = (ids: readonly string[]) => sql`${idArrayText(ids)}::text[]`;

/** Ids as the text of a text[] literal, for a `text[]` parameter. */
export const idArrayText = (ids: readonly string[]) =>
  `{${ids.map((id) => `"${id.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * The variant a line is for: the one it names (which must be its product's), or the product's
 * only one. A product with several needs the line to say which: a 400 naming the line.
 * Undefined for a product or variant that does not exist (any more).
 */
export function variantOfLine(line: CartLine, at: number, catalog: QuotedCatalog): QuotedProduct | undefined {
  const variants = catalog.byProduct.get(line.productId);
  if (!variants) return undefined;
  if (line.variantId !== undefined) {
    const variant = catalog.variants.get(line.variantId);
    return variant?.id === line.productId ? variant : undefined;
  }
  if (variants.length > 1)
    throw badRequest(`items.${at}.variantId: is required: "${variants[0].name}" comes in several variants.`);
  return variants[0];
}

/** What keeps a line from being ordered as it is, and how many units could be. A product's most
 *  units per order count its other variants' lines too (`otherUnits`), as the placement does. */
function problemOf(
  line: CartLine,
  product: QuotedProduct | undefined,
  otherUnits: number,
): { problem?: LineProblem; available?: number } {
  if (!product || !product.isActive) return { problem: 'unavailable' };
  if (product.stock < 1) return { problem: 'sold_out' };
  const available = Math.min(product.stock, Math.max(0, product.maxPerOrder - otherUnits));
  if (line.quantity > available) return { problem: 'short', available };
  if (line.price !== undefined && toCents(line.price) !== product.priceCents) return { problem: 'price_changed' };
  return {};
}

/** Where the order goes and for whom: what shipping and tax are worked out from; the shop's
 *  shipping zones (none, and shipping is free); and the promotions that may apply: all read as
 *  the quote's context (./quoteContext.ts). */
export interface QuoteContext {
  shippingAddress?: Address;
  zones?: readonly Zone[];
  /** the shipping method the shopper chose; the cheapest when not given */
  shippingMethodId?: string;
  email?: string;
  offers?: readonly Offer[];
  couponCode?: string;
  /** when the promotions' dates are judged; now when not given */
  now?: Date;
  /** the shop's tax rates (none, and no tax) and its tax
   *  mode and default country (src/server/settings/shopSettings.ts) */
  taxRates?: readonly StoredTaxRate[];
  taxSettings?: TaxSettings;
}

const NOT_BUYABLE: readonly LineProblem[] = ['unavailable', 'sold_out'];

/** The cart's shipping (src/server/shipping/rates.ts): free_over looks at the subtotal before
 *  discounts, weight at every unit's weight; a line that cannot be bought counts for neither. */
function shippingOfCart(
  lines: readonly CartLine[],
  found: readonly (QuotedProduct | undefined)[],
  buyable: readonly boolean[],
  context: QuoteContext,
): Shipping {
  const counted = lines.flatMap((line, at) => (buyable[at] && found[at] ? [{ line, variant: found[at] }] : []));
  const cart = {
    subtotalCents: sumCents(counted.map(({ line, variant }) => mulCents(variant.priceCents, line.quantity))),
    weightGrams: counted.reduce((grams, { line, variant }) => grams + variant.weightGrams * line.quantity, 0),
  };
  return shippingOf(context.shippingAddress, context.zones ?? [], cart, context.shippingMethodId);
}

export interface CartQuote {
  quote: Quote;
  /** each line's product as read, when it exists (same order as the lines) */
  products: (QuotedProduct | undefined)[];
  /** the API's form of the quote, with what the shopper needs to fix each problem line */
  api: CartQuoteAnswer;
  shipping: Shipping;
}

export interface CartQuoteLine extends ApiQuoteLine {
  variantId: string;
  sku: string;
  variant: string;
  /** with `short`: how many units can be ordered */
  available?: number;
  /** with `price_changed`: the price the shopper saw */
  seenPrice?: number;
}

export interface CartQuoteAnswer extends Omit<ApiQuote, 'lines'> {
  lines: CartQuoteLine[];
  /** with a coupon code: whether it applied, and why not */
  coupon?: CouponState;
  /** the shipping methods for the address and this cart, at their prices (none without an
   *  address, or in a shop without shipping zones) */
  shippingOptions: ShippingOption[];
  /** the one `shipping` is the price of */
  shippingMethod: ShippingOption | null;
  /** why the cart cannot be sent to the address ("We do not ship to Japan.") */
  shippingProblem?: string;
}

/** Prices `lines` with the variants read (readCartAndRules, or the placement's first statement). Pure. */
export function priceCart(lines: readonly CartLine[], catalog: QuotedCatalog, context: QuoteContext = {}): CartQuote {
  const found = lines.map((line, at) => variantOfLine(line, at, catalog));
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  const checks = lines.map((line, at) => problemOf(line, found[at], units.get(line.productId)! - line.quantity));
  const buyable = checks.map((check) => !check.problem || !NOT_BUYABLE.includes(check.problem));
  const shippingQuote = shippingOfCart(lines, found, buyable, context);
  const shipping = shippingQuote.cents;
  const chosen = choosePromotions({
    lines: lines.map((line, at) => ({
      productId: line.productId,
      variantId: found[at]?.variantId ?? '',
      categoryId: found[at]?.categoryId ?? '',
      unitPrice: found[at]?.priceCents ?? 0,
      quantity: line.quantity,
      buyable: buyable[at],
    })),
    shipping,
    offers: context.offers ?? [],
    couponCode: context.couponCode,
    now: context.now ?? new Date(),
  });
  const priced = quote({
    lines: lines.map((line, at) => ({
      productId: line.productId,
      name: found[at]?.name ?? '',
      unitPrice: found[at]?.priceCents ?? 0,
      quantity: line.quantity,
      taxClass: found[at]?.taxClass,
      problem: checks[at].problem,
    })),
    discounts: chosen.discounts,
    shipping: chosen.freeShipping ? 0 : shipping,
    tax: taxFor(context.shippingAddress, context.taxRates ?? [], context.taxSettings ?? DEFAULT_SETTINGS),
  });
  // free shipping is no discount of the lines (the shipping is 0 instead): it is listed with
  // what it saved
  if (chosen.freeShipping) {
    const { id, name, code } = chosen.freeShipping;
    priced.discounts.push({ promotionId: id, name, code, amount: shipping });
  }
  const answer = quoteToApi(priced);
  const option = ({ id, name, priceCents, minDays, maxDays }: Shipping['options'][number]): ShippingOption => ({
    id,
    name,
    price: toDecimal(priceCents),
    minDays,
    maxDays,
  });
  return {
    quote: priced,
    products: found,
    shipping: shippingQuote,
    api: {
      ...answer,
      ...(chosen.coupon ? { coupon: chosen.coupon } : {}),
      shippingOptions: shippingQuote.options.map(option),
      shippingMethod: shippingQuote.chosen && option(shippingQuote.chosen),
      ...(shippingQuote.problem ? { shippingProblem: shippingQuote.problem } : {}),
      lines: answer.lines.map((line, at) => ({
        ...line,
        variantId: found[at]?.variantId ?? lines[at].variantId ?? '',
        sku: found[at]?.sku ?? '',
        variant: found[at]?.variant ?? '',
        ...(checks[at].problem === 'short' ? { available: checks[at].available } : {}),
        ...(checks[at].problem === 'price_changed' ? { seenPrice: toDecimal(toCents(lines[at].price!)) } : {}),
      })),
    },
  };
}

/**
 * The cart's products as they are now and the quote's context (./quoteContext.ts), in one
 * statement: what POST /api/cart/quote prices a cart with.
 */
export async function readCartAndRules(
  db: Db,
  lines: readonly CartLine[],
  couponCode: string | undefined,
  customerKey: string,
): Promise<{ catalog: QuotedCatalog; rules: QuoteRules }> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const rows = await cartAndRules(db, { code: codeOf(couponCode), customerKey, ids: idArrayText(ids) });
  return { catalog: quotedProductsOf(rows), rules: quoteRulesOf(rows[0]) };
}

const cartAndRules = statement<QuotedProductRow & QuoteRulesRow>(
  () => sql`
    select ${quoteRulesColumns(sql.placeholder('code'), sql.placeholder('customerKey'))}, ${quotedProductColumns}
    from (select 1) one left join (${products} p ${quotedVariantsJoin})
      on p.id = any(${sql.placeholder('ids')}::text[])
    order by p.id, v.position`,
);
