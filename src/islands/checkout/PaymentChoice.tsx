// The checkout's payment methods: Pay on delivery always, "Card (Stripe)" when the shop has
// Stripe set up (GET /api/payments/methods). A card is paid on Stripe's own page: no card
// data is typed here.
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../lib/paymentMethods';

const HINTS: Record<PaymentMethod, string> = {
  cod: 'Pay in cash or by card when the parcel arrives.',
  card: "You pay on Stripe's secure page next; we hold your items for 30 minutes.",
};

export function PaymentChoice({ value, onChange }: { value: PaymentMethod; onChange: (m: PaymentMethod) => void }) {
  const [methods, setMethods] = useState<PaymentMethod[]>(['cod']);
  useEffect(() => {
    const abort = new AbortController();
    api.payments
      .methods(abort.signal)
      .then((answer) => setMethods(answer.methods))
      // without the list the checkout still takes pay on delivery
      .catch(() => undefined);
    return () => abort.abort();
  }, []);

  return (
    <fieldset className="rounded-xl border border-line p-5">
      {/* floated, the legend sits inside the box like the other sections' headings, not on its border */}
      <legend className="float-left mb-4 w-full text-lg font-bold text-ink">Payment</legend>
      <div className="clear-left space-y-3">
        {methods.map((method) => (
          <div key={method}>
            <label className="flex items-center gap-2 text-ink">
              <input
                type="radio"
                name="payment"
                value={method}
                checked={value === method}
                onChange={() => onChange(method)}
                className="h-5 w-5"
              />
              {PAYMENT_METHOD_LABELS[method]}
            </label>
            <p className="ml-7 mt-1 text-sm text-ink-muted">{HINTS[method]}</p>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
