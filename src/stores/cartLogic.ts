// Pure cart rules, tested on their own: the cart is [{productId, quantity}] (the `cart`
// localStorage key, docs/api.md#commerce-contract); a line never holds more than the
// stock the page knew of nor more than an order may take of the product (its `maxPerOrder`,
// when the page knew it, and never more than an order line may ask for).

/** ORDER_LIMITS.maxQuantity (src/lib/forms/orderPlacement.ts), repeated so the header script does
 *  not pull zod into every page (a unit test keeps the two equal). */
export const MAX_LINE_QUANTITY = 99;

export interface CartLine {
  productId: string;
  quantity: number;
}

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
      const { productId, quantity } = (line ?? {}) as Partial<CartLine>;
      if (typeof productId !== 'string' || !productId || !Number.isInteger(quantity) || quantity! < 1) return [];
      return [{ productId, quantity: Math.min(quantity!, MAX_LINE_QUANTITY) }];
    });
  } catch {
    return [];
  }
}

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Adds `quantity` to the product's line (made if absent), capped at `stock` and `maxPerOrder`. Returns the lines and how many were added. */
export function addLine(
  lines: readonly CartLine[],
  productId: string,
  quantity: number,
  stock?: number,
  maxPerOrder?: number,
) {
  const cap = lineCap(stock, maxPerOrder);
  const current = lines.find((line) => line.productId === productId)?.quantity ?? 0;
  const next = Math.min(cap, current + Math.max(0, Math.floor(quantity)));
  const added = next - current;
  if (added <= 0) return { lines: [...lines], added: 0 };
  const exists = lines.some((line) => line.productId === productId);
  return {
    lines: exists
      ? lines.map((line) => (line.productId === productId ? { ...line, quantity: next } : line))
      : [...lines, { productId, quantity: next }],
    added,
  };
}

/** Sets a line's quantity (1..cap); 0 or less removes it. */
export function setLineQuantity(
  lines: readonly CartLine[],
  productId: string,
  quantity: number,
  stock?: number,
  maxPerOrder?: number,
): CartLine[] {
  const q = Math.min(lineCap(stock, maxPerOrder), Math.floor(quantity));
  if (q < 1) return lines.filter((line) => line.productId !== productId);
  return lines.map((line) => (line.productId === productId ? { ...line, quantity: q } : line));
}
