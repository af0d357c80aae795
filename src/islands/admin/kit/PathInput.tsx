// A PathField (./PathField.tsx) whose control is a one-line input of the panel's draft.
import type { InputHTMLAttributes } from 'react';
import { PathField } from './PathField';
import { inputClass } from './ui';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A PathField whose control is a one-line input of the draft. */
export function PathInput({
  id,
  label,
  problem,
  hint,
  value,
  onValue,
  ...rest
}: {
  id: string;
  label: string;
  problem?: string;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
} & InputProps) {
  return (
    <PathField id={id} label={label} problem={problem} hint={hint}>
      {(controlId, describedBy) => (
        <input
          id={controlId}
          className={inputClass}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
      )}
    </PathField>
  );
}
