// A zone's shipping methods, in the order checkout offers them: each a name, a way of pricing
// (flat; free over a subtotal, else a price; by the cart's weight in bands), a delivery estimate,
// and buttons to move it up or down or remove it. Each problem shows under its control, named by
// the path the schema and the server use (./shippingZoneDraft.ts).
import type { InputHTMLAttributes } from 'react';
import { SHIPPING_LIMITS, SHIPPING_METHOD_TYPES, type ShippingMethodType } from '../../../lib/forms/shipping';
import { Icon } from '../../ui/Icon';
import { bin } from '../../ui/icons/bin';
import { chevronDown } from '../../ui/icons/chevronDown';
import { AddRowButton } from '../kit/AddRowButton';
import { PathField } from '../kit/PathField';
import { controlId, emptyMethod, type BandDraft, type MethodDraft, type ZoneProblems } from './shippingZoneDraft';
import { iconButton, inputClass } from '../kit/ui';

const TYPE_LABELS: Record<ShippingMethodType, string> = {
  flat: 'Flat price',
  free_over: 'Free over a subtotal',
  weight: 'By weight',
};

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;
const MONEY: InputProps = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' };
const DAYS: InputProps = { type: 'number', inputMode: 'numeric', min: 0, max: SHIPPING_LIMITS.maxDays, step: 1 };
const GRAMS: InputProps = { type: 'number', inputMode: 'numeric', min: 1, step: 1 };

interface Props {
  methods: MethodDraft[];
  problems: ZoneProblems;
  /** `changed`: the path whose problems are now stale ("methods" when rows moved, came or went) */
  onChange: (methods: MethodDraft[], changed: string) => void;
}

/** A text or number input at `path`, with its label and problem. */
function PathInput({
  path,
  label,
  value,
  problems,
  onValue,
  ...rest
}: { path: string; label: string; value: string; problems: ZoneProblems; onValue: (v: string) => void } & InputProps) {
  return (
    <PathField id={controlId(path)} label={label} problem={problems[path]}>
      {(id, describedBy) => (
        <input
          id={id}
          className={inputClass}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={problems[path] ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
      )}
    </PathField>
  );
}

export function ShippingMethodsEditor({ methods, problems, onChange }: Props) {
  const set = (at: number, patch: Partial<MethodDraft>, changed: string) =>
    onChange(
      methods.map((m, i) => (i === at ? { ...m, ...patch } : m)),
      `methods.${at}${changed && `.${changed}`}`,
    );
  const move = (from: number, to: number) => {
    const next = [...methods];
    [next[from], next[to]] = [next[to], next[from]];
    onChange(next, 'methods');
  };

  return (
    <div className="space-y-4">
      {methods.map((method, i) => {
        const title = method.name.trim() || `method ${i + 1}`;
        const field = (
          name: 'name' | 'price' | 'freeOver' | 'minDays' | 'maxDays',
          label: string,
          rest: InputProps,
        ) => (
          <PathInput
            path={`methods.${i}.${name}`}
            label={label}
            value={method[name]}
            problems={problems}
            onValue={(value) => set(i, { [name]: value }, name)}
            {...rest}
          />
        );
        return (
          <fieldset key={method.key} className="space-y-3 rounded-md border border-line p-3" data-testid="method-row">
            <legend className="px-1 text-sm font-semibold text-ink">Method {i + 1}</legend>
            <div className="flex items-start gap-1">
              <div className="min-w-0 flex-1">
                {field('name', 'Name', { maxLength: SHIPPING_LIMITS.name, placeholder: 'e.g. Standard' })}
              </div>
              <div className="flex shrink-0 pt-6">
                <button
                  type="button"
                  className={iconButton}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move ${title} up`}
                >
                  <Icon icon={chevronDown} className="h-5 w-5 rotate-180" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  disabled={i === methods.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move ${title} down`}
                >
                  <Icon icon={chevronDown} className="h-5 w-5" />
                </button>
                <button
                  type="button"
                  className={`${iconButton} hover:text-sale`}
                  onClick={() =>
                    onChange(
                      methods.filter((_, at) => at !== i),
                      'methods',
                    )
                  }
                  aria-label={`Remove ${title}`}
                >
                  <Icon icon={bin} className="h-5 w-5" />
                </button>
              </div>
            </div>
            <PathField id={controlId(`methods.${i}.type`)} label="Pricing" problem={problems[`methods.${i}.type`]}>
              {(id, describedBy) => (
                <select
                  id={id}
                  className={inputClass}
                  value={method.type}
                  // another way of pricing makes every problem of the method's amounts stale
                  onChange={(e) => set(i, { type: e.target.value as ShippingMethodType }, '')}
                  aria-describedby={describedBy}
                >
                  {SHIPPING_METHOD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              )}
            </PathField>
            {method.type === 'weight' ? (
              <BandsEditor
                at={i}
                title={title}
                bands={method.bands}
                problems={problems}
                onChange={(bands, changed) => set(i, { bands }, changed)}
              />
            ) : (
              <div className="grid gap-3 sm:grid-cols-2">
                {field('price', 'Price ($)', MONEY)}
                {method.type === 'free_over' && field('freeOver', 'Free from a subtotal of ($)', MONEY)}
              </div>
            )}
            <div className="grid grid-cols-2 gap-3">
              {field('minDays', 'Min days', DAYS)}
              {field('maxDays', 'Max days', DAYS)}
            </div>
          </fieldset>
        );
      })}
      <AddRowButton
        id={controlId('methods.add')}
        problem={problems['methods.add']}
        disabled={methods.length >= SHIPPING_LIMITS.methods}
        onClick={() => onChange([...methods, emptyMethod()], 'methods')}
      >
        Add method
      </AddRowButton>
    </div>
  );
}

/** A weight method's bands: each the price of a cart up to a weight (grams, inclusive). */
function BandsEditor({
  at,
  title,
  bands,
  problems,
  onChange,
}: {
  at: number;
  title: string;
  bands: BandDraft[];
  problems: ZoneProblems;
  /** `changed`: the path under the method whose problems are stale */
  onChange: (bands: BandDraft[], changed: string) => void;
}) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-ink">Weight bands</p>
      <p className="text-xs text-ink-muted">The first band the cart&apos;s weight fits in sets the price.</p>
      {bands.map((band, b) => (
        <div key={b} className="flex items-start gap-1">
          <div className="grid min-w-0 flex-1 grid-cols-2 gap-2">
            {(['upToGrams', 'price'] as const).map((name) => (
              <PathInput
                key={name}
                path={`methods.${at}.bands.${b}.${name}`}
                label={name === 'upToGrams' ? 'Up to (g)' : 'Price ($)'}
                value={band[name]}
                problems={problems}
                onValue={(value) =>
                  onChange(
                    bands.map((x, i) => (i === b ? { ...x, [name]: value } : x)),
                    `bands.${b}.${name}`,
                  )
                }
                {...(name === 'price' ? MONEY : GRAMS)}
              />
            ))}
          </div>
          <button
            type="button"
            className={`${iconButton} mt-6 hover:text-sale`}
            onClick={() =>
              onChange(
                bands.filter((_, i) => i !== b),
                'bands',
              )
            }
            aria-label={`Remove band ${b + 1} of ${title}`}
          >
            <Icon icon={bin} className="h-5 w-5" />
          </button>
        </div>
      ))}
      <AddRowButton
        id={controlId(`methods.${at}.bands.add`)}
        problem={problems[`methods.${at}.bands.add`]}
        disabled={bands.length >= SHIPPING_LIMITS.bands}
        onClick={() => onChange([...bands, { upToGrams: '', price: '' }], 'bands')}
      >
        Add band
      </AddRowButton>
    </div>
  );
}
