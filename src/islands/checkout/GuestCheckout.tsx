// The guest's part of /checkout: the choice between signing in and buying without an account,
// and the e-mail address a guest's order belongs to (its confirmation and tracking use it).
import { EMAIL_MAX } from '../../lib/forms/email';
import Field from '../auth/Field';

const choiceButton = 'block w-full rounded-lg px-5 py-3 text-center font-semibold';

export function GuestChoice({ signInHref, onGuest }: { signInHref: string; onGuest: () => void }) {
  return (
    <section aria-labelledby="checkout-choice" className="mx-auto max-w-xl space-y-5 rounded-xl border border-line p-6">
      <h2 id="checkout-choice" className="text-lg font-bold text-ink">
        How would you like to check out?
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <a href={signInHref} className={`${choiceButton} bg-brand-600 text-white hover:bg-brand-700`}>
          Sign in or create an account
        </a>
        <button
          type="button"
          onClick={onGuest}
          className={`${choiceButton} border border-brand-600 text-brand-700 hover:bg-brand-50`}
        >
          Continue as guest
        </button>
      </div>
      <p className="text-sm text-ink-soft">
        As a guest you get a confirmation e-mail with a link to your order, and you can follow it on Order Tracking with
        its number and your e-mail address. Create an account with the same address later and the order appears under
        your Orders.
      </p>
    </section>
  );
}

export function GuestEmail({
  value,
  error,
  signInHref,
  onChange,
}: {
  value: string;
  error?: string;
  signInHref: string;
  onChange: (value: string) => void;
}) {
  return (
    <section aria-labelledby="contact-heading" className="rounded-xl border border-line p-5">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="contact-heading" className="text-lg font-bold text-ink">
          Contact
        </h2>
        <a href={signInHref} className="text-sm font-semibold text-brand-700 underline underline-offset-4">
          Sign in instead
        </a>
      </div>
      <Field
        id="guest-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX}
        value={value}
        error={error}
        hint={error ? undefined : 'Your order confirmation goes to this address.'}
        onChange={(e) => onChange(e.target.value)}
      />
    </section>
  );
}
