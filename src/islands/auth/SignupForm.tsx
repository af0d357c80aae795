// Create Account: Full Name, Email, Contact, Password. Checked with the server's schema before
// sending, every problem beside its field; a refused signup shows "Signup fail!" with the
// server's message (docs/product.md#errors), beside the field too when it names one; the
// password's rule shows as it is typed.
import { useState } from 'react';
import { api } from '../../lib/api';
import { ACCOUNT_LIMITS, signupSchema } from '../../lib/forms/account';
import { fieldErrors } from '../ui/fieldErrors';
import Field from './Field';
import NewPasswordField from './NewPasswordField';
import SubmitButton from './SubmitButton';
import { useAuthSubmit } from './useAuthSubmit';

const LABELS = { name: 'Full Name', email: 'Email', contact: 'Contact', password: 'Password' };
type Values = Record<keyof typeof LABELS, string>;

const FIELDS = [
  { key: 'name', type: undefined, autoComplete: 'name', required: true },
  { key: 'email', type: 'email', autoComplete: 'email', required: true },
  { key: 'contact', type: 'tel', autoComplete: 'tel', required: false },
] as const;

const problemsOf = (values: Values) => {
  const parsed = signupSchema.safeParse(values);
  return parsed.error ? fieldErrors(parsed.error, LABELS) : {};
};

export default function SignupForm() {
  const [values, setValues] = useState<Values>({ name: '', email: '', contact: '', password: '' });
  const { form, sending, errors, submit, recheck } = useAuthSubmit(() => api.auth.signup(values), {
    labels: LABELS,
    failurePrefix: 'Signup fail!',
  });
  const set = (field: keyof Values) => (e: { target: { value: string } }) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    recheck(problemsOf(next));
  };

  return (
    <form
      ref={form}
      className="space-y-4"
      aria-label="Create Account"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(problemsOf(values));
      }}
    >
      {FIELDS.map(({ key, type, autoComplete, required }) => (
        <Field
          key={key}
          id={`signup-${key}`}
          label={LABELS[key]}
          type={type}
          autoComplete={autoComplete}
          required={required}
          maxLength={ACCOUNT_LIMITS[key]}
          value={values[key]}
          error={errors[key]}
          onChange={set(key)}
        />
      ))}
      <NewPasswordField
        id="signup-password"
        label={LABELS.password}
        email={values.email}
        value={values.password}
        required
        error={errors.password}
        onChange={set('password')}
      />
      <SubmitButton sending={sending} label="Create Account" sendingLabel="Creating account…" />
    </form>
  );
}
