// /cart: the lines with fresh prices and stock, flags for what changed, the coupon code, the
// server's totals (with the promotions it applied), Checkout.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatCents } from '../../lib/money';
import { authUrlFor } from '../../lib/authUrl';
import { $token, $user, isSignedIn } from '../../stores/session';
import { imageSrcset } from '../../lib/imageSrcset';
import { productPath } from '../../lib/shopUrls';
import { removeFromCart, setCartQuantity } from '../../stores/cart';
import { lineKey } from '../../stores/cartLogic';
import { readyForCheckout, type ReviewedLine } from '../../stores/cartReview';
import { EmptyState } from '../ui/EmptyState';
import { LineFlags } from './LineFlags';
import { capText } from './lineNotes';
import { CouponField } from './CouponField';
import { LineDiscount, LineTotal } from './LineTotal';
import { QuantityStepper } from './QuantityStepper';
import { QuoteSummary } from './QuoteSummary';
import { useReviewedCart } from './useReviewedCart';
import { VariantNote } from './VariantNote';

export default function CartView() {
  const { mounted, lines, loading, error, reload, quote, quoteCurrent, couponCode } = useReviewedCart();
  // signed out: straight to sign-in, which comes back to checkout
  const signedIn = isSignedIn(useStore($token), useStore($user));
  if (!mounted) return <div className="min-h-[16rem]" aria-busy="true" />;
  if (lines.length === 0) {
    return <EmptyState title="Your cart is empty" action={{ href: '/products', label: 'Browse our products' }} />;
  }
  const ready = readyForCheckout(lines, quote !== null);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div>
        {error && (
          <div
            role="alert"
            className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-sale"
          >
            <p>Could not check prices and stock: {error}</p>
            <button
              type="button"
              onClick={reload}
              className="rounded-md border border-red-300 bg-white px-3 py-1.5 font-medium text-ink"
            >
              Try again
            </button>
          </div>
        )}
        <ul className="divide-y divide-line rounded-xl border border-line" aria-busy={loading}>
          {lines.map((line) => (
            <CartLineRow key={lineKey(line)} line={line} />
          ))}
        </ul>
      </div>
      <aside aria-label="Cart summary" className="h-fit space-y-4 rounded-xl border border-line bg-slate-50 p-5">
        <CouponField code={couponCode} quote={quote} />
        <QuoteSummary quote={quote} current={quoteCurrent} testId="cart" shippingUnknown="Calculated at checkout" />
        {ready ? (
          <a
            href={signedIn ? '/checkout' : authUrlFor('/checkout')}
            className="block rounded-lg bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700"
          >
            Checkout
          </a>
        ) : (
          <>
            <button
              type="button"
              disabled
              aria-describedby="checkout-blocked"
              className="block w-full cursor-not-allowed rounded-lg bg-slate-300 px-5 py-3 font-semibold text-ink-soft"
            >
              Checkout
            </button>
            <p id="checkout-blocked" className="text-sm text-ink-soft">
              {loading ? 'Checking prices and stock…' : 'Please review the flagged lines first.'}
            </p>
          </>
        )}
      </aside>
    </div>
  );
}

function CartLineRow({ line }: { line: ReviewedLine }) {
  const product = line.product;
  const name = product?.name ?? 'Product no longer available';
  // the variant's own picture when it has one, as on the product page
  const image = line.variant?.images[0]?.url ?? product?.images[0]?.url;
  const label = line.variantText ? `${name}, ${line.variantText}` : name;
  const stock = line.variant?.stock ?? product?.stock;
  // a number typed above what the line may hold was lowered: say why next to it
  const [capped, setCapped] = useState(false);
  return (
    <li className="flex gap-4 p-4" data-testid="cart-line">
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-lg border border-line bg-slate-50 sm:h-24 sm:w-24">
        {image && (
          <img
            src={image}
            srcSet={imageSrcset(image)}
            sizes="96px"
            width={96}
            height={96}
            alt=""
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="font-semibold text-ink">
            {product?.isActive ? (
              <a href={productPath(product.slug)} className="hover:text-brand-700 hover:underline">
                {name}
              </a>
            ) : (
              name
            )}
          </h2>
          <LineTotal line={line} className="font-bold" />
        </div>
        <VariantNote line={line} />
        <LineDiscount line={line} />
        {product?.isActive && line.unitPrice !== null && (
          <p className="text-sm text-ink-muted">{formatCents(line.unitPrice)} each</p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <QuantityStepper
            name={label}
            quantity={line.quantity}
            stock={stock}
            maxPerOrder={product?.maxPerOrder}
            onChange={(q, lowered) => {
              setCapped(lowered);
              setCartQuantity(line, q, { stock: line.variant?.stock, maxPerOrder: product?.maxPerOrder });
            }}
          />
          <button
            type="button"
            onClick={() => removeFromCart(line)}
            className="text-sm font-medium text-sale underline underline-offset-2"
          >
            Remove<span className="sr-only"> {label}</span>
          </button>
        </div>
        <p role="status" className="mt-2 text-sm font-medium text-ink-soft empty:hidden" data-testid="line-capped">
          {capped ? capText(stock, product?.maxPerOrder) : ''}
        </p>
        <LineFlags line={line} />
      </div>
    </li>
  );
}
