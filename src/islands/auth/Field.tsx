import type { InputHTMLAttributes, ReactNode } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** rendered inside the field's right edge (the password Show button) */
  addon?: ReactNode;
}

export const inputClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-muted focus:border-brand-500';

export default function Field({ id, label, addon, className = '', ...input }: Props) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input id={id} className={`${inputClass} ${addon ? 'pr-20' : ''} ${className}`} {...input} />
        {addon && <div className="absolute inset-y-0 right-1.5 flex items-center">{addon}</div>}
      </div>
    </div>
  );
}
