// Create Account: Full Name, Email, Contact, Password. Checked with the server's schema before
// sending, every problem beside its field; a refused signup shows "Signup fail!" with the
// server's message (docs/product.md#errors), beside the field too when it names one; the
// password's rule shows as it is typed.
import { api } from '../../lib/api';
import { ACCOUNT_LIMITS, signupSchema } from '../../lib/forms/account';
import Field from './Field';
import NewPasswordField from './NewPasswordField';
import SubmitButton from './SubmitButton';
import { useAuthForm } from './useAuthSubmit';

const LABELS = { name: 'Full Name', email: 'Email', contact: 'Contact', password: 'Password' };
type Values = Record<keyof typeof LABELS, string>;

const FIELDS = [
  { key: 'name', type: undefined, autoComplete: 'name', required: true },
  { key: 'email', type: 'email', autoComplete: 'email', required: true },
  { key: 'contact', type: 'tel', autoComplete: 'tel', required: false },
] as const;

export default function SignupForm() {
  const { values, form, sending, errors, set, onSubmit } = useAuthForm<Values>(
    { name: '', email: '', contact: '', password: '' },
    signupSchema,
    api.auth.signup,
    {
      labels: LABELS,
      failurePrefix: 'Signup fail!',
    },
  );

  return (
    <form ref={form} className="space-y-4" aria-label="Create Account" noValidate onSubmit={onSubmit}>
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
