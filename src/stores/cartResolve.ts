// Carts stored before variants: their lines name no variant. Once the cart page knows the
// products, a line of a product sold one way is given its variant; a line of a product that now
// comes in several stays for the shopper to choose (src/islands/cart/LineFlags.tsx). Kept out of
// ./cartLogic.ts and ./cart.ts, which every page loads, since only the cart and checkout use it.
import { $cart, $cartPrices } from './cart';
import { lineKey, MAX_LINE_QUANTITY, sameLine, type CartLine, type LineRef } from './cartLogic';

/**
 * Names the variant of lines stored without one whose product has exactly one (`variantsOf`
 * answers a product's variant ids, undefined while it is not known). A line that becomes the
 * same as another adds to it, up to the order limit. Lines of products with several variants
 * stay as they are: only the shopper can say which one they meant.
 */
export function resolveLines(
  lines: readonly CartLine[],
  variantsOf: (productId: string) => readonly string[] | undefined,
): CartLine[] {
  const out: CartLine[] = [];
  for (const line of lines) {
    const only = line.variantId ? undefined : variantsOf(line.productId);
    const named = only?.length === 1 ? { ...line, variantId: only[0] } : line;
    const twin = out.find((other) => sameLine(other, named));
    if (twin) twin.quantity = Math.min(MAX_LINE_QUANTITY, twin.quantity + named.quantity);
    else out.push({ ...named });
  }
  return out;
}

/** A line the quote cannot price until the shopper chooses: no variant named, and its product has several. */
export const needsChoice = (line: LineRef, variantCount: number | undefined) =>
  !line.variantId && variantCount !== undefined && variantCount > 1;

/** Names the only variant of lines stored before variants, once their products are known
 *  (resolveLines); their seen prices move with them. */
export function resolveCart(variantsOf: (productId: string) => readonly string[] | undefined) {
  const before = $cart.get();
  const after = resolveLines(before, variantsOf);
  if (JSON.stringify(after) === JSON.stringify(before)) return;
  const prices = { ...$cartPrices.get() };
  for (const line of after) {
    const old = prices[line.productId];
    if (line.variantId && old !== undefined && prices[lineKey(line)] === undefined) prices[lineKey(line)] = old;
  }
  $cart.set(after);
  $cartPrices.set(prices);
}
