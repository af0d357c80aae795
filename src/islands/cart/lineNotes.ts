// What a cart line says when it cannot hold more, in the product page's words for a stock that
// runs short (src/lib/variantChoice.ts): on a flag from the quote (./LineFlags.tsx) and when a
// number typed into the stepper was lowered (./CartView.tsx).
import { onlyLeftText } from '../../lib/variantChoice';
import { MAX_LINE_QUANTITY } from '../../stores/cartLogic';

/** The product's most units per order (or the order limit) in a sentence. */
export const atMostText = (most: number) => `At most ${most} can be ordered at once.`;

/** Fewer units in stock than the line asked for. */
export const shortText = (stock: number) => `${onlyLeftText(stock)}.`;

/** Why a line holds no more: its stock, else the product's most per order or the order limit. */
export function capText(stock: number | undefined, maxPerOrder: number | undefined): string {
  const most = Math.min(maxPerOrder ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  return stock !== undefined && stock <= most ? shortText(stock) : atMostText(most);
}
