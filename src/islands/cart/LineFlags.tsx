// The notes under a cart line whose product changed since it was added, each with the fix.
import { formatPrice } from '../../lib/formatPrice';
import { notePrice, removeFromCart, setCartQuantity } from '../../stores/cart';
import type { ReviewedLine } from '../../stores/cartReview';

const action = 'ml-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

export function LineFlags({ line }: { line: ReviewedLine }) {
  if (!line.flags.length) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm" data-testid="line-flags">
      {line.flags.map((flag) => (
        <li key={flag.kind} className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
          {flag.kind === 'unavailable' && (
            <>
              This product is no longer available.
              <button type="button" className={action} onClick={() => removeFromCart(line.productId)}>
                Remove it
              </button>
            </>
          )}
          {flag.kind === 'sold-out' && (
            <>
              Sold out since you added it.
              <button type="button" className={action} onClick={() => removeFromCart(line.productId)}>
                Remove it
              </button>
            </>
          )}
          {flag.kind === 'short' && (
            <>
              Only {flag.stock} left.
              <button
                type="button"
                className={action}
                onClick={() => setCartQuantity(line.productId, flag.stock, flag.stock)}
              >
                Take {flag.stock}
              </button>
            </>
          )}
          {flag.kind === 'price' && (
            <>
              Price {flag.now < flag.was ? 'went down' : 'went up'} from {formatPrice(flag.was)} to{' '}
              {formatPrice(flag.now)}.
              <button type="button" className={action} onClick={() => notePrice(line.productId, flag.now)}>
                OK, keep it
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
