import type { InputHTMLAttributes, ReactNode } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** rendered inside the field's right edge (the password Show button) */
  addon?: ReactNode;
  /** shown under the field (id `<id>-error`), which then describes the input */
  error?: string;
}

export const inputClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-muted focus:border-brand-500';

export default function Field({ id, label, addon, error, className = '', ...input }: Props) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          className={`${inputClass} ${addon ? 'pr-20' : ''} ${className}`}
          {...input}
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={error ? `${id}-error` : input['aria-describedby']}
        />
        {addon && <div className="absolute inset-y-0 right-1.5 flex items-center">{addon}</div>}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-sale">
          {error}
        </p>
      )}
    </div>
  );
}
