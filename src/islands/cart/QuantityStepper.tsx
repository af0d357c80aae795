// − [n] + for a cart line: 1 .. stock and the product's most per order (never above the order
// limit); the input takes typed numbers too, and a typed number above that is lowered to it (the
// caller says why: `capped`).
import { lineCap } from '../../stores/cartLogic';

interface Props {
  name: string;
  quantity: number;
  stock?: number;
  maxPerOrder?: number;
  /** `capped`: a typed number was more than the line may hold, so `quantity` is that most */
  onChange: (quantity: number, capped: boolean) => void;
}

const step =
  'grid h-10 w-10 place-items-center text-lg font-bold text-ink hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400';

export function QuantityStepper({ name, quantity, stock, maxPerOrder, onChange }: Props) {
  const max = Math.max(1, lineCap(stock, maxPerOrder));
  return (
    <div
      className="inline-flex items-center overflow-hidden rounded-lg border border-line"
      role="group"
      aria-label={`Quantity of ${name}`}
    >
      <button
        type="button"
        className={step}
        aria-label={`One less ${name}`}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1, false)}
      >
        −
      </button>
      <input
        type="number"
        min={1}
        max={max}
        value={quantity}
        aria-label={`Quantity of ${name}`}
        onChange={(e) => {
          const value = Number(e.target.value);
          if (Number.isInteger(value) && value >= 1) onChange(Math.min(value, max), value > max);
        }}
        className="h-10 w-14 border-x border-y-0 border-line text-center text-ink [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={step}
        aria-label={`One more ${name}`}
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1, false)}
      >
        +
      </button>
    </div>
  );
}
