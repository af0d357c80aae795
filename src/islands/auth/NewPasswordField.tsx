// A field where someone chooses a password (sign-up, reset, change), with sign-in's Show button:
// the rule's hint under it, turning into what the typed password breaks
// (docs/product.md#validation). Only the checks of src/lib/forms/passwordRule.ts run here; the
// common-password list stays on the server, whose 400 answers a submitted one.
import { useState, type ChangeEvent } from 'react';
import { PASSWORD_HINT, PASSWORD_MESSAGES, PASSWORD_RULE, passwordProblem } from '../../lib/forms/passwordRule';
import Field from './Field';
import ShowPasswordButton from './ShowPasswordButton';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** the account's e-mail (typed on sign-up, stored on a change) */
  email?: string;
  currentPassword?: string;
  /** the form's own error for the field, after a submit */
  error?: string;
  required?: boolean;
  /** more that describes the field, read after the hint */
  'aria-describedby'?: string;
}

export default function NewPasswordField({ email, currentPassword, error, label, value, ...field }: Props) {
  // "too short" waits until the field is left, so typing the first characters is not an error
  const [left, setLeft] = useState(false);
  const [visible, setVisible] = useState(false);
  const problem = value ? passwordProblem(value, { email, currentPassword }) : null;
  const shown = problem && (left || problem !== PASSWORD_MESSAGES.short) ? `${label} ${problem}` : undefined;
  return (
    <Field
      {...field}
      label={label}
      value={value}
      type={visible ? 'text' : 'password'}
      addon={<ShowPasswordButton controls={field.id} shown={visible} onToggle={() => setVisible((v) => !v)} />}
      autoComplete="new-password"
      minLength={PASSWORD_RULE.min}
      maxLength={PASSWORD_RULE.max}
      error={error || shown}
      hint={PASSWORD_HINT}
      onBlur={() => setLeft(true)}
    />
  );
}
