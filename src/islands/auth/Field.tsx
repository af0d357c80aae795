import type { InputHTMLAttributes, ReactNode } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** rendered inside the field's right edge (the password Show button) */
  addon?: ReactNode;
  /** shown under the field (id `<id>-error`), which then describes the input */
  error?: string;
  /** shown under the field while there is no error (id `<id>-hint`), describing the input; the
   *  line is live, so a hint that turns into an error as you type is read out */
  hint?: string;
  /** a list to choose from instead of text: the field is a <select> of these <option>s */
  options?: ReactNode;
}

export const inputClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-muted focus:border-brand-500';

export default function Field({ id, label, addon, error, hint, options, className = '', ...input }: Props) {
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const describedBy = error ? note : [note, input['aria-describedby']].filter(Boolean).join(' ') || undefined;
  // a <select> reads the same attributes (value, required, autoComplete, onChange) as the input
  const Control = (options ? 'select' : 'input') as 'input';
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <Control
          id={id}
          className={`${inputClass} ${addon ? 'pr-20' : ''} ${className}`}
          {...input}
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={describedBy}
        >
          {options}
        </Control>
        {addon && <div className="absolute inset-y-0 right-1.5 flex items-center">{addon}</div>}
      </div>
      {note && (
        <p
          id={note}
          className={`mt-1 text-sm ${error ? 'text-sale' : 'text-ink-muted'}`}
          aria-live={hint ? 'polite' : undefined}
        >
          {error || hint}
        </p>
      )}
    </div>
  );
}
