// /checkout: signed-out shoppers sign in (at /auth, coming back with the cart) or continue as a
// guest with an e-mail address (`?guest=1` starts there); shipping address (prefilled from the
// account, optionally saved), the payment method (./PaymentChoice.tsx), the order summary and
// Place order. Errors stay on the page with the cart intact. A guest's order opens on its own
// page (/order-tracking?key=); a card order goes to Stripe's page first, which brings the
// shopper back to that order page. Every amount in the summary is the server's quote (for the
// address once it is complete), and the order is placed for the quote's total: an order that
// would cost another total is refused with the new quote, shown here for the shopper to place again.
// The coupon code kept since the cart (src/stores/coupon.ts) goes with the quotes and the order; a
// code the quote refuses holds Place order back until it is removed or replaced, and one that
// stopped applying meanwhile (used up, ended) comes back as that 409: its message, the new quote.
// Shipping: the quote's methods for a complete address (./ShippingChoice.tsx); the one picked goes
// with the next quotes and the order; an address no zone serves holds Place order back, its
// reason shown under the address.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { api, ApiError, OrderConflictError } from '../../lib/api';
import { addressSchema, EMPTY_ADDRESS } from '../../lib/forms/address';
import type { PaymentMethod } from '../../lib/paymentMethods';
import type { Address } from '../../lib/types';
import { guestContactSchema, orderPlacementSchema } from '../../lib/forms/orderPlacement';
import { toDecimal } from '../../lib/money';
import { authUrlFor } from '../../lib/authUrl';
import { customerOrderPath, guestOrderPath, orderNumberTrackingPath } from '../../lib/shopUrls';
import { clearCart } from '../../stores/cart';
import { removeCoupon } from '../../stores/coupon';
import { lineKey } from '../../stores/cartLogic';
import { readyToOrder } from '../../stores/cartReview';
import { $token, $user, refreshProfile } from '../../stores/session';
import { setUser } from '../../stores/sessionActions';
import { ADDRESS_LABELS, AddressFields } from '../account/AddressFields';
import { CheckboxField } from '../ui/CheckboxField';
import { EmptyState } from '../ui/EmptyState';
import { errorsStillThere, fieldErrors, type FieldErrors } from '../ui/fieldErrors';
import { LineFlags } from '../cart/LineFlags';
import { CouponField } from '../cart/CouponField';
import { LineDiscount, LineTotal } from '../cart/LineTotal';
import { QuoteSummary } from '../cart/QuoteSummary';
import { VariantNote } from '../cart/VariantNote';
import { useReviewedCart } from '../cart/useReviewedCart';
import { checkoutKey, forgetCheckoutKey } from './idempotencyKey';
import { GuestChoice, GuestEmail } from './GuestCheckout';
import { PaymentChoice } from './PaymentChoice';
import { ShippingChoice } from './ShippingChoice';

/** What decides the shipping zone: a method picked for one destination is not asked for another. */
const destinationOf = (a: Address) => [a.country, a.region ?? '', a.postalCode].join('|').toLowerCase();

const EARLIER_ORDER_PLACED =
  'An earlier attempt of this checkout was placed as an order with other items. Check your orders (or your e-mail) before placing this one; submitting again places a new order.';

export default function CheckoutView() {
  const token = useStore($token);
  const user = useStore($user);
  const [address, setAddress] = useState<Address | null>(null);
  const [save, setSave] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [guest, setGuest] = useState(false);
  const [email, setEmail] = useState('');
  const [payment, setPayment] = useState<PaymentMethod>('cod');
  const [pick, setPick] = useState<{ to: string; id: string } | null>(null);
  const signedIn = Boolean(token && user);
  const asGuest = guest && !signedIn;
  // shipping and tax may depend on where the order goes: the quote follows a complete address
  const quoteAddress = useMemo(() => (address ? addressSchema.safeParse(address).data : undefined), [address]);
  const quoteEmail = useMemo(
    () => (asGuest ? guestContactSchema.safeParse({ email }).data?.email : undefined),
    [asGuest, email],
  );
  const picked = quoteAddress && pick?.to === destinationOf(quoteAddress) ? pick.id : undefined;
  const {
    mounted,
    lines,
    settled,
    loading,
    error: loadError,
    reload,
    quote,
    quoteCurrent,
    replaceQuote,
    couponCode,
  } = useReviewedCart({ shippingAddress: quoteAddress, email: quoteEmail, shippingMethodId: picked });

  useEffect(() => {
    if (!mounted) return;
    if (signedIn) void refreshProfile();
    else if (new URLSearchParams(window.location.search).get('guest') === '1') setGuest(true);
  }, [mounted, signedIn]);

  useEffect(() => {
    // prefill once, from the freshest profile we have
    if (user && address === null) {
      setAddress(user.savedAddress ?? { ...EMPTY_ADDRESS, name: user.name, phone: user.contact ?? '' });
      setSave(!user.savedAddress);
    } else if (!user && guest && address === null) setAddress({ ...EMPTY_ADDRESS });
  }, [user, address, guest]);

  // a refused order's message was about the code the shopper has now removed or replaced
  useEffect(() => setFailure(''), [couponCode]);

  // the cart changed so that the method picked no longer takes it (too heavy): the cheapest again
  useEffect(() => {
    if (loadError.startsWith('shippingMethodId:')) setPick(null);
  }, [loadError]);

  const waiting = (
    <p role="status" className="py-16 text-center text-ink-muted">
      {placed
        ? payment === 'card'
          ? 'Order placed. Opening the payment page…'
          : 'Order placed. Opening your order…'
        : 'Loading'}
    </p>
  );
  if (!mounted || placed) return waiting;
  if (lines.length === 0) {
    return <EmptyState title="Your cart is empty" action={{ href: '/products', label: 'Browse our products' }} />;
  }
  if (!signedIn && !guest) return <GuestChoice signInHref={authUrlFor('/checkout')} onGuest={() => setGuest(true)} />;
  if (!address) return waiting;

  // a code the quote refuses would make the order a 409: the shopper removes it or enters another
  const couponRefused = Boolean(couponCode && quote?.coupon && !quote.coupon.applied);
  const shippingProblem = quoteAddress ? quote?.shippingProblem : undefined;
  const ready = readyToOrder(lines, !settled) && !couponRefused && !shippingProblem;

  function check(shippingAddress: Address, guestEmail: string) {
    const body = {
      items: lines.map(({ productId, variantId, quantity }) => ({
        productId,
        ...(variantId ? { variantId } : {}),
        quantity,
      })),
      shippingAddress,
      paymentMethod: payment,
      ...(couponCode ? { couponCode } : {}),
      ...(quote?.shippingMethodId ? { shippingMethodId: quote.shippingMethodId } : {}),
      // the total shown; if the order would cost another, it is refused with the new quote
      expectedTotal: quote ? toDecimal(quote.total) : undefined,
    };
    const parsed = orderPlacementSchema.safeParse(body);
    const contact = asGuest ? guestContactSchema.safeParse({ email: guestEmail }) : null;
    const problems: FieldErrors = {
      ...(contact?.error ? fieldErrors(contact.error, { email: 'Email' }) : {}),
      ...(parsed.error ? fieldErrors(parsed.error, ADDRESS_LABELS) : {}),
    };
    return { parsed, contact, problems };
  }

  /** After a change: the errors of fields now fixed go at once (and the summary with the last one). */
  function recheck(shippingAddress: Address, guestEmail: string) {
    if (Object.keys(errors).length === 0) return;
    const left = errorsStillThere(errors, check(shippingAddress, guestEmail).problems);
    setErrors(left);
    if (Object.keys(left).length === 0) setFailure('');
  }

  /** The order holds the cart and the code's use now. */
  function finish() {
    setPlaced(true);
    clearCart();
    removeCoupon();
  }

  async function placeOrder(event: React.FormEvent) {
    event.preventDefault();
    if (sending || !ready || !address) return;
    const { parsed, contact, problems } = check(address, email);
    if (!parsed.success || (contact && !contact.success)) {
      setErrors(problems);
      setFailure(parsed.success ? 'Please check your e-mail address.' : 'Please check the shipping address.');
      // after the render that marks the fields: take the shopper to the first one to fix
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>('form [aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setFailure('');
    setSending(true);
    try {
      const { order, guestKey, paymentUrl } = await api.orders.place(
        {
          ...parsed.data,
          note: parsed.data.note ?? undefined,
          ...(contact?.data ? { email: contact.data.email } : {}),
        },
        checkoutKey(),
      );
      forgetCheckoutKey();
      if (paymentUrl) {
        // the order holds its items; Stripe's page brings the shopper back to it
        finish();
        window.location.assign(paymentUrl);
        return;
      }
      if (asGuest) {
        finish();
        window.location.assign(guestKey ? guestOrderPath(guestKey, true) : orderNumberTrackingPath(order.number));
        return;
      }
      if (save)
        await api.auth
          .updateProfile({ savedAddress: parsed.data.shippingAddress })
          .then(({ user: saved }) => setUser(saved))
          .catch(() => undefined);
      finish();
      window.location.assign(customerOrderPath(order._id, true));
    } catch (err) {
      setSending(false);
      if (err instanceof ApiError && err.status === 409) {
        // sold out, deactivated or repriced meanwhile: the summary shows what is true now (the
        // refusal's own quote at once), and a new checkout (new key) starts when the shopper decides
        forgetCheckoutKey();
        if (err instanceof OrderConflictError) replaceQuote(err.quote);
        reload();
      }
      if (err instanceof ApiError && err.status === 422) {
        // this checkout's key already placed an order with other lines (its answer never came
        // back): the next submit is a new checkout, after the shopper has seen that order
        forgetCheckoutKey();
        setFailure(EARLIER_ORDER_PLACED);
        return;
      }
      if (err instanceof ApiError && err.isAuthFailure && !asGuest) window.location.assign(authUrlFor('/checkout'));
      setFailure(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <form onSubmit={placeOrder} noValidate className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-8">
        {asGuest && (
          <GuestEmail
            value={email}
            error={errors.email}
            signInHref={authUrlFor('/checkout')}
            onChange={(value) => {
              setEmail(value);
              recheck(address, value);
            }}
          />
        )}
        <section aria-labelledby="shipping-heading" className="rounded-xl border border-line p-5">
          <h2 id="shipping-heading" className="mb-4 text-lg font-bold text-ink">
            Shipping address
          </h2>
          <AddressFields
            idPrefix="ship"
            value={address}
            errors={errors}
            errorPrefix="shippingAddress."
            onChange={(value) => {
              setAddress(value);
              recheck(value, email);
            }}
          />
          {!asGuest && (
            <CheckboxField label="Save this address to my account" checked={save} onChange={setSave} className="mt-4" />
          )}
        </section>
        <ShippingChoice
          quote={quoteAddress ? quote : null}
          current={quoteCurrent}
          picked={picked}
          onPick={(id) => quoteAddress && setPick({ to: destinationOf(quoteAddress), id })}
        />
        <PaymentChoice value={payment} onChange={setPayment} />
      </div>
      <aside
        aria-labelledby="summary-heading"
        className="h-fit space-y-4 rounded-xl border border-line bg-slate-50 p-5"
      >
        <h2 id="summary-heading" className="text-lg font-bold text-ink">
          Order summary
        </h2>
        <ul className="divide-y divide-line">
          {lines.map((line) => (
            <li key={lineKey(line)} className="py-3 text-sm" data-testid="summary-line">
              <div className="flex justify-between gap-3">
                <span className="text-ink">
                  {line.product?.name ?? 'Product no longer available'} × {line.quantity}
                </span>
                <LineTotal line={line} className="font-semibold" />
              </div>
              <VariantNote line={line} />
              <LineDiscount line={line} />
              <LineFlags line={line} />
            </li>
          ))}
        </ul>
        <CouponField code={couponCode} quote={quote} />
        <div>
          <QuoteSummary quote={quote} current={quoteCurrent} testId="checkout" />
        </div>
        {(failure || loadError) && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-sale">
            {failure || `Could not check prices and stock: ${loadError}`}
          </div>
        )}
        <button
          type="submit"
          disabled={sending || !ready}
          className="w-full rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-ink-soft"
        >
          {sending ? 'Placing order…' : payment === 'card' ? 'Place order and pay' : 'Place order'}
        </button>
        {/* always there, empty when ready: the button goes grey while a new quote is asked (an
            address typed, a quantity changed) and nothing below it may move */}
        <p className="min-h-5 text-sm text-ink-soft">
          {ready || sending
            ? ''
            : loading
              ? 'Checking prices and stock…'
              : couponRefused
                ? 'Remove the coupon code, or enter another, to place the order.'
                : shippingProblem
                  ? 'Change the shipping address to place the order.'
                  : 'Please review the flagged lines first.'}
        </p>
        <a href="/cart" className="block text-center text-sm font-semibold text-brand-700 underline">
          Back to cart
        </a>
      </aside>
    </form>
  );
}
