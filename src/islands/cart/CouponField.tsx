// The coupon code field of the cart page and checkout: Apply (or Enter) keeps the code
// (src/stores/coupon.ts), which every quote then carries; what it did is the quote's own answer
// (`coupon`, docs/api.md#promotions), worded by src/lib/couponReasons.ts, with Remove. A new code
// replaces the one kept. No <form> of its own: at checkout it sits inside the order's form, where
// Enter must apply the code rather than place the order.
import { useRef, useState } from 'react';
import type { CartQuote } from '../../lib/cartQuote';
import { couponRefusal } from '../../lib/couponReasons';
import { formatCents } from '../../lib/money';
import { applyCoupon, COUPON_MAX_LENGTH, removeCoupon } from '../../stores/coupon';
import { inputClass } from '../auth/Field';

interface Props {
  /** the code the quotes are asked with, '' for none */
  code: string;
  quote: CartQuote | null;
}

export function CouponField({ code, quote }: Props) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const input = useRef<HTMLInputElement>(null);

  function apply() {
    const result = applyCoupon(text);
    if ('problem' in result) {
      setProblem(result.problem);
      input.current?.focus();
      return;
    }
    setProblem('');
    setText('');
  }

  function remove() {
    removeCoupon();
    setProblem('');
    // the Remove button goes away with the code: keep the keyboard in the field
    input.current?.focus();
  }

  return (
    <div className="space-y-2 border-b border-line pb-4">
      <label htmlFor="coupon-code" className="block text-sm font-semibold text-ink">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id="coupon-code"
          className={`${inputClass} min-w-0 flex-1 uppercase`}
          value={text}
          maxLength={COUPON_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'coupon-problem' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem('');
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
        />
        <button
          type="button"
          onClick={apply}
          className="shrink-0 rounded-lg border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Apply
        </button>
      </div>
      {problem && (
        <p id="coupon-problem" className="text-sm text-sale">
          {problem}
        </p>
      )}
      <div aria-live="polite">{code && <CouponState code={code} quote={quote} onRemove={remove} />}</div>
    </div>
  );
}

/** The kept code and what the quote said of it; "Checking…" until a quote answers for this code. */
function CouponState({ code, quote, onRemove }: { code: string; quote: CartQuote | null; onRemove: () => void }) {
  const answer = quote?.coupon?.code === code ? quote.coupon : undefined;
  const saving = answer?.applied ? quote?.discounts.find((applied) => applied.code === code)?.amount : undefined;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm" data-testid="coupon-state">
      <p
        className={`min-w-0 [overflow-wrap:anywhere] ${!answer ? 'text-ink-soft' : answer.applied ? 'text-green-800' : 'text-sale'}`}
      >
        {!answer ? (
          `Checking ${code}…`
        ) : answer.applied ? (
          <>
            <span className="font-semibold">{code} applied</span>
            {saving ? `: you save ${formatCents(saving)}` : ''}
          </>
        ) : (
          <>
            <span className="font-semibold">{code}</span>: {couponRefusal(answer.reason)}
          </>
        )}
      </p>
      <button type="button" onClick={onRemove} className="font-medium text-sale underline underline-offset-2">
        Remove<span className="sr-only"> coupon code {code}</span>
      </button>
    </div>
  );
}
