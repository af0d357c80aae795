// The notes under a cart line whose product changed since it was added (the quote's problems,
// src/stores/cartReview.ts), each with the fix.
import { formatCents, toDecimal } from '../../lib/money';
import { productPath } from '../../lib/shopUrls';
import { notePrice, removeFromCart, setCartQuantity, type LineRef } from '../../stores/cart';
import type { LineFlag, ReviewedLine } from '../../stores/cartReview';
import { atMostText, shortText } from './lineNotes';

const action = 'ml-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** What changed, and the one-click fix the note offers. */
function describe(
  flag: Exclude<LineFlag, { kind: 'choose' }>,
  line: LineRef,
): { text: string; fix: string; onFix: () => void } {
  switch (flag.kind) {
    case 'unavailable':
      return { text: 'This product is no longer available.', fix: 'Remove it', onFix: () => removeFromCart(line) };
    case 'sold-out':
      return { text: 'Sold out since you added it.', fix: 'Remove it', onFix: () => removeFromCart(line) };
    case 'short':
      return {
        text: shortText(flag.stock),
        fix: `Take ${flag.stock}`,
        onFix: () => setCartQuantity(line, flag.stock, { stock: flag.stock }),
      };
    case 'over-limit':
      return {
        text: atMostText(flag.most),
        fix: `Take ${flag.most}`,
        onFix: () => setCartQuantity(line, flag.most, { maxPerOrder: flag.most }),
      };
    case 'price':
      return {
        text: `Price ${flag.now < flag.was ? 'went down' : 'went up'} from ${formatCents(flag.was)} to ${formatCents(flag.now)}.`,
        fix: 'OK, keep it',
        // stored as the API writes prices, so the next quote request sends it back as seen
        onFix: () => notePrice(line, toDecimal(flag.now)),
      };
  }
}

export function LineFlags({ line }: { line: ReviewedLine }) {
  if (!line.flags.length) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm" data-testid="line-flags">
      {line.flags.map((flag) => {
        if (flag.kind === 'choose') return <ChooseNote key={flag.kind} line={line} />;
        const { text, fix, onFix } = describe(flag, line);
        return (
          <li key={flag.kind} className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
            {text}
            <button type="button" className={action} onClick={onFix}>
              {fix}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** A line kept from before variants, of a product that now comes in several: the product page
 *  lets the shopper choose one (and add it), or the line goes. */
function ChooseNote({ line }: { line: ReviewedLine }) {
  return (
    <li className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
      This product now comes in several options: choose one.
      {line.product && (
        <a href={productPath(line.product.slug)} className={action}>
          Choose options
        </a>
      )}
      <button type="button" className={action} onClick={() => removeFromCart(line)}>
        Remove it
      </button>
    </li>
  );
}
