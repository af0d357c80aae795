// The one quote of a cart (docs/api.md#money-and-rounding): what POST /api/cart/quote answers and
// what POST /api/orders builds again inside its transaction and stores. Both read the products
// here and price them with the one pricing module (src/lib/pricing.ts), so the total a shopper is
// shown is the total the order is placed for, to the cent.
import { sql } from 'drizzle-orm';
import { toCents, toDecimal, type Cents } from '../../lib/money';
import { quote, quoteToApi, type ApiQuote, type ApiQuoteLine, type LineProblem, type Quote } from '../../lib/pricing';
import type { Address } from '../../lib/types';
import type { Db } from '../db/client';
import { products } from '../db/schema';

/** What a quote and an order need of a product. */
export interface QuotedProduct {
  id: string;
  name: string;
  priceCents: Cents;
  image: string;
  stock: number;
  maxPerOrder: number;
  isActive: boolean;
}

export interface CartLine {
  productId: string;
  quantity: number;
  /** the unit price the shopper saw, as a decimal (for `price_changed`) */
  price?: number;
}

/** A product row as `quotedProductColumns` selects it (`id` null where a join found none). */
export type QuotedProductRow = {
  id: string | null;
  name: string;
  price_cents: number;
  image: string | null;
  stock: number;
  max_per_order: number;
  is_active: boolean;
};

/** What a quote reads of the products table under alias `p`, for a statement of one's own. */
export const quotedProductColumns = sql`p.id, p.name, p.price_cents::float8 as price_cents,
  p.images->0->>'url' as image, p.stock, p.max_per_order, p.is_active`;

/** The products of rows read with quotedProductColumns, by id. */
export function quotedProductsOf(rows: readonly QuotedProductRow[]): Map<string, QuotedProduct> {
  const byId = new Map<string, QuotedProduct>();
  for (const row of rows)
    if (row.id !== null)
      byId.set(row.id, {
        id: row.id,
        name: row.name,
        priceCents: Number(row.price_cents),
        image: row.image ?? '',
        stock: Number(row.stock),
        maxPerOrder: Number(row.max_per_order),
        isActive: row.is_active === true || String(row.is_active) === 't',
      });
  return byId;
}

/** The ids as an SQL list (`p.id in (...)`): never empty, a cart has a line. */
export const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The products of `ids` that exist, by id (one query). */
export async function readQuotedProducts(
  db: Pick<Db, 'execute'>,
  ids: readonly string[],
): Promise<Map<string, QuotedProduct>> {
  if (!ids.length) return new Map();
  const result = await db.execute<QuotedProductRow>(
    sql`select ${quotedProductColumns} from ${products} p where p.id in (${idList(ids)})`,
  );
  return quotedProductsOf(result.rows);
}

/** What keeps a line from being ordered as it is, and how many units could be. */
function problemOf(line: CartLine, product: QuotedProduct | undefined): { problem?: LineProblem; available?: number } {
  if (!product || !product.isActive) return { problem: 'unavailable' };
  if (product.stock < 1) return { problem: 'sold_out' };
  const available = Math.min(product.stock, product.maxPerOrder);
  if (line.quantity > available) return { problem: 'short', available };
  if (line.price !== undefined && toCents(line.price) !== product.priceCents) return { problem: 'price_changed' };
  return {};
}

/** Where the order goes and for whom: what shipping and tax will be worked out from. */
export interface QuoteContext {
  shippingAddress?: Address;
  email?: string;
}

/** Shipping is free for every order today; the quote keeps it as a real amount so rates can come. */
function shippingCents(_lines: readonly CartLine[], _context: QuoteContext): Cents {
  return 0;
}

export interface CartQuote {
  quote: Quote;
  /** each line's product as read, when it exists (same order as the lines) */
  products: (QuotedProduct | undefined)[];
  /** the API's form of the quote, with what the shopper needs to fix each problem line */
  api: CartQuoteAnswer;
}

export interface CartQuoteLine extends ApiQuoteLine {
  /** with `short`: how many units can be ordered */
  available?: number;
  /** with `price_changed`: the price the shopper saw */
  seenPrice?: number;
}

export interface CartQuoteAnswer extends Omit<ApiQuote, 'lines'> {
  lines: CartQuoteLine[];
}

/** Prices `lines` with the products read (readQuotedProducts). Pure. */
export function priceCart(
  lines: readonly CartLine[],
  byId: ReadonlyMap<string, QuotedProduct>,
  context: QuoteContext = {},
): CartQuote {
  const found = lines.map((line) => byId.get(line.productId));
  const checks = lines.map((line, at) => problemOf(line, found[at]));
  const priced = quote({
    lines: lines.map((line, at) => ({
      productId: line.productId,
      name: found[at]?.name ?? '',
      unitPrice: found[at]?.priceCents ?? 0,
      quantity: line.quantity,
      problem: checks[at].problem,
    })),
    shipping: shippingCents(lines, context),
  });
  const answer = quoteToApi(priced);
  return {
    quote: priced,
    products: found,
    api: {
      ...answer,
      lines: answer.lines.map((line, at) => ({
        ...line,
        ...(checks[at].problem === 'short' ? { available: checks[at].available } : {}),
        ...(checks[at].problem === 'price_changed' ? { seenPrice: toDecimal(toCents(lines[at].price!)) } : {}),
      })),
    },
  };
}

/** The quote of a cart as it is now (POST /api/cart/quote). */
export async function quoteCart(db: Pick<Db, 'execute'>, lines: CartLine[], context: QuoteContext = {}) {
  return priceCart(lines, await readQuotedProducts(db, [...new Set(lines.map((l) => l.productId))]), context);
}
