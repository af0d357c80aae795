// Pure cart rules, tested on their own: the cart is [{productId, variantId?, quantity}] (the
// `cart` localStorage key, docs/api.md#commerce-contract); a line is one variant of a product, so
// two colours of a phone are two lines. Lines stored before variants have no `variantId`: the
// server takes the product's only variant for them, and ./cartResolve.ts names it once the
// product is known. A line never holds more than the stock the page knew of nor more than an order may
// take of the product (its `maxPerOrder`, when the page knew it, and never more than an order
// line may ask for).

/** ORDER_LIMITS.maxQuantity (src/lib/forms/orderPlacement.ts), repeated so the header script does
 *  not pull zod into every page (a unit test keeps the two equal). */
export const MAX_LINE_QUANTITY = 99;

/** Which line: a product and, for products with variants, one of them. */
export interface LineRef {
  productId: string;
  /** absent on lines stored before variants */
  variantId?: string;
}

export interface CartLine extends LineRef {
  quantity: number;
}

export const sameLine = (a: LineRef, b: LineRef) => a.productId === b.productId && a.variantId === b.variantId;

/** One text per line, for React keys and the prices the shopper saw: a line without a variant
 *  keeps its product's id, so prices stored before variants still belong to it. */
export const lineKey = ({ productId, variantId }: LineRef) => (variantId ? `${productId}/${variantId}` : productId);

/** The most one line may hold: the stock and the product's most per order when known, and never above the order limit. */
export function lineCap(stock?: number, maxPerOrder?: number): number {
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, stock ?? MAX_LINE_QUANTITY, maxPerOrder ?? MAX_LINE_QUANTITY));
}

/** Stored text -> lines; anything malformed is dropped rather than trusted. */
export function decodeCart(raw: string): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((line) => {
      const { productId, variantId, quantity } = (line ?? {}) as Partial<CartLine>;
      if (typeof productId !== 'string' || !productId || !Number.isInteger(quantity) || quantity! < 1) return [];
      // a variant that is not an id: the line is not to be trusted either
      if (variantId !== undefined && (typeof variantId !== 'string' || !variantId)) return [];
      return [{ productId, variantId, quantity: Math.min(quantity!, MAX_LINE_QUANTITY) }];
    });
  } catch {
    return [];
  }
}

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Adds `quantity` to the line of `ref` (made if absent), capped at `stock` and `maxPerOrder`. Returns the lines and how many were added. */
export function addLine(
  lines: readonly CartLine[],
  ref: LineRef,
  quantity: number,
  stock?: number,
  maxPerOrder?: number,
) {
  const cap = lineCap(stock, maxPerOrder);
  const current = lines.find((line) => sameLine(line, ref))?.quantity ?? 0;
  const next = Math.min(cap, current + Math.max(0, Math.floor(quantity)));
  const added = next - current;
  if (added <= 0) return { lines: [...lines], added: 0 };
  // an absent variantId stays absent in the stored JSON
  const made = { productId: ref.productId, variantId: ref.variantId, quantity: next };
  return {
    lines: current ? lines.map((line) => (sameLine(line, ref) ? { ...line, quantity: next } : line)) : [...lines, made],
    added,
  };
}

/** Sets a line's quantity (1..cap); 0 or less removes it. */
export function setLineQuantity(
  lines: readonly CartLine[],
  ref: LineRef,
  quantity: number,
  stock?: number,
  maxPerOrder?: number,
): CartLine[] {
  const q = Math.min(lineCap(stock, maxPerOrder), Math.floor(quantity));
  if (q < 1) return lines.filter((line) => !sameLine(line, ref));
  return lines.map((line) => (sameLine(line, ref) ? { ...line, quantity: q } : line));
}
